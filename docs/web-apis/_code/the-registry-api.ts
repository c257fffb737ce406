// Reading a published package from the tscircuit registry with fetch.
// Types follow the registry's route schemas (tscircuit/tscircuit.com,
// fake-snippets-api, commit 0f7b08a, 2026-08-22); only the fields used
// here and the commonly useful ones are listed.

const REGISTRY = "https://registry-api.tscircuit.com";

/** Body of every error response: `{ error: { error_code, message } }`. */
export interface RegistryError {
  error: { error_code: string; message: string };
}

export interface RegistryPackage {
  package_id: string;
  name: string; // "author/name"
  unscoped_name: string;
  owner_github_username?: string | null;
  org_owner_tscircuit_handle?: string | null;
  description: string | null;
  created_at: string; // ISO 8601
  updated_at: string;
  latest_version: string | null;
  latest_package_release_id: string | null;
  license: string | null;
  star_count: number;
  is_private: boolean | null;
  is_starred?: boolean;
  latest_pcb_preview_image_url?: string | null;
  latest_sch_preview_image_url?: string | null;
  latest_cad_preview_image_url?: string | null;
}

export interface PackageRelease {
  package_release_id: string;
  package_id: string;
  version: string | null;
  is_latest: boolean;
  is_locked: boolean;
  is_pr_preview: boolean;
  created_at: string;
  github_commit_sha: string | null;
  circuit_json_build_error?: string | null;
  display_status?: string | null;
  pcb_preview_image_url?: string | null;
  sch_preview_image_url?: string | null;
  cad_preview_image_url?: string | null;
}

/** One entry of package_files/list (the file's text is left out). */
export interface PackageFileSummary {
  package_file_id: string;
  package_release_id: string;
  file_path: string;
  content_mimetype?: string | null;
  created_at: string;
  is_text?: boolean;
}

/** package_files/get also returns the file's text. */
export interface PackageFile extends PackageFileSummary {
  content_text?: string | null;
}

async function call<T>(
  route: string,
  init: { method: "GET" | "POST"; body?: unknown; token?: string },
): Promise<T> {
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers["Content-Type"] = "application/json";
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const res = await fetch(`${REGISTRY}/${route}`, {
    method: init.method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const json: unknown = await res.json();
  if (!res.ok) {
    const { error } = json as RegistryError;
    throw new Error(`${res.status} ${error.error_code}: ${error.message}`);
  }
  return json as T;
}

/** Package metadata by its full name, e.g. "seveibar/usb-c-flashlight". */
export async function getPackage(name: string): Promise<RegistryPackage> {
  const query = new URLSearchParams({ name });
  const res = await call<{ ok: boolean; package?: RegistryPackage }>(
    `packages/get?${query}`,
    { method: "GET" },
  );
  if (!res.package) throw new Error(`no package ${name}`);
  return res.package;
}

/** Full-text search over package names and descriptions. */
export async function searchPackages(
  query: string,
): Promise<RegistryPackage[]> {
  const res = await call<{ ok: boolean; packages: RegistryPackage[] }>(
    "packages/search",
    { method: "POST", body: { query } },
  );
  return res.packages;
}

/** The newest release of a package. */
export async function getLatestRelease(
  packageName: string,
): Promise<PackageRelease> {
  const res = await call<{ ok: boolean; package_release: PackageRelease }>(
    "package_releases/get",
    { method: "POST", body: { package_name: packageName, is_latest: true } },
  );
  return res.package_release;
}

/** Lists the files of a release, then reads one of them as text. */
export async function readReleaseFile(
  packageNameWithVersion: string, // "author/name@1.2.3"
  filePath: string, // "index.tsx"
): Promise<string> {
  const list = await call<{
    ok: boolean;
    package_files: PackageFileSummary[];
  }>(
    `package_files/list?${new URLSearchParams({ package_name_with_version: packageNameWithVersion })}`,
    { method: "GET" },
  );
  const entry = list.package_files.find((f) => f.file_path === filePath);
  if (!entry)
    throw new Error(`${filePath} is not in ${packageNameWithVersion}`);
  const file = await call<{ ok: boolean; package_file?: PackageFile }>(
    `package_files/get?${new URLSearchParams({ package_file_id: entry.package_file_id })}`,
    { method: "GET" },
  );
  return file.package_file?.content_text ?? "";
}
