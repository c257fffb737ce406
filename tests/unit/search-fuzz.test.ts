/**
 * Property-based fuzzing of the search API: any route, any Algolia parameter
 * (and unknown ones), any JSON value, strings with lone surrogates and
 * control characters. The service must answer every request with JSON and
 * a status below 500, in the shape of its route, and keep answering normal
 * searches afterwards.
 */
import assert from "node:assert/strict";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import fc from "fast-check";
import Fastify, { type FastifyInstance } from "fastify";
import {
  algoliaFrameworkErrors,
  createSearchIndex,
  extractSite,
  searchApi,
} from "../../search";

const fixtureBuild = path.join(__dirname, "../fixtures/search/build");
const appId = "FUZZAPP";
const apiKey = "fuzz-key";
const keys = `x-algolia-application-id=${appId}&x-algolia-api-key=${apiKey}`;

/** Parameter names clients send, the ones refused, and made-up ones. */
const parameterNames = [
  "query",
  "params",
  "hitsPerPage",
  "page",
  "facetFilters",
  "facets",
  "attributesToRetrieve",
  "attributesToHighlight",
  "attributesToSnippet",
  "snippetEllipsisText",
  "highlightPreTag",
  "highlightPostTag",
  "clickAnalytics",
  "analytics",
  "distinct",
  "filters",
  "optionalWords",
  "typoTolerance",
  "advancedSyntax",
  "restrictSearchableAttributes",
  "facetQuery",
  "maxFacetHits",
  "facet",
  "type",
  "indexName",
  "cursor",
  "renderingContent",
  "synonyms",
  "__proto__",
  "constructor",
  "x",
];

/** Strings that have broken services: lone surrogates, NUL, long ones. */
const nastyString = fc.oneof(
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom("\ud83d", "\udc00x", "\u0000", "%E0%A4%A", "a".repeat(600)),
);
const value = fc.oneof(
  nastyString,
  fc.anything({ maxDepth: 3, withNullPrototype: false }),
);
const fields = fc.dictionary(fc.constantFrom(...parameterNames), value, {
  maxKeys: 6,
});

const loneSurrogate =
  /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

type Route =
  | "multi"
  | "single"
  | "get"
  | "facet"
  | "settings"
  | "object"
  | "browse";
const route = fc.constantFrom<Route>(
  "multi",
  "single",
  "get",
  "facet",
  "settings",
  "object",
  "browse",
);

describe("search API under property-based fuzzing", () => {
  let app: FastifyInstance;
  before(async () => {
    const { records } = extractSite(fixtureBuild);
    // As server/app.ts sets it up: Fastify's own errors in Algolia's shape.
    app = Fastify({ frameworkErrors: algoliaFrameworkErrors });
    await app.register(searchApi, {
      indexes: new Map([["tscircuit", createSearchIndex(records)]]),
      appId,
      apiKey,
    });
  });
  after(() => app.close());

  it("never answers 5xx or a body of the wrong shape, and keeps serving", async () => {
    let requests = 0;
    await fc.assert(
      fc.asyncProperty(
        route,
        fields,
        nastyString,
        async (which, body, segment) => {
          requests += 1;
          // Lone surrogates cannot be percent-encoded; invalid UTF-8 can.
          const name =
            segment === "\ud83d"
              ? "%ED%A0%BD"
              : encodeURIComponent(
                  (segment || "tscircuit").replace(loneSurrogate, "\ufffd"),
                );
          const query = new URLSearchParams(
            Object.entries(body).map(([key, v]) => [key, JSON.stringify(v)]),
          );
          const response =
            which === "multi"
              ? await app.inject({
                  method: "POST",
                  url: `/1/indexes/*/queries?${keys}`,
                  headers: { "content-type": "text/plain" },
                  payload: JSON.stringify({
                    requests: [{ indexName: "tscircuit", ...body }],
                  }),
                })
              : which === "single"
                ? await app.inject({
                    method: "POST",
                    url: `/1/indexes/tscircuit/query?${keys}`,
                    headers: { "content-type": "text/plain" },
                    payload: JSON.stringify(body),
                  })
                : which === "facet"
                  ? await app.inject({
                      method: "POST",
                      url: `/1/indexes/tscircuit/facets/${name}/query?${keys}`,
                      headers: { "content-type": "text/plain" },
                      payload: JSON.stringify(body),
                    })
                  : which === "browse"
                    ? await app.inject({
                        method: "POST",
                        url: `/1/indexes/tscircuit/browse?${keys}`,
                        headers: { "content-type": "text/plain" },
                        payload: JSON.stringify(body),
                      })
                    : which === "get"
                      ? await app.inject(
                          `/1/indexes/tscircuit?${keys}&${query}`,
                        )
                      : which === "settings"
                        ? await app.inject(
                            `/1/indexes/${name}/settings?${keys}`,
                          )
                        : await app.inject(
                            `/1/indexes/tscircuit/${name}?${keys}&${query}`,
                          );
          assert.ok(
            response.statusCode < 500,
            `${which} ${JSON.stringify(body)} → ${response.statusCode} ${response.body}`,
          );
          assert.match(
            String(response.headers["content-type"]),
            /application\/json/,
          );
          const answer = response.json() as Record<string, unknown>;
          if (response.statusCode >= 400) {
            assert.equal(answer.status, response.statusCode);
            assert.equal(typeof answer.message, "string");
          } else if (which === "multi") {
            assert.ok(Array.isArray(answer.results));
          } else if (which === "facet") {
            assert.ok(Array.isArray(answer.facetHits));
          } else if (
            which === "single" ||
            which === "get" ||
            which === "browse"
          ) {
            assert.ok(Array.isArray(answer.hits));
          }
        },
      ),
      { numRuns: 400, seed: 20261123 },
    );
    console.log(`# fuzzed ${requests} requests`);
    // Still serving normally
    const normal = await app.inject({
      method: "POST",
      url: `/1/indexes/*/queries?${keys}`,
      headers: { "content-type": "text/plain" },
      payload: JSON.stringify({
        requests: [{ indexName: "tscircuit", query: "instal" }],
      }),
    });
    assert.equal(normal.statusCode, 200);
  });
});
