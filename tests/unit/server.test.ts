import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../server/app";
import { recordsFile, selfHostedCredentials } from "../../src/config/search";

/** A tiny stand-in for `build/`: two pages, a not-found page and an asset. */
function fixtureBuild(): string {
  const root = mkdtempSync(path.join(tmpdir(), "docs-build-"));
  mkdirSync(path.join(root, "intro"));
  mkdirSync(path.join(root, "assets", "js"), { recursive: true });
  writeFileSync(
    path.join(root, "index.html"),
    "<script>document.documentElement.dataset.x='1'</script><h1>Home</h1>",
  );
  writeFileSync(
    path.join(root, ".serve.json"),
    JSON.stringify({ connectOrigins: ["https://ph.example"] }),
  );
  writeFileSync(
    path.join(root, recordsFile),
    JSON.stringify([
      {
        objectID: "1",
        url: "https://docs.example/intro/installation",
        url_without_anchor: "https://docs.example/intro/installation",
        anchor: null,
        type: "lvl1",
        content: null,
        hierarchy: {
          lvl0: "Intro",
          lvl1: "Installation",
          lvl2: null,
          lvl3: null,
          lvl4: null,
          lvl5: null,
          lvl6: null,
        },
        language: "en",
        docusaurus_tag: "docs-default-current",
        weight: { pageRank: 0, level: 100, position: 0 },
      },
    ]),
  );
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
    app = await buildApp({
      root: fixtureBuild(),
      search: selfHostedCredentials,
    });
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

  it("sends a Content-Security-Policy that allows the page's inline script by hash", async () => {
    const response = await app.inject("/");
    const policy = response.headers["content-security-policy"] as string;
    // The hash of the one inline script of the fixture page, worked out here.
    const hash = createHash("sha256")
      .update("document.documentElement.dataset.x='1'")
      .digest("base64");
    assert.match(policy, /script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    assert.ok(
      policy.includes(`'sha256-${hash}'`),
      `the policy lists sha256-${hash}: ${policy}`,
    );
    assert.doesNotMatch(policy, /script-src[^;]*unsafe-inline/);
    assert.match(policy, /connect-src 'self' https:\/\/ph\.example/);
    assert.equal(
      response.headers["referrer-policy"],
      "strict-origin-when-cross-origin",
    );
  });

  it("does not serve the build's manifest for the server", async () => {
    const response = await app.inject("/.serve.json");
    assert.equal(response.statusCode, 404);
  });

  it("answers searches from the records the build wrote", async () => {
    const response = await app.inject({
      method: "POST",
      url: `/1/indexes/*/queries?x-algolia-application-id=${selfHostedCredentials.appId}&x-algolia-api-key=${selfHostedCredentials.apiKey}`,
      headers: { "content-type": "text/plain" },
      payload: JSON.stringify({
        requests: [{ indexName: "tscircuit", query: "instal" }],
      }),
    });
    assert.equal(response.statusCode, 200);
    const body = response.json() as { results: { hits: { url: string }[] }[] };
    assert.equal(
      body.results[0].hits[0].url,
      "https://docs.example/intro/installation",
    );
  });

  it("does not serve files outside the build", async () => {
    for (const url of ["/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd"]) {
      const response = await app.inject(url);
      // Either the not-found page or a refusal, never the file, never a 5xx.
      assert.ok(
        [400, 403, 404].includes(response.statusCode),
        `${url}: ${response.statusCode}`,
      );
      assert.doesNotMatch(response.body, /root:/);
    }
  });
});
