import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, it } from "node:test";
import { readReleaseNotes } from "../../plugins/release-notes/releases";
import { sentence } from "../../plugins/release-notes/remark";

/** A site folder with one drift report and its behaviour sentences. */
function site(texts: Record<string, string> | null): string {
  const dir = mkdtempSync(path.join(tmpdir(), "release-notes-"));
  const releases = path.join(dir, "docs/_releases");
  mkdirSync(releases, { recursive: true });
  const report = {
    facts: {
      newlyFailing: [
        { at: "tests/facts/a.test.ts", test: "one", message: "" },
        { at: "tests/facts/b.test.ts", test: "two", message: "" },
      ],
    },
  };
  writeFileSync(path.join(releases, "0.0.9.json"), JSON.stringify(report));
  if (texts)
    writeFileSync(
      path.join(releases, "0.0.9.behaviours.json"),
      JSON.stringify(texts),
    );
  return dir;
}

describe("release notes", () => {
  it("reads code spans in a behaviour sentence as inline code", () => {
    assert.deepEqual(sentence("A `<via>` has no `pin1`."), [
      { type: "text", value: "A " },
      { type: "inlineCode", value: "<via>" },
      { type: "text", value: " has no " },
      { type: "inlineCode", value: "pin1" },
      { type: "text", value: "." },
    ]);
  });

  it("says each behaviour once, however many tests found it", () => {
    const notes = readReleaseNotes(
      site({
        "tests/facts/a.test.ts — one": "Same change.",
        "tests/facts/b.test.ts — two": "Same change.",
      }),
    );
    assert.deepEqual(notes[0].behaviours, ["Same change."]);
  });

  it("fails naming the file when a newly failing test has no sentence", () => {
    assert.throws(
      () => readReleaseNotes(site({ "tests/facts/a.test.ts — one": "X." })),
      /0\.0\.9\.behaviours\.json: .*missing: tests\/facts\/b\.test\.ts — two/,
    );
    assert.throws(() => readReleaseNotes(site(null)), /missing/);
  });

  it("fails on a sentence for a test the report does not name", () => {
    assert.throws(
      () =>
        readReleaseNotes(
          site({
            "tests/facts/a.test.ts — one": "X.",
            "tests/facts/b.test.ts — two": "Y.",
            "tests/facts/c.test.ts — three": "Z.",
          }),
        ),
      /no facts test of the 0\.0\.9 report is named tests\/facts\/c/,
    );
  });
});
