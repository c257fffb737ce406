import { levels } from "../records/types";
import {
  parseBooleanFilters,
  parseNumericCondition,
  type RecordTest,
} from "./boolean-filters";
import { SearchError } from "./errors";
import {
  type FacetFilters,
  facetFilterTest,
  parseFacetFilters,
  parseFilterLists,
} from "./facet-filters";
import {
  acceptedWithoutEffect,
  refuseUnsupported,
  unsupportedParameters,
} from "./unsupported";

export interface SnippetSpec {
  attribute: string;
  words: number;
}

export interface SearchParams {
  query: string;
  hitsPerPage: number;
  page: number;
  facetFilters: FacetFilters;
  /**
   * Whether a record passes facetFilters, filters, numericFilters and
   * tagFilters together.
   */
  accept: RecordTest;
  /** The filters in one string, "" for none: requests with equal keys filter alike. */
  filterKey: string;
  /**
   * false: words match exactly or as the typed prefix, never with typos.
   * "min": only the hits with the fewest typos; "strict": the two fewest.
   */
  typoTolerance: TypoTolerance;
  synonyms: boolean;
  /**
   * removeStopWords: false: every word of the query is searched. Otherwise
   * English stop words are dropped from it, as `["en"]` does.
   */
  keepStopWords: boolean;
  /** MiniSearch fields searched (lvl0 … lvl6, content); null: all. */
  searchableFields: string[] | null;
  /** null: every attribute. */
  attributesToRetrieve: string[] | null;
  /** null: the searchable attributes that are retrieved. */
  attributesToHighlight: string[] | null;
  attributesToSnippet: SnippetSpec[];
  snippetEllipsisText: string;
  highlightPreTag: string;
  highlightPostTag: string;
  clickAnalytics: boolean;
  /** Each hit's `_rankingInfo`: how it matched. */
  getRankingInfo: boolean;
  analytics: boolean;
  /** Hits kept per URL; null: the index's setting. */
  distinct: number | null;
  facets: string[];
  /** Facet values counted per facet, the most frequent kept. */
  maxValuesPerFacet: number;
  /** Algolia's offset/length: a slice of the hits instead of a page. */
  offset: number | null;
  length: number | null;
  /** The parameters as one url-encoded string, as Algolia echoes them. */
  encoded: string;
}

export type TypoTolerance = boolean | "min" | "strict";

export const maxQueryLength = 512;

/** The searchable attributes, as Algolia names them, and their fields here. */
const searchableAttributes: ReadonlyMap<string, string> = new Map([
  ...levels.map((level) => [`hierarchy.${level}`, level] as const),
  ["content", "content"],
]);
export const maxHitsPerPage = 1000;
const defaultSnippetWords = 10;

/** Keys of a request that are not search parameters. */
const envelopeKeys = new Set(["indexName", "params", "type"]);

/**
 * Parameters the engine implements (search/PARAMETERS.md, "honoured").
 * With the refused ones and those accepted without effect
 * (`unsupported.ts`) they are every parameter of Algolia's search API; any
 * other name is a 400, as Algolia answers it, so a misspelt parameter
 * ("hitPerPage") is not silently searched without.
 */
export const honouredParameters: ReadonlySet<string> = new Set([
  "query",
  "filters",
  "facetFilters",
  "numericFilters",
  "tagFilters",
  "restrictSearchableAttributes",
  "facets",
  "page",
  "offset",
  "length",
  "getRankingInfo",
  "synonyms",
  "clickAnalytics",
  "analytics",
  "attributesToRetrieve",
  "attributesToHighlight",
  "attributesToSnippet",
  "highlightPreTag",
  "highlightPostTag",
  "snippetEllipsisText",
  "hitsPerPage",
  "typoTolerance",
  "removeStopWords",
  "optionalWords",
  "distinct",
  "maxValuesPerFacet",
  "facetQuery",
  "maxFacetHits",
]);

function refuseUnknown(given: ReadonlyMap<string, unknown>): void {
  for (const name of given.keys()) {
    if (
      !honouredParameters.has(name) &&
      !Object.hasOwn(unsupportedParameters, name) &&
      !acceptedWithoutEffect.includes(name)
    ) {
      throw new SearchError(400, `Unknown parameter: ${name}`);
    }
  }
}

