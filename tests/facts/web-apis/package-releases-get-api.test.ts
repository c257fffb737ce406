import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  getRelease,
  latestNameWithVersion,
} from "../../../docs/web-apis/_code/package-releases-get-api";
import {
  assertCallMatches,
  assertEndpointAndSource,
  assertErrors,
  assertTables,
  loadFixture,
  readPage,
  withFakeFetch,
} from "./field-tables";

const fixture = loadFixture("package-releases-get-api");
const { source, tree } = readPage(fixture);

const release = {
  package_release_id: "rel_1",
  package_id: "pkg_1",
  version: "0.0.2",
  is_latest: true,
  is_locked: false,
  is_pr_preview: false,
  created_at: "2026-08-01T00:00:00.000Z",
  github_commit_sha: null,
};

describe("/web-apis/package-releases-get-api", () => {
  it("cites the route file and commit, and shows POST /package_releases/get", () => {
    assertEndpointAndSource(source, fixture);
    assert.deepEqual(fixture.methods, ["POST"]);
  });

  it("lists exactly the request, response and release fields of the source", () => {
    assertTables(tree, fixture);
  });

  it("lists exactly the route's error codes", () => {
    assertErrors(tree, fixture);
  });

  it("the example client sends the lookup as a POST body and include_logs in the query", async () => {
    const calls = await withFakeFetch(
      () => ({ ok: true, package_release: release }),
      async () => {
        const got = await getRelease(
          { package_release_id: "rel_1" },
          { includeLogs: true, token: "t" },
        );
        assert.equal(got.version, "0.0.2");
        assert.equal(
          await latestNameWithVersion("seveibar/usb-c-flashlight"),
          "seveibar/usb-c-flashlight@0.0.2",
        );
      },
    );
    assert.equal(calls.length, 2);
    for (const call of calls) assertCallMatches(call, fixture);
    assert.deepEqual(calls[0]?.query, { include_logs: "true" });
    assert.equal(calls[0]?.headers.authorization, "Bearer t");
    assert.deepEqual(calls[1]?.body, {
      package_name: "seveibar/usb-c-flashlight",
      is_latest: true,
    });
  });

  it("the example client reports the registry's error code", async () => {
    await withFakeFetch(
      () =>
        new Response(
          JSON.stringify({
            error: {
              error_code: "package_release_not_found",
              message: "Package release not found",
            },
          }),
          { status: 404 },
        ),
      async () => {
        await assert.rejects(
          getRelease({ package_name_with_version: "a/b@9.9.9" }),
          /404 package_release_not_found/,
        );
      },
    );
  });
});
