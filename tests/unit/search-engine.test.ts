import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { SearchError } from "../../search/engine/errors";
import type { FacetSearchResponse } from "../../search/engine/facet-search";
import { searchMulti } from "../../search/engine/multi";
import {
  createSearchIndex,
  type Hit,
  type SearchIndex,
  type SearchResponse,
  searchIndex,
} from "../../search/engine/search-index";
import { storedText } from "../../search/records/stored-text";
import type { DocSearchRecord } from "../../search/records/types";
import { record } from "../fixtures/search/records";

function search(
  records: DocSearchRecord[],
  request: Record<string, unknown>,
): ReturnType<typeof searchIndex> {
  return searchIndex(createSearchIndex(records), request);
}

function urls(hits: Hit[]): unknown[] {
  return hits.map((hit) => hit.url);
}

function contentHighlight(hit: Hit | undefined): {
  value: string;
  matchLevel: string;
  matchedWords: string[];
} {
  const highlights = hit?._highlightResult as Record<string, never>;
  return highlights.content;
}

describe("search: word matching", () => {
  const records = [
    record({
      url: "/resistor",
      content: "The resistor element limits current",
    }),
    record({ url: "/wire", content: "Connect a wire between pins" }),
    record({ url: "/led", content: "An led lights up" }),
    record({ url: "/trace", content: "Route the trace" }),
    record({ url: "/schematic", content: "Open the schematic view" }),
    record({ url: "/accents", content: "Le Câble électrique" }),
  ];
  const index = createSearchIndex(records);
  const find = (query: string) => urls(searchIndex(index, { query }).hits);

  it("matches the last word as a prefix", () => {
    // Given a record with "resistor", when the query is its start
    // Then the record is found and only the typed part is highlighted
    const result = searchIndex(index, { query: "resis" });
    assert.deepEqual(urls(result.hits), ["/resistor"]);
    assert.equal(
      contentHighlight(result.hits[0]).value,
      "The <em>resis</em>tor element limits current",
    );
  });

  it("does not match earlier words as prefixes", () => {
    // Given "resis" typed before another word, it must be a whole word
    const result = searchIndex(index, { query: "resis element" });
    // Then no record has both words; the fallback keeps "element" only
    const highlight = contentHighlight(result.hits[0]);
    assert.equal(highlight.matchLevel, "partial");
    assert.deepEqual(highlight.matchedWords, ["element"]);
    assert.doesNotMatch(highlight.value, /<em>resis/);
    // And with the prefix last, both words match
    const both = contentHighlight(
      searchIndex(index, { query: "element resis" }).hits[0],
    );
    assert.equal(both.matchLevel, "full");
  });

  it("allows one typo from 4 letters, counting a swap as one", () => {
    assert.deepEqual(find("wier"), ["/wire"]);
    assert.deepEqual(find("wure"), ["/wire"]);
    // Two typos are too many under 8 letters
    assert.deepEqual(find("trzzce"), []);
  });

  it("allows no typo under 4 letters", () => {
    assert.deepEqual(find("led"), ["/led"]);
    assert.deepEqual(find("lcd"), []);
    assert.deepEqual(find("lde"), []);
  });

  it("allows two typos from 8 letters, not three", () => {
    assert.deepEqual(find("schamatik"), ["/schematic"]);
    assert.deepEqual(find("schamatak"), []);
  });

  it("highlights a typo match as the whole word", () => {
    const result = searchIndex(index, { query: "wier" });
    assert.equal(
      contentHighlight(result.hits[0]).value,
      "Connect a <em>wire</em> between pins",
    );
  });

  it("ignores case and accents", () => {
    const result = searchIndex(index, { query: "CABLE electrique" });
    assert.deepEqual(urls(result.hits), ["/accents"]);
    assert.equal(
      contentHighlight(result.hits[0]).value,
      "Le <em>Câble</em> <em>électrique</em>",
    );
    const prefix = searchIndex(index, { query: "le cab" });
    assert.equal(
      contentHighlight(prefix.hits[0]).value,
      "<em>Le</em> <em>Câb</em>le électrique",
    );
  });

  it("falls back to records with some of the words when none has all", () => {
    // Given no record has both "resistor" and "banana"
    const result = searchIndex(index, { query: "resistor banana" });
    // Then records with "resistor" are returned, marked as partial matches
    assert.deepEqual(urls(result.hits), ["/resistor"]);
    assert.equal(contentHighlight(result.hits[0]).matchLevel, "partial");
  });
});

