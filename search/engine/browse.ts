/**
 * Algolia's browse (`/1/indexes/{index}/browse`): every record a query and
 * its filters select, in pages of up to 1,000 joined by a cursor, without
 * distinct and without the 1,000-hit limit of a search. Clients use it to
 * export an index (`browseObjects`).
 */
import { acceptFor } from "./accept";
import type { SearchIndex } from "./build-index";
import { SearchError } from "./errors";
import { isObject } from "./multi";
import { maxHitsPerPage, parseSearchParams } from "./params";
import { queryWords } from "./query-words";
import { findCandidates, rankHits } from "./rank";
import { buildHit, type Hit } from "./respond";

export interface BrowseResponse {
  hits: Hit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
  params: string;
  processingTimeMS: number;
  exhaustiveNbHits: true;
  /** Present while more pages follow: send it back for the next one. */
  cursor?: string;
}

/** Browse pages are this long unless the request says otherwise. */
const defaultBrowsePage = 1000;

/** The request and the page a cursor stands for. */
interface Position {
  request: Record<string, unknown>;
  page: number;
}

export function browseIndex(
  index: SearchIndex,
  request: Record<string, unknown>,
): BrowseResponse {
  const started = performance.now();
  // A cursor carries the request it continues; other fields are ignored.
  const position =
    request.cursor === undefined || request.cursor === null
      ? { request: withoutCursor(request), page: 0 }
      : readCursor(request.cursor);
  const fields = { ...position.request };
  if (!setsHitsPerPage(fields)) fields.hitsPerPage = defaultBrowsePage;
  const params = parseSearchParams({ ...fields, distinct: false });
  const words = queryWords(params.query, {
    typos: params.typoTolerance !== false,
    keepStopWords: params.keepStopWords,
    useSynonyms: params.synonyms,
  });
  const matching = findCandidates(index, words, {
    accept: acceptFor(index, params),
    typoTolerance: params.typoTolerance,
    fields: params.searchableFields,
  });
  // Every match: no hits per URL (distinct) or per page dropped.
  const ranked = rankHits(index, matching, 0);

  const hitsPerPage = Math.max(1, Math.min(params.hitsPerPage, maxHitsPerPage));
  const page = position.page;
  const nbHits = ranked.total;
  const nbPages = Math.ceil(nbHits / hitsPerPage);
  const start = page * hitsPerPage;
  const response: BrowseResponse = {
    hits: ranked
      .first(start + hitsPerPage)
      .slice(start)
      .map((candidate) => buildHit(candidate.record, words, params)),
    nbHits,
    page,
    nbPages,
    hitsPerPage,
    query: params.query,
    params: params.encoded,
    processingTimeMS: 0,
    exhaustiveNbHits: true,
  };
  if (page + 1 < nbPages) {
    response.cursor = writeCursor({
      request: position.request,
      page: page + 1,
    });
  }
  response.processingTimeMS = Math.round(performance.now() - started);
  return response;
}

function withoutCursor(
  request: Record<string, unknown>,
): Record<string, unknown> {
  const { cursor: _cursor, ...rest } = request;
  return rest;
}

function setsHitsPerPage(fields: Record<string, unknown>): boolean {
  if (fields.hitsPerPage !== undefined) return true;
  return (
    typeof fields.params === "string" &&
    new URLSearchParams(fields.params).has("hitsPerPage")
  );
}

function writeCursor(position: Position): string {
  return Buffer.from(
    JSON.stringify({ r: position.request, p: position.page }),
  ).toString("base64url");
}

function readCursor(cursor: unknown): Position {
  const invalid = new SearchError(400, "Invalid value for cursor");
  if (typeof cursor !== "string" || !/^[A-Za-z0-9_-]+$/.test(cursor)) {
    throw invalid;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw invalid;
  }
  if (
    !isObject(parsed) ||
    !isObject(parsed.r) ||
    typeof parsed.p !== "number" ||
    !Number.isInteger(parsed.p) ||
    parsed.p < 0
  ) {
    throw invalid;
  }
  return { request: parsed.r, page: parsed.p };
}
