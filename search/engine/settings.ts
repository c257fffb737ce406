/**
 * The index settings our engine's ranking corresponds to, in Algolia's
 * names: what `GET /1/indexes/{index}/settings` reports, and what the build
 * writes to `build/search-settings.json` for an index on hosted Algolia
 * (`setSettings`), so switching keeps the same behaviour as closely as
 * Algolia allows.
 */
import { levels } from "../records/types";
import { facetAttributes } from "./attributes";
import { paginationLimit } from "./respond";

export function algoliaSettings(distinct = 1) {
  return {
    // Titles and headings above text; position within an attribute does
    // not matter, as in DocSearch's Docusaurus template.
    searchableAttributes: [
      ...levels.map((level) => `unordered(hierarchy.${level})`),
      "content",
    ],
    // searchable(): hosted Algolia answers facet-value search only on these,
    // and the service answers it on every facet.
    attributesForFaceting: [
      ...facetAttributes.map((attribute) => `searchable(${attribute})`),
      // The search page counts the pages a query finds by this facet.
      "url_without_anchor",
    ],
    attributeForDistinct: "url",
    distinct,
    customRanking: [
      "desc(weight.pageRank)",
      "desc(weight.level)",
      "asc(weight.position)",
    ],
    attributesToSnippet: ["content:10"],
    hitsPerPage: 20,
    paginationLimitedTo: paginationLimit,
    typoTolerance: true,
    minWordSizefor1Typo: 4,
    minWordSizefor2Typos: 8,
    ignorePlurals: true,
    removeWordsIfNoResults: "allOptional",
    highlightPreTag: "<em>",
    highlightPostTag: "</em>",
  };
}