describe("search: ranking", () => {
  it("ranks exact matches above prefix matches above typo matches", () => {
    // Given the typo match first in the index and the exact match last, in
    // the longest text (so text relevance alone would rank it lowest)
    const records = [
      record({ url: "/typo", content: "boart", position: 0 }),
      record({ url: "/prefix", content: "boardroom here", position: 1 }),
      record({
        url: "/exact",
        content: "a long sentence that mentions the board only once here",
        position: 2,
      }),
    ];
    // When searching for "board"
    const result = search(records, { query: "board" });
    // Then tiers decide the order
    assert.deepEqual(urls(result.hits), ["/exact", "/prefix", "/typo"]);
  });

  it("ranks the title above headings above content within a tier", () => {
    const records = [
      record({
        url: "/a",
        type: "content",
        content: "trace trace trace",
        position: 0,
      }),
      record({
        url: "/b#trace",
        type: "lvl2",
        hierarchy: { lvl1: "Routing", lvl2: "Trace" },
        position: 3,
      }),
      record({
        url: "/c",
        type: "lvl1",
        hierarchy: { lvl1: "Trace width and length" },
        position: 0,
      }),
      record({
        url: "/d#x",
        type: "lvl3",
        hierarchy: { lvl1: "Routing", lvl2: "More", lvl3: "Trace" },
        position: 1,
      }),
    ];
    const result = search(records, { query: "trace" });
    assert.deepEqual(urls(result.hits), ["/c", "/b#trace", "/d#x", "/a"]);
  });

  it("ranks earlier records of a page first when all else is equal", () => {
    const records = [
      record({ url: "/p#late", content: "via stitching", position: 7 }),
      record({ url: "/p#early", content: "via stitching", position: 2 }),
    ];
    assert.deepEqual(urls(search(records, { query: "via" }).hits), [
      "/p#early",
      "/p#late",
    ]);
  });

  it("counts inflections as exact matches, as Algolia's ignorePlurals does", () => {
    // Given a page that says "mount a hole" and one that says "mounted"
    // only in a longer word
    const records = [
      record({ url: "/other", content: "mountainous holes", position: 0 }),
      record({
        url: "/hole",
        content: "mount a hole in each corner",
        position: 1,
      }),
    ];
    // When a reader asks for "mounting holes"
    const result = search(records, { query: "mounting holes" });
    // Then the page with the stems of both words comes first, and its
    // highlight marks the inflected words
    assert.equal(urls(result.hits)[0], "/hole");
    assert.match(
      contentHighlight(result.hits[0]).value,
      /<em>mount<\/em> a <em>hole<\/em>/,
    );
  });

  it("ranks pages that hold every word first, even spread over records", () => {
    // Given a page with "tsci" and "push" in two records, and a page with
    // only "push", listed first and with a shorter text
    const records = [
      record({ url: "/button", content: "push" }),
      record({ url: "/cli#login", content: "tsci login opens a browser" }),
      record({ url: "/cli#publish", content: "push the package" }),
    ];
    // When searching for both words
    const result = search(records, { query: "tsci push" });
    // Then the page with both answers first, its records in page order;
    // the page with one word comes after it
    assert.deepEqual(urls(result.hits), [
      "/cli#login",
      "/cli#publish",
      "/button",
    ]);
  });

  it("ranks a record with the words side by side above one with them apart", () => {
    // Given two pages of the same length with the same words, the one with
    // the words apart listed first
    const records = [
      record({ url: "/apart", content: "tsci can then, later on, push" }),
      record({ url: "/together", content: "run tsci push when you are ready" }),
    ];
    // When searching for the phrase
    const result = search(records, { query: "tsci push" });
    // Then the record with the words next to each other comes first
    assert.deepEqual(urls(result.hits), ["/together", "/apart"]);
  });

  it("ranks a page that names another page's subject in a link below that page", () => {
    // Given a page whose "where to go next" item names the KiCad page, with
    // the words side by side, and the KiCad page, whose words are apart
    const records = [
      record({
        url: "/jlcpcb#next",
        hierarchy: { lvl1: "JLCPCB parts" },
        content: "Importing from KiCad: footprints",
        pointer: true,
      }),
      record({
        url: "/kicad",
        hierarchy: { lvl1: "Libraries" },
        content:
          "Importing a library of parts drawn elsewhere, such as footprints and symbols drawn in KiCad",
      }),
    ];
    // When searching for both words
    const result = search(records, { query: "importing kicad" });
    // Then the page about it comes first
    assert.deepEqual(urls(result.hits), ["/kicad", "/jlcpcb#next"]);
  });

  it("counts a title as the query when only stop words tell them apart", () => {
    // Given a page titled "Importing from KiCad" and a longer page with the
    // words side by side in its text
    const records = [
      record({
        url: "/jlcpcb",
        type: "lvl1",
        hierarchy: { lvl1: "Importing KiCad parts" },
        content: "Importing KiCad libraries and importing KiCad symbols",
      }),
      record({
        url: "/kicad",
        type: "lvl1",
        hierarchy: { lvl1: "Importing from KiCad" },
        content: "Bring footprints in",
        position: 0,
      }),
    ];
    // When the reader types it with a typo and without "from"
    const result = search(records, { query: "importing kicda" });
    // Then the page with that title comes first
    assert.equal(urls(result.hits)[0], "/kicad");
  });

  it("matches two typed words to the one word the pages write them as", () => {
    // Given the page of <netlabel> and a page about nets that says "label"
    // more often
    const records = [
      record({
        url: "/net",
        type: "lvl1",
        hierarchy: { lvl1: "<net>" },
        content:
          "A net joins pins. Label the net with a name; the label shows.",
      }),
      record({
        url: "/netlabel",
        type: "lvl1",
        hierarchy: { lvl1: "<netlabel>" },
        content: "Draws a name on a schematic wire.",
        position: 0,
      }),
    ];
    // When the reader types the name as two words, or the second inflected
    for (const query of ["net label", "net labels"]) {
      const result = search(records, { query });
      // Then the element whose name joins them comes first, matched as its
      // title, and highlighted
      assert.equal(urls(result.hits)[0], "/netlabel", query);
    }
    // And words with digits are not joined ("0603 pad" is no word)
    const digits = search([record({ url: "/x", content: "an 0603pad" })], {
      query: "0603 pad",
    });
    assert.equal(digits.nbHits, 0);
  });

  it("matches the synonyms of the reviewed list unless synonyms is false", () => {
    // Given a page that spells "colour" and one about enclosures
    const records = [
      record({ url: "/styles", content: "Change the colour of a trace" }),
      record({ url: "/enclosure", content: "A printed enclosure around it" }),
    ];
    // When a reader spells it the other way, or says "case"
    // Then the page is found, as exactly as the typed word
    assert.deepEqual(urls(search(records, { query: "trace color" }).hits), [
      "/styles",
    ]);
    assert.deepEqual(urls(search(records, { query: "case" }).hits), [
      "/enclosure",
    ]);
    // And with synonyms turned off only the typed word counts
    assert.deepEqual(
      urls(search(records, { query: "case", synonyms: false }).hits),
      [],
    );
  });

  it("gives a question's frame words no weight in a page's coverage", () => {
    // Given a page about sheets, another page that mentions sheets, and a
    // page that says "mean" (rarer among the pages than "sheet")
    const records = [
      record({ url: "/units", content: "What the numbers mean" }),
      record({ url: "/sheet", content: "A schematic sheet frames a drawing" }),
      record({ url: "/print", content: "Print each sheet" }),
    ];
    // When a reader asks what a sheet means
    const result = search(records, { query: "what does sheet mean" });
    // Then the pages about sheets come before the one that only says "mean"
    assert.deepEqual(urls(result.hits).slice(0, 2).sort(), [
      "/print",
      "/sheet",
    ]);
  });

  it("counts the words of an option or identifier typed whole only together", () => {
    // Given a page about DRC checks whose summary says "routing" and "drc",
    // the CLI page that lists the option, and pages that say "ignore"
    const records = [
      record({
        url: "/drccheck",
        type: "lvl1",
        hierarchy: { lvl1: "<drccheck>" },
        content: "Runs the routing DRC on a board",
        position: 0,
      }),
      record({
        url: "/build",
        content: "--ignore-routing-drc skips the routing DRC",
        position: 3,
      }),
      ...["/a", "/b", "/c"].map((url) =>
        record({ url, content: "ignore this" }),
      ),
    ];
    // When a reader types the option
    const result = search(records, { query: "--ignore-routing-drc" });
    // Then the page with the whole option comes first
    assert.equal(urls(result.hits)[0], "/build");

    // Given a route page whose summary has three of four words of the query
    // (but only "logs" of "include_logs") and the route that documents the
    // parameter
    const routes = [
      record({
        url: "/builds",
        type: "lvl1",
        hierarchy: { lvl1: "Get a build" },
        content: "A package release build and its logs",
        position: 0,
      }),
      record({
        url: "/builds#body",
        hierarchy: { lvl1: "Get a build", lvl2: "Body" },
        content: "include the id",
        position: 1,
      }),
      record({
        url: "/releases",
        type: "lvl1",
        hierarchy: { lvl1: "Get a release" },
        content: "One package release",
        position: 0,
      }),
      record({
        url: "/releases#body",
        hierarchy: { lvl1: "Get a release", lvl2: "Body" },
        content:
          "include_logs: the release with its build logs. include_logs adds logs of the package release",
        position: 1,
      }),
    ];
    // When the reader types the parameter with the route's words
    const routeResult = search(routes, {
      query: "include_logs package release",
    });
    // Then the page with the whole parameter comes first
    assert.equal(String(urls(routeResult.hits)[0]).split("#")[0], "/releases");
  });

  it("puts a page's records with more of the words before its title", () => {
    // Given a page whose title record has one query word and whose section
    // has both
    const records = [
      record({
        url: "/quickstart",
        type: "lvl1",
        hierarchy: { lvl1: "Quickstart" },
        content: "Start a project with tsci",
        position: 0,
      }),
      record({
        url: "/quickstart#publish",
        hierarchy: { lvl1: "Quickstart", lvl2: "Publish" },
        content: "tsci push",
        position: 5,
      }),
    ];
    const result = search(records, { query: "tsci push" });
    assert.deepEqual(urls(result.hits), ["/quickstart#publish", "/quickstart"]);
  });

  it("keeps one hit per URL unless distinct is turned off", () => {
    const records = [
      record({ url: "/same", content: "ground plane one", position: 1 }),
      record({ url: "/same", content: "ground plane two", position: 2 }),
    ];
    assert.equal(search(records, { query: "ground" }).nbHits, 1);
    assert.equal(
      search(records, { query: "ground", distinct: false }).nbHits,
      2,
    );
  });
});

