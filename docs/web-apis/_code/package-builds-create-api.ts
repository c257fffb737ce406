// Starting a one-off build of a published release with injected props, then
// waiting for it. The request and answer follow tscircuit's public page for
// package_builds/create (tscircuit/docs, commit c84ec2f, 2026-08-18); the
// waiting reuses the package_builds/get client on the page next to this one.

import { type PackageBuild, waitForBuild } from "./package-builds-get-api";

const REGISTRY = "https://registry-api.tscircuit.com";

/** Any JSON object: it becomes the props of the package's default export. */
export type InjectedProps = { [name: string]: unknown };

export async function createBuild(
  packageReleaseId: string,
  token: string, // from `tsci auth print-token`
  propsToInject?: InjectedProps,
): Promise<string> {
  const body: { package_release_id: string; props_to_inject?: InjectedProps } =
    { package_release_id: packageReleaseId };
  if (propsToInject) body.props_to_inject = propsToInject;
  const res = await fetch(`${REGISTRY}/package_builds/create`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Authorization: `Bearer ${token}`,
    },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as {
    package_build_id?: string;
    error?: { error_code?: string; message: string };
  };
  if (!res.ok || !json.package_build_id) {
    throw new Error(
      `${res.status} ${json.error?.error_code ?? ""}: ${json.error?.message ?? ""}`,
    );
  }
  return json.package_build_id;
}

/** Build a variant of a release and wait until the registry is done. */
export async function buildVariant(
  packageReleaseId: string,
  token: string,
  props: InjectedProps,
): Promise<PackageBuild> {
  const id = await createBuild(packageReleaseId, token, props);
  return waitForBuild(id, token);
}
