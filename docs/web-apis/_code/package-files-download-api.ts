// Downloading files of a package release from the tscircuit registry.
// Shapes follow tscircuit/tscircuit.com,
// fake-snippets-api/routes/api/package_files/download.ts (commit 0f7b08a,
// 2026-08-22).

const REGISTRY = "https://registry-api.tscircuit.com";

/** The three ways to name one file; all go in the query string. */
export type FileRef =
  | { package_file_id: string }
  | { package_name_with_version: string; file_path: string }
  | { package_release_id: string; file_path: string };

async function download(ref: FileRef): Promise<Response> {
  const query = new URLSearchParams(ref);
  const res = await fetch(`${REGISTRY}/package_files/download?${query}`);
  if (!res.ok) {
    // Errors are JSON; a success is the file itself.
    const json = (await res.json()) as {
      error?: { error_code?: string; message: string };
    };
    throw new Error(
      `${res.status} ${json.error?.error_code ?? ""}: ${json.error?.message ?? ""}`,
    );
  }
  return res;
}

/** A text file (source, README, JSON) as a string. */
export async function downloadText(ref: FileRef): Promise<string> {
  return (await download(ref)).text();
}

/** Any file, such as a 3D model or an image, as bytes. */
export async function downloadBytes(ref: FileRef): Promise<Uint8Array> {
  return new Uint8Array(await (await download(ref)).arrayBuffer());
}

/** Every file of a release, by path: list once, then one download per file. */
export async function downloadRelease(
  packageNameWithVersion: string, // "author/name@1.2.3"
): Promise<Map<string, Uint8Array>> {
  const query = new URLSearchParams({
    package_name_with_version: packageNameWithVersion,
  });
  const listed = await fetch(`${REGISTRY}/package_files/list?${query}`);
  if (!listed.ok) throw new Error(`${listed.status}: cannot list files`);
  const { package_files } = (await listed.json()) as {
    package_files: { package_file_id: string; file_path: string }[];
  };
  const files = new Map<string, Uint8Array>();
  for (const file of package_files) {
    // The id pins the exact file, whatever "latest" means by now.
    files.set(
      file.file_path,
      await downloadBytes({ package_file_id: file.package_file_id }),
    );
  }
  return files;
}
