/**
 * Algolia's JavaScript client v4 (`algoliasearch` 4.27.0, installed as
 * `algoliasearch-v4`), still the client of many integrations, against the
 * real search service over HTTP.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import algoliasearchV4 from "algoliasearch-v4";
import {
  facetCounts,
  type RunningSearchService,
  recordsOfPage,
  startSearchService,
  theRecord,
  watchUnhandledRejections,
} from "../support/search-service";

type Client = ReturnType<typeof algoliasearchV4>;

interface ClientError {
  name: string;
  status: number;
  message: string;
}

async function rejection(call: Promise<unknown>): Promise<ClientError> {
  try {
    await call;
  } catch (error) {
    return error as ClientError;
  }
  assert.fail("the call was expected to fail");
}

describe("algoliasearch v4 against the search service", () => {
  let service: RunningSearchService;
  let client: Client;
  const unhandled = watchUnhandledRejections();

  before(async () => {
    service = await startSearchService();
    client = algoliasearchV4(service.appId, service.apiKey, {
      hosts: [{ url: service.host, protocol: "http" }],
    });
  });
  after(async () => {
    unhandled.stop();
    // The Node requester keeps sockets alive; let the process end.
    (client.transporter.requester as { destroy?: () => void }).destroy?.();
    await service.close();
  });

  const index = () => client.initIndex(service.indexName);
  const resistorPage = () =>
    recordsOfPage(service.records, "/elements/resistor");

  it("searches an index: the resistor page first, one hit per URL", async () => {
    const response = await index().search<{ url: string }>("resistor");
    const title = theRecord(resistorPage(), (record) => record.type === "lvl1");
    assert.equal(response.hits[0]?.objectID, title.objectID);
    assert.equal(response.nbHits, 3);
    assert.equal(
      new Set(response.hits.map((hit) => hit.url.split("#")[0])).size,
      1,
    );
  });

  it("pages with page and hitsPerPage", async () => {
    const seen: string[] = [];
    let nbPages = 0;
    for (let page = 0; page < 4; page += 1) {
      const response = await index().search("resistor", {
        page,
        hitsPerPage: 4,
        distinct: false,
      });
      nbPages = response.nbPages;
      seen.push(...response.hits.map((hit) => hit.objectID));
    }
    assert.equal(nbPages, 3);
    assert.deepEqual(
      seen.sort(),
      resistorPage()
        .map((record) => record.objectID)
        .sort(),
    );
  });

  it("answers multipleQueries, with a facet query among them", async () => {
    const { results } = await client.multipleQueries([
      { indexName: service.indexName, query: "install" },
      {
        indexName: service.indexName,
        query: "resistor",
        params: { filters: "type:lvl2", distinct: false },
      },
      {
        indexName: service.indexName,
        type: "facet",
        facet: "type",
        params: { facetQuery: "lvl" },
      },
    ]);
    const [install, heading, facet] = results as unknown as [
      { hits: { url: string }[] },
      { hits: { objectID: string }[] },
      { facetHits: { value: string; count: number }[] },
    ];
    assert.equal(
      install.hits[0]?.url,
      "https://docs.tscircuit.com/intro/installation",
    );
    assert.deepEqual(
      heading.hits.map((hit) => hit.objectID),
      [theRecord(resistorPage(), (record) => record.type === "lvl2").objectID],
    );
    const types = facetCounts(service.records, "type");
    assert.deepEqual(
      facet.facetHits.map((hit) => [hit.value, hit.count]),
      [
        ["lvl1", types.lvl1],
        ["lvl2", types.lvl2],
        ["lvl3", types.lvl3],
      ],
    );
  });

  it("searches facet values, narrowed by search parameters", async () => {
    const all = await index().searchForFacetValues("docusaurus_tag", "def");
    const tags = facetCounts(service.records, "docusaurus_tag");
    assert.deepEqual(
      all.facetHits.map((hit) => [hit.value, hit.count, hit.highlighted]),
      [
        [
          "docs-default-current",
          tags["docs-default-current"],
          "docs-<em>def</em>ault-current",
        ],
        ["default", tags.default, "<em>def</em>ault"],
      ],
    );
    const narrowed = await index().searchForFacetValues(
      "docusaurus_tag",
      "def",
      {
        filters: "type:lvl1",
      },
    );
    assert.deepEqual(
      narrowed.facetHits.map((hit) => [hit.value, hit.count]),
      [
        ["docs-default-current", 2],
        ["default", 1],
      ],
    );
  });

  it("filters with numericFilters and a facetFilters list", async () => {
    const response = await index().search("", {
      numericFilters: ["weight.level >= 90"],
      facetFilters: ["docusaurus_tag:docs-default-current"],
      distinct: false,
      hitsPerPage: 50,
    });
    const expected = service.records
      .filter(
        (record) =>
          record.weight.level >= 90 &&
          record.docusaurus_tag === "docs-default-current",
      )
      .map((record) => record.objectID);
    assert.equal(expected.length, 5);
    assert.deepEqual(
      response.hits.map((hit) => hit.objectID).sort(),
      expected.sort(),
    );
  });

  it("reads a record, the settings, the index list and whether indexes exist", async () => {
    const record = theRecord(service.records, (entry) =>
      (entry.content ?? "").startsWith("You need Node.js"),
    );
    assert.deepEqual(await index().getObject(record.objectID), record);
    const settings = await index().getSettings();
    assert.equal(settings.attributeForDistinct, "url");
    assert.equal(settings.distinct, 1);
    assert.equal(await index().exists(), true);
    assert.equal(await client.initIndex("missing").exists(), false);
    const { items } = await client.listIndices();
    assert.deepEqual(
      items.map((item) => [item.name, item.entries]),
      [[service.indexName, service.records.length]],
    );
  });

  it("browses every record a query selects, page by page through cursors", async () => {
    const all: string[] = [];
    await index().browseObjects({
      hitsPerPage: 5,
      batch: (hits) => all.push(...hits.map((hit) => hit.objectID)),
    });
    assert.deepEqual(
      all.sort(),
      service.records.map((record) => record.objectID).sort(),
    );
    const content: string[] = [];
    await index().browseObjects({
      query: "resistor",
      filters: "type:content",
      hitsPerPage: 3,
      batch: (hits) => content.push(...hits.map((hit) => hit.objectID)),
    });
    assert.deepEqual(
      content.sort(),
      resistorPage()
        .filter((record) => record.type === "content")
        .map((record) => record.objectID)
        .sort(),
    );
  });

  it("surfaces refusals as its ApiError with the status", async () => {
    const refused = await rejection(
      index().search("resistor", { removeStopWords: ["fr"] }),
    );
    assert.equal(refused.name, "ApiError");
    assert.equal(refused.status, 400);
    assert.match(refused.message, /removeStopWords/);

    const badFilter = await rejection(
      index().search("resistor", { filters: "type:lvl1 AND (" }),
    );
    assert.equal(badFilter.name, "ApiError");
    assert.equal(badFilter.status, 400);

    const missing = await rejection(client.initIndex("missing").search("x"));
    assert.equal(missing.name, "ApiError");
    assert.equal(missing.status, 404);

    const noRecord = await rejection(index().getObject("nope"));
    assert.equal(noRecord.name, "ApiError");
    assert.equal(noRecord.status, 404);

    // The client still reaches the service afterwards
    assert.equal((await index().search("install")).hits.length > 0, true);
    assert.deepEqual(unhandled.rejections, []);
  });
});
