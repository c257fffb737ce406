import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../server/app";

/** A tiny stand-in for `build/`: two pages, a not-found page and an asset. */
function fixtureBuild(): string {
  const root = mkdtempSync(path.join(tmpdir(), "docs-build-"));
  mkdirSync(path.join(root, "intro"));
  mkdirSync(path.join(root, "assets", "js"), { recursive: true });
  writeFileSync(path.join(root, "index.html"), "<h1>Home</h1>");
  writeFileSync(
    path.join(root, "intro", "installation.html"),
    "<h1>Installation</h1>",
  );
  writeFileSync(path.join(root, "404.html"), "<h1>Page Not Found</h1>");
  writeFileSync(
    path.join(root, "assets", "js", "main.abc123.js"),
    "console.log(1)",
  );
  return root;
}

describe("site server", () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildApp({ root: fixtureBuild() });
  });
  after(() => app.close());

  it("serves a page at its clean path, revalidated on each visit", async () => {
    const response = await app.inject("/intro/installation");
    assert.equal(response.statusCode, 200);
    assert.match(response.headers["content-type"] as string, /text\/html/);
    assert.match(response.body, /Installation/);
    assert.match(response.headers["cache-control"] as string, /max-age=0/);
    assert.equal(response.headers["x-content-type-options"], "nosniff");
  });

  it("caches hashed assets for a year", async () => {
    const response = await app.inject("/assets/js/main.abc123.js");
    assert.equal(response.statusCode, 200);
    assert.match(response.headers["cache-control"] as string, /immutable/);
  });

  it("answers an unknown path with the not-found page and 404", async () => {
    const response = await app.inject("/no/such/page");
    assert.equal(response.statusCode, 404);
    assert.match(response.body, /Page Not Found/);
  });

  it("redirects .html paths permanently", async () => {
    const response = await app.inject("/intro/installation.html?x=1");
    assert.equal(response.statusCode, 301);
    assert.equal(response.headers.location, "/intro/installation?x=1");
  });

  it("does not serve files outside the build", async () => {
    const response = await app.inject("/../../etc/passwd");
    assert.notEqual(response.statusCode, 200);
    const encoded = await app.inject("/%2e%2e/%2e%2e/etc/passwd");
    assert.notEqual(encoded.statusCode, 200);
  });
});
