/**
 * Searching an index the way Algolia's search API does: parse the request,
 * find and rank candidates (rank.ts), answer a page of hits (respond.ts).
 * Indexes are built by build-index.ts.
 *
 * Answers are not kept here. Keeping the last 2,000 made every later query
 * slower: each kept answer (hundreds of small objects, or one long string)
 * outlived the young generation and was promoted, and the collections that
 * promotion and the old generation's growth caused set the engine's p99
 * (10-12 ms over the relevance queries and their prefixes, 5.6 ms without).
 * Repeats are answered above the engine instead: by the service's answer
 * cache (search/http/answer-cache.ts) and, in the browser, by the Algolia
 * client's own cache of responses.
 */
import { randomBytes } from "node:crypto";
import { acceptFor } from "./accept";
import type { SearchIndex } from "./build-index";
import { createMarker } from "./highlight";
import { parseSearchParams, type SearchParams } from "./params";
import { queryWords } from "./query-words";
import {
  type Candidate,
  findCandidates,
  matchingRecords,
  rankHits,
} from "./rank";
import {
  buildHit,
  countFacets,
  paginationLimit,
  type SearchResponse,
} from "./respond";
import { kindsByTerm, matchesFor } from "./term-matches";

export {
  createSearchIndex,
  type SearchIndex,
  type SearchIndexOptions,
} from "./build-index";
export type { Hit, SearchResponse } from "./respond";

/**
 * Later words are ignored, which bounds what one query can cost: each word
 * is a fuzzy walk of the whole term tree.
 */
const maxQueryWords = 10;

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
  return computeSearch(index, request, performance.now());
}

/** Algolia's `_rankingInfo` of a hit, from how the engine matched it. */
function rankingInfo(candidate: Candidate): Record<string, unknown> {
  return {
    nbTypos: candidate.typos,
    firstMatchedWord: 0,
    proximityDistance: candidate.proximity,
    userScore: candidate.pageRank,
    geoDistance: 0,
    geoPrecision: 1,
    nbExactWords: candidate.kinds.filter((kind) => kind === 0).length,
    words: candidate.matchedWords,
    filters: 0,
  };
}

function computeSearch(
  index: SearchIndex,
  request: Record<string, unknown>,
  started: number,
): SearchOutcome {
  const params = parseSearchParams(request);
  const words = queryWords(params.query, {
    typos: params.typoTolerance !== false,
    keepStopWords: params.keepStopWords,
    useSynonyms: params.synonyms,
  }).slice(0, maxQueryWords);

  const matching = findCandidates(index, words, {
    accept: acceptFor(index, params),
    typoTolerance: params.typoTolerance,
    fields: params.searchableFields,
  });
  const distinct = params.distinct ?? index.distinct;
  // The cap per page goes with distinct: a request with `distinct: 0`
  // asks for every hit.
  const ranked = rankHits(
    index,
    matching,
    distinct,
    distinct > 0 ? index.hitsPerPageOfSite : Number.POSITIVE_INFINITY,
  );

  const { hitsPerPage, page } = params;
  const nbHits = ranked.total;
  const reachable = Math.min(nbHits, paginationLimit);
  const nbPages = hitsPerPage > 0 ? Math.ceil(reachable / hitsPerPage) : 0;
  // offset/length, when given, take the place of page/hitsPerPage.
  const start = params.offset ?? page * hitsPerPage;
  const count = params.offset === null ? hitsPerPage : (params.length ?? 20);
  const pageOfHits = ranked
    .first(Math.min(start + count, reachable))
    .slice(start);

  // Highlighting reads the judgement of the index's terms ranking made.
  const matches =
    words.length > 0 ? matchesFor(index.dictionary, words) : undefined;
  const mark = createMarker(
    words,
    matches && kindsByTerm(matches, index.dictionary),
  );
  const response: SearchResponse = {
    hits: pageOfHits.map((candidate) => {
      const hit = buildHit(candidate.record, words, params, mark);
      if (params.getRankingInfo) hit._rankingInfo = rankingInfo(candidate);
      return hit;
    }),
    nbHits,
    page,
    nbPages,
    hitsPerPage,
    exhaustiveNbHits: true,
    exhaustiveTypo: true,
    exhaustive: { nbHits: true, typo: true },
    renderingContent: {},
    query: params.query,
    params: params.encoded,
    index:
      typeof request.indexName === "string" ? request.indexName : index.name,
    processingTimeMS: 0,
  };
  if (params.offset !== null) {
    response.offset = params.offset;
    response.length = count;
  }
  if (nbHits > paginationLimit) {
    response.message = `Only the first ${paginationLimit} hits can be paged to`;
  }
  if (params.facets.length > 0) {
    response.facets = countFacets(
      matchingRecords(index, matching),
      params.facets,
      params.maxValuesPerFacet,
    );
    response.exhaustiveFacetsCount = true;
  }
  if (params.clickAnalytics) response.queryID = randomBytes(16).toString("hex");
  response.processingTimeMS = Math.round(performance.now() - started);
  return { response, params };
}
