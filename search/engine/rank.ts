/**
 * Ranking: which records answer a query and in what order, page by page
 * the way DocSearch shows them (see ENGINE.md).
 */
import type { SearchResult } from "minisearch";
import type { DocSearchRecord } from "../records/types";
import type { SearchIndex } from "./build-index";
import {
  bestMatch,
  type MatchKind,
  matchKindRank,
  type QueryWord,
} from "./query-words";

/** Titles and headings weigh more than body text. */
const fieldBoosts: Record<string, number> = {
  lvl0: 1.5,
  lvl1: 4,
  lvl2: 3,
  lvl3: 2.5,
  lvl4: 2,
  lvl5: 2,
  lvl6: 2,
  content: 1,
};

/** A page's title counts most, then its headings, then its text. */
const pageFieldBoosts: Record<string, number> = {
  title: 4,
  headings: 2,
  content: 1,
};

/**
 * How much the page's own relevance adds to a record's: records that tie on
 * the rules above are ordered by the page that says most about the query.
 */
const pageScoreWeight = 2;

/**
 * How much a record gains when the query words sit side by side in it: up
 * to this fraction of its score at proximity 1, nothing when they are far
 * apart. A soft bonus rather than Algolia's strict proximity rule, which
 * would put a phrase in any passage above a title that has one word and a
 * summary that has the other.
 */
const adjacencyBonus = 1;

export interface Candidate {
  record: DocSearchRecord;
  id: number;
  /** Query words the record's page matches, in this record or others. */
  pageWords: number;
  /** Query words the record matches. */
  matchedWords: number;
  /** Which query words the record matches, one bit each. */
  mask: number;
  /** The page's number in `SearchIndex.pages`. */
  page: number;
  /** The page's best record: pages are ranked by it. */
  best?: Candidate;
  tier: number;
  score: number;
}

/**
 * Records that pass the filters and match query words. A page answers when
 * it has every query word, in one record or spread over several; when some
 * page does, only that page's records are kept. When none does, pages with
 * some of the words are kept, ranked by how many (Algolia's
 * `removeWordsIfNoResults: "allOptional"`, which DocSearch indices use,
 * applied to pages rather than records).
 */
export function findCandidates(
  index: SearchIndex,
  words: readonly QueryWord[],
  accept: (record: DocSearchRecord) => boolean,
): Candidate[] {
  if (words.length === 0) {
    return index.records
      .map((record, id) => ({
        record,
        id,
        pageWords: 0,
        matchedWords: 0,
        mask: 0,
        page: index.pageOf[id] as number,
        tier: 0,
        score: 0,
      }))
      .filter(({ record }) => accept(record));
  }
  const { candidates: found, judge } = candidatesFor(index, words, accept);
  const pageMasks = new Map<number, number>();
  for (const { page, mask } of found) {
    pageMasks.set(page, (pageMasks.get(page) ?? 0) | mask);
  }
  const allWords = 2 ** words.length - 1;
  const somePageHasAll = [...pageMasks.values()].includes(allWords);
  const pageScores = scorePages(index, words);
  const kept: Candidate[] = [];
  for (const candidate of found) {
    const { page } = candidate;
    const pageMask = pageMasks.get(page) ?? 0;
    if (somePageHasAll && pageMask !== allWords) continue;
    candidate.pageWords = bitCount(pageMask);
    candidate.score += pageScoreWeight * (pageScores.get(page) ?? 0);
    // Proximity only tells records with two or more of the words apart.
    if (candidate.matchedWords > 1) {
      const proximity = proximityOf(
        index.fieldWords[candidate.id] ?? [],
        words.length,
        judge,
      );
      const worst = farApart * (words.length - 1);
      candidate.score *= 1 + (adjacencyBonus * (worst - proximity)) / worst;
    }
    kept.push(candidate);
  }
  return kept;
}

function bitCount(mask: number): number {
  let count = 0;
  for (let rest = mask; rest > 0; rest >>>= 1) count += rest & 1;
  return count;
}

/** The query's search options for MiniSearch, word by word. */
function searchOptions(
  words: readonly QueryWord[],
  boost: Record<string, number>,
) {
  return {
    combineWith: "OR" as const,
    tokenize: (query: string) => query.split(" "),
    processTerm: (term: string) => term,
    prefix: (_term: string, i: number) => words[i]?.prefix ?? false,
    // One edit wider than allowed: MiniSearch counts a swap of two letters
    // as two edits; `typoDistance` counts it as one and decides.
    fuzzy: (_term: string, i: number) => {
      const typos = words[i]?.typos ?? 0;
      return typos > 0 ? typos + 1 : false;
    },
    boost,
  };
}

/** Relevance of each page as a whole to the query, by page number. */
function scorePages(
  index: SearchIndex,
  words: readonly QueryWord[],
): Map<number, number> {
  const query = words.map((word) => word.text).join(" ");
  const scores = new Map<number, number>();
  for (const result of index.pages.search(
    query,
    searchOptions(words, pageFieldBoosts),
  )) {
    scores.set(result.id as number, result.score);
  }
  return scores;
}

type Judge = (term: string, wordIndex: number) => MatchKind | null;