describe("search: filters and paging", () => {
  const records = [
    record({
      url: "/en-docs",
      content: "pcb",
      docusaurus_tag: "docs-default-current",
    }),
    record({ url: "/en-page", content: "pcb", docusaurus_tag: "default" }),
    record({ url: "/en-blog", content: "pcb", docusaurus_tag: "blog" }),
    record({ url: "/fr-docs", content: "pcb", language: "fr" }),
  ];
  const index = createSearchIndex(records);
  const found = (facetFilters: unknown) =>
    urls(searchIndex(index, { query: "pcb", facetFilters }).hits).sort();

  const filtered = (request: Record<string, unknown>) =>
    urls(searchIndex(index, { query: "pcb", ...request }).hits).sort();

  it("reads filters with AND, OR, NOT and parentheses, AND binding tighter", () => {
    assert.deepEqual(
      filtered({
        filters:
          "language:en AND (docusaurus_tag:default OR docusaurus_tag:blog)",
      }),
      ["/en-blog", "/en-page"],
    );
    // Without the parentheses it reads (en AND default) OR blog
    assert.deepEqual(
      filtered({
        filters:
          "language:fr AND docusaurus_tag:default OR docusaurus_tag:blog",
      }),
      ["/en-blog"],
    );
    assert.deepEqual(
      filtered({ filters: 'NOT language:en AND NOT docusaurus_tag:"blog"' }),
      ["/fr-docs"],
    );
  });

  it("compares numbers in filters and numericFilters", () => {
    const levels = [
      record({ url: "/title", type: "lvl1", content: "pcb", position: 0 }),
      record({ url: "/heading", type: "lvl2", content: "pcb", position: 3 }),
      record({ url: "/text", content: "pcb", position: 9 }),
    ];
    const levelIndex = createSearchIndex(levels);
    const find = (request: Record<string, unknown>) =>
      urls(searchIndex(levelIndex, { query: "pcb", ...request }).hits).sort();
    assert.deepEqual(find({ filters: "weight.level >= 90" }), [
      "/heading",
      "/title",
    ]);
    assert.deepEqual(find({ filters: "weight.position:1 TO 9" }), [
      "/heading",
      "/text",
    ]);
    assert.deepEqual(
      find({ numericFilters: [["weight.level=100", "weight.position>5"]] }),
      ["/text", "/title"],
    );
    assert.deepEqual(find({ numericFilters: "weight.level!=0" }), [
      "/heading",
      "/title",
    ]);
  });

  it("refuses a filter it cannot read with a 400 that says where", () => {
    for (const [filters, message] of [
      ["language:en AND", /character 16: expected an attribute at the end/],
      ["(language:en", /expected a closing parenthesis/],
      ["weight.level > big", /"big" is not a number/],
      ['language:"en', /unclosed quote/],
      ["language:en language:fr", /unexpected "language"/],
      [`${"(".repeat(100)}language:en${")".repeat(100)}`, /nested too deeply/],
    ] as const) {
      assert.throws(
        () => searchIndex(index, { query: "pcb", filters }),
        (error: unknown) =>
          error instanceof SearchError &&
          error.status === 400 &&
          message.test(error.message),
        filters,
      );
    }
    assert.throws(
      () =>
        searchIndex(index, { query: "pcb", numericFilters: ["language:en"] }),
      /expected a numeric comparison/,
    );
  });

  it("turns typos off with typoTolerance false", () => {
    // "grund" is one typo from "ground"; a prefix still matches without typos
    const grounds = createSearchIndex([
      record({ url: "/ground", content: "ground plane" }),
    ]);
    assert.equal(searchIndex(grounds, { query: "grund" }).nbHits, 1);
    assert.equal(
      searchIndex(grounds, { query: "grund", typoTolerance: false }).nbHits,
      0,
    );
    assert.equal(
      searchIndex(grounds, { query: "grou", typoTolerance: "false" }).nbHits,
      1,
    );
  });

  it("keeps the fewest typos with typoTolerance min, the two fewest with strict", () => {
    // Given records matching "circut" with 0, 1 and 2 typos
    const circuits = createSearchIndex([
      record({ url: "/exact", content: "circut board" }),
      record({ url: "/one", content: "circuit board" }),
      record({ url: "/two", content: "circuits board" }),
    ]);
    const found = (typoTolerance: unknown) =>
      urls(searchIndex(circuits, { query: "circut", typoTolerance }).hits);
    // "circuits" is a typo of "circut" by two edits, but its stem
    // "circuit" is one: Algolia counts the fewest.
    assert.deepEqual(found(true).sort(), ["/exact", "/one", "/two"]);
    assert.deepEqual(found("min"), ["/exact"]);
    assert.deepEqual(found("strict").sort(), ["/exact", "/one", "/two"]);
    // Without an exact match, min keeps the one-typo records only
    const noExact = createSearchIndex([
      record({ url: "/one", content: "resistor" }),
      record({ url: "/two", content: "rezistors" }),
    ]);
    assert.deepEqual(
      urls(
        searchIndex(noExact, { query: "resistar", typoTolerance: "min" }).hits,
      ),
      ["/one"],
    );
    assert.deepEqual(
      urls(
        searchIndex(noExact, { query: "resistar", typoTolerance: "strict" })
          .hits,
      ).sort(),
      ["/one", "/two"],
    );
  });

  it("searches only the attributes in restrictSearchableAttributes", () => {
    const index = createSearchIndex([
      record({
        url: "/heading",
        type: "lvl2",
        hierarchy: { lvl1: "Board", lvl2: "Mounting holes" },
      }),
      record({ url: "/text", content: "Drill mounting holes last" }),
    ]);
    const found = (restrictSearchableAttributes?: unknown) =>
      urls(
        searchIndex(index, {
          query: "mounting holes",
          restrictSearchableAttributes,
        }).hits,
      ).sort();
    assert.deepEqual(found(), ["/heading", "/text"]);
    assert.deepEqual(found(["content"]), ["/text"]);
    assert.deepEqual(found("hierarchy.lvl2"), ["/heading"]);
    assert.deepEqual(found([]), ["/heading", "/text"]);
    assert.throws(
      () => found(["hierarchy.lvl1", "title"]),
      /"title" is not a searchable attribute/,
    );
  });

  it("reports how each hit matched with getRankingInfo", () => {
    const index = createSearchIndex([
      record({ url: "/near", content: "pull-up resistor on the reset pin" }),
      record({ url: "/far", content: "a resistor, and later a pull-up" }),
      record({ url: "/typo", content: "pul-up resistr" }),
    ]);
    const info = (query: string) =>
      Object.fromEntries(
        searchIndex(index, {
          query,
          getRankingInfo: true,
          distinct: 0,
        }).hits.map((hit) => [
          hit.url,
          hit._rankingInfo as Record<string, number>,
        ]),
      );
    const found = info("pull-up resistor");
    assert.equal(found["/near"]?.nbTypos, 0);
    assert.equal(found["/near"]?.words, 3);
    assert.equal(found["/near"]?.nbExactWords, 3);
    assert.ok(
      (found["/near"]?.proximityDistance ?? 0) <
        (found["/far"]?.proximityDistance ?? 0),
    );
    assert.equal(found["/typo"]?.nbTypos, 2);
    // Off by default
    assert.equal(
      searchIndex(index, { query: "resistor" }).hits[0]?._rankingInfo,
      undefined,
    );
  });

  it("accepts optionalWords: records lacking a word are kept anyway", () => {
    const index = createSearchIndex([
      record({ url: "/both", content: "red led" }),
      record({ url: "/one", content: "green led" }),
    ]);
    for (const optionalWords of [undefined, "red", ["red"]]) {
      assert.deepEqual(
        urls(searchIndex(index, { query: "red led", optionalWords }).hits),
        ["/both", "/one"],
      );
    }
    assert.throws(
      () => searchIndex(index, { query: "led", optionalWords: 3 }),
      /optionalWords/,
    );
  });

  it("ANDs the outer list and ORs the inner lists of facetFilters", () => {
    assert.deepEqual(
      found([
        "language:en",
        ["docusaurus_tag:default", "docusaurus_tag:docs-default-current"],
      ]),
      ["/en-docs", "/en-page"],
    );
  });

  it("accepts a single filter string, a JSON string and the legacy string", () => {
    assert.deepEqual(found("language:fr"), ["/fr-docs"]);
    assert.deepEqual(
      found(JSON.stringify(["language:en", ["docusaurus_tag:blog"]])),
      ["/en-blog"],
    );
    assert.deepEqual(
      found("language:en,(docusaurus_tag:blog,docusaurus_tag:default)"),
      ["/en-blog", "/en-page"],
    );
  });

  it("falls back to some of the words among the filtered records only", () => {
    // Given the only record with both words is in French
    const filtered = createSearchIndex([
      record({ url: "/fr", content: "pcb via", language: "fr" }),
      record({ url: "/en", content: "pcb only" }),
    ]);
    // When searching English records for both words
    const result = searchIndex(filtered, {
      query: "pcb via",
      facetFilters: ["language:en"],
    });
    // Then the English record with one of the words is found
    assert.deepEqual(urls(result.hits), ["/en"]);
  });

  it("supports negated filters", () => {
    assert.deepEqual(found(["language:-en"]), ["/fr-docs"]);
  });

  it("refuses facetFilters of the wrong type", () => {
    assert.throws(
      () => searchIndex(index, { query: "pcb", facetFilters: 5 }),
      (error: unknown) =>
        error instanceof SearchError &&
        error.status === 400 &&
        /facetFilters/.test(error.message),
    );
  });

  it("pages through hits with page and hitsPerPage", () => {
    // Given 5 matching records on 5 pages of the site
    const five = Array.from({ length: 5 }, (_, i) =>
      record({ url: `/page-${i}`, content: "footprint", position: i }),
    );
    const pageIndex = createSearchIndex(five);
    const page = (n: number) =>
      searchIndex(pageIndex, { query: "footprint", hitsPerPage: 2, page: n });
    // Then there are 3 pages of 2, 2 and 1 hits, and nothing after
    assert.equal(page(0).nbHits, 5);
    assert.equal(page(0).nbPages, 3);
    assert.deepEqual(urls(page(0).hits), ["/page-0", "/page-1"]);
    assert.deepEqual(urls(page(2).hits), ["/page-4"]);
    assert.equal(page(2).page, 2);
    assert.deepEqual(page(3).hits, []);
  });

  it("returns every record for an empty query, paged", () => {
    const result = searchIndex(index, { query: "", hitsPerPage: 3 });
    assert.equal(result.nbHits, 4);
    assert.equal(result.hits.length, 3);
    assert.equal(result.nbPages, 2);
  });

  it("defaults to 20 hits per page and caps it at 1000", () => {
    assert.equal(searchIndex(index, { query: "pcb" }).hitsPerPage, 20);
    assert.equal(
      searchIndex(index, { query: "pcb", hitsPerPage: 5000 }).hitsPerPage,
      1000,
    );
  });
});

