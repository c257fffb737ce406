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
import { facetValues, matchesFacetFilters } from "./facet-filters";
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
  return {
    name: options.name ?? "tscircuit",
    records,
    distinct: options.distinct ?? 1,
    engine,
    recent: new Map(),
  };
}

interface Candidate {
  record: DocSearchRecord;
  id: number;
  /** Query words the record matches (fewer only when words were dropped). */
  matchedWords: number;
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

  const matching = findCandidates(index, words, (record) =>
    matchesFacetFilters(record, params.facetFilters),
  );
  matching.sort(byRelevance);
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
 * Records that pass the filters and have all query words; when none has
 * them all, those with some of them, ranked by how many (Algolia's
 * `removeWordsIfNoResults: "allOptional"`, which DocSearch indices use).
 */
function findCandidates(
  index: SearchIndex,
  words: readonly QueryWord[],
  accept: (record: DocSearchRecord) => boolean,
): Candidate[] {
  if (words.length === 0) {
    return index.records
      .map((record, id) => ({ record, id, matchedWords: 0, tier: 0, score: 0 }))
      .filter(({ record }) => accept(record));
  }
  const all = candidatesFor(index, words, "AND", accept);
  if (all.length > 0 || words.length === 1) return all;
  return candidatesFor(index, words, "OR", accept);
}

function candidatesFor(
  index: SearchIndex,
  words: readonly QueryWord[],
  combineWith: "AND" | "OR",
  accept: (record: DocSearchRecord) => boolean,
): Candidate[] {
  const results = index.engine.search(
    words.map((word) => word.text).join(" "),
    {
      combineWith,
      tokenize: (query) => query.split(" "),
      processTerm: (term) => term,
      prefix: (_term, i) => words[i]?.prefix ?? false,
      // One edit wider than allowed: MiniSearch counts a swap of two letters
      // as two edits; `typoDistance` below counts it as one and decides.
      fuzzy: (_term, i) => {
        const typos = words[i]?.typos ?? 0;
        return typos > 0 ? typos + 1 : false;
      },
      boost: fieldBoosts,
    },
  );
  // Records share most of their matched terms: judge each term once.
  const judged = words.map(() => new Map<string, MatchKind | null>());
  const judge = (term: string, i: number): MatchKind | null => {
    const cache = judged[i];
    let kind = cache.get(term);
    if (kind === undefined) {
      kind = bestMatch([term], words[i]);
      cache.set(term, kind);
    }
    return kind;
  };
  const candidates: Candidate[] = [];
  for (const result of results) {
    const candidate = classify(index, result, words, combineWith, judge);
    if (candidate && accept(candidate.record)) candidates.push(candidate);
  }
  return candidates;
}

function classify(
  index: SearchIndex,
  result: SearchResult,
  words: readonly QueryWord[],
  combineWith: "AND" | "OR",
  judge: (term: string, wordIndex: number) => MatchKind | null,
): Candidate | null {
  const kinds: MatchKind[] = [];
  words.forEach((_word, i) => {
    let best: MatchKind | null = null;
    for (const term of result.terms) {
      const kind = judge(term, i);
      if (kind && (!best || matchKindRank[kind] < matchKindRank[best])) {
        best = kind;
      }
      if (best === "exact") break;
    }
    if (best) kinds.push(best);
  });
  if (kinds.length === 0) return null;
  if (combineWith === "AND" && kinds.length < words.length) return null;
  const id = result.id as number;
  const record = index.records[id];
  if (!record) return null;
  return {
    record,
    id,
    matchedWords: kinds.length,
    tier: Math.max(...kinds.map((kind) => matchKindRank[kind])),
    score: result.score,
  };
}

/**
 * More query words matched; then exact before prefix before typo matches;
 * then page rank, headings before content (lvl1 first), text relevance,
 * and earlier in the page.
 */
function byRelevance(a: Candidate, b: Candidate): number {
  return (
    b.matchedWords - a.matchedWords ||
    a.tier - b.tier ||
    b.record.weight.pageRank - a.record.weight.pageRank ||
    b.record.weight.level - a.record.weight.level ||
    b.score - a.score ||
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
