import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  listFiles,
  sourceFiles,
} from "../../../docs/web-apis/_code/package-files-list-api";
import {
  assertCallMatches,
  assertEndpointAndSource,
  assertErrors,
  assertTables,
  loadFixture,
  readPage,
  withFakeFetch,
} from "./field-tables";

const fixture = loadFixture("package-files-list-api");
const { source, tree } = readPage(fixture);

const entry = (file_path: string) => ({
  package_file_id: `f-${file_path}`,
  package_release_id: "rel",
  file_path,
  created_at: "2026-08-01T00:00:00.000Z",
  is_text: true,
});

describe("/web-apis/package-files-list-api", () => {
  it("cites the route file and commit, and shows GET /package_files/list", () => {
    assertEndpointAndSource(source, fixture);
    assert.ok(!source.includes("`POST /package_files/list`"));
  });

  it("lists exactly the request, response and file fields of the source (without content_text)", () => {
    assertTables(tree, fixture);
    const files = fixture.tables["File fields"] ?? [];
    assert.ok(!files.some((f) => f.name === "content_text"));
  });

  it("lists exactly the route's error codes", () => {
    assertErrors(tree, fixture);
  });

  it("the example client sends every field in the query string of a GET", async () => {
    const calls = await withFakeFetch(
      () => ({
        ok: true,
        package_files: ["README.md", "lib/a.ts", "index.tsx"].map(entry),
      }),
      async () => {
        assert.deepEqual(await sourceFiles("alice/led-matrix"), [
          "index.tsx",
          "lib/a.ts",
        ]);
        await listFiles({
          package_name_with_version: "alice/led-matrix@latest",
        });
        await listFiles({ package_release_id: "rel" });
      },
    );
    assert.equal(calls.length, 3);
    for (const call of calls) {
      assertCallMatches(call, fixture);
      assert.equal(call.body, undefined);
    }
    assert.deepEqual(calls[0]?.query, {
      package_name: "alice/led-matrix",
      use_latest_version: "true",
    });
  });
});