/**
 * Reads a request's search parameters from its fields and from its `params`
 * string (the form of Algolia clients before v5); fields win. A known one
 * with a value of the wrong type is a 400, as on Algolia, and so is one the
 * engine does not implement set to anything but its default
 * (`unsupported.ts`), and so is a name that is no parameter at all.
 */
export function parseSearchParams(
  request: Record<string, unknown>,
): SearchParams {
  const given = new Map<string, unknown>();
  if (request.params !== undefined) {
    if (typeof request.params !== "string") {
      throw new SearchError(400, "Invalid value for params: expected a string");
    }
    for (const [key, value] of new URLSearchParams(request.params)) {
      given.set(key, value);
    }
  }
  for (const [key, value] of Object.entries(request)) {
    if (!envelopeKeys.has(key) && value !== undefined) given.set(key, value);
  }

  refuseUnknown(given);
  refuseUnsupported(given);

  const read = <T>(
    name: string,
    parse: (name: string, value: unknown) => T,
    fallback: T,
  ): T => (given.has(name) ? parse(name, given.get(name)) : fallback);

  const query = Array.from(read("query", asString, ""))
    .slice(0, maxQueryLength)
    .join("");
  // Every word is optional here already: a record lacking some of the
  // words is kept, ranked below those with more of them (Algolia's words
  // criterion). So optionalWords changes nothing; only its type is checked.
  read("optionalWords", asStringList, []);

  const facetFilters = given.has("facetFilters")
    ? parseFacetFilters(given.get("facetFilters"))
    : [];
  return {
    query,
    hitsPerPage: clamp(read("hitsPerPage", asInteger, 20), 0, maxHitsPerPage),
    page: Math.max(0, read("page", asInteger, 0)),
    facetFilters,
    accept: allOf([
      facetFilterTest(facetFilters),
      parseBooleanFilters(read("filters", asString, "")),
      numericFiltersTest(given),
      tagFiltersTest(given),
    ]),
    filterKey: filterKey(given),
    typoTolerance: read("typoTolerance", asTypoTolerance, true),
    // The reviewed list of search/engine/synonyms.ts; false searches the
    // words alone.
    synonyms: read("synonyms", asBoolean, true),
    // false, or an empty list of languages: no stop words removed.
    keepStopWords: keepsStopWords(given.get("removeStopWords")),
    searchableFields: read(
      "restrictSearchableAttributes",
      asSearchableFields,
      null,
    ),
    attributesToRetrieve: read("attributesToRetrieve", asStringList, null),
    attributesToHighlight: read("attributesToHighlight", asStringList, null),
    attributesToSnippet: read("attributesToSnippet", asStringList, []).map(
      snippetSpec,
    ),
    snippetEllipsisText: read("snippetEllipsisText", asString, "…"),
    highlightPreTag: read("highlightPreTag", asString, "<em>"),
    highlightPostTag: read("highlightPostTag", asString, "</em>"),
    clickAnalytics: read("clickAnalytics", asBoolean, false),
    getRankingInfo: read("getRankingInfo", asBoolean, false),
    analytics: read("analytics", asBoolean, true),
    distinct: read("distinct", asDistinct, null),
    facets: read("facets", asStringList, []),
    maxValuesPerFacet: clamp(
      read("maxValuesPerFacet", asInteger, 100),
      0,
      1000,
    ),
    offset: given.has("offset")
      ? Math.max(0, read("offset", asInteger, 0))
      : null,
    length: given.has("length")
      ? clamp(read("length", asInteger, 20), 0, maxHitsPerPage)
      : null,
    encoded: encodeParams(given, query),
  };
}

const filterParameters = [
  "facetFilters",
  "filters",
  "numericFilters",
  "tagFilters",
] as const;

function filterKey(given: Map<string, unknown>): string {
  const set = filterParameters.filter((name) => given.has(name));
  return set.length === 0
    ? ""
    : JSON.stringify(set.map((name) => [name, given.get(name)]));
}

function allOf(tests: RecordTest[]): RecordTest {
  return (record) => tests.every((test) => test(record));
}

/** numericFilters: ["a>1", ["b=2", "b=3"]] (AND of ORs), or one string. */
function numericFiltersTest(given: Map<string, unknown>): RecordTest {
  if (!given.has("numericFilters")) return () => true;
  const groups = parseFilterLists(
    given.get("numericFilters"),
    "numericFilters",
  );
  const tests = groups.map((group) => group.map(parseNumericCondition));
  return (record) => tests.every((group) => group.some((test) => test(record)));
}

