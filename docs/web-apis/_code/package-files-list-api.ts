// Listing the files of a package release on the tscircuit registry.
// Shapes follow tscircuit/tscircuit.com,
// fake-snippets-api/routes/api/package_files/list.ts (commit 0f7b08a,
// 2026-08-22).

const REGISTRY = "https://registry-api.tscircuit.com";

/** One entry of the list. The file's text is never included. */
export interface PackageFileEntry {
  package_file_id: string;
  package_release_id: string;
  file_path: string; // "index.tsx", "lib/footprint.tsx"
  content_mimetype?: string | null;
  created_at: string; // ISO 8601, UTC
  is_text?: boolean;
}

/** The three ways to name a release; all go in the query string. */
export type ReleaseRef =
  | { package_release_id: string }
  | { package_name_with_version: string } // "author/name@1.2.3" or "…@latest"
  | { package_name: string; use_latest_version: true };

export async function listFiles(ref: ReleaseRef): Promise<PackageFileEntry[]> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(ref)) query.set(key, String(value));
  const res = await fetch(`${REGISTRY}/package_files/list?${query}`);
  const json = (await res.json()) as {
    package_files?: PackageFileEntry[];
    error?: { error_code?: string; message: string };
  };
  if (!res.ok || !json.package_files) {
    throw new Error(
      `${res.status} ${json.error?.error_code ?? ""}: ${json.error?.message ?? ""}`,
    );
  }
  return json.package_files;
}

/** The TypeScript sources of the newest release, sorted by path. */
export async function sourceFiles(packageName: string): Promise<string[]> {
  const files = await listFiles({
    package_name: packageName,
    use_latest_version: true,
  });
  return files
    .map((file) => file.file_path)
    .filter((path) => /\.tsx?$/.test(path))
    .sort();
}
