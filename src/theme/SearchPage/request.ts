/**
 * What the search page asks the service (or Algolia) for, two requests in
 * one call: the hits as the modal ranks them (headings first, at most five
 * a page), and the text records of the same query, for the snippets of the
 * pages and sections the first names (a heading's record has no text). The
 * unit tests send the same requests to the engine.
 */
import type { FacetFilters } from "algoliasearch/lite";
import { highlightPostTag, highlightPreTag } from "./highlighted";

/** Hits asked for at a time: at most five a page, so 10 pages or more. */
export const hitsPerRequest = 50;

export function pageSearchParams(
  query: string,
  page: number,
  facetFilters?: FacetFilters,
) {
  return {
    query,
    page,
    hitsPerPage: hitsPerRequest,
    ...(facetFilters
      ? { facetFilters: facetFilters as (string | string[])[] }
      : {}),
    attributesToRetrieve: ["hierarchy", "url"],
    attributesToHighlight: [
      "hierarchy.lvl1",
      "hierarchy.lvl2",
      "hierarchy.lvl3",
      "hierarchy.lvl4",
      "hierarchy.lvl5",
      "hierarchy.lvl6",
    ],
    attributesToSnippet: ["content:24"],
    snippetEllipsisText: "…",
    highlightPreTag,
    highlightPostTag,
    // Counted over every matching record: one value per page found.
    facets: page === 0 ? ["url_without_anchor"] : [],
    maxValuesPerFacet: 1000,
  };
}

/** The text records of the query, for snippets: the second request. */
export function snippetSearchParams(
  query: string,
  page: number,
  facetFilters?: FacetFilters,
) {
  return {
    query,
    page,
    hitsPerPage: hitsPerRequest,
    ...(facetFilters ? { facetFilters } : {}),
    filters: "type:content",
    attributesToRetrieve: ["url"],
    attributesToHighlight: [],
    attributesToSnippet: ["content:24"],
    snippetEllipsisText: "…",
    highlightPreTag,
    highlightPostTag,
  };
}
