/**
 * The terms a query asks the index for (as it once asked MiniSearch), each
 * with the query word it stands for, how many edits it may be off by and
 * how much its matches weigh; term-matches.ts expands them.
 *
 * - Every word's stem, which the index holds for inflected forms, and the
 *   word as typed when it differs and may be a prefix or hold typos
 *   ("position" finds "positioning" by prefix and "positions" by stem).
 * - Typos: the expansion counts edits as Levenshtein does, where swapping two
 *   adjacent letters is two edits; Algolia counts it as one. Rather than ask
 *   MiniSearch for one edit more than allowed (a two-edit walk of the term
 *   tree from every four-letter word cost up to 100 ms per query), each
 *   swapped spelling is asked for with one edit fewer, and where two typos
 *   are allowed each twice-swapped spelling exactly.
 * - The word being typed: its commonest completions (vocabulary.ts), not
 *   every word that starts with it.
 *
 * Algolia's count (typo-walk.ts with swaps) still decides what counts as a
 * typo (term-matches.ts), so these
 * only have to find every candidate, not judge it.
 */
import type { QueryWord } from "./query-words";
import { joinedPairs } from "./term-matches";
import { completionsOf, type Vocabulary } from "./vocabulary";

export interface QueryTerms {
  /** The terms, in the order asked. */
  terms: string[];
  /** The terms, space-separated. */
  query: string;
  /** The query word each term stands for, by term position. */
  wordOf: QueryWord[];
  /** Edits each term may be off by (false: none), by term position. */
  fuzzy: (number | false)[];
  /** What a match of each term weighs, by term position. */
  boost: number[];
}

// MiniSearch's default weights for prefix and fuzzy matches, which it
// applied to these terms when it expanded them itself.
const completionWeight = 0.375;
const typoWeight = 0.45;

export function queryTerms(
  words: readonly QueryWord[],
  vocabulary: Vocabulary,
): QueryTerms {
  const terms: QueryTerms = {
    terms: [],
    query: "",
    wordOf: [],
    fuzzy: [],
    boost: [],
  };
  const seen = new Set<string>();
  const add = (
    term: string,
    word: QueryWord,
    fuzzy: number | false,
    boost: number,
  ) => {
    if (seen.has(term)) return;
    seen.add(term);
    terms.wordOf.push(word);
    terms.fuzzy.push(fuzzy);
    terms.boost.push(boost);
  };
  for (const word of words) {
    const typed = word.prefix || word.typos > 0;
    add(word.stem, word, (word.stem === word.text && word.typos) || false, 1);
    if (typed) add(word.text, word, word.typos || false, 1);
    for (const synonym of word.synonyms ?? []) add(synonym, word, false, 1);
    if (word.typos > 0) {
      for (const swapped of adjacentSwaps(word.text)) {
        const length = swapped.length;
        add(
          swapped,
          word,
          word.typos - 1 || false,
          (typoWeight * length) / (length + 1),
        );
        // Two swaps are two typos, allowed from eight letters: looked up
        // as they are, which costs no tree walk.
        if (word.typos > 1) {
          for (const twice of adjacentSwaps(swapped)) {
            if (twice === word.text) continue;
            add(twice, word, false, (typoWeight * length) / (length + 2));
          }
        }
      }
    }
    if (word.prefix) {
      for (const completion of completionsOf(vocabulary, word.text)) {
        const extra = completion.length - word.text.length;
        add(
          completion,
          word,
          false,
          (completionWeight * completion.length) /
            (completion.length + 0.3 * extra),
        );
      }
    }
  }
  // Neighbouring words as the one word the pages may write them as
  // (term-matches.ts judges the joined term a match of both words).
  for (const [w, joined] of joinedPairs(words)) {
    for (const form of joined) add(form, words[w] as QueryWord, false, 1);
  }
  terms.terms = [...seen];
  terms.query = terms.terms.join(" ");
  return terms;
}

/** The word with each pair of neighbouring letters swapped, when that changes it. */
function adjacentSwaps(word: string): string[] {
  const letters = Array.from(word);
  const swaps: string[] = [];
  for (let i = 0; i + 1 < letters.length; i += 1) {
    if (letters[i] === letters[i + 1]) continue;
    const copy = letters.slice();
    copy[i] = letters[i + 1] as string;
    copy[i + 1] = letters[i] as string;
    swaps.push(copy.join(""));
  }
  return swaps;
}
