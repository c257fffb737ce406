import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import semver from "semver";
import { repoRoot } from "../../lib/build-output";
import {
  disagreements,
  lockfileVersions,
  movesWithRelease,
  readRecord,
} from "../../lib/tscircuit-release";
import {
  diffSnapshots,
  reportMarkdown,
  type SiteSnapshot,
  summaryLines,
} from "../../scripts/upgrade/drift";
import { pickVersion } from "../../scripts/upgrade/resolve";
import { parseTapFailures } from "../../scripts/upgrade/site-facts";

const record = readRecord();
const dependencies = (
  JSON.parse(readFileSync(path.join(repoRoot, "package.json"), "utf8")) as {
    dependencies: Record<string, string>;
  }
).dependencies;
const locked = lockfileVersions(path.join(repoRoot, "package-lock.json"));
const satisfies = (version: string, range: string) =>
  semver.satisfies(version, range);

describe("tscircuit-release.json", () => {
  it("is what package.json and the lockfile install", () => {
    const found = disagreements(record, dependencies, locked, satisfies);
    assert.deepEqual(
      found.map(
        (d) =>
          `${d.where}: ${d.name} is ${d.found}, the record says ${d.expected}`,
      ),
      [],
      "run `npm run upgrade -- <version>` rather than moving a tscircuit package by hand",
    );
  });

  it("catches one package moved by hand, in package.json or the lockfile", () => {
    const moved = { ...dependencies, "@tscircuit/core": "0.0.1" };
    assert.deepEqual(
      disagreements(record, moved, locked, satisfies).map((d) => [
        d.name,
        d.where,
      ]),
      [["@tscircuit/core", "package.json"]],
    );
    const relocked = new Map(locked).set("circuit-to-svg", "0.0.1");
    assert.deepEqual(
      disagreements(record, dependencies, relocked, satisfies).map((d) => [
        d.name,
        d.where,
      ]),
      [["circuit-to-svg", "package-lock.json"]],
    );
    const unknown = { ...dependencies, "@tscircuit/new-thing": "1.0.0" };
    assert.deepEqual(
      disagreements(record, unknown, locked, satisfies).map((d) => d.name),
      ["@tscircuit/new-thing"],
    );
  });

  it("pins every package the release moves, and the CLI it ships", () => {
    for (const [name, range] of Object.entries(record.releaseDependencies))
      if (name in dependencies && movesWithRelease(name, range))
        assert.ok(
          name in record.packages,
          `${name} (${range}) is not in packages`,
        );
    assert.match(record.packed["@tscircuit/cli"] ?? "", /^\d+\.\d+\.\d+$/);
    for (const [name, version] of Object.entries(record.packages)) {
      const range = record.releaseDependencies[name];
      if (range && !(name in record.substituted))
        assert.ok(
          semver.satisfies(version, range),
          `${name}@${version} is outside ${range}`,
        );
    }
  });
});

describe("resolving a release", () => {
  const times = {
    "0.0.5": "2026-01-01T00:00:00Z",
    "0.0.6": "2026-02-01T00:00:00Z",
    "0.1.0": "2026-02-02T00:00:00Z",
    "0.1.1": "2026-03-01T00:00:00Z",
    "0.1.2-beta.1": "2026-02-03T00:00:00Z",
  };
  it("takes the newest version in range published by the release day", () => {
    assert.deepEqual(
      pickVersion("x", "^0.1.0", times, "2026-02-10T00:00:00Z"),
      {
        version: "0.1.0",
      },
    );
    assert.deepEqual(
      pickVersion("x", "^0.0.5", times, "2026-03-10T00:00:00Z"),
      {
        version: "0.0.5",
      },
    );
  });
  it("takes the newest version there is, with a note, when none is in range", () => {
    const picked = pickVersion("x", "^0.0.67", times, "2026-03-10T00:00:00Z");
    assert.equal(picked.version, "0.1.1");
    assert.match(picked.substitute?.why ?? "", /no version of x in \^0\.0\.67/);
  });
  it("moves @tscircuit packages and 0.0.x pins, not wider ranges", () => {
    assert.ok(movesWithRelease("@tscircuit/cli", "^0.1.2430"));
    assert.ok(movesWithRelease("circuit-to-svg", "^0.0.455"));
    assert.ok(!movesWithRelease("react", "^19.1.0"));
    assert.ok(!movesWithRelease("kicad-component-converter", "^0.1.40"));
  });
});

