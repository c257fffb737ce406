/**
 * Algolia search parameters this engine does not implement. A request that
 * sets one to anything but its default is refused with a 400 naming it,
 * instead of answering 200 with results the parameter would have changed.
 * Parameters that only feed analytics, personalisation or rules (none of
 * which this service has) are accepted: they change no result here.
 */
import { SearchError } from "./errors";

/** True when the value asks for nothing beyond what the engine does anyway. */
type IsDefault = (value: unknown, query: string) => boolean;

const empty = (value: unknown): boolean =>
  value === "" ||
  value === null ||
  (Array.isArray(value) && value.every((item) => empty(item)));
const is =
  (...defaults: unknown[]): IsDefault =>
  (value) =>
    defaults.some((fallback) => String(value) === String(fallback));

export const unsupportedParameters: Readonly<Record<string, IsDefault>> = {
  optionalFilters: empty,
  sumOrFiltersScores: is(false),
  // Stop words are always dropped from a question ("how do I …"), as
  // removeStopWords: ["en"] does; another language is not implemented.
  removeStopWords: (value) =>
    String(value) === "false" ||
    String(value) === "true" ||
    (Array.isArray(value) && value.every((language) => language === "en")) ||
    String(value) === "en",
  queryType: is("prefixLast"),
  removeWordsIfNoResults: is("allOptional"),
  // Docusaurus's search page always sends it; it changes nothing unless the
  // query quotes a phrase or excludes a word with "-".
  advancedSyntax: (value, query) =>
    String(value) === "false" || !/"|(^|\s)-\S/.test(query),
  advancedSyntaxFeatures: empty,
  exactOnSingleWordQuery: is("attribute"),
  alternativesAsExact: empty,
  minWordSizefor1Typo: is(4),
  minWordSizefor2Typos: is(8),
  allowTyposOnNumericTokens: is(true),
  disableTypoToleranceOnAttributes: empty,
  disableExactOnAttributes: empty,
  ignorePlurals: is(true),
  queryLanguages: empty,
  naturalLanguages: empty,
  decompoundQuery: is(true),
  aroundLatLng: empty,
  aroundLatLngViaIP: is(false),
  aroundRadius: empty,
  insideBoundingBox: empty,
  insidePolygon: empty,
  minProximity: is(1),
  responseFields: (value) =>
    empty(value) || (Array.isArray(value) && value.includes("*")),
  maxFacetHits: is(10),
  sortFacetValuesBy: is("count"),
  facetingAfterDistinct: is(false),
  relevancyStrictness: is(100),
  similarQuery: empty,
  mode: is("keywordSearch"),
  semanticSearch: empty,
  attributeCriteriaComputedByMinProximity: is(false),
  replaceSynonymsInHighlight: is(false),
  restrictHighlightAndSnippetArrays: is(false),
};

/** Throws a 400 naming the first unsupported parameter the request sets. */
export function refuseUnsupported(given: ReadonlyMap<string, unknown>): void {
  const query =
    typeof given.get("query") === "string"
      ? (given.get("query") as string)
      : "";
  for (const [name, value] of given) {
    // Own keys only: a request may carry "__proto__" or "constructor".
    if (!Object.hasOwn(unsupportedParameters, name)) continue;
    const isDefault = unsupportedParameters[name] as IsDefault;
    if (!isDefault(value, query)) {
      throw new SearchError(
        400,
        `Unsupported parameter: ${name} (this search service does not implement it)`,
      );
    }
  }
}
