// Reading a package build, and waiting for one to finish, on the tscircuit
// registry. Shapes follow tscircuit/tscircuit.com,
// fake-snippets-api/routes/api/package_builds/get.ts (commit 0f7b08a,
// 2026-08-22). Only the fields used here are typed.

const REGISTRY = "https://registry-api.tscircuit.com";

export interface PackageBuild {
  package_build_id: string;
  package_release_id: string;
  created_at: string; // ISO 8601, UTC
  build_in_progress: boolean;
  build_error?: string | null;
  transpilation_error?: string | null;
  circuit_json_build_error?: string | null;
  image_generation_error?: string | null;
  user_code_job_error?: unknown;
  user_code_job_log_stream_url?: string | null;
  build_logs?: string | null; // null unless include_logs
}

export async function getBuild(
  packageBuildId: string,
  token: string, // from `tsci auth print-token`
  includeLogs = false,
): Promise<PackageBuild> {
  const query = new URLSearchParams({ package_build_id: packageBuildId });
  if (includeLogs) query.set("include_logs", "true");
  const res = await fetch(`${REGISTRY}/package_builds/get?${query}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const json = (await res.json()) as {
    package_build?: PackageBuild;
    error?: { error_code?: string; message: string };
  };
  if (!res.ok || !json.package_build) {
    throw new Error(
      `${res.status} ${json.error?.error_code ?? ""}: ${json.error?.message ?? ""}`,
    );
  }
  return json.package_build;
}

/** Every error field of a build that is set, by name. */
export function buildErrors(build: PackageBuild): Record<string, unknown> {
  const fields = {
    build_error: build.build_error,
    transpilation_error: build.transpilation_error,
    circuit_json_build_error: build.circuit_json_build_error,
    image_generation_error: build.image_generation_error,
    user_code_job_error: build.user_code_job_error,
  };
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value != null),
  );
}

/** Polls until the build stops, then fetches it once more with its logs. */
export async function waitForBuild(
  packageBuildId: string,
  token: string,
  { intervalMs = 5000, timeoutMs = 10 * 60_000 } = {},
): Promise<PackageBuild> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const build = await getBuild(packageBuildId, token);
    if (!build.build_in_progress) return getBuild(packageBuildId, token, true);
    if (Date.now() > deadline)
      throw new Error(`build ${packageBuildId} still running`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
