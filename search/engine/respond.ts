/**
 * Answering: the hits of one page of results in Algolia's response shape,
 * with retrieved attributes, snippets, highlights and facet counts.
 */
import type { DocSearchRecord } from "../records/types";
import {
  coveredSearchable,
  facetAttributes,
  retrieve,
  setValueAt,
  valueAt,
} from "./attributes";
import { facetValues } from "./facet-filters";
import {
  createMarker,
  type HighlightOptions,
  highlight,
  type Marker,
  type SnippetOptions,
  snippet,
} from "./highlight";
import type { SearchParams } from "./params";
import type { QueryWord } from "./query-words";

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
  exhaustiveFacetsCount?: boolean;
  offset?: number;
  length?: number;
  /** Why some hits cannot be reached, as Algolia says past its limit. */
  message?: string;
  /**
   * Merchandising display settings (facet ordering, redirects, banners);
   * the index has none, so it is empty as on an Algolia index without them.
   * InstantSearch reads `renderingContent.facetOrdering` from it.
   */
  renderingContent: Record<string, never>;
}

/** Like Algolia's paginationLimitedTo: hits past this are not paged to. */
export const paginationLimit = 1000;

/**
 * Facet value counts over the matching records, per requested facet: the
 * `maxValues` most frequent values, most frequent first (Algolia's
 * `maxValuesPerFacet` and `sortFacetValuesBy: "count"`).
 */
export function countFacets(
  records: Iterable<DocSearchRecord>,
  requested: readonly string[],
  maxValues = 100,
): Record<string, Record<string, number>> {
  const attributes = requested.includes("*") ? facetAttributes : requested;
  const facets: Record<string, Record<string, number>> = {};
  const all = [...records];
  for (const attribute of attributes) {
    const counts = new Map<string, number>();
    for (const record of all) {
      for (const value of facetValues(valueAt(record, attribute))) {
        counts.set(value, (counts.get(value) ?? 0) + 1);
      }
    }
    if (counts.size === 0) continue;
    facets[attribute] = Object.fromEntries(
      [...counts]
        .sort(
          ([a, countA], [b, countB]) => countB - countA || a.localeCompare(b),
        )
        .slice(0, maxValues),
    );
  }
  return facets;
}

/** What a request asks of each hit, worked out once per request. */
interface HitPlan {
  snippets: { attribute: string; options: SnippetOptions }[];
  highlights: string[];
  tags: HighlightOptions;
}

const plans = new WeakMap<SearchParams, HitPlan>();

function planFor(params: SearchParams): HitPlan {
  let plan = plans.get(params);
  if (!plan) {
    const tags = {
      preTag: params.highlightPreTag,
      postTag: params.highlightPostTag,
    };
    plan = {
      snippets: params.attributesToSnippet.flatMap((spec) =>
        coveredSearchable([spec.attribute]).map((attribute) => ({
          attribute,
          options: {
            ...tags,
            words: spec.words,
            ellipsis: params.snippetEllipsisText,
          },
        })),
      ),
      highlights: highlightedAttributes(params),
      tags,
    };
    plans.set(params, plan);
  }
  return plan;
}

export function buildHit(
  record: DocSearchRecord,
  words: readonly QueryWord[],
  params: SearchParams,
  mark: Marker = createMarker(words),
): Hit {
  const hit = retrieve(record, params.attributesToRetrieve) as Hit;
  hit.objectID = record.objectID;
  const plan = planFor(params);

  const snippets: Record<string, unknown> = {};
  for (const { attribute, options } of plan.snippets) {
    const value = valueAt(record, attribute);
    if (typeof value !== "string") continue;
    setValueAt(snippets, attribute, snippet(value, words, options, mark));
  }
  if (Object.keys(snippets).length > 0) hit._snippetResult = snippets;

  const highlights: Record<string, unknown> = {};
  for (const attribute of plan.highlights) {
    const value = valueAt(record, attribute);
    if (typeof value !== "string") continue;
    setValueAt(highlights, attribute, highlight(value, words, plan.tags, mark));
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
