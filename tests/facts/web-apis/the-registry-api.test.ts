import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import {
  getLatestRelease,
  getPackage,
  readReleaseFile,
  searchPackages,
} from "../../../docs/web-apis/_code/the-registry-api";
import { repoRoot, withFakeFetch } from "./field-tables";

const page = readFileSync(
  path.join(repoRoot, "docs/web-apis/the-registry-api.mdx"),
  "utf8",
);

// Methods of each route file in tscircuit/tscircuit.com, fake-snippets-api,
// commit 0f7b08a (routes/api/<path>.ts, `methods: [...]`).
const SOURCE_METHODS: Record<string, string[]> = {
  "/packages/get": ["GET", "POST"],
  "/packages/list": ["GET", "POST"],
  "/packages/search": ["POST"],
  "/packages/list_latest": ["GET"],
  "/packages/list_trending": ["GET", "POST"],
  "/packages/create": ["POST"],
  "/packages/update": ["POST"],
  "/packages/delete": ["POST"],
  "/packages/add_star": ["POST"],
  "/packages/remove_star": ["POST"],
  "/packages/fork": ["POST"],
  "/packages/transfer": ["POST"],
  "/package_releases/get": ["POST"],
  "/package_releases/list": ["POST"],
  "/package_releases/create": ["POST"],
  "/package_releases/update": ["POST"],
  "/package_releases/rebuild": ["POST"],
  "/package_files/list": ["GET"],
  "/package_files/get": ["GET", "POST"],
  "/package_files/download": ["GET", "POST"],
  "/package_files/create": ["POST"],
};

/** Rows `| methods | paths | …` of the endpoint tables: path → methods. */
function pageMethods(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const line of page.split("\n")) {
    const cells = line.split("|").map((c) => c.trim());
    if (cells.length < 4 || !/^`(GET|POST)`/.test(cells[1] ?? "")) continue;
    const methods = [...(cells[1] ?? "").matchAll(/`(GET|POST)`/g)].map(
      (m) => m[1] as string,
    );
    for (const m of (cells[2] ?? "").matchAll(/`(\/[a-z_/]+)`/g))
      found.set(m[1] as string, methods);
  }
  return found;
}

describe("/web-apis/the-registry-api", () => {
  it("lists every packages, releases and files route with the methods its source accepts", () => {
    const methods = pageMethods();
    assert.deepEqual(
      [...methods.keys()].sort(),
      Object.keys(SOURCE_METHODS).sort(),
    );
    for (const [route, expected] of Object.entries(SOURCE_METHODS))
      assert.deepEqual(methods.get(route), expected, route);
  });

  it("states the page sizes and the download cache header of the source", () => {
    assert.match(
      page,
      /`\/packages\/list_latest` \| optional `limit` \(50 when omitted\)/,
    );
    assert.match(page, /at most 10 \|/);
    assert.match(
      page,
      /`Cache-Control: public,\s+max-age=86400, stale-while-revalidate=604800`/,
    );
  });

  it("the example client uses GET for packages/get and the file routes, POST with a JSON body for search and releases/get", async () => {
    const calls = await withFakeFetch(
      (call) => {
        if (call.path === "/packages/get")
          return { ok: true, package: { name: "alice/led" } };
        if (call.path === "/packages/search") return { ok: true, packages: [] };
        if (call.path === "/package_releases/get")
          return { ok: true, package_release: { package_release_id: "r1" } };
        if (call.path === "/package_files/list")
          return {
            ok: true,
            package_files: [{ package_file_id: "f1", file_path: "index.tsx" }],
          };
        return { ok: true, package_file: { content_text: "export {}" } };
      },
      async () => {
        await getPackage("alice/led");
        await searchPackages("led");
        await getLatestRelease("alice/led");
        assert.equal(
          await readReleaseFile("alice/led@latest", "index.tsx"),
          "export {}",
        );
      },
    );
    const summary = calls.map((c) => `${c.method} ${c.path}`);
    assert.deepEqual(summary, [
      "GET /packages/get",
      "POST /packages/search",
      "POST /package_releases/get",
      "GET /package_files/list",
      "GET /package_files/get",
    ]);
    for (const call of calls) {
      assert.ok(
        SOURCE_METHODS[call.path]?.includes(call.method),
        `${call.method} ${call.path}`,
      );
      if (call.method === "POST")
        assert.equal(call.headers["content-type"], "application/json");
      else assert.equal(call.body, undefined);
    }
    assert.deepEqual(calls[0]?.query, { name: "alice/led" });
    assert.deepEqual(calls[1]?.body, { query: "led" });
    assert.deepEqual(calls[2]?.body, {
      package_name: "alice/led",
      is_latest: true,
    });
    assert.deepEqual(calls[3]?.query, {
      package_name_with_version: "alice/led@latest",
    });
    assert.deepEqual(calls[4]?.query, { package_file_id: "f1" });
  });

  it("the example client turns an error answer into status and error_code", async () => {
    await withFakeFetch(
      () =>
        new Response(
          JSON.stringify({
            error: {
              error_code: "package_not_found",
              message: "Package not found",
            },
          }),
          { status: 404 },
        ),
      async () => {
        await assert.rejects(getPackage("alice/none"), /404 package_not_found/);
      },
    );
  });
});
