/**
 * Autocomplete's Algolia preset (@algolia/autocomplete-preset-algolia
 * 1.17.9, the version DocSearch's modal is built on) against the real
 * search service: hit and facet sources sent together in one multi-query,
 * and its highlight parser.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import {
  fetchAlgoliaResults,
  getAlgoliaFacets,
  getAlgoliaResults,
  parseAlgoliaHitHighlight,
} from "@algolia/autocomplete-preset-algolia";
import type { liteClient } from "algoliasearch/lite";
import {
  facetCounts,
  liteClientFor,
  type RunningSearchService,
  startSearchService,
  theRecord,
  watchUnhandledRejections,
} from "../support/search-service";

interface FacetHit {
  value: string;
  count: number;
  highlighted: string;
}

describe("Autocomplete's Algolia preset against the search service", () => {
  let service: RunningSearchService;
  let client: ReturnType<typeof liteClient>;
  const unhandled = watchUnhandledRejections();

  before(async () => {
    service = await startSearchService();
    client = liteClientFor(service);
  });
  after(async () => {
    unhandled.stop();
    await service.close();
  });

  it("runs a hits source and a facet source as its requesters send them", async () => {
    const hits = getAlgoliaResults({
      searchClient: client,
      queries: [{ indexName: service.indexName, params: { query: "install" } }],
    });
    const facets = getAlgoliaFacets({
      searchClient: client,
      queries: [
        // As the preset's documentation shows. It adds type "facet" itself;
        // its types, written for the v5 client, ask for the type and lack
        // facetQuery.
        {
          indexName: service.indexName,
          facet: "docusaurus_tag",
          params: { facetQuery: "def" },
        } as never,
      ],
    });
    // Autocomplete groups the sources' queries into one call per client
    const answers = await hits.execute({
      searchClient: client,
      requests: [
        ...hits.queries.map((query) => ({
          query,
          sourceId: "pages",
          transformResponse: hits.transformResponse,
        })),
        ...facets.queries.map((query) => ({
          query,
          sourceId: "tags",
          transformResponse: facets.transformResponse,
        })),
      ],
    });
    const [pages, tags] = answers as unknown as [
      { sourceId: string; items: { hits: { url: string }[] } },
      { sourceId: string; items: { facetHits: FacetHit[] } },
    ];
    assert.equal(pages.sourceId, "pages");
    assert.equal(
      pages.items.hits[0]?.url,
      "https://docs.tscircuit.com/intro/installation",
    );
    // The preset asks for five hits
    assert.ok(pages.items.hits.length <= 5);
    assert.equal(tags.sourceId, "tags");
    const counts = facetCounts(service.records, "docusaurus_tag");
    assert.deepEqual(
      tags.items.facetHits.map((hit) => [
        hit.value,
        hit.count,
        hit.highlighted,
      ]),
      [
        [
          "docs-default-current",
          counts["docs-default-current"],
          "docs-__aa-highlight__def__/aa-highlight__ault-current",
        ],
        ["default", counts.default, "__aa-highlight__def__/aa-highlight__ault"],
      ],
    );
  });

  it("parses a highlighted hit into the stored text's parts", async () => {
    const [result] = (await fetchAlgoliaResults({
      searchClient: client,
      queries: [
        { indexName: service.indexName, params: { query: "element limits" } },
      ],
    })) as unknown as [{ hits: Record<string, unknown>[] }];
    const record = theRecord(service.records, (entry) =>
      (entry.content ?? "").includes("element limits"),
    );
    const hit = result.hits[0] as { objectID: string; content: string };
    assert.equal(hit.objectID, record.objectID);
    const parts = parseAlgoliaHitHighlight({
      hit: hit as never,
      attribute: "content",
    });
    assert.equal(parts.map((part) => part.value).join(""), record.content);
    assert.deepEqual(
      parts.filter((part) => part.isHighlighted).map((part) => part.value),
      ["element", "limits"],
    );
  });

  it("rejects with the service's 400 for a refused parameter", async () => {
    await assert.rejects(
      fetchAlgoliaResults({
        searchClient: client,
        queries: [
          {
            indexName: service.indexName,
            params: { query: "x", optionalFilters: ["type:lvl1"] } as never,
          },
        ],
      }),
      (error: Error & { status?: number }) =>
        error.status === 400 && /optionalFilters/.test(error.message),
    );
    assert.deepEqual(unhandled.rejections, []);
  });
});
