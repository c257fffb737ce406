import assert from "node:assert/strict";
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, it } from "node:test";
import { setTimeout as sleep } from "node:timers/promises";
import { MissesLog } from "../../search/misses-log";

async function waitFor(done: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await sleep(20);
  }
}

function tempFile(): string {
  return path.join(mkdtempSync(path.join(tmpdir(), "misses-")), "misses.tsv");
}

describe("MissesLog", () => {
  it("counts normalized queries and writes them most frequent first", async () => {
    // Given queries differing only in case and spaces
    const file = tempFile();
    const log = new MissesLog({ file });
    for (const query of [
      "  Flux  Capacitor ",
      "flux capacitor",
      "warp\tcore",
      "FLUX capacitor",
      "Warp core",
      "zener",
    ]) {
      log.record(query);
    }
    log.record("   ");
    // When the log is closed
    await log.close();
    // Then one line per query, by count, then alphabetically
    assert.equal(
      readFileSync(file, "utf8"),
      "flux capacitor\t3\nwarp core\t2\nzener\t1\n",
    );
  });

  it("writes at most once per second, and at once on close", async () => {
    const file = tempFile();
    const log = new MissesLog({ file });
    const contents = () => (existsSync(file) ? readFileSync(file, "utf8") : "");
    // Given a first miss: it is written by a timer, not by the record call
    log.record("first");
    assert.equal(existsSync(file), false);
    await waitFor(() => contents() === "first\t1\n");
    // When each write happened, from the file itself: the time this test
    // notices a write lags behind it on a loaded machine.
    const firstWrite = statSync(file).mtimeMs;
    // When a second miss comes right after, it waits for the second to pass
    log.record("second");
    await waitFor(() => contents() === "first\t1\nsecond\t1\n");
    const secondWrite = statSync(file).mtimeMs;
    assert.ok(
      secondWrite - firstWrite >= 900,
      `writes ${Math.round(secondWrite - firstWrite)} ms apart`,
    );
    // And closing writes what is pending without waiting
    log.record("third");
    await log.close();
    assert.match(contents(), /third\t1/);
  });

  it("replaces the file atomically, leaving no temporary files", async () => {
    const file = tempFile();
    const log = new MissesLog({ file });
    log.record("a");
    await log.flush();
    const before = statSync(file).ino;
    log.record("b");
    await log.close();
    // A rename puts a new file in place; writing in place would keep the inode
    assert.notEqual(statSync(file).ino, before);
    assert.deepEqual(readdirSync(path.dirname(file)), ["misses.tsv"]);
  });

  it("carries on the counts already in the file", async () => {
    const file = tempFile();
    writeFileSync(file, "flux capacitor\t4\nbroken line\nzener\t1\n");
    const log = new MissesLog({ file });
    log.record("Flux capacitor");
    await log.close();
    assert.equal(readFileSync(file, "utf8"), "flux capacitor\t5\nzener\t1\n");
  });

  it("stops adding new queries past maxQueries but keeps counting known ones", async () => {
    const file = tempFile();
    const log = new MissesLog({ file, maxQueries: 2 });
    for (const query of ["a", "b", "c", "a"]) log.record(query);
    await log.close();
    assert.deepEqual(log.entries(), [
      ["a", 2],
      ["b", 1],
    ]);
  });
});
