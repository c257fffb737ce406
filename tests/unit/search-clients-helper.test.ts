/**
 * algoliasearch-helper (3.30.1, the version the theme's search page uses)
 * over the lite client the site ships, against the real search service:
 * disjunctive and conjunctive refinements, paging and facet-value search,
 * each of which it turns into several requests of one multi-query.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { liteClient } from "algoliasearch/lite";
import algoliasearchHelper from "algoliasearch-helper";
import {
  facetCounts,
  liteClientFor,
  type RunningSearchService,
  recordsOfPage,
  startSearchService,
  watchUnhandledRejections,
} from "../support/search-service";

describe("algoliasearch-helper against the search service", () => {
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

  const resistorPage = () =>
    recordsOfPage(service.records, "/elements/resistor");
  const helperFor = (parameters: Record<string, unknown>) =>
    algoliasearchHelper(client, service.indexName, {
      distinct: false,
      ...parameters,
    });

  it("refines a disjunctive facet and still counts its other values", async () => {
    const helper = helperFor({
      disjunctiveFacets: ["type"],
      facets: ["docusaurus_tag"],
    })
      .setQuery("resistor")
      .addDisjunctiveFacetRefinement("type", "lvl2")
      .addDisjunctiveFacetRefinement("type", "lvl3");
    const { content } = await helper.searchOnce({});

    const headings = resistorPage().filter(
      (record) => record.type === "lvl2" || record.type === "lvl3",
    );
    assert.equal(content.nbHits, 2);
    assert.deepEqual(
      content.hits.map((hit) => hit.objectID).sort(),
      headings.map((record) => record.objectID).sort(),
    );
    // The refined values and the others, counted without the refinement
    const counts = facetCounts(resistorPage(), "type");
    const values = content.getFacetValues("type", {
      sortBy: ["name:asc"],
    }) as { name: string; count: number; isRefined: boolean }[];
    assert.deepEqual(
      values.map((value) => [value.name, value.count, value.isRefined]),
      [
        ["content", counts.content, false],
        ["lvl1", counts.lvl1, false],
        ["lvl2", counts.lvl2, true],
        ["lvl3", counts.lvl3, true],
      ],
    );
    // The conjunctive facet is counted over the refined hits
    const tags = content.getFacetValues("docusaurus_tag", {}) as {
      name: string;
      count: number;
    }[];
    assert.deepEqual(
      tags.map((value) => [value.name, value.count]),
      [["docs-default-current", 2]],
    );
  });

  it("refines a conjunctive facet over an empty query", async () => {
    const helper = helperFor({ facets: ["docusaurus_tag"], hitsPerPage: 50 })
      .setQuery("")
      .addFacetRefinement("docusaurus_tag", "default");
    const { content } = await helper.searchOnce({});
    const home = service.records.filter(
      (record) => record.docusaurus_tag === "default",
    );
    assert.deepEqual(
      content.hits.map((hit) => hit.objectID).sort(),
      home.map((record) => record.objectID).sort(),
    );
  });

  it("pages through every hit, each once", async () => {
    const helper = helperFor({ hitsPerPage: 4 }).setQuery("resistor");
    const seen: string[] = [];
    const first = await helper.searchOnce({});
    assert.equal(first.content.nbHits, resistorPage().length);
    assert.equal(first.content.nbPages, 3);
    for (let page = 0; page < first.content.nbPages; page += 1) {
      const { content } = await helper.setPage(page).searchOnce({});
      assert.equal(content.page, page);
      seen.push(...content.hits.map((hit) => hit.objectID));
    }
    assert.deepEqual(
      seen.sort(),
      resistorPage()
        .map((record) => record.objectID)
        .sort(),
    );
  });

  it("searches facet values and marks the refined ones", async () => {
    const helper = helperFor({ facets: ["docusaurus_tag"] })
      .setQuery("")
      .addFacetRefinement("docusaurus_tag", "default");
    const response = await helper.searchForFacetValues(
      "docusaurus_tag",
      "def",
      10,
    );
    // Values are counted among the records the helper's state selects
    assert.deepEqual(
      response.facetHits.map((hit) => [
        hit.value,
        hit.count,
        hit.isRefined,
        hit.highlighted,
      ]),
      [["default", 2, true, "<em>def</em>ault"]],
    );
  });

  it("reports a refused parameter as an error event, not an unhandled rejection", async () => {
    const helper = helperFor({}).setQuery("resistor");
    helper.setQueryParameter(
      "optionalFilters" as never,
      ["type:lvl1"] as never,
    );
    const failed = new Promise<Error & { status?: number }>((resolve) =>
      helper.once("error", ({ error }) => resolve(error)),
    );
    helper.search();
    const error = await failed;
    assert.equal(error.status, 400);
    assert.match(error.message, /optionalFilters/);
    assert.deepEqual(unhandled.rejections, []);
  });
});
