import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { queryTerms } from "../../search/engine/query-terms";
import { queryWords } from "../../search/engine/query-words";
import {
  createSearchIndex,
  searchIndex,
} from "../../search/engine/search-index";
import {
  completionsOf,
  createVocabulary,
  maxCompletions,
} from "../../search/engine/vocabulary";
import { record } from "../fixtures/search/records";

/** A vocabulary from records given as plain text, one string per record. */
function vocabularyOf(...texts: string[]) {
  return createVocabulary(texts.map((text) => [text.split(" ")]));
}

describe("search: completions of the word being typed", () => {
  it("offers the words held by most records first, never the prefix itself", () => {
    // Given "copper" in three records, "connector" in two, "cost" in one
    const vocabulary = vocabularyOf(
      "copper connector co",
      "copper connector",
      "copper cost",
      "board",
    );
    // Then "co" completes to them in that order, without "co" or "board"
    assert.deepEqual(completionsOf(vocabulary, "co"), [
      "copper",
      "connector",
      "cost",
    ]);
    assert.deepEqual(completionsOf(vocabulary, "x"), []);
  });

  it("counts a word once per record, breaking ties by length", () => {
    const vocabulary = vocabularyOf("capacitance capacitance cap", "capacitor");
    assert.deepEqual(completionsOf(vocabulary, "cap"), [
      "capacitor",
      "capacitance",
    ]);
  });

  it("keeps at most the limit however many words share the prefix", () => {
    // Given 300 words starting with "s": record r holds s0 … s(299 - r),
    // so s0 is in every record and s299 in one
    const vocabulary = createVocabulary(
      Array.from({ length: 300 }, (_, r) => [
        Array.from({ length: 300 - r }, (_, i) => `s${i}`),
      ]),
    );
    const found = completionsOf(vocabulary, "s");
    assert.equal(found.length, maxCompletions);
    assert.equal(found[0], "s0");
    // And a query asks MiniSearch for no more terms than that
    const terms = queryTerms(queryWords("s"), vocabulary);
    assert.ok(
      terms.wordOf.length <= maxCompletions + 1,
      `${terms.wordOf.length} terms`,
    );
  });
});

describe("search: terms asked for a query", () => {
  const vocabulary = vocabularyOf("resistor resistance");

  it("asks for swapped spellings with one edit fewer", () => {
    // "wier" allows one typo: "wire" is one swap away, asked for exactly
    const terms = queryTerms(queryWords("wier connect"), vocabulary);
    const at = terms.query.split(" ").indexOf("wire");
    assert.ok(at >= 0, terms.query);
    assert.equal(terms.fuzzy[at], false);
    assert.ok((terms.boost[at] ?? 1) < 1);
    // And the word as typed keeps its one edit
    const typed = terms.query.split(" ").indexOf("wier");
    assert.equal(terms.fuzzy[typed], 1);
    // Never more than one edit is asked for a word allowing one typo
    assert.ok(terms.fuzzy.every((edits) => edits === false || edits <= 1));
  });

  it("finds words two swaps away when two typos are allowed", () => {
    // Given a record with "resistor", when "reistsor" (two swaps) is typed
    const index = createSearchIndex([
      record({ url: "/resistor", content: "A resistor limits current" }),
      record({ url: "/led", content: "An led lights up" }),
    ]);
    const hits = (query: string) =>
      searchIndex(index, { query }).hits.map((hit) => hit.url);
    assert.deepEqual(hits("reistsor"), ["/resistor"]);
    assert.deepEqual(hits("current reistsor"), ["/resistor"]);
    // But three typos are still too many
    assert.deepEqual(hits("reitssro"), []);
  });

  it("completes only the last word", () => {
    const terms = queryTerms(queryWords("res current"), vocabulary);
    assert.ok(!terms.query.split(" ").includes("resistor"), terms.query);
    const last = queryTerms(queryWords("current res"), vocabulary);
    assert.ok(last.query.split(" ").includes("resistor"), last.query);
  });
});
