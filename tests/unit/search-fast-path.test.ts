import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { docsearchBody } from "../../lib/docsearch-body";
import { extractSite } from "../../search";
import { buildApp } from "../../server/app";
import { recordsFile } from "../../src/config/search";

const appId = "TESTAPP";
const apiKey = "test-search-key";
const inUrl = `x-algolia-application-id=${appId}&x-algolia-api-key=${apiKey}`;
const queriesUrl = `/1/indexes/*/queries?${inUrl}`;

/** A build folder holding only what the server needs: pages and records. */
function buildWithRecords(): string {
  const root = mkdtempSync(path.join(tmpdir(), "fast-path-"));
  const { records } = extractSite(
    path.join(__dirname, "../fixtures/search/build"),
    { siteUrl: "https://docs.tscircuit.com" },
  );
  writeFileSync(path.join(root, recordsFile), JSON.stringify(records));
  writeFileSync(path.join(root, "index.html"), "<h1>Home</h1>");
  writeFileSync(path.join(root, "404.html"), "<h1>Not found</h1>");
  return root;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: Buffer;
}

describe("search fast path (repeated queries answered before Fastify)", () => {
  let app: FastifyInstance;
  let origin: string;
  let missesFile: string;
  /** Requests Fastify itself answered. */
  let answeredByFastify = 0;

  before(async () => {
    const root = buildWithRecords();
    missesFile = path.join(root, "misses.tsv");
    app = await buildApp({
      root,
      search: { appId, apiKey },
      missesLogFile: missesFile,
    });
    app.addHook("onResponse", (_request, _reply, done) => {
      answeredByFastify++;
      done();
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  after(() => app.close());

  function post(
    url: string,
    body: string | Buffer,
    headers: Record<string, string> = {},
    { chunked = false } = {},
  ): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const sent = request(
        origin + url,
        {
          method: "POST",
          headers: { "content-type": "text/plain", ...headers },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              bytes: Buffer.concat(chunks),
            }),
          );
        },
      );
      sent.on("error", reject);
      sent.setTimeout(10_000, () => sent.destroy(new Error("no answer")));
      // Without a declared length (sent in chunks) Fastify answers it.
      if (chunked) sent.write(body);
      sent.end(chunked ? undefined : body);
    });
  }

  const body = (query: string) =>
    JSON.stringify({ requests: [docsearchBody(query, "tscircuit")] });
  const withoutDate = ({ date: _date, ...headers }: Answer["headers"]) =>
    headers;

  const variants: [string, string, Record<string, string>][] = [
    [
      "brotli, credentials in the URL",
      queriesUrl,
      { "accept-encoding": "gzip, deflate, br, zstd" },
    ],
    [
      "gzip, from another origin",
      queriesUrl,
      { "accept-encoding": "gzip", origin: "https://example.org" },
    ],
    [
      "no encoding, credentials as headers",
      "/1/indexes/%2A/queries",
      { "X-Algolia-Application-Id": appId, "X-Algolia-API-Key": apiKey },
    ],
  ];
  for (const [name, url, headers] of variants) {
    it(`answers a repeat with Fastify's bytes and headers: ${name}`, async () => {
      const query = `resis ${name.length}`;
      const first = await post(url, body(query), headers);
      assert.equal(first.status, 200, first.bytes.toString());
      // The second is a cache hit Fastify answers, the third the fast path's.
      const byFastify = answeredByFastify;
      const second = await post(url, body(query), headers, { chunked: true });
      assert.equal(answeredByFastify, byFastify + 1);
      const third = await post(url, body(query), headers);
      assert.equal(
        answeredByFastify,
        byFastify + 1,
        "the third never reached Fastify",
      );
      assert.equal(third.status, 200);
      assert.deepEqual(withoutDate(third.headers), withoutDate(second.headers));
      assert.deepEqual(third.bytes, second.bytes);
      assert.equal(third.headers["access-control-allow-origin"], "*");
      assert.deepEqual(withoutDate(third.headers), {
        ...withoutDate(first.headers),
        "content-length": String(third.bytes.length),
      });
    });
  }

  it("passes a miss on to Fastify with its body intact, errors included", async () => {
    const before = answeredByFastify;
    const found = await post(queriesUrl, body("resistor"));
    assert.equal(found.status, 200);
    const [result] = (
      JSON.parse(found.bytes.toString()) as {
        results: { query: string; nbHits: number }[];
      }
    ).results;
    assert.equal(result?.query, "resistor");
    assert.ok((result?.nbHits ?? 0) > 0);
    const malformed = await post(queriesUrl, '{"requests": [');
    assert.equal(malformed.status, 400);
    assert.equal(JSON.parse(malformed.bytes.toString()).status, 400);
    assert.equal(answeredByFastify, before + 2);
  });

  it("leaves wrong credentials, encoded and oversized bodies to Fastify", async () => {
    const known = body("resistor");
    await post(queriesUrl, known);
    const before = answeredByFastify;
    const wrongKey = await post(
      `/1/indexes/*/queries?x-algolia-application-id=${appId}&x-algolia-api-key=nope`,
      known,
    );
    assert.equal(wrongKey.status, 403);
    const gzipped = await post(queriesUrl, gzipSync(known), {
      "content-encoding": "gzip",
    });
    assert.equal(gzipped.status, 200);
    const huge = await post(queriesUrl, " ".repeat(1024 * 1024 + 1));
    assert.equal(huge.status, 413);
    assert.equal(answeredByFastify, before + 3);
  });

  it("counts a repeated query that found nothing each time it is asked", async () => {
    const nothing = body("zzyzx quux");
    await post(queriesUrl, nothing);
    const before = answeredByFastify;
    await post(queriesUrl, nothing);
    await post(queriesUrl, nothing);
    assert.equal(answeredByFastify, before);
    await app.close();
    assert.match(readFileSync(missesFile, "utf8"), /^zzyzx quux\t3$/m);
  });
});