function candidatesFor(
  index: SearchIndex,
  words: readonly QueryWord[],
  accept: (record: DocSearchRecord) => boolean,
): { candidates: Candidate[]; judge: Judge } {
  const results = index.engine.search(
    words.map((word) => word.text).join(" "),
    searchOptions(words, fieldBoosts),
  );
  // Records share most of their matched terms: judge each term once.
  const judged = words.map(() => new Map<string, MatchKind | null>());
  const judge: Judge = (term, i) => {
    const cache = judged[i] as Map<string, MatchKind | null>;
    let kind = cache.get(term);
    if (kind === undefined) {
      kind = bestMatch([term], words[i] as QueryWord);
      cache.set(term, kind);
    }
    return kind;
  };
  const candidates: Candidate[] = [];
  for (const result of results) {
    const candidate = classify(index, result, words, judge);
    if (candidate && accept(candidate.record)) candidates.push(candidate);
  }
  return { candidates, judge };
}

function classify(
  index: SearchIndex,
  result: SearchResult,
  words: readonly QueryWord[],
  judge: Judge,
): Candidate | null {
  let mask = 0;
  let matchedWords = 0;
  let tier = 0;
  words.forEach((_word, i) => {
    let best: MatchKind | null = null;
    for (const term of result.terms) {
      const kind = judge(term, i);
      if (kind && (!best || matchKindRank[kind] < matchKindRank[best])) {
        best = kind;
      }
      if (best === "exact") break;
    }
    if (!best) return;
    mask |= 1 << i;
    matchedWords += 1;
    tier = Math.max(tier, matchKindRank[best]);
  });
  if (matchedWords === 0) return null;
  const id = result.id as number;
  const record = index.records[id];
  if (!record) return null;
  return {
    record,
    id,
    pageWords: matchedWords,
    matchedWords,
    mask,
    page: index.pageOf[id] as number,
    tier,
    score: result.score,
  };
}

/** Distance counted for two query words in different fields or absent. */
const farApart = 8;

/**
 * Algolia's proximity: for each pair of consecutive query words, the least
 * distance between them in one field of the record (a word count, one more
 * when they come in the other order), capped at 8; summed over the pairs.
 * "tsci push" in "tsci login; tsci push" is 1; "tsci" in a heading and
 * "push" in the text is 8.
 */
function proximityOf(
  fields: readonly (readonly string[])[],
  wordCount: number,
  judge: Judge,
): number {
  const best = new Array<number>(wordCount - 1).fill(farApart);
  for (const terms of fields) {
    // Where each query word was last seen in this field.
    const last = new Array<number>(wordCount).fill(-1);
    terms.forEach((term, at) => {
      for (let i = 0; i < wordCount; i += 1) {
        if (!judge(term, i)) continue;
        last[i] = at;
        // The pair with the word before (in order) and after (reversed).
        const before = i > 0 ? (last[i - 1] as number) : -1;
        if (before >= 0)
          best[i - 1] = Math.min(best[i - 1] as number, at - before);
        const after = i + 1 < wordCount ? (last[i + 1] as number) : -1;
        if (after >= 0) best[i] = Math.min(best[i] as number, at - after + 1);
      }
    });
  }
  return best.reduce((sum, distance) => sum + distance, 0);
}

/**
 * Sorts hits page by page, the way DocSearch shows them: a page's records
 * together, under its title. Pages come in the order of their best records;
 * within a page, records with more of the query words first, then headings
 * before text, then by score and position.
 */
export function rankWithinPages(candidates: Candidate[]): void {
  const best = new Map<number, Candidate>();
  for (const candidate of candidates) {
    const known = best.get(candidate.page);
    if (!known || byRelevance(candidate, known) < 0) {
      best.set(candidate.page, candidate);
    }
  }
  for (const candidate of candidates) candidate.best = best.get(candidate.page);
  candidates.sort((a, b) => {
    if (a.page !== b.page) {
      const pageA = a.best ?? a;
      const pageB = b.best ?? b;
      return byRelevance(pageA, pageB) || pageA.id - pageB.id;
    }
    return (
      b.matchedWords - a.matchedWords ||
      a.tier - b.tier ||
      b.record.weight.level - a.record.weight.level ||
      b.score - a.score ||
      a.record.weight.position - b.record.weight.position ||
      a.id - b.id
    );
  });
}

/**
 * More query words matched by the page; then exact before prefix before
 * typo matches; then page rank; then relevance: the record's text score
 * (headings weigh more) plus its page's, raised when the words sit close
 * together; ties go to headings, then to what comes first in the page.
 */
function byRelevance(a: Candidate, b: Candidate): number {
  return (
    b.pageWords - a.pageWords ||
    a.tier - b.tier ||
    b.record.weight.pageRank - a.record.weight.pageRank ||
    b.score - a.score ||
    b.record.weight.level - a.record.weight.level ||
    a.record.weight.position - b.record.weight.position ||
    a.id - b.id
  );
}

export function keepDistinct(
  candidates: Candidate[],
  perUrl: number,
): Candidate[] {
  if (perUrl <= 0) return candidates;
  const seen = new Map<string, number>();
  return candidates.filter(({ record }) => {
    const count = seen.get(record.url) ?? 0;
    seen.set(record.url, count + 1);
    return count < perUrl;
  });
}
