// Reading one release of a published package from the tscircuit registry.
// Request and response shapes follow the route in tscircuit/tscircuit.com,
// fake-snippets-api/routes/api/package_releases/get.ts (commit 0f7b08a,
// 2026-08-22). Only commonly used release fields are typed here.

const REGISTRY = "https://registry-api.tscircuit.com";

export interface PackageRelease {
  package_release_id: string;
  package_id: string;
  version: string | null;
  is_latest: boolean;
  is_locked: boolean;
  is_pr_preview: boolean;
  created_at: string; // ISO 8601, UTC
  fs_sha?: string | null;
  display_status?: string | null;
  circuit_json_build_error?: string | null;
  latest_package_build_id?: string | null;
  pcb_preview_image_url?: string | null;
  github_commit_sha: string | null;
}

/** The ways the route can find a release (the first that applies wins). */
export type ReleaseLookup =
  | { package_release_id: string }
  | { package_name_with_version: string } // "author/name@1.2.3"
  | { package_name: string; is_latest: true } // "author/name"
  | { package_id: string; is_latest: true };

export async function getRelease(
  lookup: ReleaseLookup,
  options: { includeLogs?: boolean; token?: string } = {},
): Promise<PackageRelease> {
  // include_logs is a common parameter: it may go in the query string.
  const query = options.includeLogs ? "?include_logs=true" : "";
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
  };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const res = await fetch(`${REGISTRY}/package_releases/get${query}`, {
    method: "POST",
    headers,
    body: JSON.stringify(lookup),
  });
  const json = (await res.json()) as {
    package_release?: PackageRelease;
    error?: { error_code: string; message: string };
  };
  if (!res.ok || !json.package_release) {
    throw new Error(
      `${res.status} ${json.error?.error_code ?? "unknown"}: ${json.error?.message ?? ""}`,
    );
  }
  return json.package_release;
}

/** "author/name@version" for the newest release, ready for the file routes. */
export async function latestNameWithVersion(
  packageName: string,
): Promise<string> {
  const release = await getRelease({
    package_name: packageName,
    is_latest: true,
  });
  if (!release.version)
    throw new Error(`${packageName}: newest release has no version`);
  return `${packageName}@${release.version}`;
}
