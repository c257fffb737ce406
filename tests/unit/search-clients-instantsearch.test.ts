/**
 * InstantSearch.js 4.118.1, headless (connectors only), over the lite client
 * against the real search service: a search box, hits, a disjunctive
 * refinement list, a searchable refinement list and pagination, and its
 * Highlight component, which escapes highlight values before showing them.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { liteClient } from "algoliasearch/lite";
import { load } from "cheerio";
import instantsearch from "instantsearch.js/es";
import {
  connectConfigure,
  connectHits,
  connectPagination,
  connectRefinementList,
  connectSearchBox,
} from "instantsearch.js/es/connectors";
import type { HitsRenderState } from "instantsearch.js/es/connectors/hits/connectHits";
import type { PaginationRenderState } from "instantsearch.js/es/connectors/pagination/connectPagination";
import type { RefinementListRenderState } from "instantsearch.js/es/connectors/refinement-list/connectRefinementList";
import { Highlight } from "instantsearch.js/es/helpers/components";
import {
  facetCounts,
  liteClientFor,
  type RunningSearchService,
  recordsOfPage,
  startSearchService,
  theRecord,
  watchUnhandledRejections,
} from "../support/search-service";

type InstantSearch = ReturnType<typeof instantsearch>;

/** The latest render state each connector gave. */
interface Rendered {
  refineQuery: (query: string) => void;
  hits: HitsRenderState["hits"];
  types: RefinementListRenderState;
  tags: RefinementListRenderState;
  pagination: PaginationRenderState;
  /** Called on each render of the docusaurus_tag list. */
  onTags?: (state: RefinementListRenderState) => void;
}

/** Resolves once InstantSearch has rendered the results of its last search. */
function settled(search: InstantSearch): Promise<void> {
  return new Promise((resolve) => {
    const onRender = () => {
      if (search.status !== "idle") return;
      search.removeListener("render", onRender);
      resolve();
    };
    search.on("render", onRender);
  });
}

/**
 * Preact elements as HTML, text escaped as Preact escapes text nodes:
 * enough to see what a component would put into the page, without a DOM.
 */
function renderToHtml(node: unknown): string {
  if (node === null || node === undefined || typeof node === "boolean") {
    return "";
  }
  if (typeof node === "string" || typeof node === "number") {
    return String(node)
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;");
  }
  if (Array.isArray(node)) return node.map(renderToHtml).join("");
  const { type, props } = node as {
    type: unknown;
    props: Record<string, unknown>;
  };
  if (typeof type === "function") return renderToHtml(type(props));
  const tag = String(type);
  const className =
    typeof props.className === "string" ? ` class="${props.className}"` : "";
  return `<${tag}${className}>${renderToHtml(props.children)}</${tag}>`;
}

