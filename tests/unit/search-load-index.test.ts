import assert from "node:assert/strict";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, it } from "node:test";
import { searchIndex } from "../../search/engine/search-index";
import { loadIndexes } from "../../search/load-index";
import { writeAlgoliaRecords } from "../../search/records/write-records";
import { record } from "../fixtures/search/records";

function tempFile(): string {
  return path.join(mkdtempSync(path.join(tmpdir(), "index-")), "records.json");
}

describe("loadIndexes", () => {
  it("builds the tscircuit index from the records file", async () => {
    // Given records written at build
    const file = tempFile();
    await writeAlgoliaRecords(
      [record({ url: "/silkscreen", content: "Silkscreen text on the board" })],
      file,
    );
    // When loaded
    const indexes = await loadIndexes(file);
    // Then the index answers under its name
    assert.deepEqual([...indexes.keys()], ["tscircuit"]);
    const index = indexes.get("tscircuit");
    assert.ok(index);
    assert.equal(searchIndex(index, { query: "silk" }).nbHits, 1);
  });

  it("replaces the index only once the new one is built", async () => {
    // Given an index being served
    const file = tempFile();
    await writeAlgoliaRecords(
      [record({ url: "/old", content: "old words" })],
      file,
    );
    const indexes = await loadIndexes(file);
    const serving = indexes.get("tscircuit");
    // When the file is half-written, then loading fails and the old index stays
    writeFileSync(file, '[{"objectID": "a", "url": "/new", "hier');
    await assert.rejects(loadIndexes(file, indexes), /not valid JSON/);
    assert.equal(indexes.get("tscircuit"), serving);
    // And records of the wrong shape are refused the same way
    writeFileSync(file, JSON.stringify([{ objectID: "a", url: "/x" }]));
    await assert.rejects(loadIndexes(file, indexes), /record 0 has no type/);
    assert.equal(indexes.get("tscircuit"), serving);
    // When a complete file is loaded, then the new index replaces the old one
    await writeAlgoliaRecords(
      [record({ url: "/new", content: "new words" })],
      file,
    );
    await loadIndexes(file, indexes);
    const current = indexes.get("tscircuit");
    assert.ok(current && current !== serving);
    assert.equal(searchIndex(current, { query: "new" }).nbHits, 1);
    assert.equal(searchIndex(current, { query: "old" }).nbHits, 0);
  });

  it("fails on a missing file", async () => {
    await assert.rejects(
      loadIndexes(path.join(tmpdir(), "no-such-records.json")),
      /ENOENT/,
    );
  });
});
