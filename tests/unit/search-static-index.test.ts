/**
 * The compact index of static hosts (search/records/compact-records.ts):
 * decoding gives back exactly the records the build extracted, so the
 * in-browser engine answers exactly what the service answers.
 */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, it } from "node:test";
import { readRelevanceQueries } from "../../bench/support/relevance-queries.mjs";
import { searchMulti } from "../../search/engine/multi";
import {
  createSearchIndex,
  type SearchIndex,
} from "../../search/engine/search-index";
import {
  type CompactIndex,
  type CompactRecord,
  decodeRecords,
  encodeRecords,
} from "../../search/records/compact-records";
import { extractSite } from "../../search/records/extract-site";
import { sha256Hex } from "../../search/records/sha256";
import type { DocSearchRecord } from "../../search/records/types";
import { writeCompactIndex } from "../../search/records/write-records";
import { recordsFile, staticIndexFile } from "../../src/config/search";
import { isServiceMissing } from "../../src/search/serviceMissing";
import { record } from "../fixtures/search/records";

const fixtureBuild = path.join(__dirname, "../fixtures/search/build");
const siteBuild = path.join(__dirname, "../../build");

const sameJson = (a: unknown, b: unknown) =>
  assert.equal(JSON.stringify(a), JSON.stringify(b));

describe("sha256Hex", () => {
  it("agrees with Node's SHA-256 across block boundaries and in UTF-8", () => {
    const texts = [
      "",
      "abc",
      "a".repeat(55),
      "a".repeat(56),
      "a".repeat(64),
      "a".repeat(119),
      "<resistor /> — 10kΩ 😀\u0000/elements/resistor#props",
      "x".repeat(5000),
    ];
    for (const text of texts) {
      assert.equal(
        sha256Hex(text),
        createHash("sha256").update(text).digest("hex"),
        JSON.stringify(text.slice(0, 20)),
      );
    }
  });
});

describe("encodeRecords / decodeRecords", () => {
  it("gives back the extracted records, field for field and in order, without their objectIDs", () => {
    const { records } = extractSite(fixtureBuild, {
      siteUrl: "https://docs.example.com",
    });
    assert.ok(records.length > 5);
    const compact = encodeRecords(records);
    const decoded = decodeRecords(JSON.parse(JSON.stringify(compact)));
    sameJson(decoded, records);
    // Every record fits the compact form, and every objectID is recomputed.
    for (const item of compact.records) {
      assert.ok(Array.isArray(item));
      assert.notEqual(typeof (item as CompactRecord)[5], "string");
    }
    assert.equal(compact.site, "https://docs.example.com");
    assert.equal(
      JSON.stringify(compact).includes(records[0]?.objectID ?? "?"),
      false,
    );
  });

  it("keeps what it cannot recompute: a foreign objectID, a record of another site, an odd position", () => {
    const page = "https://docs.example.com/guide";
    const records: DocSearchRecord[] = [
      record({ url: page, type: "lvl1", hierarchy: { lvl1: "Guide" } }),
      record({
        url: `${page}#wiring`,
        type: "lvl2",
        position: 1,
        hierarchy: { lvl1: "Guide", lvl2: "Wiring" },
      }),
      record({
        url: `${page}#wiring`,
        content: "Links to the other pages",
        position: 2,
        pointer: true,
        hierarchy: { lvl1: "Guide", lvl2: "Wiring" },
      }),
      // Another origin than the first record's.
      record({ url: "https://elsewhere.example.org/page", content: "Far" }),
      // Position 9 where the page's fourth record would be 3.
      record({ url: page, content: "Out of order", position: 9 }),
      // The page's fifth record: its position counts the one kept whole.
      record({
        url: `${page}#wiring`,
        content: "After it",
        position: 4,
        hierarchy: { lvl1: "Guide", lvl2: "Wiring" },
      }),
    ];
    const compact: CompactIndex = encodeRecords(records);
    sameJson(decodeRecords(JSON.parse(JSON.stringify(compact))), records);
    const [first, second, third, fourth, fifth, sixth] = compact.records;
    // The fixtures' objectIDs are not hashes: stored as they are.
    assert.equal((first as CompactRecord)[5], records[0]?.objectID);
    assert.equal((second as CompactRecord)[5], records[1]?.objectID);
    assert.equal((third as CompactRecord)[6], 1);
    assert.ok(!Array.isArray(fourth), "a foreign record is kept whole");
    assert.ok(!Array.isArray(fifth), "an unexpected position is kept whole");
    assert.ok(Array.isArray(sixth));
  });

  it("refuses a file in another format", () => {
    assert.throws(
      () => decodeRecords({ format: "other", version: 1 } as never),
      /Not a search index this site can read/,
    );
  });
});

