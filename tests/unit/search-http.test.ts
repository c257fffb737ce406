import assert from "node:assert/strict";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { gzipSync } from "node:zlib";
import compress from "@fastify/compress";
import { liteClient } from "algoliasearch/lite";
import Fastify, {
  type FastifyInstance,
  type LightMyRequestResponse,
} from "fastify";
import { docsearchBody } from "../../lib/docsearch-body";
import {
  createSearchIndex,
  extractSite,
  MissesLog,
  type SearchIndex,
  searchApi,
} from "../../search";

const fixtureBuild = path.join(__dirname, "../fixtures/search/build");
const appId = "TESTAPP";
const apiKey = "test-search-key";
const credentials = `x-algolia-application-id=${appId}&x-algolia-api-key=${apiKey}`;
const queriesUrl = `/1/indexes/*/queries?${credentials}`;

const docsearchRequest = (query: string) => docsearchBody(query, "tscircuit");

function json(response: LightMyRequestResponse): Record<string, unknown> {
  assert.match(String(response.headers["content-type"]), /application\/json/);
  return response.json();
}

function assertError(response: LightMyRequestResponse, status: number): string {
  assert.equal(response.statusCode, status, response.body);
  const body = json(response);
  assert.equal(body.status, status);
  assert.equal(typeof body.message, "string");
  return body.message as string;
}

