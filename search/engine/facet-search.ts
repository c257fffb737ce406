/**
 * Algolia's facet-value search ("search for facet values"): the values of
 * one facet among the records a search matches, those whose words start
 * with the typed `facetQuery`, most frequent first. InstantSearch's
 * searchable refinement lists and Autocomplete's facet sources use it.
 */

import { acceptFor } from "./accept";
import { facetAttributes, valueAt } from "./attributes";
import type { SearchIndex } from "./build-index";
import { SearchError } from "./errors";
import { facetValues } from "./facet-filters";
import { highlight } from "./highlight";
import { parseSearchParams } from "./params";
import { type QueryWord, queryWords } from "./query-words";
import { findCandidates, matchingRecords } from "./rank";
import { normalizedWords } from "./words";

export interface FacetHit {
  value: string;
  highlighted: string;
  count: number;
}

export interface FacetSearchResponse {
  facetHits: FacetHit[];
  exhaustiveFacetsCount: boolean;
  exhaustive: { facetsCount: boolean };
  processingTimeMS: number;
}

/** Keys of a facet search that are not search parameters. */
const facetKeys = ["facet", "facetQuery", "maxFacetHits", "type"];

function maxHitsOf(value: unknown): number {
  if (value === undefined) return 10;
  const number = typeof value === "string" ? Number(value) : value;
  if (typeof number !== "number" || !Number.isInteger(number)) {
    throw new SearchError(
      400,
      "Invalid value for maxFacetHits: expected an integer",
    );
  }
  return Math.min(100, Math.max(1, number));
}

/**
 * Answers a facet-value search on `facet`; the other fields of `request`
 * (query, facetFilters, …) choose the records whose values are counted.
 */
export function searchFacetValues(
  index: SearchIndex,
  facet: string,
  request: Record<string, unknown>,
): FacetSearchResponse {
  const started = performance.now();
  if (!facetAttributes.includes(facet)) {
    throw new SearchError(
      400,
      `Cannot search in \`${facet}\` attribute: it is not an attribute for faceting (${facetAttributes.join(", ")})`,
    );
  }
  // The v3 clients send facetQuery and maxFacetHits inside `params`.
  const fields: Record<string, unknown> = {};
  const inParams = new URLSearchParams(
    typeof request.params === "string" ? request.params : "",
  );
  for (const key of facetKeys) {
    if (inParams.has(key)) fields[key] = inParams.get(key);
    inParams.delete(key);
  }
  for (const [key, value] of Object.entries(request)) {
    if (facetKeys.includes(key)) fields[key] = value;
  }
  const rest = Object.fromEntries(
    Object.entries(request).filter(([key]) => !facetKeys.includes(key)),
  );
  if (typeof request.params === "string") rest.params = inParams.toString();
  const facetQuery = fields.facetQuery ?? "";
  if (typeof facetQuery !== "string") {
    throw new SearchError(
      400,
      "Invalid value for facetQuery: expected a string",
    );
  }
  const maxHits = maxHitsOf(fields.maxFacetHits);
  const params = parseSearchParams(rest);

  const counts = new Map<string, number>();
  const matching = findCandidates(
    index,
    queryWords(params.query, {
      typos: params.typoTolerance !== false,
      keepStopWords: params.keepStopWords,
      useSynonyms: params.synonyms,
    }),
    {
      accept: acceptFor(index, params),
      typoTolerance: params.typoTolerance,
      fields: params.searchableFields,
    },
  );
  for (const record of matchingRecords(index, matching)) {
    for (const value of facetValues(valueAt(record, facet))) {
      counts.set(value, (counts.get(value) ?? 0) + 1);
    }
  }

  // Every typed word must start a word of the value.
  const typed: QueryWord[] = normalizedWords(facetQuery).map((text) => ({
    text,
    stem: text,
    prefix: true,
    typos: 0,
  }));
  const facetHits = [...counts]
    .filter(([value]) => {
      const words = normalizedWords(value);
      return typed.every((word) =>
        words.some((candidate) => candidate.startsWith(word.text)),
      );
    })
    .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
    .slice(0, maxHits)
    .map(([value, count]) => ({
      value,
      highlighted: highlight(value, typed, {
        preTag: params.highlightPreTag,
        postTag: params.highlightPostTag,
      }).value,
      count,
    }));
  return {
    facetHits,
    exhaustiveFacetsCount: true,
    exhaustive: { facetsCount: true },
    processingTimeMS: Math.round(performance.now() - started),
  };
}