function snapshot(overrides: Partial<SiteSnapshot>): SiteSnapshot {
  return {
    versions: { "@tscircuit/core": "0.0.1" },
    examples: {},
    props: {},
    pins: {},
    cli: { version: "0.1.0", commands: {} },
    footprints: {},
    intrinsicElements: [],
    documentedElements: [],
    facts: { ran: true, failures: [] },
    ...overrides,
  };
}

describe("the drift report", () => {
  const before = snapshot({
    examples: {
      "docs/a.mdx:10": { errors: [], warnings: [] },
      "docs/b.mdx:5": { errors: [], warnings: [] },
    },
    props: { resistor: { resistance: "number | string", old: "string" } },
    pins: { resistor: ["pin1 #1", "pin2 #2"] },
    cli: { version: "0.1.0", commands: { build: ["--a"], gone: [] } },
    footprints: { cap: ["w", "nonpolarized"] },
    intrinsicElements: ["board", "resistor"],
    documentedElements: ["board", "resistor"],
  });
  const after = snapshot({
    versions: { "@tscircuit/core": "0.0.2" },
    examples: {
      "docs/a.mdx:10": {
        errors: ["pcb_port_not_connected_error: pin1 of R1 is alone on net V5"],
        warnings: [],
      },
      "docs/b.mdx:5": { errors: [], warnings: [] },
    },
    props: { resistor: { resistance: "number", mpn: "string" } },
    pins: { resistor: ["pin1 #1", "pin2 #2"] },
    cli: { version: "0.1.1", commands: { build: ["--a", "--b"], check: [] } },
    footprints: { cap: ["w"], soic: ["num_pins"] },
    intrinsicElements: ["board", "copperpour", "resistor"],
    documentedElements: ["board", "resistor"],
    facts: {
      ran: true,
      failures: [
        {
          test: "stub nets",
          at: "tests/facts/elements/net.test.ts:9",
          message: "expected 0 errors",
        },
      ],
    },
  });
  const report = diffSnapshots(before, after, { from: "1", to: "2" });

  it("lists what changed and nothing that did not", () => {
    assert.deepEqual(
      report.examples.map((e) => e.at),
      ["docs/a.mdx:10"],
    );
    assert.equal(report.examplesWithErrors, 1);
    assert.deepEqual(report.props, [
      {
        element: "resistor",
        added: [{ name: "mpn", type: "string" }],
        removed: ["old"],
        retyped: [
          { name: "resistance", before: "number | string", after: "number" },
        ],
      },
    ]);
    assert.deepEqual(report.pins, []);
    assert.deepEqual(report.cli.commandsAdded, ["check"]);
    assert.deepEqual(report.cli.commandsRemoved, ["gone"]);
    assert.deepEqual(report.cli.options, [
      { command: "build", added: ["--b"], removed: [] },
    ]);
    assert.deepEqual(report.footprints.functionsAdded, ["soic"]);
    assert.deepEqual(report.footprints.params, [
      { name: "cap", added: [], removed: ["nonpolarized"] },
    ]);
    assert.deepEqual(report.elementsWithoutPage, ["copperpour"]);
    assert.equal(report.facts.newlyFailing.length, 1);
  });

  it("prints counts and writes Markdown with file:line, old and new", () => {
    const summary = summaryLines(report).join("\n");
    assert.match(
      summary,
      /examples whose errors or warnings changed: 1; with a circuit error now: 1/,
    );
    assert.match(summary, /facts tests newly failing: 1/);
    const markdown = reportMarkdown(report);
    assert.match(
      markdown,
      /\| docs\/a\.mdx:10 \| clean \| error pcb_port_not_connected_error \|/,
    );
    assert.match(
      markdown,
      /tests\/facts\/elements\/net\.test\.ts:9: stub nets — expected 0 errors/,
    );
  });
});

describe("reading the facts runner's TAP", () => {
  it("keeps the failed tests, not the suites that failed because of them", () => {
    const tap = [
      "TAP version 13",
      "# Subtest: net",
      "    # Subtest: stub nets",
      "    not ok 1 - stub nets",
      "      ---",
      "      duration_ms: 3",
      "      location: '/site/tests/facts/elements/net.test.ts:9:3'",
      "      failureType: 'testCodeFailure'",
      "      error: |-",
      "        Expected values to be strictly equal:",
      "      ...",
      "not ok 1 - net",
      "  ---",
      "  location: '/site/tests/facts/elements/net.test.ts:5:1'",
      "  failureType: 'subtestsFailed'",
      "  error: '1 subtest failed'",
      "  ...",
    ].join("\n");
    assert.deepEqual(parseTapFailures(tap, "/site"), [
      {
        test: "stub nets",
        at: "tests/facts/elements/net.test.ts",
        message: "Expected values to be strictly equal:",
      },
    ]);
  });
});