/**
 * The built site when there is one (the file the build wrote beside the
 * records), else the fixture build: the relevance queries answer the same
 * from both indexes either way.
 */
async function recordsAndCompact(): Promise<{
  records: DocSearchRecord[];
  compact: CompactIndex;
  source: string;
}> {
  const builtRecords = path.join(siteBuild, recordsFile);
  const builtCompact = path.join(siteBuild, staticIndexFile);
  if (existsSync(builtRecords) && existsSync(builtCompact)) {
    return {
      records: JSON.parse(readFileSync(builtRecords, "utf8")),
      compact: JSON.parse(readFileSync(builtCompact, "utf8")),
      source: "build/",
    };
  }
  const { records } = extractSite(fixtureBuild, {
    siteUrl: "https://docs.example.com",
  });
  const file = path.join(
    mkdtempSync(path.join(tmpdir(), "compact-")),
    "i.json",
  );
  await writeCompactIndex(records, file);
  return {
    records,
    compact: JSON.parse(readFileSync(file, "utf8")),
    source: "the fixture build",
  };
}

/** A request as the DocSearch modal sends it. */
function modalRequest(query: string): Record<string, unknown> {
  return {
    indexName: "tscircuit",
    query,
    hitsPerPage: 20,
    attributesToRetrieve: [
      "hierarchy.lvl0",
      "hierarchy.lvl1",
      "hierarchy.lvl2",
      "hierarchy.lvl3",
      "hierarchy.lvl4",
      "hierarchy.lvl5",
      "hierarchy.lvl6",
      "content",
      "type",
      "url",
    ],
    attributesToSnippet: ["hierarchy.lvl1:10", "content:10"],
    snippetEllipsisText: "…",
    highlightPreTag: "<mark>",
    highlightPostTag: "</mark>",
    facetFilters: ["language:en"],
    facets: ["docusaurus_tag"],
  };
}

function answer(index: SearchIndex, query: string) {
  const { results } = searchMulti(new Map([["tscircuit", index]]), {
    requests: [modalRequest(query)],
  });
  const { processingTimeMS: _time, ...rest } = results[0] as {
    processingTimeMS: number;
  };
  return rest;
}

describe("the compact index the build writes", () => {
  it("answers every relevance query exactly as the full records do", async () => {
    const { records, compact, source } = await recordsAndCompact();
    const full = createSearchIndex(records, { name: "tscircuit" });
    const fromCompact = createSearchIndex(decodeRecords(compact), {
      name: "tscircuit",
    });
    // The first set (bench/relevance-queries.json): the sets of each section
    // would add minutes on a loaded machine, not cases.
    const queries = readRelevanceQueries()
      .filter((each) => each.source === "relevance-queries")
      .map((each) => each.query);
    assert.ok(queries.length > 50);
    let withHits = 0;
    for (const query of queries) {
      const expected = answer(full, query);
      const actual = answer(fromCompact, query);
      sameJson(actual, expected);
      if ((expected as { nbHits: number }).nbHits > 0) withHits += 1;
    }
    // On the built site most queries find something; the fixture has 3 pages.
    assert.ok(withHits > 0, `no relevance query found anything in ${source}`);
  });
});

describe("isServiceMissing", () => {
  const answer = (status: number, content: string, isTimedOut = false) =>
    isServiceMissing({ status, content, isTimedOut });

  it("takes a static host's answers for a missing service", () => {
    // GitHub Pages' 405 page, python's http.server 501, a bucket's 404 page.
    assert.equal(answer(405, "<html><title>405 Not Allowed</title>"), true);
    assert.equal(answer(501, "<!DOCTYPE HTML><title>Error</title>"), true);
    assert.equal(answer(404, "<!doctype html><h1>Page Not Found</h1>"), true);
    // A host whose 404 page is JSON, but not an error of the API.
    assert.equal(answer(404, '{"error":"not found"}'), true);
    // A catch-all host answering its index page with 200.
    assert.equal(answer(200, "<!doctype html><html>"), true);
    // The request failed: no server, or the connection refused.
    assert.equal(answer(0, "Network request failed"), true);
  });

  it("leaves the service's own answers, errors and timeouts to the client", () => {
    assert.equal(answer(200, '{"results":[]}'), false);
    assert.equal(
      answer(404, '{"message":"Index other does not exist","status":404}'),
      false,
    );
    assert.equal(answer(400, '{"message":"Bad filter","status":400}'), false);
    assert.equal(
      answer(
        403,
        '{"message":"Invalid Application-ID or API key","status":403}',
      ),
      false,
    );
    assert.equal(answer(0, "Connection timeout", true), false);
  });
});
