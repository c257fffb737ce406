import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { createDictionary, prefixRange } from "../../search/engine/dictionary";
import { buildPostings } from "../../search/engine/postings";
import { queryWords } from "../../search/engine/query-words";
import { findCandidates, rankHits } from "../../search/engine/rank";
import {
  createSearchIndex,
  searchIndex,
} from "../../search/engine/search-index";
import { termsWithin } from "../../search/engine/typo-walk";
import { typoDistance } from "../../search/engine/typos";
import { record } from "../fixtures/search/records";

const words = [
  "resistor",
  "resistance",
  "resist",
  "register",
  "resitor",
  "rsistor",
  "capacitor",
  "cap",
  "wire",
  "wier",
  "weir",
  "ca",
  "ac",
  "abc",
];

describe("search: dictionary of terms", () => {
  const dictionary = createDictionary(words);

  it("numbers the terms in sorted order, each once", () => {
    assert.deepEqual(dictionary.terms, [...new Set(words)].sort());
    dictionary.terms.forEach((term, id) => {
      assert.equal(dictionary.ids.get(term), id);
    });
  });

  it("finds the terms starting with a prefix as one range of numbers", () => {
    const [from, to] = prefixRange(dictionary, "resi");
    assert.deepEqual(dictionary.terms.slice(from, to), [
      "resist",
      "resistance",
      "resistor",
      "resitor",
    ]);
    const [none, empty] = prefixRange(dictionary, "zz");
    assert.equal(none, empty);
  });
});

describe("search: typo walk over the dictionary", () => {
  const dictionary = createDictionary(words);
  const within = (word: string, max: number, transpositions: boolean) => {
    const found = termsWithin(dictionary, word, max, transpositions);
    return new Map(
      found.ids.map((id, i) => [dictionary.terms[id], found.distances[i]]),
    );
  };

  it("finds exactly the terms a brute-force comparison finds", () => {
    for (const word of ["resistor", "wier", "capacitr", "ca", "xyz"]) {
      for (const max of [0, 1, 2]) {
        const walked = within(word, max, true);
        const expected = new Map(
          words
            .map((term) => [term, typoDistance(term, word, max)] as const)
            .filter(([, distance]) => distance <= max),
        );
        assert.deepEqual(walked, expected, `${word} within ${max}`);
      }
    }
  });

  it("counts a swap of neighbouring letters as one typo only with transpositions", () => {
    // "wier" → "wire" is one swap: Levenshtein counts two edits
    assert.equal(within("wier", 1, true).get("wire"), 1);
    assert.equal(within("wier", 1, false).get("wire"), undefined);
    assert.equal(within("wier", 2, false).get("wire"), 2);
  });
});

describe("search: postings", () => {
  it("scores a term higher in a short field than in a long one, and rarer terms higher", () => {
    const dictionary = createDictionary(["led", "resistor", "a", "b", "c"]);
    const id = (term: string) => dictionary.ids.get(term) as number;
    // Given "led" alone in one document and among other words in another
    const postings = buildPostings(
      dictionary,
      ["text"],
      [
        [[id("led")]],
        [[id("led"), id("a"), id("b"), id("c")]],
        [[id("resistor"), id("a")]],
      ],
    );
    const range = (term: string) => [
      postings.offsets[id(term)] as number,
      postings.offsets[id(term) + 1] as number,
    ];
    const [from, to] = range("led");
    assert.deepEqual(Array.from(postings.documents.subarray(from, to)), [0, 1]);
    const short = postings.scores[from] as number;
    const long = postings.scores[from + 1] as number;
    assert.ok(short > long, `${short} > ${long}`);
    // And "resistor", in one document of three, outweighs "a", in two
    const [resistor] = range("resistor");
    const [a] = range("a");
    const aInThird = Array.from(postings.documents).indexOf(2, a);
    assert.ok(
      (postings.scores[resistor as number] as number) >
        (postings.scores[aInThird] as number),
    );
  });
});

describe("search: ranking a query that matches most records", () => {
  // Given 300 pages of 10 records that all hold "element"
  const records = Array.from({ length: 3000 }, (_, i) =>
    record({
      url: `/page-${Math.floor(i / 10)}#part-${i % 10}`,
      content: `element ${i % 7 === 0 ? "resistor" : "wire"} part ${i}`,
    }),
  );
  const index = createSearchIndex(records);

  it("counts every kept hit without sorting every page", () => {
    const matching = findCandidates(index, queryWords("element"), {
      accept: () => true,
    });
    assert.equal(matching.count, 3000);
    // distinct 1 per URL and 5 per page: 300 pages × 5
    const ranked = rankHits(index, matching, 1, 5);
    assert.equal(ranked.total, 1500);
    const first = ranked.first(20);
    assert.equal(first.length, 20);
    // The hits come page by page, at most five per page
    const pages = first.map((hit) => hit.record.url_without_anchor);
    for (const page of new Set(pages)) {
      assert.ok(pages.filter((url) => url === page).length <= 5);
    }
  });

  it("answers the same hits and count as a request does", () => {
    const response = searchIndex(index, { query: "elem", hitsPerPage: 20 });
    assert.equal(response.nbHits, 1500);
    assert.equal(response.hits.length, 20);
    // A later page of hits continues where the first stopped
    const next = searchIndex(index, { query: "elem", page: 1 });
    const seen = new Set(response.hits.map((hit) => hit.objectID));
    assert.ok(next.hits.every((hit) => !seen.has(hit.objectID)));
  });
});
