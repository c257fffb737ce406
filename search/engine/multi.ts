import { SearchError } from "./errors";
import { type FacetSearchResponse, searchFacetValues } from "./facet-search";
import type { SearchParams } from "./params";
import {
  runSearch,
  type SearchIndex,
  type SearchResponse,
} from "./search-index";

/** More queries than this in one call is refused. */
export const maxQueriesPerCall = 50;

export type SearchObserver = (
  params: Pick<SearchParams, "query" | "analytics">,
  response: Pick<SearchResponse, "nbHits">,
) => void;

/**
 * Algolia's multi-query (`POST /1/indexes/*\/queries`): each request names
 * its index; results come back in the order of the requests.
 */
export function searchMulti(
  indexes: ReadonlyMap<string, SearchIndex>,
  body: unknown,
  observe?: SearchObserver,
): { results: (SearchResponse | FacetSearchResponse)[] } {
  const requests = readRequests(body);
  const planned = requests.map((request, position) => {
    const { indexName } = request;
    if (typeof indexName !== "string" || indexName === "") {
      throw new SearchError(
        400,
        `requests[${position}].indexName is missing or not a string`,
      );
    }
    if (request.type === "facet" && typeof request.facet !== "string") {
      throw new SearchError(
        400,
        `requests[${position}]: a facet search (type "facet") needs a facet name`,
      );
    }
    return { request, index: indexNamed(indexes, indexName) };
  });
  return {
    results: planned.map(({ request, index }) => {
      if (request.type === "facet") {
        return searchFacetValues(index, request.facet as string, request);
      }
      const { params, response } = runSearch(index, request);
      observe?.(params, response);
      return response;
    }),
  };
}

export function indexNamed(
  indexes: ReadonlyMap<string, SearchIndex>,
  name: string,
): SearchIndex {
  const index = indexes.get(name);
  if (!index) throw new SearchError(404, `Index ${name} does not exist`);
  return index;
}

function readRequests(body: unknown): Record<string, unknown>[] {
  if (!isObject(body)) {
    throw new SearchError(
      400,
      "The body must be a JSON object with a requests array",
    );
  }
  const { requests } = body;
  if (requests === undefined) {
    throw new SearchError(400, "Missing requests array");
  }
  if (!Array.isArray(requests)) {
    throw new SearchError(400, "requests must be an array");
  }
  if (requests.length === 0) {
    throw new SearchError(400, "requests must not be empty");
  }
  if (requests.length > maxQueriesPerCall) {
    throw new SearchError(
      400,
      `Too many requests in one call: ${requests.length} (at most ${maxQueriesPerCall})`,
    );
  }
  return requests.map((request, position) => {
    if (!isObject(request)) {
      throw new SearchError(400, `requests[${position}] must be an object`);
    }
    return request;
  });
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
