// From a package name (or a search) to the release identifiers the other
// registry routes take. Shapes follow tscircuit/tscircuit.com,
// fake-snippets-api (commit 0f7b08a, 2026-08-22).

const REGISTRY = "https://registry-api.tscircuit.com";

export interface ReleaseIds {
  package_release_id: string;
  package_name_with_version: string; // "author/name@1.2.3"
}

async function post<T>(route: string, body: unknown): Promise<T> {
  const res = await fetch(`${REGISTRY}/${route}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as T & { error?: { message: string } };
  if (!res.ok)
    throw new Error(`${route}: ${res.status} ${json.error?.message ?? ""}`);
  return json;
}

/** Names of packages whose name, description or newest files contain the text. */
export async function findPackages(text: string): Promise<string[]> {
  const { packages } = await post<{ packages: { name: string }[] }>(
    "packages/search",
    { query: text },
  );
  return packages.map((p) => p.name);
}

/** One release of a package: the newest, or the given version. */
export async function resolveRelease(
  packageName: string, // "author/name"
  version?: string, // "1.2.3"; omit for the newest release
): Promise<ReleaseIds> {
  const lookup = version
    ? { package_name_with_version: `${packageName}@${version}` }
    : { package_name: packageName, is_latest: true };
  const { package_release } = await post<{
    package_release: { package_release_id: string; version: string | null };
  }>("package_releases/get", lookup);
  if (!package_release.version)
    throw new Error(`${packageName}: release without a version`);
  return {
    package_release_id: package_release.package_release_id,
    package_name_with_version: `${packageName}@${package_release.version}`,
  };
}

/** Every version of a package, oldest first. */
export async function versionsOf(packageName: string): Promise<string[]> {
  const { package_releases } = await post<{
    package_releases: { version: string | null; created_at: string }[];
  }>("package_releases/list", { package_name: packageName });
  return package_releases
    .filter((r) => r.version !== null)
    .sort((a, b) => a.created_at.localeCompare(b.created_at))
    .map((r) => r.version as string);
}
