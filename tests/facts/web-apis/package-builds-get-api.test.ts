import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  buildErrors,
  getBuild,
  waitForBuild,
} from "../../../docs/web-apis/_code/package-builds-get-api";
import {
  assertCallMatches,
  assertEndpointAndSource,
  assertErrors,
  assertTables,
  loadFixture,
  readPage,
  withFakeFetch,
} from "./field-tables";

const fixture = loadFixture("package-builds-get-api");
const { source, tree } = readPage(fixture);

const build = (inProgress: boolean) => ({
  package_build_id: "b1",
  package_release_id: "r1",
  created_at: "2026-08-01T00:00:00.000Z",
  build_in_progress: inProgress,
  build_error: null,
  circuit_json_build_error: inProgress ? null : "No default export",
  build_logs: null,
});

describe("/web-apis/package-builds-get-api", () => {
  it("cites the route file and commit, and shows GET /package_builds/get only", () => {
    assertEndpointAndSource(source, fixture);
    assert.equal(fixture.auth, "session");
    assert.ok(!source.includes("`POST /package_builds/get`"));
  });

  it("lists exactly the request, response and build fields of the source", () => {
    assertTables(tree, fixture);
    // The reference answers without `ok`.
    const response = fixture.tables["Response fields"] ?? [];
    assert.deepEqual(
      response.map((f) => f.name),
      ["package_build"],
    );
  });

  it("lists exactly the route's error codes", () => {
    assertErrors(tree, fixture);
  });

  it("the example client polls with GET and a token, then fetches the logs once", async () => {
    let answers = 0;
    const calls = await withFakeFetch(
      () => ({ package_build: build(++answers < 3) }),
      async () => {
        const done = await waitForBuild("b1", "tok", { intervalMs: 1 });
        assert.equal(done.build_in_progress, false);
        assert.deepEqual(buildErrors(done), {
          circuit_json_build_error: "No default export",
        });
      },
    );
    assert.equal(calls.length, 4);
    for (const call of calls) {
      assertCallMatches(call, fixture);
      assert.equal(call.method, "GET");
      assert.equal(call.headers.authorization, "Bearer tok");
    }
    assert.deepEqual(calls[3]?.query, {
      package_build_id: "b1",
      include_logs: "true",
    });
    assert.deepEqual(calls[0]?.query, { package_build_id: "b1" });
  });

  it("the example client reports a 403", async () => {
    await withFakeFetch(
      () =>
        new Response(
          JSON.stringify({
            error: { error_code: "unauthorized", message: "no" },
          }),
          { status: 403 },
        ),
      async () => {
        await assert.rejects(getBuild("b1", "tok"), /403 unauthorized/);
      },
    );
  });
});