describe("InstantSearch.js against the search service", () => {
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

  /** A started InstantSearch with the widgets' latest render states. */
  async function started(): Promise<{
    search: InstantSearch;
    rendered: Rendered;
  }> {
    const rendered = {} as Rendered;
    const search = instantsearch({
      indexName: service.indexName,
      searchClient: client,
    });
    search.addWidgets([
      connectConfigure(() => {})({
        searchParameters: { hitsPerPage: 4, distinct: false },
      }),
      connectSearchBox((state) => {
        rendered.refineQuery = state.refine;
      })({}),
      connectHits((state) => {
        rendered.hits = state.hits;
      })({}),
      connectRefinementList((state) => {
        rendered.types = state;
      })({ attribute: "type", operator: "or" }),
      connectRefinementList((state) => {
        rendered.tags = state;
        rendered.onTags?.(state);
      })({ attribute: "docusaurus_tag" }),
      connectPagination((state) => {
        rendered.pagination = state;
      })({}),
    ]);
    const first = settled(search);
    search.start();
    await first;
    return { search, rendered };
  }

  async function refined(search: InstantSearch, change: () => void) {
    const done = settled(search);
    change();
    await done;
  }

  it("searches, refines a disjunctive list and pages", async () => {
    const { search, rendered } = await started();
    await refined(search, () => rendered.refineQuery("resistor"));
    assert.equal(rendered.pagination.nbHits, resistorPage().length);
    assert.equal(rendered.pagination.nbPages, 3);
    assert.equal(rendered.hits.length, 4);

    await refined(search, () => rendered.types.refine("lvl2"));
    await refined(search, () => rendered.types.refine("content"));
    const counts = facetCounts(resistorPage(), "type");
    // Refined values stay listed with the counts they would have alone
    assert.deepEqual(
      rendered.types.items
        .map((item) => [item.value, item.count, item.isRefined])
        .sort(),
      [
        ["content", counts.content, true],
        ["lvl1", counts.lvl1, false],
        ["lvl2", counts.lvl2, true],
        ["lvl3", counts.lvl3, false],
      ],
    );
    const wanted = resistorPage().filter(
      (record) => record.type === "content" || record.type === "lvl2",
    );
    assert.equal(rendered.pagination.nbHits, wanted.length);
    const seen = rendered.hits.map((hit) => hit.objectID);
    await refined(search, () => rendered.pagination.refine(1));
    assert.equal(rendered.pagination.currentRefinement, 1);
    seen.push(...rendered.hits.map((hit) => hit.objectID));
    assert.deepEqual(
      seen.sort(),
      wanted.map((record) => record.objectID).sort(),
    );
    search.dispose();
  });

  it("searches within a searchable refinement list", async () => {
    const { search, rendered } = await started();
    // What a searchable refinement list calls as the reader types
    const fromSearch = new Promise<RefinementListRenderState>((resolve) => {
      rendered.onTags = (state) => {
        if (state.isFromSearch) resolve(state);
      };
    });
    rendered.tags.searchForItems("def");
    const tags = await fromSearch;
    const counts = facetCounts(service.records, "docusaurus_tag");
    assert.deepEqual(
      tags.items.map((item) => [item.value, item.count, item.highlighted]),
      [
        [
          "docs-default-current",
          counts["docs-default-current"],
          "docs-<mark>def</mark>ault-current",
        ],
        ["default", counts.default, "<mark>def</mark>ault"],
      ],
    );
    search.dispose();
  });

  it("shows a highlighted record as it would with hosted Algolia and the same records", async () => {
    const { search, rendered } = await started();
    await refined(search, () => rendered.refineQuery("element limits"));
    const record = theRecord(service.records, (entry) =>
      (entry.content ?? "").includes("element limits"),
    );
    // The record holds the page's text escaped, as the DocSearch crawler
    // stores it
    assert.equal(
      record.content,
      "The &lt;resistor /&gt; element limits current through a trace.",
    );
    const hit = rendered.hits[0];
    assert.equal(hit?.objectID, record.objectID);

    // InstantSearch shows the stored text, its matches marked: what it
    // shows against hosted Algolia, which answers the text as stored
    const html = renderToHtml(
      Highlight({ hit: hit as never, attribute: "content" }),
    );
    const $ = load(html, null, false);
    assert.equal($.root().text(), record.content);
    assert.deepEqual(
      $("mark")
        .toArray()
        .map((mark) => $(mark).text()),
      ["element", "limits"],
    );
    search.dispose();
  });

  it("reports a refused parameter through its error event", async () => {
    const search = instantsearch({
      indexName: service.indexName,
      searchClient: client,
    });
    const failed = new Promise<Error & { status?: number }>((resolve) =>
      search.on("error", (error: Error & { error?: Error }) =>
        resolve((error.error ?? error) as Error & { status?: number }),
      ),
    );
    search.addWidgets([
      connectConfigure(() => {})({
        searchParameters: { optionalFilters: ["type:lvl1"] } as never,
      }),
      connectHits(() => {})({}),
    ]);
    search.start();
    const error = await failed;
    assert.equal(error.status, 400);
    assert.match(error.message, /optionalFilters/);
    search.dispose();
    assert.deepEqual(unhandled.rejections, []);
  });
});