describe("search: response shape", () => {
  const records = [
    record({
      url: "/elements/resistor",
      type: "content",
      hierarchy: { lvl0: "Elements", lvl1: "Resistor", lvl2: "Usage" },
      content:
        "Place a resistor between the supply and the led to limit the current that flows, then check the power rating of the part",
    }),
    record({
      url: "/elements/board",
      // As the crawler stores it: the page's text HTML-escaped.
      content: storedText('Wrap parts in <board width="10mm"> & set its size'),
    }),
  ];
  const index = createSearchIndex(records);

  it("snippets N words around the first match with the ellipsis", () => {
    const result = searchIndex(index, {
      query: "rating",
      attributesToSnippet: ["content:10", "hierarchy.lvl1:10"],
    });
    const snippets = result.hits[0]?._snippetResult as Record<string, never>;
    const content = snippets.content as { value: string; matchLevel: string };
    assert.equal(
      content.value,
      "…that flows, then check the power <em>rating</em> of the part",
    );
    assert.equal(content.matchLevel, "full");
    // Short attributes come back whole, without ellipsis
    assert.deepEqual((snippets.hierarchy as Record<string, unknown>).lvl1, {
      value: "Resistor",
      matchLevel: "none",
    });
  });

  it("cuts a snippet on both sides when the match is in the middle", () => {
    const result = searchIndex(index, {
      query: "led",
      attributesToSnippet: ["content:10"],
      snippetEllipsisText: "...",
    });
    const { value } = (result.hits[0]?._snippetResult as Record<string, never>)
      .content as { value: string };
    assert.equal(
      value,
      "...and the <em>led</em> to limit the current that flows, then...",
    );
    const words = value.replace(/<\/?em>|\.\.\./g, "").split(/\s+/);
    assert.equal(words.length, 10);
  });

  it("uses the highlight tags asked for", () => {
    const result = searchIndex(index, {
      query: "resistor",
      highlightPreTag: "<mark>",
      highlightPostTag: "</mark>",
    });
    const highlights = result.hits[0]?._highlightResult as Record<
      string,
      never
    >;
    assert.deepEqual((highlights.hierarchy as Record<string, unknown>).lvl1, {
      value: "<mark>Resistor</mark>",
      matchLevel: "full",
      matchedWords: ["resistor"],
      fullyHighlighted: true,
    });
  });

  it("returns the stored text with tags inserted, escaping nothing again", () => {
    const result = searchIndex(index, {
      query: "board",
      highlightPreTag: "<mark>",
      highlightPostTag: "</mark>",
    });
    assert.equal(
      contentHighlight(result.hits[0]).value,
      "Wrap parts in &lt;<mark>board</mark> width=&quot;10mm&quot;&gt; & set its size",
    );
  });

  it("retrieves only the attributes asked for, and objectID", () => {
    const result = searchIndex(index, {
      query: "resistor",
      attributesToRetrieve: ["hierarchy.lvl0", "url", "type"],
    });
    const hit = result.hits[0] as Record<string, unknown>;
    assert.deepEqual(Object.keys(hit).sort(), [
      "_highlightResult",
      "hierarchy",
      "objectID",
      "type",
      "url",
    ]);
    assert.deepEqual(hit.hierarchy, { lvl0: "Elements" });
    // Only retrieved searchable attributes are highlighted
    assert.deepEqual(Object.keys(hit._highlightResult as object), [
      "hierarchy",
    ]);
  });

  it("reads parameters from a url-encoded params string", () => {
    const params =
      "query=resis&hitsPerPage=1&attributesToRetrieve=%5B%22url%22%5D&facetFilters=%5B%22language%3Aen%22%5D";
    const fromString = searchIndex(index, { indexName: "tscircuit", params });
    const fromFields = searchIndex(index, {
      query: "resis",
      hitsPerPage: 1,
      attributesToRetrieve: ["url"],
      facetFilters: ["language:en"],
    });
    assert.deepEqual(fromString.hits, fromFields.hits);
    assert.equal(fromString.hitsPerPage, 1);
    assert.equal(fromString.params, params);
    assert.equal(fromString.query, "resis");
  });

  it("gives a queryID only with clickAnalytics", () => {
    const tracked = searchIndex(index, { query: "led", clickAnalytics: true });
    assert.match(tracked.queryID ?? "", /^[0-9a-f]{32}$/);
    assert.equal(searchIndex(index, { query: "led" }).queryID, undefined);
  });

  it("answers in Algolia's result shape", () => {
    const result = searchIndex(index, { indexName: "tscircuit", query: "led" });
    assert.equal(result.exhaustiveNbHits, true);
    assert.deepEqual(result.renderingContent, {});
    assert.equal(result.index, "tscircuit");
    assert.equal(result.params, "query=led");
    assert.equal(typeof result.processingTimeMS, "number");
    assert.equal(result.facets, undefined);
  });

  it("cuts the query to 512 characters and never refuses it", () => {
    const result = searchIndex(index, { query: `led ${"x".repeat(700)}` });
    assert.equal(result.query.length, 512);
  });

  it("counts facet values when facets are asked for", () => {
    const result = searchIndex(index, {
      query: "",
      facets: ["language", "docusaurus_tag"],
    });
    assert.deepEqual(result.facets, {
      language: { en: 2 },
      docusaurus_tag: { "docs-default-current": 2 },
    });
  });

  it("refuses a known parameter with a value of the wrong type", () => {
    assert.throws(
      () => searchIndex(index, { query: "led", hitsPerPage: "many" }),
      /hitsPerPage/,
    );
  });
});

