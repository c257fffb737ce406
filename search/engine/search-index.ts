import { randomBytes } from "node:crypto";
import MiniSearch, { type SearchResult } from "minisearch";
import { type DocSearchRecord, levels } from "../records/types";
import {
  coveredSearchable,
  facetAttributes,
  retrieve,
  setValueAt,
  valueAt,
} from "./attributes";
import { facetFilterTest, facetValues } from "./facet-filters";
import { highlight, snippet } from "./highlight";
import { parseSearchParams, type SearchParams } from "./params";
import {
  bestMatch,
  type MatchKind,
  matchKindRank,
  type QueryWord,
  queryWords,
} from "./query-words";
import { normalizedWords } from "./words";

export interface SearchIndexOptions {
  /** Answered as `index` when a request does not name one. */
  name?: string;
  /** Hits kept per URL unless a request says otherwise (DocSearch: 1). */
  distinct?: number;
}

export interface SearchIndex {
  readonly name: string;
  readonly records: readonly DocSearchRecord[];
  readonly distinct: number;
  readonly engine: MiniSearch<IndexedDocument>;
  /** Whole pages as documents: how well each page as a whole answers. */
  readonly pages: MiniSearch<IndexedDocument>;
  /** The page (its number in `pages`) of each record, by record id. */
  readonly pageOf: readonly number[];
  /** Each record's fields as normalized words, by record id, for proximity. */
  readonly fieldWords: readonly (readonly string[])[][];
  /** Recent answers by request: the modal sends the same prefixes over and over. */
  readonly recent: Map<string, SearchOutcome>;
}

/** Answers kept per index; an index is immutable, so they never go stale. */
const recentAnswers = 2000;

export type Hit = Record<string, unknown> & { objectID: string };

export interface SearchResponse {
  hits: Hit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: true;
  exhaustiveTypo: true;
  exhaustive: { nbHits: true; typo: true };
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
  queryID?: string;
  facets?: Record<string, Record<string, number>>;
}

type IndexedDocument = Record<string, string | number>;

const fields = [...levels, "content"];

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

/** Like Algolia's paginationLimitedTo: hits past this are not paged to. */
const paginationLimit = 1000;

/**
 * Later words are ignored, which bounds what one query can cost: each word
 * is a fuzzy walk of the whole term tree.
 */
const maxQueryWords = 10;

export function createSearchIndex(
  records: readonly DocSearchRecord[],
  options: SearchIndexOptions = {},
): SearchIndex {
  const engine = new MiniSearch<IndexedDocument>({
    idField: "id",
    fields,
    tokenize: normalizedWords,
    processTerm: (term) => term,
  });
  engine.addAll(
    records.map((record, id) => {
      const document: IndexedDocument = { id, content: record.content ?? "" };
      for (const level of levels)
        document[level] = record.hierarchy[level] ?? "";
      return document;
    }),
  );
  const { pages, pageOf } = indexPages(records);
  const fieldWords = records.map((record) =>
    [...levels.map((level) => record.hierarchy[level]), record.content]
      .filter((text): text is string => Boolean(text))
      .map(normalizedWords),
  );
  return {
    name: options.name ?? "tscircuit",
    records,
    distinct: options.distinct ?? 1,
    engine,
    pages,
    pageOf,
    fieldWords,
    recent: new Map(),
  };
}

/** Each page's records joined into one document: title, headings, text. */
function indexPages(records: readonly DocSearchRecord[]): {
  pages: MiniSearch<IndexedDocument>;
  pageOf: number[];
} {
  const numbers = new Map<string, number>();
  const documents: {
    title: Set<string>;
    headings: Set<string>;
    content: string[];
  }[] = [];
  const pageOf = records.map((record) => {
    const url = record.url_without_anchor ?? record.url.split("#")[0] ?? "";
    let number = numbers.get(url);
    if (number === undefined) {
      number = documents.length;
      numbers.set(url, number);
      documents.push({ title: new Set(), headings: new Set(), content: [] });
    }
    const document = documents[number] as (typeof documents)[number];
    if (record.hierarchy.lvl1) document.title.add(record.hierarchy.lvl1);
    for (const level of levels.slice(2)) {
      const heading = record.hierarchy[level];
      if (heading) document.headings.add(heading);
    }
    if (record.content) document.content.push(record.content);
    return number;
  });
  const pages = new MiniSearch<IndexedDocument>({
    idField: "id",
    fields: ["title", "headings", "content"],
    tokenize: normalizedWords,
    processTerm: (term) => term,
  });
  pages.addAll(
    documents.map((document, id) => ({
      id,
      title: [...document.title].join(" "),
      headings: [...document.headings].join(" "),
      content: document.content.join(" "),
    })),
  );
  return { pages, pageOf };
}

