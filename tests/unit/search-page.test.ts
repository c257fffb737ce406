/**
 * The search page (src/theme/SearchPage): one row per page from the
 * service's hits, and the count of pages it shows, from the engine's facet
 * on `url_without_anchor`.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  createSearchIndex,
  searchIndex,
} from "../../search/engine/search-index";
import {
  groupHits,
  type PageHit,
  sectionsPerPage,
  snippetsByUrl,
} from "../../src/theme/SearchPage/groupHits";
import { textRuns } from "../../src/theme/SearchPage/highlighted";
import {
  pageSearchParams,
  snippetSearchParams,
} from "../../src/theme/SearchPage/request";
import { record } from "../fixtures/search/records";

const page = "Built-in Elements";
const records = [
  record({
    url: "/elements/resistor",
    type: "lvl1",
    hierarchy: { lvl0: page, lvl1: "&lt;resistor&gt;" },
    position: 0,
  }),
  record({
    url: "/elements/resistor",
    content: "Add a two-pin resistor to a board and set its resistance.",
    hierarchy: { lvl0: page, lvl1: "&lt;resistor&gt;" },
    position: 1,
  }),
  ...["props", "examples", "pins", "footprints", "notes"].flatMap(
    (anchor, i) => {
      const hierarchy = {
        lvl0: page,
        lvl1: "&lt;resistor&gt;",
        lvl2: `Resistor ${anchor}`,
      };
      const url = `/elements/resistor#${anchor}`;
      return [
        record({ url, type: "lvl2", hierarchy, position: 2 * i + 2 }),
        record({
          url,
          content: `The resistor ${anchor} in detail.`,
          hierarchy,
          position: 2 * i + 3,
        }),
      ];
    },
  ),
  record({
    url: "/elements/potentiometer",
    content: "A potentiometer is a resistor with a wiper.",
    hierarchy: { lvl0: page, lvl1: "&lt;potentiometer&gt;" },
  }),
  record({
    url: "/intro/installation",
    content: "Install the command line tool.",
    hierarchy: { lvl0: "Intro", lvl1: "Installation" },
  }),
];
const index = createSearchIndex(records);

function searchPage(query: string) {
  return searchIndex(index, pageSearchParams(query, 0));
}

/** The rows the page shows: both of its requests, as it sends them. */
function rowsFor(query: string) {
  const ranked = searchPage(query).hits as unknown as PageHit[];
  const text = searchIndex(index, snippetSearchParams(query, 0))
    .hits as unknown as PageHit[];
  return groupHits(ranked, snippetsByUrl(text));
}

describe("search page: rows and count", () => {
  it("shows one row per page, with a snippet and at most three sections", () => {
    const rows = rowsFor("resistor");
    assert.deepEqual(
      rows.map((row) => row.url),
      ["/elements/resistor", "/elements/potentiometer"],
    );
    const [resistor] = rows;
    assert.equal(resistor?.title, "&lt;<mark>resistor</mark>&gt;");
    assert.equal(resistor?.category, page);
    // The page's best text, marked.
    assert.match(resistor?.snippet ?? "", /<mark>resistor<\/mark>/);
    assert.equal(resistor?.sections.length, sectionsPerPage);
    assert.deepEqual(
      resistor?.sections.map((section) => section.url),
      [
        "/elements/resistor#props",
        "/elements/resistor#examples",
        "/elements/resistor#pins",
      ],
    );
    // Each section with its own text, unless the row already shows it.
    for (const section of resistor?.sections ?? []) {
      const anchor = section.url.split("#")[1];
      if (section.snippet === "")
        assert.match(resistor?.snippet ?? "", new RegExp(` ${anchor} `));
      else
        assert.equal(
          section.snippet,
          `The <mark>resistor</mark> ${anchor} in detail.`,
        );
    }
    assert.ok(
      resistor?.sections.some((section) => section.snippet !== ""),
      "no section has a snippet",
    );
  });

  it("counts pages, not records", () => {
    const answer = searchPage("resistor");
    assert.ok(answer.nbHits > 2, "the records outnumber the pages");
    assert.deepEqual(
      Object.keys(answer.facets?.url_without_anchor ?? {}).sort(),
      ["/elements/potentiometer", "/elements/resistor"],
    );
  });

  it("finds no page for a nonsense query", () => {
    const answer = searchPage("qzxvbw");
    assert.equal(answer.hits.length, 0);
    assert.deepEqual(answer.facets ?? {}, {});
  });
});

describe("search page: highlighted text", () => {
  it("reads marks as runs and unescapes the record's text", () => {
    assert.deepEqual(textRuns("&lt;<mark>resistor</mark>&gt; &amp; more"), [
      { text: "<", marked: false },
      { text: "resistor", marked: true },
      { text: "> & more", marked: false },
    ]);
  });

  it("keeps markup in a record as text", () => {
    assert.deepEqual(textRuns("&lt;img src=x onerror=alert(1)&gt;"), [
      { text: "<img src=x onerror=alert(1)>", marked: false },
    ]);
  });
});