describe("searchMulti", () => {
  const indexes = new Map<string, SearchIndex>([
    [
      "tscircuit",
      createSearchIndex([record({ url: "/a", content: "autorouter" })]),
    ],
  ]);

  it("answers each request in order, naming its index", () => {
    const { results } = searchMulti(indexes, {
      requests: [
        { indexName: "tscircuit", query: "autorouter" },
        { indexName: "tscircuit", params: "query=nothinghere" },
      ],
    });
    assert.equal(results.length, 2);
    const [first, second] = results as SearchResponse[];
    assert.equal(first?.nbHits, 1);
    assert.equal(second?.nbHits, 0);
    assert.equal(second?.index, "tscircuit");
  });

  it("answers facet-value searches in a batch, most frequent value first", () => {
    const facetIndexes = new Map<string, SearchIndex>([
      [
        "tscircuit",
        createSearchIndex([
          record({ url: "/a", content: "resistor", type: "content" }),
          record({ url: "/b", content: "resistor", type: "content" }),
          record({ url: "/c", content: "resistor", type: "lvl2" }),
          record({ url: "/d", content: "capacitor", type: "lvl3" }),
        ]),
      ],
    ]);
    const { results } = searchMulti(facetIndexes, {
      requests: [
        { indexName: "tscircuit", query: "resistor" },
        {
          indexName: "tscircuit",
          type: "facet",
          facet: "type",
          params: "query=resistor&facetQuery=l&maxFacetHits=5",
        },
        {
          indexName: "tscircuit",
          type: "facet",
          facet: "type",
          facetQuery: "",
        },
      ],
    });
    assert.equal((results[0] as SearchResponse).nbHits, 3);
    // Only values starting with "l", among records matching "resistor"
    assert.deepEqual((results[1] as FacetSearchResponse).facetHits, [
      { value: "lvl2", highlighted: "<em>l</em>vl2", count: 1 },
    ]);
    // No query: every record, most frequent first
    assert.deepEqual(
      (results[2] as FacetSearchResponse).facetHits.map((hit) => [
        hit.value,
        hit.count,
      ]),
      [
        ["content", 2],
        ["lvl2", 1],
        ["lvl3", 1],
      ],
    );
    // Only attributes for faceting can be searched
    assert.throws(
      () =>
        searchMulti(facetIndexes, {
          requests: [{ indexName: "tscircuit", type: "facet", facet: "url" }],
        }),
      (error: unknown) => error instanceof SearchError && error.status === 400,
    );
  });

  it("refuses an unknown index with 404", () => {
    assert.throws(
      () => searchMulti(indexes, { requests: [{ indexName: "other" }] }),
      (error: unknown) =>
        error instanceof SearchError &&
        error.status === 404 &&
        error.message === "Index other does not exist",
    );
  });

  it("refuses a body without requests with 400", () => {
    for (const body of [undefined, [], { requests: [] }, { requests: [1] }]) {
      assert.throws(
        () => searchMulti(indexes, body),
        (error: unknown) =>
          error instanceof SearchError && error.status === 400,
      );
    }
  });
});