interface Candidate {
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

/** One search, with the parameters it was read with. */
export interface SearchOutcome {
  response: SearchResponse;
  params: SearchParams;
}

export function searchIndex(
  index: SearchIndex,
  request: Record<string, unknown>,
): SearchResponse {
  return runSearch(index, request).response;
}

export function runSearch(
  index: SearchIndex,
  request: Record<string, unknown>,
): SearchOutcome {
  const started = performance.now();
  const key = JSON.stringify(request);
  const known = index.recent.get(key);
  if (known) {
    // Most recently used last, so the oldest answers are dropped first.
    index.recent.delete(key);
    index.recent.set(key, known);
    const response = { ...known.response };
    response.processingTimeMS = Math.round(performance.now() - started);
    if (known.params.clickAnalytics) {
      response.queryID = randomBytes(16).toString("hex");
    }
    return { response, params: known.params };
  }
  const outcome = computeSearch(index, request, started);
  index.recent.set(key, outcome);
  if (index.recent.size > recentAnswers) {
    index.recent.delete(index.recent.keys().next().value as string);
  }
  return outcome;
}

function computeSearch(
  index: SearchIndex,
  request: Record<string, unknown>,
  started: number,
): SearchOutcome {
  const params = parseSearchParams(request);
  const words = queryWords(params.query).slice(0, maxQueryWords);

  const matching = findCandidates(
    index,
    words,
    facetFilterTest(params.facetFilters),
  );
  rankWithinPages(matching);
  const ranked = keepDistinct(matching, params.distinct ?? index.distinct);

  const { hitsPerPage, page } = params;
  const nbHits = ranked.length;
  const reachable = Math.min(nbHits, paginationLimit);
  const nbPages = hitsPerPage > 0 ? Math.ceil(reachable / hitsPerPage) : 0;
  const start = page * hitsPerPage;
  const pageOfHits = ranked.slice(
    start,
    Math.min(start + hitsPerPage, reachable),
  );

  const response: SearchResponse = {
    hits: pageOfHits.map(({ record }) => buildHit(record, words, params)),
    nbHits,
    page,
    nbPages,
    hitsPerPage,
    exhaustiveNbHits: true,
    exhaustiveTypo: true,
    exhaustive: { nbHits: true, typo: true },
    query: params.query,
    params: params.encoded,
    index:
      typeof request.indexName === "string" ? request.indexName : index.name,
    processingTimeMS: 0,
  };
  if (params.facets.length > 0) {
    response.facets = countFacets(matching, params.facets);
  }
  if (params.clickAnalytics) response.queryID = randomBytes(16).toString("hex");
  response.processingTimeMS = Math.round(performance.now() - started);
  return { response, params };
}

/**
 * Records that pass the filters and match query words. A page answers when
 * it has every query word, in one record or spread over several; when some
 * page does, only that page's records are kept. When none does, pages with
 * some of the words are kept, ranked by how many (Algolia's
 * `removeWordsIfNoResults: "allOptional"`, which DocSearch indices use,
 * applied to pages rather than records).
 */
function findCandidates(
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
function rankWithinPages(candidates: Candidate[]): void {
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

function keepDistinct(candidates: Candidate[], perUrl: number): Candidate[] {
  if (perUrl <= 0) return candidates;
  const seen = new Map<string, number>();
  return candidates.filter(({ record }) => {
    const count = seen.get(record.url) ?? 0;
    seen.set(record.url, count + 1);
    return count < perUrl;
  });
}

function countFacets(
  candidates: readonly Candidate[],
  requested: readonly string[],
): Record<string, Record<string, number>> {
  const attributes = requested.includes("*") ? facetAttributes : requested;
  const facets: Record<string, Record<string, number>> = {};
  for (const attribute of attributes) {
    const counts = new Map<string, number>();
    for (const { record } of candidates) {
      for (const value of facetValues(valueAt(record, attribute))) {
        counts.set(value, (counts.get(value) ?? 0) + 1);
      }
    }
    if (counts.size > 0) facets[attribute] = Object.fromEntries(counts);
  }
  return facets;
}

function buildHit(
  record: DocSearchRecord,
  words: readonly QueryWord[],
  params: SearchParams,
): Hit {
  const hit = retrieve(record, params.attributesToRetrieve) as Hit;
  hit.objectID = record.objectID;
  const tags = {
    preTag: params.highlightPreTag,
    postTag: params.highlightPostTag,
  };

  const snippets: Record<string, unknown> = {};
  for (const spec of params.attributesToSnippet) {
    for (const attribute of coveredSearchable([spec.attribute])) {
      const value = valueAt(record, attribute);
      if (typeof value !== "string") continue;
      setValueAt(
        snippets,
        attribute,
        snippet(value, words, {
          ...tags,
          words: spec.words,
          ellipsis: params.snippetEllipsisText,
        }),
      );
    }
  }
  if (Object.keys(snippets).length > 0) hit._snippetResult = snippets;

  const highlights: Record<string, unknown> = {};
  for (const attribute of highlightedAttributes(params)) {
    const value = valueAt(record, attribute);
    if (typeof value !== "string") continue;
    setValueAt(highlights, attribute, highlight(value, words, tags));
  }
  if (Object.keys(highlights).length > 0) hit._highlightResult = highlights;
  return hit;
}

function highlightedAttributes(params: SearchParams): string[] {
  if (params.attributesToHighlight !== null) {
    return coveredSearchable(params.attributesToHighlight);
  }
  const retrieved = params.attributesToRetrieve ?? ["*"];
  return coveredSearchable(retrieved);
}
