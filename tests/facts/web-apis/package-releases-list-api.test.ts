import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  releaseForCommit,
  releaseHistory,
} from "../../../docs/web-apis/_code/package-releases-list-api";
import {
  assertCallMatches,
  assertEndpointAndSource,
  assertTables,
  loadFixture,
  readPage,
  withFakeFetch,
} from "./field-tables";

const fixture = loadFixture("package-releases-list-api") as ReturnType<
  typeof loadFixture
> & { validation_messages: string[] };
const { source, tree } = readPage(fixture);

const stored = [
  {
    package_release_id: "r1",
    package_id: "p",
    version: "1.0.0",
    is_latest: false,
    created_at: "2026-01-01T00:00:00.000Z",
    github_commit_sha: "aaa",
  },
  {
    package_release_id: "r2",
    package_id: "p",
    version: "1.0.1",
    is_latest: true,
    created_at: "2026-02-01T00:00:00.000Z",
    github_commit_sha: "bbb",
  },
];

describe("/web-apis/package-releases-list-api", () => {
  it("cites the route file and commit, and shows POST /package_releases/list", () => {
    assertEndpointAndSource(source, fixture);
  });

  it("lists exactly the request and response fields of the source", () => {
    assertTables(tree, fixture);
  });

  it("quotes the route's two validation messages", () => {
    for (const message of fixture.validation_messages)
      assert.ok(source.includes(`"${message}"`), message);
  });

  it("the example client posts a JSON body and sorts newest first", async () => {
    const calls = await withFakeFetch(
      (call) => ({
        ok: true,
        package_releases: call.body?.commit_sha
          ? stored.filter((r) => r.github_commit_sha === call.body?.commit_sha)
          : stored,
      }),
      async () => {
        const history = await releaseHistory("alice/led-matrix");
        assert.deepEqual(
          history.map((r) => r.version),
          ["1.0.1", "1.0.0"],
        );
        const found = await releaseForCommit("alice/led-matrix", "aaa");
        assert.equal(found?.version, "1.0.0");
      },
    );
    for (const call of calls) assertCallMatches(call, fixture);
    assert.deepEqual(calls[1]?.body, {
      package_name: "alice/led-matrix",
      commit_sha: "aaa",
    });
  });
});