describe("search: repeated requests", () => {
  it("answer the same, with a fresh queryID each time", () => {
    const index = createSearchIndex([
      record({
        url: "/elements/resistor",
        content: "A resistor limits current.",
      }),
      record({ url: "/elements/led", content: "An LED needs a resistor." }),
    ]);
    const request = { query: "resistor", clickAnalytics: true };
    const first = searchIndex(index, request);
    const second = searchIndex(index, { ...request });
    assert.deepEqual(urls(second.hits), urls(first.hits));
    assert.equal(second.nbHits, first.nbHits);
    assert.match(second.queryID ?? "", /^[0-9a-f]{32}$/);
    assert.notEqual(second.queryID, first.queryID);
    // A different request is answered on its own.
    assert.equal(searchIndex(index, { query: "led" }).hits.length, 1);
  });
});

describe("search: questions", () => {
  it("ignore words that carry no topic, but keep the word being typed", async () => {
    const { queryWords } = await import("../../search/engine/query-words");
    assert.deepEqual(
      queryWords("how do I connect two pins").map((word) => word.text),
      ["connect", "two", "pins"],
    );
    assert.deepEqual(
      queryWords("how do i").map((word) => word.text),
      ["i"],
    );
  });

  it("search every word when removeStopWords is false or an empty list", () => {
    const records = [
      record({ url: "/with", content: "the pins of the chip", position: 0 }),
      record({ url: "/without", content: "pins of a chip", position: 1 }),
    ];
    const marked = (request: Record<string, unknown>) =>
      search(records, { query: "the pins", ...request }).hits.map(
        (hit) =>
          (hit._highlightResult as { content: { value: string } }).content
            .value,
      );
    // Dropped by default and with ["en"]: "the" is never marked.
    for (const request of [{}, { removeStopWords: ["en"] }]) {
      for (const value of marked(request)) {
        assert.doesNotMatch(value, /<em>the<\/em>/);
      }
    }
    for (const removeStopWords of [false, []]) {
      const values = marked({ removeStopWords });
      assert.ok(
        values.some((value) => /<em>the<\/em> <em>pins<\/em>/.test(value)),
        `removeStopWords ${JSON.stringify(removeStopWords)}: ${values}`,
      );
    }
  });
});