/** tagFilters: facet filters on `_tags`, "-tag" excluding one. */
function tagFiltersTest(given: Map<string, unknown>): RecordTest {
  if (!given.has("tagFilters")) return () => true;
  const groups = parseFilterLists(given.get("tagFilters"), "tagFilters");
  return facetFilterTest(
    groups.map((group) => group.map((tag) => `_tags:${tag}`)),
  );
}

/** true, false, "min" or "strict", as booleans or strings. */
function asTypoTolerance(name: string, value: unknown): TypoTolerance {
  if (value === true || value === "true") return true;
  if (value === false || value === "false") return false;
  if (value === "min" || value === "strict") return value;
  throw new SearchError(
    400,
    `Invalid value for ${name}: expected true, false, "min" or "strict"`,
  );
}

/** restrictSearchableAttributes: attribute names, each one searched here. */
function asSearchableFields(name: string, value: unknown): string[] | null {
  const attributes = asStringList(name, value);
  if (attributes.length === 0) return null;
  return attributes.map((attribute) => {
    const field = searchableAttributes.get(attribute);
    if (field === undefined) {
      throw new SearchError(
        400,
        `Invalid value for ${name}: ${JSON.stringify(attribute)} is not a searchable attribute (${[...searchableAttributes.keys()].join(", ")})`,
      );
    }
    return field;
  });
}

function encodeParams(given: Map<string, unknown>, query: string): string {
  return [...given]
    .map(([key, value]) => {
      const text =
        key === "query"
          ? query
          : typeof value === "string"
            ? value
            : JSON.stringify(value);
      return `${encodeURIComponent(wellFormed(key))}=${encodeURIComponent(wellFormed(text ?? ""))}`;
    })
    .join("&");
}

/** A lone UTF-16 surrogate, which `encodeURIComponent` refuses. */
const loneSurrogate =
  /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The text with each lone surrogate replaced by U+FFFD, as a decoder would. */
function wellFormed(text: string): string {
  return text.replace(loneSurrogate, "\uFFFD");
}

function invalid(name: string, expected: string): SearchError {
  return new SearchError(
    400,
    `Invalid value for ${name}: expected ${expected}`,
  );
}

function asString(name: string, value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") {
    return String(value);
  }
  throw invalid(name, "a string");
}

function asInteger(name: string, value: unknown): number {
  const number =
    typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  if (typeof number !== "number" || !Number.isFinite(number)) {
    throw invalid(name, "a number");
  }
  return Math.trunc(number);
}

function asBoolean(name: string, value: unknown): boolean {
  if (typeof value === "boolean") return value;
  if (value === "true") return true;
  if (value === "false") return false;
  throw invalid(name, "a boolean");
}

function asDistinct(name: string, value: unknown): number {
  if (typeof value === "boolean" || value === "true" || value === "false") {
    return asBoolean(name, value) ? 1 : 0;
  }
  return Math.max(0, asInteger(name, value));
}

/** An array of strings, its JSON, or a comma-separated string. */
function asStringList(name: string, value: unknown): string[] {
  let list = value;
  if (typeof value === "string") {
    const text = value.trim();
    if (text.startsWith("[")) {
      try {
        list = JSON.parse(text);
      } catch {
        throw invalid(name, "an array of strings");
      }
    } else {
      list = text.split(",");
    }
  }
  if (!Array.isArray(list) || !list.every((item) => typeof item === "string")) {
    throw invalid(name, "an array of strings");
  }
  return list.map((item) => item.trim()).filter(Boolean);
}

/** "content:10" → 10 words of content; "content" alone → 10. */
function snippetSpec(entry: string): SnippetSpec {
  const colon = entry.lastIndexOf(":");
  const count = colon === -1 ? Number.NaN : Number(entry.slice(colon + 1));
  if (colon !== -1 && Number.isInteger(count) && count > 0) {
    return { attribute: entry.slice(0, colon), words: count };
  }
  return { attribute: entry, words: defaultSnippetWords };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function keepsStopWords(value: unknown): boolean {
  if (Array.isArray(value)) return value.length === 0;
  return value === false || value === "false";
}
