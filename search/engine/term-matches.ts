/**
 * How every term of the index matches each query word, worked out once per
 * query: ranking, proximity and highlighting then look a term's match up
 * by its number instead of comparing strings (matchKind) for each record.
 * Also the terms each of MiniSearch's former query terms stood for, with
 * the weights MiniSearch gave them (query-terms.ts says which are asked).
 */
import type { Dictionary } from "./dictionary";
import { prefixRange } from "./dictionary";
import type { QueryTerms } from "./query-terms";
import { type MatchKind, matchKind, type QueryWord } from "./query-words";
import { type TermsWithin, termsWithin } from "./typo-walk";

export interface TermMatches {
  readonly words: readonly QueryWord[];
  /**
   * `kinds[term * words.length + word]`: 0 no match, then 1 exact, 2
   * prefix, 3 typo (the rank of the match kind plus one).
   */
  readonly kinds: Int8Array;
  /** The typos of each typo match, by the same position. */
  readonly typos: Uint8Array;
  /** Which words each term matches, one bit each, by term number. */
  readonly masks: Int32Array;
}

export const kindNames: readonly (MatchKind | null)[] = [
  null,
  "exact",
  "prefix",
  "typo",
];

/** Walks remembered per dictionary: a typed query repeats its earlier words. */
const keptWalks = 4_000;
const walks = new WeakMap<Dictionary, Map<string, TermsWithin>>();

/** The dictionary's terms within `max` edits of `word`, remembered. */
export function termsNear(
  dictionary: Dictionary,
  word: string,
  max: number,
  transpositions: boolean,
): TermsWithin {
  let known = walks.get(dictionary);
  if (!known) {
    known = new Map();
    walks.set(dictionary, known);
  }
  const key = `${transpositions ? "t" : "l"}${max}:${word}`;
  let found = known.get(key);
  if (!found) {
    found = termsWithin(dictionary, word, max, transpositions);
    if (known.size >= keptWalks) known.clear();
    known.set(key, found);
  }
  return found;
}

/**
 * The arrays of the last judgement, per dictionary, reused by the next: a
 * judgement is read by the query that made it, before another is made.
 */
interface Judgement {
  matches: TermMatches;
  /** Terms given a match, whose entries the next judgement clears. */
  touched: number[];
  /** Counts judgements, so a stale one is never answered. */
  generation: number;
}

const lastJudgement = new WeakMap<Dictionary, Judgement>();
const judgedWords = new WeakMap<
  readonly QueryWord[],
  { dictionary: Dictionary; generation: number }
>();

/**
 * The judgement of the index's terms for these query words, worked out
 * once: ranking and highlighting of one query share it. Valid until the
 * next query is judged.
 */
export function matchesFor(
  dictionary: Dictionary,
  words: readonly QueryWord[],
): TermMatches {
  const last = lastJudgement.get(dictionary);
  const known = judgedWords.get(words);
  if (
    last &&
    known?.dictionary === dictionary &&
    known.generation === last.generation
  ) {
    return last.matches;
  }
  const matches = judgeTerms(dictionary, words);
  judgedWords.set(words, {
    dictionary,
    generation: (lastJudgement.get(dictionary) as Judgement).generation,
  });
  return matches;
}

/** Arrays for judging `count` words, cleared of the last judgement. */
function freshJudgement(dictionary: Dictionary, count: number): Judgement {
  const termCount = dictionary.terms.length;
  let judgement = lastJudgement.get(dictionary);
  if (!judgement || judgement.matches.kinds.length < termCount * count) {
    const size = termCount * Math.max(count, 10);
    judgement = {
      matches: {
        words: [],
        kinds: new Int8Array(size),
        typos: new Uint8Array(size),
        masks: new Int32Array(termCount),
      },
      touched: [],
      generation: judgement?.generation ?? 0,
    };
    lastJudgement.set(dictionary, judgement);
  } else {
    const { kinds, typos, masks } = judgement.matches;
    const stride = judgement.matches.words.length;
    for (const term of judgement.touched) {
      masks[term] = 0;
      kinds.fill(0, term * stride, (term + 1) * stride);
      typos.fill(0, term * stride, (term + 1) * stride);
    }
    judgement.touched = [];
  }
  judgement.generation += 1;
  return judgement;
}