describe("search: facets and slices", () => {
  const records = [
    record({ url: "/a", content: "resistor", type: "content", position: 0 }),
    record({ url: "/b", content: "resistor", type: "content", position: 1 }),
    record({ url: "/c", content: "resistor", type: "lvl3", position: 2 }),
    record({ url: "/d", content: "resistor", type: "lvl2", position: 3 }),
  ];

  it("counts facet values most frequent first, keeping maxValuesPerFacet", () => {
    const result = search(records, {
      query: "resistor",
      facets: ["type"],
      maxValuesPerFacet: 2,
    });
    assert.deepEqual(Object.entries(result.facets?.type ?? {}), [
      ["content", 2],
      ["lvl2", 1],
    ]);
    assert.equal(result.exhaustiveFacetsCount, true);
  });

  it("answers offset and length instead of a page", () => {
    const all = urls(search(records, { query: "resistor" }).hits);
    const result = search(records, { query: "resistor", offset: 1, length: 2 });
    assert.deepEqual(urls(result.hits), all.slice(1, 3));
    assert.equal(result.offset, 1);
    assert.equal(result.length, 2);
  });
});

describe("search: highlighting and markup", () => {
  // Hosted Algolia returns a record's text as stored, tags inserted; the
  // DocSearch crawler stores text HTML-escaped. The engine does the same for
  // either kind of record, so its answers match Algolia's for the same records.
  const escaped = record({
    url: "/resistor",
    content: storedText("Use <resistor> & friends, don't guess"),
  });
  const raw = record({ url: "/raw", content: "Use <b>resistor</b> & friends" });
  const ais = {
    highlightPreTag: "__ais-highlight__",
    highlightPostTag: "__/ais-highlight__",
  };
  const mark = { highlightPreTag: "<mark>", highlightPostTag: "</mark>" };

  it("answers an escaped record's text as stored, whatever the tags", () => {
    assert.equal(
      escaped.content,
      "Use &lt;resistor&gt; & friends, don&#x27;t guess",
    );
    const withMark = search([escaped], { query: "resistor", ...mark }).hits[0];
    assert.equal(
      contentHighlight(withMark).value,
      "Use &lt;<mark>resistor</mark>&gt; & friends, don&#x27;t guess",
    );
    const withAis = search([escaped], { query: "resistor", ...ais }).hits[0];
    assert.equal(
      contentHighlight(withAis).value,
      "Use &lt;__ais-highlight__resistor__/ais-highlight__&gt; & friends, don&#x27;t guess",
    );
  });

  it("answers a raw record's text raw, markup and all, as Algolia does", () => {
    const hit = search([raw], { query: "resistor", ...mark }).hits[0];
    assert.equal(
      contentHighlight(hit).value,
      "Use <b><mark>resistor</mark></b> & friends",
    );
    const snippets = search([raw], {
      query: "friends",
      attributesToSnippet: ["content:3"],
      ...mark,
    }).hits[0]?._snippetResult as Record<string, { value: string }>;
    assert.equal(
      snippets.content?.value,
      "…resistor</b> & <mark>friends</mark>",
    );
  });

  it("never matches, highlights or cuts a character reference", () => {
    // "lt", "gt" and "x27" are not words of the record
    for (const query of ["lt", "gt", "x27", "quot"]) {
      assert.equal(search([escaped], { query }).nbHits, 0, query);
    }
    // The words on either side of a reference are found and marked whole
    const hit = search([escaped], { query: "don guess", ...mark }).hits[0];
    assert.equal(
      contentHighlight(hit).value,
      "Use &lt;resistor&gt; & friends, <mark>don</mark>&#x27;t <mark>guess</mark>",
    );
    // A snippet starts and ends at words, never inside a reference
    const snippets = search([escaped], {
      query: "resistor",
      attributesToSnippet: ["content:2"],
      ...mark,
    }).hits[0]?._snippetResult as Record<string, { value: string }>;
    assert.equal(
      snippets.content?.value,
      "…<mark>resistor</mark>&gt; & friends…",
    );
  });
});

