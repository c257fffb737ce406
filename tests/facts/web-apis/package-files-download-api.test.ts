import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  downloadRelease,
  downloadText,
} from "../../../docs/web-apis/_code/package-files-download-api";
import {
  assertCallMatches,
  assertEndpointAndSource,
  assertErrors,
  assertTables,
  loadFixture,
  readPage,
  tableAfter,
  tableRows,
  withFakeFetch,
} from "./field-tables";

const fixture = loadFixture("package-files-download-api") as ReturnType<
  typeof loadFixture
> & { header_values: Record<string, string[]>; expires_after_seconds: number };
const { source, tree } = readPage(fixture);

describe("/web-apis/package-files-download-api", () => {
  it("cites the route file and commit, and shows both GET and POST", () => {
    assertEndpointAndSource(source, fixture);
  });

  it("lists exactly the query fields and the response headers of the source", () => {
    assertTables(tree, fixture);
  });

  it("gives each header's value as the route sets it", () => {
    const rows = tableRows(tableAfter(tree, "Response headers"));
    for (const [header, values] of Object.entries(fixture.header_values)) {
      const row = rows.find((r) => r.name === header);
      for (const value of values)
        assert.ok(row?.code.includes(value), `${header}: ${value}`);
    }
    assert.match(
      rows.find((r) => r.name === "Expires")?.cells.Value ?? "",
      /86 400 s/,
    );
    assert.equal(fixture.expires_after_seconds, 86400);
  });

  it("lists exactly the route's error codes", () => {
    assertErrors(tree, fixture);
  });

  it("the example client downloads by query string only, one GET per file", async () => {
    const bytes = new TextEncoder().encode("export default () => null\n");
    const calls = await withFakeFetch(
      (call) =>
        call.path === "/package_files/list"
          ? {
              ok: true,
              package_files: [
                { package_file_id: "f1", file_path: "index.tsx" },
                { package_file_id: "f2", file_path: "model.glb" },
              ],
            }
          : new Response(bytes, {
              status: 200,
              headers: { "Content-Type": "application/octet-stream" },
            }),
      async () => {
        const files = await downloadRelease("alice/led-matrix@1.0.0");
        assert.deepEqual([...files.keys()], ["index.tsx", "model.glb"]);
        assert.equal(files.get("model.glb")?.length, bytes.length);
        assert.match(
          await downloadText({
            package_name_with_version: "alice/led-matrix@latest",
            file_path: "index.tsx",
          }),
          /export default/,
        );
      },
    );
    const downloads = calls.filter((c) => c.path === "/package_files/download");
    assert.equal(downloads.length, 3);
    for (const call of downloads) {
      assertCallMatches(call, fixture);
      assert.equal(call.body, undefined);
    }
    assert.deepEqual(downloads[0]?.query, { package_file_id: "f1" });
  });

  it("the example client reports a missing file", async () => {
    await withFakeFetch(
      () =>
        new Response(
          JSON.stringify({
            error: {
              error_code: "not_found",
              message: "Package file not found",
            },
          }),
          { status: 404 },
        ),
      async () => {
        await assert.rejects(
          downloadText({ package_file_id: "nope" }),
          /404 not_found/,
        );
      },
    );
  });
});
