// Listing the releases of a published package from the tscircuit registry.
// Shapes follow tscircuit/tscircuit.com,
// fake-snippets-api/routes/api/package_releases/list.ts (commit 0f7b08a,
// 2026-08-22). Each entry has the fields of a package_releases/get answer;
// only a few are typed here.

const REGISTRY = "https://registry-api.tscircuit.com";

export interface ReleaseSummary {
  package_release_id: string;
  package_id: string;
  version: string | null;
  is_latest: boolean;
  created_at: string; // ISO 8601, UTC
  github_commit_sha: string | null;
}

/** Exactly one of package_name or package_id, plus optional filters. */
export type ListReleasesRequest = (
  | { package_name: string; package_id?: never }
  | { package_id: string; package_name?: never }
) & {
  is_latest?: boolean;
  version?: string;
  commit_sha?: string;
};

export async function listReleases(
  request: ListReleasesRequest,
): Promise<ReleaseSummary[]> {
  const res = await fetch(`${REGISTRY}/package_releases/list`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(request),
  });
  const json = (await res.json()) as {
    package_releases?: ReleaseSummary[];
    error?: { message: string };
  };
  if (!res.ok || !json.package_releases) {
    throw new Error(`${res.status}: ${json.error?.message ?? "no releases"}`);
  }
  return json.package_releases;
}

/** Newest first: the route does not sort, so sort by creation time. */
export async function releaseHistory(
  packageName: string,
): Promise<ReleaseSummary[]> {
  const releases = await listReleases({ package_name: packageName });
  return [...releases].sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/** The release built from one Git commit, if any. */
export async function releaseForCommit(
  packageName: string,
  commitSha: string,
): Promise<ReleaseSummary | undefined> {
  const [release] = await listReleases({
    package_name: packageName,
    commit_sha: commitSha,
  });
  return release;
}