describe("search: pages", () => {
  it("ranks the page titled with the query above pages that use the word more", () => {
    // Given a guide that says "chip" often and the element page titled <chip>
    const records = [
      record({
        url: "/guides/chips",
        hierarchy: { lvl1: "Configuring chips" },
        content: "chip chip chip: a chip has pins",
        position: 0,
      }),
      record({
        url: "/elements/chip",
        type: "lvl1",
        hierarchy: { lvl1: "<chip>" },
        content: "A packaged part with many pins",
        position: 1,
      }),
    ];
    // When searching for the element's name
    const result = search(records, { query: "chip" });
    // Then the page whose title is the query comes first
    assert.equal(urls(result.hits)[0], "/elements/chip");
  });

  it("does not let a typo match of a word the pages hold demote a page", () => {
    // Given a page about through-hole pads that says "male" (one letter
    // from "make") but never "make", a page that mentions pads in passing,
    // and a page that does say "make"
    const records = [
      record({
        url: "/platedhole",
        content: "a through hole pad: through hole pad sizes for male pins",
        position: 0,
      }),
      record({
        url: "/passing",
        content: "a pad, then a hole, text going through other topics entirely",
        position: 1,
      }),
      record({ url: "/other", content: "make a board", position: 2 }),
    ];
    // When a reader asks how to make one
    const result = search(records, { query: "make a through hole pad" });
    // Then the page about the pads comes first: "make" was meant, not
    // mistyped, so "male" neither covers it nor marks the page as a typo
    // match; the typo match is still a hit
    assert.equal(urls(result.hits)[0], "/platedhole");
    assert.ok(urls(result.hits).includes("/passing"));
  });

  it("still judges a page by its typo matches of a word no page holds", () => {
    // Given a page that says "build" and one that never mentions it
    const records = [
      record({
        url: "/build",
        content: "tsci build writes the kicad project",
        position: 0,
      }),
      record({
        url: "/add",
        content: "tsci add a kicad project package and a kicad project",
        position: 1,
      }),
    ];
    // When the reader mistypes "build"
    const result = search(records, { query: "tsci buld kicad project" });
    // Then the page the typo points to comes first
    assert.equal(urls(result.hits)[0], "/build");
  });

  it("ranks the page titled with the query above one whose title only begins with it", () => {
    // Given <tracehint>, whose page says "trace" more often, and <trace>
    const records = [
      record({
        url: "/elements/tracehint",
        type: "lvl1",
        hierarchy: { lvl1: "<tracehint>" },
        content: "steer a trace: the trace passes the hint, trace by trace",
        position: 0,
      }),
      record({
        url: "/elements/trace",
        type: "lvl1",
        hierarchy: { lvl1: "<trace>" },
        content: "connect two pins",
        position: 1,
      }),
    ];
    // When searching for the whole word "trace"
    const whole = search(records, { query: "trace" });
    // Then the page titled "trace" comes first, while a title the query
    // only begins still counts as a title while the word is being typed
    assert.deepEqual(urls(whole.hits), [
      "/elements/trace",
      "/elements/tracehint",
    ]);
    const typing = search(records, { query: "tracehi" });
    assert.equal(urls(typing.hits)[0], "/elements/tracehint");
  });

  it("ranks a page whose summary says the query above one that mentions it often", () => {
    // Given a long guide that mentions publishing packages in its text, and a
    // command page whose summary says it
    const records = [
      record({
        url: "/guides/registry",
        hierarchy: { lvl1: "Registry" },
        content:
          "publish a package to the registry; every package you publish to the registry is public; publish again to update the package",
        position: 0,
      }),
      record({
        url: "/cli/push",
        type: "lvl1",
        hierarchy: { lvl1: "tsci push" },
        content: "Publish a package to the registry with tsci push.",
        position: 1,
      }),
    ];
    // When a reader asks how to publish
    const result = search(records, {
      query: "publish my circuit package to the registry",
    });
    // Then the page that is about it comes first
    assert.equal(urls(result.hits)[0], "/cli/push");
  });

  it("does not rank a category page first on its summary of its children", () => {
    // Given a category page (pageRank -1) whose summary holds the query, and
    // the page it links to, which holds it in its text
    const records = [
      record({
        url: "/category/generation",
        type: "lvl1",
        hierarchy: { lvl1: "Generation" },
        content: "Ask an AI assistant to write a circuit.",
        pageRank: -1,
        position: 0,
      }),
      record({
        url: "/guides/ai",
        hierarchy: { lvl1: "Boards from AI", lvl2: "Prompting" },
        content:
          "Ask an AI assistant to write circuit code, then compile the circuit.",
        position: 1,
      }),
    ];
    const result = search(records, {
      query: "ask an ai assistant to write a circuit",
    });
    assert.equal(urls(result.hits)[0], "/guides/ai");
  });

  it("shows at most five hits of one page so later pages stay visible", () => {
    // Given a page with eight sections that match and another page
    const records = [
      ...Array.from({ length: 8 }, (_, i) =>
        record({
          url: `/long#s${i}`,
          content: `resistor section ${i}`,
          position: i,
        }),
      ),
      record({ url: "/short", content: "resistor", position: 9 }),
    ];
    // When searching with DocSearch's distinct setting
    const result = search(records, { query: "resistor", hitsPerPage: 20 });
    // Then five hits of the long page, then the other page
    const pages = urls(result.hits).map((url) => String(url).split("#")[0]);
    assert.equal(pages.filter((url) => url === "/long").length, 5);
    assert.ok(pages.includes("/short"));
  });
});
