/**
 * Algolia's JavaScript client v5 (`algoliasearch` 5.64.0, the client the
 * site itself ships) against the real search service over HTTP.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { algoliasearch } from "algoliasearch";
import { load } from "cheerio";
import {
  facetCounts,
  liteClientFor,
  type RunningSearchService,
  recordsOfPage,
  startSearchService,
  theRecord,
  watchUnhandledRejections,
} from "../support/search-service";

type Client = ReturnType<typeof algoliasearch>;

/** The error a client call rejects with; fails when it resolves. */
async function rejection(
  call: Promise<unknown>,
): Promise<Error & { status?: number }> {
  try {
    await call;
  } catch (error) {
    assert.ok(error instanceof Error, "rejects with an Error");
    return error as Error & { status?: number };
  }
  assert.fail("the call was expected to fail");
}

describe("algoliasearch v5 against the search service", () => {
  let service: RunningSearchService;
  let client: Client;
  const unhandled = watchUnhandledRejections();

  const clientFor = (apiKey: string) =>
    algoliasearch(service.appId, apiKey, {
      hosts: [
        {
          url: service.hostname,
          port: service.port,
          protocol: "http",
          accept: "readWrite",
        },
      ],
    });

  before(async () => {
    service = await startSearchService();
    client = clientFor(service.apiKey);
  });
  after(async () => {
    unhandled.stop();
    await service.close();
  });

  const resistorPage = () =>
    recordsOfPage(service.records, "/elements/resistor");

  it("searches one index: the resistor page's records, its title first", async () => {
    const response = await client.searchSingleIndex<{ url: string }>({
      indexName: service.indexName,
      searchParams: { query: "resistor" },
    });
    const title = theRecord(resistorPage(), (record) => record.type === "lvl1");
    assert.equal(response.hits[0]?.objectID, title.objectID);
    // One hit per URL (distinct): the page and its two anchored sections
    assert.deepEqual(response.hits.map((hit) => hit.url).sort(), [
      "https://docs.tscircuit.com/elements/resistor",
      "https://docs.tscircuit.com/elements/resistor#properties",
      "https://docs.tscircuit.com/elements/resistor#pull-up-resistors",
    ]);
    assert.equal(response.nbHits, 3);
    assert.equal(response.index, service.indexName);
  });

  it("answers several requests in one call, a facet-value search among them", async () => {
    const { results } = await client.search({
      requests: [
        { indexName: service.indexName, query: "install" },
        {
          indexName: service.indexName,
          query: "resistor",
          filters: "type:lvl2 OR type:lvl3",
          distinct: false,
        },
        {
          indexName: service.indexName,
          type: "facet",
          facet: "docusaurus_tag",
          facetQuery: "def",
        },
      ],
    });
    assert.equal(results.length, 3);
    const [install, headings, facet] = results as [
      { hits: { url: string }[] },
      { hits: { objectID: string }[]; nbHits: number },
      { facetHits: { value: string; count: number; highlighted: string }[] },
    ];
    assert.equal(
      install.hits[0]?.url,
      "https://docs.tscircuit.com/intro/installation",
    );
    const expected = resistorPage()
      .filter((record) => record.type === "lvl2" || record.type === "lvl3")
      .map((record) => record.objectID);
    assert.equal(expected.length, 2);
    assert.deepEqual(
      headings.hits.map((hit) => hit.objectID).sort(),
      expected.sort(),
    );
    assert.equal(headings.nbHits, 2);
    const tags = facetCounts(service.records, "docusaurus_tag");
    assert.deepEqual(facet.facetHits, [
      {
        value: "docs-default-current",
        highlighted: "docs-<em>def</em>ault-current",
        count: tags["docs-default-current"],
      },
      {
        value: "default",
        highlighted: "<em>def</em>ault",
        count: tags.default,
      },
    ]);
  });

  it("counts facets over the matching records, most frequent first", async () => {
    const response = await client.searchSingleIndex({
      indexName: service.indexName,
      searchParams: {
        query: "resistor",
        facets: ["type"],
        maxValuesPerFacet: 2,
      },
    });
    const counts = facetCounts(resistorPage(), "type");
    assert.deepEqual(response.facets?.type, {
      content: counts.content,
      lvl1: counts.lvl1,
    });
    assert.equal(counts.content, 7);
  });

  it("searches facet values within a query's records", async () => {
    const response = await client.searchForFacetValues({
      indexName: service.indexName,
      facetName: "type",
      searchForFacetValuesRequest: {
        facetQuery: "lvl",
        params: "query=resistor",
      },
    });
    assert.deepEqual(
      response.facetHits.map((hit) => [hit.value, hit.count, hit.highlighted]),
      [
        ["lvl1", 1, "<em>lvl</em>1"],
        ["lvl2", 1, "<em>lvl</em>2"],
        ["lvl3", 1, "<em>lvl</em>3"],
      ],
    );
  });

  it("filters with filters, facetFilters and NOT", async () => {
    const home = await client.searchSingleIndex({
      indexName: service.indexName,
      searchParams: {
        query: "",
        filters: "docusaurus_tag:default",
        distinct: false,
      },
    });
    const homeIds = service.records
      .filter((record) => record.docusaurus_tag === "default")
      .map((record) => record.objectID);
    assert.equal(homeIds.length, 2);
    assert.deepEqual(
      home.hits.map((hit) => hit.objectID).sort(),
      homeIds.sort(),
    );

    const notContent = await client.searchSingleIndex({
      indexName: service.indexName,
      searchParams: {
        query: "resistor",
        filters: 'NOT type:content AND docusaurus_tag:"docs-default-current"',
        facetFilters: [["type:lvl1", "type:lvl3"]],
        distinct: false,
      },
    });
    const expected = resistorPage()
      .filter((record) => record.type === "lvl1" || record.type === "lvl3")
      .map((record) => record.objectID);
    assert.deepEqual(
      notContent.hits.map((hit) => hit.objectID).sort(),
      expected.sort(),
    );
  });

  it("reads a record by objectID, whole or in part", async () => {
    const record = theRecord(
      service.records,
      (entry) =>
        entry.type === "content" &&
        (entry.content ?? "").startsWith("Install the command-line tool"),
    );
    const whole = await client.getObject({
      indexName: service.indexName,
      objectID: record.objectID,
    });
    assert.deepEqual(whole, record);
    const part = await client.getObject({
      indexName: service.indexName,
      objectID: record.objectID,
      attributesToRetrieve: ["url"],
    });
    assert.deepEqual(part, { objectID: record.objectID, url: record.url });
  });

  it("reports the settings, the index list and whether an index exists", async () => {
    const settings = await client.getSettings({
      indexName: service.indexName,
    });
    assert.deepEqual(settings.attributesForFaceting, [
      "searchable(language)",
      "searchable(docusaurus_tag)",
      "searchable(version)",
      "searchable(type)",
      "url_without_anchor",
    ]);
    assert.equal(settings.attributeForDistinct, "url");
    assert.equal(settings.searchableAttributes?.at(-1), "content");

    const { items } = await client.listIndices();
    assert.deepEqual(
      items.map((item) => [item.name, item.entries]),
      [[service.indexName, service.records.length]],
    );
    assert.equal(
      await client.indexExists({ indexName: service.indexName }),
      true,
    );
    assert.equal(await client.indexExists({ indexName: "missing" }), false);
  });

  it("browses every record a query selects, following the cursor", async () => {
    const pages: number[] = [];
    const seen: string[] = [];
    await client.browseObjects({
      indexName: service.indexName,
      browseParams: { query: "resistor", hitsPerPage: 4 },
      aggregator: (response) => {
        pages.push(response.page ?? -1);
        seen.push(...response.hits.map((hit) => hit.objectID));
      },
    });
    assert.deepEqual(pages, [0, 1, 2]);
    assert.deepEqual(
      seen.sort(),
      resistorPage()
        .map((record) => record.objectID)
        .sort(),
    );
    const refused = await rejection(
      client.browse({
        indexName: service.indexName,
        browseParams: { cursor: "not-a-cursor" },
      }),
    );
    assert.equal(refused.status, 400);
  });

  it("surfaces refusals as ApiError with the status, and the host stays up", async () => {
    const refused = await rejection(
      client.searchSingleIndex({
        indexName: service.indexName,
        searchParams: { query: "resistor", optionalFilters: ["type:lvl1"] },
      }),
    );
    assert.equal(refused.name, "ApiError");
    assert.equal(refused.status, 400);
    assert.match(refused.message, /optionalFilters/);

    const missing = await rejection(
      client.searchSingleIndex({ indexName: "missing", searchParams: {} }),
    );
    assert.equal(missing.name, "ApiError");
    assert.equal(missing.status, 404);

    const noRecord = await rejection(
      client.getObject({ indexName: service.indexName, objectID: "nope" }),
    );
    assert.equal(noRecord.name, "ApiError");
    assert.equal(noRecord.status, 404);

    const forbidden = await rejection(
      clientFor("wrong-key").searchSingleIndex({
        indexName: service.indexName,
        searchParams: { query: "resistor" },
      }),
    );
    assert.equal(forbidden.name, "ApiError");
    assert.equal(forbidden.status, 403);

    // A lone surrogate is cleaned, not a 5xx that marks the host down
    const surrogate = await client.searchSingleIndex({
      indexName: service.indexName,
      searchParams: { query: "resistor \ud83d" },
    });
    assert.equal(surrogate.nbHits, 3);
    // After all of these the same client still reaches the service
    const again = await client.searchSingleIndex({
      indexName: service.indexName,
      searchParams: { query: "install" },
    });
    assert.ok((again.nbHits ?? 0) > 0);
    assert.deepEqual(unhandled.rejections, []);
  });

  it("serves the lite client the site ships, as DocSearch calls it", async () => {
    const lite = liteClientFor(service);
    const { results } = await lite.search<{ url: string }>({
      requests: [
        {
          indexName: service.indexName,
          query: "node terminal",
          facetFilters: [
            "language:en",
            ["docusaurus_tag:default", "docusaurus_tag:docs-default-current"],
          ],
          attributesToSnippet: ["content:10"],
          highlightPreTag: "<mark>",
          highlightPostTag: "</mark>",
        },
      ],
    });
    const [first] = results as [
      { hits: { url: string; _snippetResult?: unknown }[] },
    ];
    assert.equal(
      first.hits[0]?.url,
      "https://docs.tscircuit.com/intro/installation#requirements",
    );
    assert.deepEqual(first.hits[0]?._snippetResult, {
      content: {
        value:
          "You need <mark>Node</mark>.js 20 or later and a <mark>terminal</mark>.",
        matchLevel: "full",
      },
    });
  });

  it("answers values DocSearch can put into the page as HTML: <resistor /> shows literally", async () => {
    const lite = liteClientFor(service);
    const { results } = await lite.search({
      requests: [
        {
          indexName: service.indexName,
          query: "element limits",
          attributesToSnippet: ["content:10"],
          highlightPreTag: "<mark>",
          highlightPostTag: "</mark>",
        },
      ],
    });
    const [first] = results as [
      { hits: { _snippetResult?: { content?: { value: string } } }[] },
    ];
    const value = first.hits[0]?._snippetResult?.content?.value ?? "";
    // The stored (escaped) text with the tags inserted, as Algolia answers
    assert.equal(
      value,
      "The &lt;resistor /&gt; <mark>element</mark> <mark>limits</mark> current through a trace.",
    );
    // Parsed as the modal parses it (innerHTML): the element name is text
    const $ = load(value, null, false);
    assert.equal(
      $.root().text(),
      "The <resistor /> element limits current through a trace.",
    );
    assert.equal($("resistor").length, 0);
    assert.equal($("mark").length, 2);
  });
});