describe("search HTTP API", () => {
  let app: FastifyInstance;
  let indexes: Map<string, SearchIndex>;
  let missesFile: string;

  before(async () => {
    const { records } = extractSite(fixtureBuild, {
      siteUrl: "https://docs.tscircuit.com",
    });
    indexes = new Map([["tscircuit", createSearchIndex(records)]]);
    missesFile = path.join(
      mkdtempSync(path.join(tmpdir(), "misses-")),
      "misses.tsv",
    );
    app = Fastify();
    // As server/app.ts does: it inflates request bodies for the API.
    await app.register(compress);
    await app.register(searchApi, {
      indexes,
      appId,
      apiKey,
      missesLog: new MissesLog({ file: missesFile }),
    });
  });
  after(() => app.close());

  const post = (url: string, payload: string | Buffer, headers = {}) =>
    app.inject({
      method: "POST",
      url,
      payload,
      headers: { "content-type": "text/plain", ...headers },
    });

  it("answers a DocSearch query sent as text/plain in Algolia's shape", async () => {
    // Given the body the browser client posts, credentials in the URL
    const response = await post(
      queriesUrl,
      JSON.stringify({ requests: [docsearchRequest("resis")] }),
    );
    // Then it is a 200 with one result per request
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers["access-control-allow-origin"], "*");
    const { results } = json(response) as {
      results: Record<string, unknown>[];
    };
    const [result] = results;
    assert.ok(result);
    for (const key of [
      "hits",
      "nbHits",
      "page",
      "nbPages",
      "hitsPerPage",
      "query",
      "params",
      "index",
      "processingTimeMS",
    ]) {
      assert.ok(key in result, `result has ${key}`);
    }
    const hit = (result.hits as Record<string, never>[])[0];
    assert.ok(hit);
    assert.equal(hit.url, "https://docs.tscircuit.com/elements/resistor");
    assert.deepEqual(hit.hierarchy, {
      lvl0: "Elements",
      lvl1: "Resistor",
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    });
    const highlight = hit._highlightResult as Record<
      string,
      Record<string, unknown>
    >;
    assert.deepEqual(highlight.hierarchy?.lvl1, {
      value: "<mark>Resis</mark>tor",
      matchLevel: "full",
      matchedWords: ["resis"],
      fullyHighlighted: false,
    });
    const snippet = hit._snippetResult as Record<
      string,
      Record<string, unknown>
    >;
    assert.deepEqual(snippet.hierarchy?.lvl1, {
      value: "<mark>Resis</mark>tor",
      matchLevel: "full",
    });
  });

  it("accepts the browser's form-urlencoded posts and the v3 params string", async () => {
    const response = await post(
      queriesUrl,
      JSON.stringify({
        requests: [
          { indexName: "tscircuit", params: "query=install&hitsPerPage=2" },
        ],
      }),
      { "content-type": "application/x-www-form-urlencoded" },
    );
    assert.equal(response.statusCode, 200);
    const [result] = (json(response) as { results: Record<string, unknown>[] })
      .results;
    assert.equal(result?.hitsPerPage, 2);
    assert.equal(result?.params, "query=install&hitsPerPage=2");
  });

  it("accepts credentials as headers in any case", async () => {
    const response = await post(
      "/1/indexes/*/queries",
      JSON.stringify({ requests: [{ indexName: "tscircuit", query: "npm" }] }),
      { "X-Algolia-Application-Id": appId, "X-ALGOLIA-API-KEY": apiKey },
    );
    assert.equal(response.statusCode, 200);
  });

  it("answers single-index queries by POST and GET", async () => {
    const single = await post(
      `/1/indexes/tscircuit/query?${credentials}`,
      JSON.stringify({ params: "query=terminal&attributesToRetrieve=url" }),
    );
    assert.equal(single.statusCode, 200);
    const body = json(single) as {
      hits: Record<string, unknown>[];
      index: string;
    };
    assert.equal(body.index, "tscircuit");
    assert.deepEqual(
      body.hits[0]?.url,
      "https://docs.tscircuit.com/intro/installation#requirements",
    );

    const get = await app.inject(
      `/1/indexes/tscircuit?${credentials}&query=terminal&hitsPerPage=1`,
    );
    assert.equal(get.statusCode, 200);
    assert.equal((json(get) as { nbHits: number }).nbHits, 1);
  });

  it("refuses missing or wrong credentials with 403", async () => {
    const body = JSON.stringify({ requests: [docsearchRequest("x")] });
    for (const url of [
      "/1/indexes/*/queries",
      `/1/indexes/*/queries?x-algolia-application-id=${appId}&x-algolia-api-key=wrong`,
      `/1/indexes/*/queries?x-algolia-application-id=OTHER&x-algolia-api-key=${apiKey}`,
    ]) {
      const message = assertError(await post(url, body), 403);
      assert.equal(message, "Invalid Application-ID or API key");
    }
    assertError(await app.inject("/1/indexes/tscircuit?query=x"), 403);
  });

  it("refuses malformed JSON and bodies without requests with 400", async () => {
    assert.match(
      assertError(await post(queriesUrl, '{"requests": ['), 400),
      /Malformed JSON/,
    );
    assert.match(assertError(await post(queriesUrl, "{}"), 400), /requests/);
    assert.match(
      assertError(await post(queriesUrl, '{"requests": []}'), 400),
      /requests/,
    );
    assert.match(assertError(await post(queriesUrl, ""), 400), /requests/);
    assert.match(
      assertError(await post(queriesUrl, '{"requests": ["query=x"]}'), 400),
      /requests\[0\] must be an object/,
    );
  });

  it("answers strings with lone UTF-16 surrogates instead of failing with 500", async () => {
    for (const query of ["resistor \ud83d", "\udc00resistor"]) {
      const response = await app.inject({
        method: "POST",
        url: queriesUrl,
        headers: { "content-type": "text/plain" },
        payload: JSON.stringify({
          requests: [{ ...docsearchRequest(query), highlightPreTag: "\ud800" }],
        }),
      });
      assert.equal(response.statusCode, 200, response.body);
      const { results } = json(response) as { results: { params: string }[] };
      assert.match(results[0]?.params ?? "", /%EF%BF%BD/);
    }
  });

  it("refuses parameters it does not implement instead of ignoring them", async () => {
    const post = (fields: Record<string, unknown>) =>
      app.inject({
        method: "POST",
        url: queriesUrl,
        headers: { "content-type": "text/plain" },
        payload: JSON.stringify({
          requests: [{ ...docsearchRequest("resistor"), ...fields }],
        }),
      });
    for (const [name, value] of [
      ["optionalFilters", ["type:lvl1"]],
      ["removeStopWords", ["fr"]],
      ["aroundLatLng", "40.71, -74.01"],
    ] as const) {
      const message = assertError(await post({ [name]: value }), 400);
      assert.match(message, new RegExp(`Unsupported parameter: ${name}`));
    }
    // advancedSyntax changes nothing until the query uses it
    assert.equal((await post({ advancedSyntax: true })).statusCode, 200);
    const phrase = { advancedSyntax: true, query: '"pull-up resistor"' };
    assert.match(assertError(await post(phrase), 400), /advancedSyntax/);
    // In the v3 params string too
    assertError(await post({ params: "optionalFilters=type:lvl1" }), 400);
    // Implemented ones answer: titles only (level 100) under a filter,
    // and a malformed filter is a 400 that says where
    const titles = await post({
      filters: "weight.level >= 100 AND NOT language:fr",
    });
    assert.equal(titles.statusCode, 200, titles.body);
    const hits = (json(titles) as { results: { hits: { type: string }[] }[] })
      .results[0]?.hits;
    assert.ok(hits && hits.length > 0);
    assert.deepEqual([...new Set(hits.map((hit) => hit.type))], ["lvl1"]);
    assert.match(
      assertError(await post({ filters: "language:en AND (" }), 400),
      /Invalid syntax for filters at character 18: expected an attribute at the end/,
    );
    assert.match(
      assertError(await post({ typoTolerance: "some" }), 400),
      /typoTolerance: expected true, false, "min" or "strict"/,
    );
    assert.match(
      assertError(
        await post({ restrictSearchableAttributes: ["hierarchy.lvl9"] }),
        400,
      ),
      /"hierarchy.lvl9" is not a searchable attribute/,
    );
    // Defaults, as InstantSearch and the helper send them, are fine
    const response = await post({
      tagFilters: "",
      filters: "",
      typoTolerance: true,
      ignorePlurals: true,
      analyticsTags: ["docs"],
    });
    assert.equal(response.statusCode, 200, response.body);
  });

  it("answers facet-value searches on the single-index route", async () => {
    const response = await app.inject({
      method: "POST",
      url: `/1/indexes/tscircuit/facets/type/query?${credentials}`,
      headers: { "content-type": "text/plain" },
      payload: JSON.stringify({ facetQuery: "lv", maxFacetHits: 2 }),
    });
    assert.equal(response.statusCode, 200, response.body);
    const { facetHits } = json(response) as {
      facetHits: { value: string; highlighted: string; count: number }[];
    };
    assert.ok(facetHits.length > 0 && facetHits.length <= 2);
    for (const hit of facetHits) {
      assert.match(hit.value, /^lvl/);
      assert.match(hit.highlighted, /^<em>lv<\/em>l/);
      assert.ok(hit.count > 0);
    }
    // A facet that is not an attribute for faceting is a 400
    const refused = await app.inject({
      method: "POST",
      url: `/1/indexes/tscircuit/facets/content/query?${credentials}`,
      headers: { "content-type": "text/plain" },
      payload: "{}",
    });
    assertError(refused, 400);
  });

  it("refuses an unknown index with 404", async () => {
    const message = assertError(
      await post(
        queriesUrl,
        JSON.stringify({ requests: [{ indexName: "nope", query: "x" }] }),
      ),
      404,
    );
    assert.equal(message, "Index nope does not exist");
    assertError(await post(`/1/indexes/nope/query?${credentials}`, "{}"), 404);
  });

  it("refuses bodies over 1 MB with 413", async () => {
    const huge = JSON.stringify({
      requests: [{ indexName: "tscircuit", query: "x".repeat(1024 * 1024) }],
    });
    assertError(await post(queriesUrl, huge), 413);
  });

  it("inflates gzip bodies, but not past the body limit", async () => {
    const body = JSON.stringify({
      requests: [{ indexName: "tscircuit", query: "npm" }],
    });
    const ok = await post(queriesUrl, gzipSync(body), {
      "content-encoding": "gzip",
    });
    assert.equal(ok.statusCode, 200);
    const bomb = gzipSync(Buffer.alloc(2 * 1024 * 1024, 32));
    assert.ok(bomb.length < 10_000, "the bomb is small on the wire");
    assertError(
      await post(queriesUrl, bomb, { "content-encoding": "gzip" }),
      413,
    );
    // A body that is not gzip, and an encoding nobody supports.
    assertError(
      await post(queriesUrl, Buffer.from("not gzip"), {
        "content-encoding": "gzip",
      }),
      400,
    );
    assertError(
      await post(queriesUrl, Buffer.from(body), {
        "content-encoding": "zstd-nonsense",
      }),
      415,
    );
    // Every route inflates, not just the multi-query one.
    const single = await post(
      `/1/indexes/tscircuit/query?${credentials}`,
      gzipSync(JSON.stringify({ query: "npm" })),
      { "content-encoding": "gzip" },
    );
    assert.equal(single.statusCode, 200);
  });

  it("answers CORS preflights for the API routes", async () => {
    const response = await app.inject({
      method: "OPTIONS",
      url: "/1/indexes/*/queries",
      headers: {
        origin: "https://example.com",
        "access-control-request-method": "POST",
        "access-control-request-headers":
          "x-algolia-api-key, x-algolia-application-id",
      },
    });
    assert.equal(response.statusCode, 204);
    assert.equal(response.headers["access-control-allow-origin"], "*");
    const allowed = String(response.headers["access-control-allow-headers"]);
    assert.match(allowed, /x-algolia-api-key/);
    assert.match(allowed, /x-algolia-application-id/);
    assert.match(
      String(response.headers["access-control-allow-methods"]),
      /POST/,
    );
  });

  it("logs non-empty queries that found nothing", async () => {
    const ask = (request: Record<string, unknown>) =>
      post(queriesUrl, JSON.stringify({ requests: [request] }));
    await ask({ indexName: "tscircuit", query: "  Flux Capacitor " });
    await ask({ indexName: "tscircuit", query: "flux capacitor" });
    await ask({ indexName: "tscircuit", query: "" });
    await ask({ indexName: "tscircuit", query: "resistor" });
    await ask({ indexName: "tscircuit", query: "private", analytics: false });
    await app.close();
    assert.equal(readFileSync(missesFile, "utf8"), "flux capacitor\t2\n");
  });
});