export function judgeTerms(
  dictionary: Dictionary,
  words: readonly QueryWord[],
): TermMatches {
  const count = words.length;
  const judgement = freshJudgement(dictionary, count);
  const { kinds, typos, masks } = judgement.matches;
  const { touched } = judgement;
  const set = (term: number, word: number, kind: number) => {
    kinds[term * count + word] = kind;
    if (masks[term] === 0) touched.push(term);
    masks[term] = (masks[term] as number) | (1 << word);
  };
  words.forEach((word, w) => {
    // Weakest first, so a better match of the same term overwrites it.
    if (word.typos > 0) {
      const near = termsNear(dictionary, word.text, word.typos, true);
      near.ids.forEach((term, i) => {
        set(term, w, 3);
        typos[term * count + w] = near.distances[i] as number;
      });
    }
    if (word.prefix) {
      const [from, to] = prefixRange(dictionary, word.text);
      for (let term = from; term < to; term += 1) set(term, w, 2);
    }
    for (const form of [word.text, word.stem]) {
      const term = dictionary.ids.get(form);
      if (term !== undefined) set(term, w, 1);
    }
    for (const term of dictionary.byStem.get(word.stem) ?? []) set(term, w, 1);
    for (const synonym of word.synonyms ?? []) {
      const term = dictionary.ids.get(synonym);
      if (term !== undefined) set(term, w, 1);
    }
  });
  // Two words a reader types apart that the pages write as one ("net
  // label", "push buttons"): the joined term matches both words exactly.
  for (const [w, joined] of joinedPairs(words)) {
    for (const form of joined) {
      const term = dictionary.ids.get(form);
      if (term === undefined) continue;
      set(term, w, 1);
      set(term, w + 1, 1);
    }
  }
  judgement.matches = { words, kinds, typos, masks };
  return judgement.matches;
}

/**
 * Each pair of neighbouring query words as one word, by the first word's
 * position: the two as typed, and the first as typed with the second's stem
 * ("push buttons" is "pushbutton"). Words with digits are left apart.
 */
export function joinedPairs(words: readonly QueryWord[]): [number, string[]][] {
  const pairs: [number, string[]][] = [];
  for (let w = 0; w + 1 < words.length; w += 1) {
    const first = words[w] as QueryWord;
    const second = words[w + 1] as QueryWord;
    if (/\d/.test(first.text + second.text)) continue;
    const forms = new Set([first.text + second.text, first.text + second.stem]);
    pairs.push([w, [...forms]]);
  }
  return pairs;
}

/**
 * How a term matches each query word, as highlighting reads it (KindsOf):
 * by its number when the index holds it.
 */
export function kindsByTerm(
  matches: TermMatches,
  dictionary: Dictionary,
): (term: string) => ArrayLike<number> {
  const count = matches.words.length;
  return (term) => {
    const id = dictionary.ids.get(term);
    if (id === undefined) {
      return matches.words.map((word) => {
        const kind = matchKind(term, word);
        return kind ? kindNames.indexOf(kind) : 0;
      });
    }
    return matches.kinds.subarray(id * count, (id + 1) * count);
  };
}

/** How `term` matches word `w`: by its number when the index holds it. */
export function termKind(
  matches: TermMatches,
  dictionary: Dictionary,
  term: string,
  w: number,
): MatchKind | null {
  const id = dictionary.ids.get(term);
  if (id === undefined) {
    const word = matches.words[w];
    return word ? matchKind(term, word) : null;
  }
  return (
    kindNames[matches.kinds[id * matches.words.length + w] as number] ?? null
  );
}

/** The index terms one query term stands for, and what a match of each weighs. */
export interface Expansion {
  ids: number[];
  weights: number[];
  /** The query term's own weight (QueryTerms.boost). */
  boost: number;
}

/** MiniSearch's weight of a typo match, as its fuzzy search gave it. */
const typoWeight = 0.45;

/**
 * For each query term: itself when the index holds it (weight 1), and
 * when it may be off by some edits, every term within that Levenshtein
 * distance, weighing 0.45 × length / (length + distance).
 */
export function expandTerms(
  dictionary: Dictionary,
  terms: QueryTerms,
): Expansion[] {
  return terms.terms.map((term, i) => {
    const expansion: Expansion = {
      ids: [],
      weights: [],
      boost: terms.boost[i] ?? 1,
    };
    const own = dictionary.ids.get(term);
    if (own !== undefined) {
      expansion.ids.push(own);
      expansion.weights.push(1);
    }
    const edits = terms.fuzzy[i];
    if (edits) {
      const near = termsNear(dictionary, term, edits, false);
      near.ids.forEach((id, at) => {
        const distance = near.distances[at] as number;
        if (distance === 0) return;
        const length = (dictionary.terms[id] as string).length;
        expansion.ids.push(id);
        expansion.weights.push((typoWeight * length) / (length + distance));
      });
    }
    return expansion;
  });
}
