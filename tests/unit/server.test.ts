import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
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
    // The second script's data-src attribute is not a src: it runs inline.
    "<script>document.documentElement.dataset.x='1'</script><h1>Home</h1><SCRIPT data-src=\"x\">window.y=2</SCRIPT>",
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
  // A page whose path is also a folder of pages, as /elements is.
  writeFileSync(path.join(root, "intro.html"), "<h1>Intro index</h1>");
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

  it("serves a page whose path is also a folder of pages", async () => {
    const response = await app.inject("/intro");
    assert.equal(response.statusCode, 200);
    assert.match(response.body, /Intro index/);
    assert.match(response.headers["cache-control"] as string, /max-age=0/);
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
    const second = createHash("sha256").update("window.y=2").digest("base64");
    assert.ok(
      policy.includes(`'sha256-${second}'`),
      `the policy lists the script with a data-src attribute: ${policy}`,
    );
    assert.doesNotMatch(policy, /script-src[^;]*unsafe-inline/);
    assert.match(policy, /connect-src 'self' https:\/\/ph\.example/);
    assert.equal(
      response.headers["referrer-policy"],
      "strict-origin-when-cross-origin",
    );
  });

  it("keeps framing and cross-origin reads blocked but sends no opener policy", async () => {
    const response = await app.inject("/");
    assert.equal(response.headers["x-frame-options"], "SAMEORIGIN");
    assert.match(
      response.headers["content-security-policy"] as string,
      /frame-ancestors 'self'/,
    );
    assert.equal(
      response.headers["cross-origin-resource-policy"],
      "same-origin",
    );
    // See server/app.ts: the policy costs a process swap on arrival.
    assert.equal(response.headers["cross-origin-opener-policy"], undefined);
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

  it("answers Algolia's read routes under /1/ with JSON, never the HTML not-found page", async () => {
    const keys = `x-algolia-application-id=${selfHostedCredentials.appId}&x-algolia-api-key=${selfHostedCredentials.apiKey}`;
    // The index list and settings: what clients read to see that the index exists
    const list = await app.inject(`/1/indexes?${keys}`);
    assert.equal(list.statusCode, 200);
    const { items } = list.json() as {
      items: { name: string; entries: number }[];
    };
    assert.equal(items[0]?.name, "tscircuit");
    assert.ok((items[0]?.entries ?? 0) > 0);
    const settings = await app.inject(`/1/indexes/tscircuit/settings?${keys}`);
    assert.equal(settings.statusCode, 200);
    assert.equal(settings.json().attributeForDistinct, "url");
    // One record by its objectID, and a JSON 404 for an unknown one
    const search = await app.inject({
      method: "POST",
      url: `/1/indexes/*/queries?${keys}`,
      headers: { "content-type": "text/plain" },
      payload: JSON.stringify({
        requests: [{ indexName: "tscircuit", query: "instal" }],
      }),
    });
    const hit = (
      search.json() as { results: { hits: { objectID: string }[] }[] }
    ).results[0].hits[0];
    const record = await app.inject(
      `/1/indexes/tscircuit/${encodeURIComponent(hit.objectID)}?${keys}`,
    );
    assert.equal(record.statusCode, 200);
    assert.equal(record.json().objectID, hit.objectID);
    for (const url of [
      `/1/indexes/tscircuit/no-such-object?${keys}`,
      `/1/indexes/missing/settings?${keys}`,
      `/1/keys?${keys}`,
      "/1/no/such/route",
    ]) {
      const response = await app.inject(url);
      assert.equal(response.statusCode, 404, url);
      assert.match(
        String(response.headers["content-type"]),
        /application\/json/,
        url,
      );
      assert.equal(response.json().status, 404, url);
    }
    // A URL that is not valid UTF-8 is refused in the same JSON shape
    const badUrl = await app.inject(`/1/indexes/tscircuit/%ED%A0%BD?${keys}`);
    assert.equal(badUrl.statusCode, 400);
    assert.equal(badUrl.json().status, 400);
    // Without credentials, the read routes refuse like the search routes
    assert.equal(
      (await app.inject("/1/indexes/tscircuit/settings")).statusCode,
      403,
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

describe("site server after a rebuild", () => {
  it("serves the new build's inline-script hashes and search records without a restart", async () => {
    const root = fixtureBuild();
    const app = await buildApp({
      root,
      search: selfHostedCredentials,
      rebuildCheckMs: 0,
    });
    try {
      const hashOf = (body: string) =>
        `'sha256-${createHash("sha256").update(body).digest("base64")}'`;
      const before = await app.inject("/");
      const oldScript = "document.documentElement.dataset.x='1'";
      assert.ok(
        String(before.headers["content-security-policy"]).includes(
          hashOf(oldScript),
        ),
      );
      // When the site is rebuilt with a different inline script and records
      const newScript = "document.documentElement.dataset.x='2'";
      writeFileSync(
        path.join(root, "index.html"),
        `<script>${newScript}</script><h1>Home, rebuilt</h1>`,
      );
      const records = JSON.parse(
        readFileSync(path.join(root, recordsFile), "utf8"),
      ) as { hierarchy: { lvl1: string } }[];
      (records[0] as { hierarchy: { lvl1: string } }).hierarchy.lvl1 =
        "Rebuilt page";
      writeFileSync(path.join(root, recordsFile), JSON.stringify(records));
      // Then the page's policy allows the new script and not the old one
      const after = await app.inject("/");
      const policy = String(after.headers["content-security-policy"]);
      assert.ok(policy.includes(hashOf(newScript)), policy);
      assert.ok(!policy.includes(hashOf(oldScript)), policy);
      // And search answers from the new records once they are loaded
      let title = "";
      for (
        let attempt = 0;
        attempt < 50 && title !== "Rebuilt page";
        attempt++
      ) {
        const response = await app.inject({
          method: "POST",
          url: `/1/indexes/*/queries?x-algolia-application-id=${selfHostedCredentials.appId}&x-algolia-api-key=${selfHostedCredentials.apiKey}`,
          headers: { "content-type": "text/plain" },
          payload: JSON.stringify({
            requests: [{ indexName: "tscircuit", query: "rebuilt" }],
          }),
        });
        const hits = (
          response.json() as {
            results: { hits: { hierarchy: { lvl1: string } }[] }[];
          }
        ).results[0]?.hits;
        title = hits?.[0]?.hierarchy.lvl1 ?? "";
        if (title !== "Rebuilt page")
          await new Promise((r) => setTimeout(r, 20));
      }
      assert.equal(title, "Rebuilt page");
    } finally {
      await app.close();
    }
  });
});
