/**
 * Every parameter of Algolia's search API is honoured, refused with a 400
 * naming it, or (analytics, personalisation, rules only) accepted without
 * effect, as search/PARAMETERS.md lists them; the list there is checked
 * against the engine's own lists here.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import { createSearchIndex } from "../../search/engine/build-index";
import { SearchError } from "../../search/engine/errors";
import { honouredParameters } from "../../search/engine/params";
import { searchIndex } from "../../search/engine/search-index";
import {
  acceptedWithoutEffect,
  unsupportedParameters,
} from "../../search/engine/unsupported";
import { record } from "../fixtures/search/records";

const records = [
  record({
    url: "/elements/resistor",
    type: "lvl1",
    hierarchy: { lvl1: "Resistor" },
    content: "Limits current",
  }),
  record({
    url: "/elements/led",
    content: "An led needs a resistor in series",
  }),
];
const index = createSearchIndex(records);
const ids = (request: Record<string, unknown>) =>
  searchIndex(index, { query: "resistor", ...request }).hits.map(
    (hit) => hit.objectID,
  );

function refusal(request: Record<string, unknown>): SearchError {
  try {
    searchIndex(index, { query: "resistor", ...request });
  } catch (error) {
    assert.ok(error instanceof SearchError);
    return error;
  }
  assert.fail(`${JSON.stringify(request)} was not refused`);
}

/** The documented list: search/PARAMETERS.md's table rows. */
function documented(): Map<string, string> {
  const text = readFileSync(
    path.join(__dirname, "../../search/PARAMETERS.md"),
    "utf8",
  );
  const rows = new Map<string, string>();
  for (const match of text.matchAll(/^\| `(\w+)` \| (\w[\w ,]*?) \|/gm)) {
    rows.set(match[1] as string, match[2] as string);
  }
  return rows;
}

describe("search parameters", () => {
  it("leaves results unchanged for analytics, personalisation and rules parameters", () => {
    const plain = ids({});
    const values: Record<string, unknown> = {
      userToken: "reader-1",
      analyticsTags: ["docs"],
      percentileComputation: false,
      enableABTest: false,
      ruleContexts: ["docs"],
      enableRules: false,
      personalizationImpact: 0,
      enablePersonalization: true,
      enableReRanking: false,
      reRankingApplyFilter: ["type:lvl1"],
    };
    assert.deepEqual(
      Object.keys(values).sort(),
      [...acceptedWithoutEffect].sort(),
    );
    for (const [name, value] of Object.entries(values)) {
      assert.deepEqual(ids({ [name]: value }), plain, name);
    }
  });

  it("refuses geo, ranking, rendering and categorisation requests it cannot honour, naming them", () => {
    const refused: Record<string, unknown> = {
      aroundPrecision: 100,
      minimumAroundRadius: 1000,
      ranking: ["custom"],
      attributeCriteriaComputedBy: "sum",
      renderingContent: { facetOrdering: { facets: { order: ["type"] } } },
      extensions: { queryCategorization: { enableCategoriesRetrieval: true } },
    };
    for (const [name, value] of Object.entries(refused)) {
      const error = refusal({ [name]: value });
      assert.equal(error.status, 400, name);
      assert.match(error.message, new RegExp(`\\b${name}\\b`));
    }
    // Their defaults ask for nothing and are accepted
    assert.deepEqual(
      ids({ aroundPrecision: 10, renderingContent: {} }),
      ids({}),
    );
  });

  it("checks synonyms' type; with no synonyms defined both values search alike", () => {
    assert.deepEqual(ids({ synonyms: false }), ids({ synonyms: true }));
    assert.equal(refusal({ synonyms: "maybe" }).status, 400);
  });

  it("retrieves every attribute but those excluded with '-'", () => {
    const [hit] = searchIndex(index, {
      query: "resistor",
      attributesToRetrieve: ["*", "-content", "-hierarchy.lvl0"],
    }).hits;
    assert.equal(hit?.content, undefined);
    const hierarchy = hit?.hierarchy as Record<string, unknown>;
    assert.equal(hierarchy.lvl1, "Resistor");
    assert.equal("lvl0" in hierarchy, false);
    assert.equal(hit?.url, "/elements/resistor");
  });

  it("documents every parameter with the status the engine gives it", () => {
    const rows = documented();
    // Algolia's search parameters (the v5 client's SearchParamsObject), the
    // facet-value search's own, and the request envelope's
    const algolia = `query similarQuery filters facetFilters optionalFilters
      numericFilters tagFilters sumOrFiltersScores restrictSearchableAttributes
      facets facetingAfterDistinct page offset length aroundLatLng
      aroundLatLngViaIP aroundRadius aroundPrecision minimumAroundRadius
      insideBoundingBox insidePolygon naturalLanguages ruleContexts
      personalizationImpact userToken getRankingInfo synonyms clickAnalytics
      analytics analyticsTags percentileComputation enableABTest
      attributesToRetrieve ranking relevancyStrictness attributesToHighlight
      attributesToSnippet highlightPreTag highlightPostTag snippetEllipsisText
      restrictHighlightAndSnippetArrays hitsPerPage minWordSizefor1Typo
      minWordSizefor2Typos typoTolerance allowTyposOnNumericTokens
      disableTypoToleranceOnAttributes ignorePlurals removeStopWords
      queryLanguages decompoundQuery enableRules enablePersonalization
      queryType removeWordsIfNoResults mode semanticSearch advancedSyntax
      optionalWords disableExactOnAttributes exactOnSingleWordQuery
      alternativesAsExact advancedSyntaxFeatures distinct
      replaceSynonymsInHighlight minProximity responseFields maxValuesPerFacet
      sortFacetValuesBy attributeCriteriaComputedByMinProximity
      attributeCriteriaComputedBy renderingContent enableReRanking
      reRankingApplyFilter facetQuery maxFacetHits params extensions`.split(
      /\s+/,
    );
    assert.deepEqual(
      algolia.filter((name) => !rows.has(name)),
      [],
      "parameters missing from PARAMETERS.md",
    );
    for (const [name, status] of rows) {
      if (status === "accepted, no effect") {
        assert.ok(acceptedWithoutEffect.includes(name), name);
      } else if (status === "refused") {
        assert.ok(Object.hasOwn(unsupportedParameters, name), name);
      } else {
        assert.equal(status, "honoured", name);
        assert.ok(!acceptedWithoutEffect.includes(name), name);
        // params is the envelope that carries the others.
        if (name !== "params") assert.ok(honouredParameters.has(name), name);
      }
    }
    for (const name of honouredParameters) {
      assert.equal(rows.get(name), "honoured", name);
    }
  });

  it("answers a name that is no Algolia parameter with a 400 naming it, as Algolia does", () => {
    for (const name of ["hitPerPage", "attributesToRetreive", "foo"]) {
      const error = refusal({ [name]: 1 });
      assert.equal(error.status, 400, name);
      assert.equal(error.message, `Unknown parameter: ${name}`);
    }
    // In a v3 client's params string too
    assert.equal(
      refusal({ params: "query=led&hitPerPage=3" }).message,
      "Unknown parameter: hitPerPage",
    );
  });
});
