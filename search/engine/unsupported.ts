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
/** An object (or its JSON) whose fields all ask for nothing. */
const emptyObject = (value: unknown): boolean => {
  if (empty(value) || value === "{}") return true;
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return false;
  }
  return Object.values(value).every(
    (field) => empty(field) || field === false || emptyObject(field),
  );
};
const is =
  (...defaults: unknown[]): IsDefault =>
  (value) =>
    defaults.some((fallback) => String(value) === String(fallback));

export const unsupportedParameters: Readonly<Record<string, IsDefault>> = {
  optionalFilters: empty,
  sumOrFiltersScores: is(false),
  // Unless it is false (or an empty list), stop words are dropped from a
  // question ("how do I …"), as removeStopWords: ["en"] does; another
  // language is not implemented.
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
  aroundPrecision: (value) => empty(value) || String(value) === "10",
  minimumAroundRadius: empty,
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
  ranking: empty,
  attributeCriteriaComputedBy: empty,
  // Display settings of merchandising rules, echoed in the response.
  renderingContent: emptyObject,
  // AI query categorization (a multi-query field).
  extensions: emptyObject,
};

/**
 * Parameters accepted and left without effect: they feed analytics,
 * personalisation, A/B tests, dynamic re-ranking or rules, none of which
 * this service has, so on an index without them Algolia's results would not
 * change either. Listed for search/PARAMETERS.md and its test; nothing else
 * reads them.
 */
export const acceptedWithoutEffect: readonly string[] = [
  "userToken",
  "analyticsTags",
  "percentileComputation",
  "enableABTest",
  "ruleContexts",
  "enableRules",
  "personalizationImpact",
  "enablePersonalization",
  "enableReRanking",
  "reRankingApplyFilter",
];

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