describe("search HTTP API under malformed input", () => {
  let app: FastifyInstance;
  before(async () => {
    const { records } = extractSite(fixtureBuild);
    app = Fastify();
    await app.register(searchApi, {
      indexes: new Map([["tscircuit", createSearchIndex(records)]]),
      appId,
      apiKey,
    });
  });
  after(() => app.close());

  /** Deterministic, so a failing body can be reproduced from the seed. */
  function random(seed: number): () => number {
    let state = seed >>> 0;
    return () => {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  it("answers 200 random malformed bodies with 4xx JSON and keeps serving", async () => {
    const next = random(20251122);
    const pick = <T>(items: readonly T[]): T =>
      items[Math.floor(next() * items.length)] as T;
    const junkValues: unknown[] = [
      1e308,
      -1e308,
      Number.MAX_SAFE_INTEGER * 1000,
      -0,
      0.5,
      "",
      "tscircuit",
      "%E0%A4%A",
      null,
      true,
      [],
      [[[[[]]]]],
      {},
      "\u0000\uffff",
    ];
    const junk = (): unknown => pick(junkValues);
    const isPlainObject = (value: unknown) =>
      typeof value === "object" && value !== null && !Array.isArray(value);
    const contentTypes = [
      "text/plain",
      "application/json",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "nonsense/;;",
      undefined,
    ];
    // Unreadable whatever the route: not JSON, or JSON but not an object.
    const unreadable: Array<() => string | Buffer> = [
      () =>
        Buffer.from(
          Array.from({ length: Math.floor(next() * 300) + 1 }, () =>
            Math.floor(next() * 256),
          ),
        ),
      () =>
        `{${Buffer.from(Array.from({ length: 40 }, () => Math.floor(next() * 95) + 32)).toString()}`,
      () =>
        JSON.stringify(
          pick(junkValues.filter((value) => !isPlainObject(value))),
        ),
      () => `${"[".repeat(5000)}${"]".repeat(4999)}`,
      () => `{"query": "${"\\u".repeat(3)}"}`,
    ];
    // One query's parameters with a wrong value: the whole body of a single
    // query, or one entry of a multi-query.
    const badQueries: Array<() => Record<string, unknown>> = [
      () => ({ query: pick([{}, [], null, [["x"]]]) }),
      () => ({ hitsPerPage: pick(["many", {}, [1], null]) }),
      () => ({ page: pick(["first", {}, [0], true]) }),
      () => ({ params: pick([1, {}, [], true]) }),
      () => ({
        params: "__proto__[polluted]=1&constructor.prototype.polluted=1&page=x",
      }),
      () => ({ facetFilters: pick([5, [[["deep"]]], "[broken", { a: 1 }]) }),
      () => ({ attributesToRetrieve: pick([7, [1, 2], { a: "b" }]) }),
      () => ({ clickAnalytics: pick(["yes", 1, {}]) }),
    ];
    // Wrong only as a multi-query envelope.
    const badEnvelopes: Array<() => string> = [
      () => JSON.stringify({ requests: junk() }),
      () =>
        JSON.stringify({
          requests: [
            { indexName: "tscircuit" },
            pick([1, "x", null, [], true]),
          ],
        }),
      () =>
        JSON.stringify({
          requests: [
            { indexName: pick([7, null, [], {}, true, ""]), query: junk() },
          ],
        }),
      () =>
        JSON.stringify({
          requests: [{ indexName: "missing-index", query: junk() }],
        }),
      () =>
        JSON.stringify({
          requests: Array.from({ length: 51 }, () => ({
            indexName: "tscircuit",
          })),
        }),
      () =>
        '{"requests": [{"indexName": "tscircuit", "__proto__": {"polluted": true}, "page": "x"}]}',
    ];
    const singleUrl = `/1/indexes/tscircuit/query?${credentials}`;
    const malformed = (): { url: string; body: string | Buffer } => {
      const kind = pick(["unreadable", "badQuery", "badEnvelope"] as const);
      const url =
        kind === "badEnvelope" ? queriesUrl : pick([queriesUrl, singleUrl]);
      if (kind === "unreadable") return { url, body: pick(unreadable)() };
      if (kind === "badEnvelope") return { url, body: pick(badEnvelopes)() };
      const query = { ...pick(badQueries)(), ...pick(badQueries)() };
      const body =
        url === singleUrl
          ? query
          : { requests: [{ indexName: "tscircuit", ...query }] };
      return { url, body: JSON.stringify(body) };
    };

    const statuses = new Set<number>();
    for (let round = 0; round < 200; round += 1) {
      const { url, body } = malformed();
      const contentType = pick(contentTypes);
      const response = await app.inject({
        method: "POST",
        url,
        payload: body,
        headers: contentType ? { "content-type": contentType } : {},
      });
      const label = `round ${round}: ${url} ${String(body).slice(0, 120)}`;
      assert.ok(
        response.statusCode >= 400 && response.statusCode < 500,
        `${label} → ${response.statusCode} ${response.body.slice(0, 200)}`,
      );
      const answer = JSON.parse(response.body) as {
        message: unknown;
        status: unknown;
      };
      assert.equal(answer.status, response.statusCode, label);
      assert.equal(typeof answer.message, "string", label);
      statuses.add(response.statusCode);
    }
    assert.deepEqual([...statuses].sort(), [400, 404]);
    assert.equal(({} as Record<string, unknown>).polluted, undefined);

    // And a valid query still answers
    const valid = await app.inject({
      method: "POST",
      url: queriesUrl,
      payload: JSON.stringify({ requests: [docsearchRequest("resistor")] }),
      headers: { "content-type": "text/plain" },
    });
    assert.equal(valid.statusCode, 200);
    assert.ok((valid.json().results[0].nbHits as number) > 0);
  });
});

describe("search HTTP API with the real Algolia client", () => {
  let app: FastifyInstance;
  let port: number;
  before(async () => {
    const { records } = extractSite(fixtureBuild);
    app = Fastify();
    await app.register(searchApi, {
      indexes: new Map([["tscircuit", createSearchIndex(records)]]),
      appId,
      apiKey,
    });
    await app.listen({ host: "127.0.0.1", port: 0 });
    const address = app.server.address();
    assert.ok(address && typeof address === "object");
    port = address.port;
  });
  after(() => app.close());

  it("serves algoliasearch v5's lite client, credentials in the URL as browsers send them", async () => {
    const client = liteClient(appId, apiKey, {
      hosts: [
        { url: `127.0.0.1:${port}`, protocol: "http", accept: "readWrite" },
      ],
      authMode: "WithinQueryParameters",
    });
    const { results } = await client.search({
      requests: [docsearchRequest("instal") as { indexName: string }],
    });
    const [result] = results as Array<{
      hits: Array<{ url: string }>;
      nbHits: number;
    }>;
    assert.ok(result && result.nbHits > 0);
    assert.equal(result.hits[0]?.url, "/intro/installation");
  });
});
