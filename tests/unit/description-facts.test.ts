/**
 * Every props description of ours that states a default or a unit is
 * proved by a facts test (issue #33).
 *
 * The files listed in `tests/facts/descriptions/covered.json` (names of
 * `docs/_descriptions/props/<file>.json`) are the ones whose tests are
 * complete. For each of them, `tests/facts/descriptions/<file>.test.ts`
 * must hold one `it("<prop>: …")` for every description that states a
 * default or a unit (`statesDefaultOrUnit` below), and every
 * `it("<prop>: …")` in it must name a prop the file describes (a key of
 * the file, with or without the `!` that marks an override; in
 * `_shared.json`, `<Interface>.<prop>`). A covered file that states no
 * default or unit needs no facts file.
 *
 * The rule, applied to the description's text:
 * - a default: the word "default" (singular; "style defaults" is not one),
 *   or "when omitted", "if omitted", "when unset", "when not set",
 *   "unless … sets";
 * - a unit: a number followed by a unit symbol (mm, °, Ω, V, A, Hz, %, nm,
 *   F, H, s, ms, with or without an SI prefix such as k, M, m, u, µ, n, p),
 *   or a unit word (mm, millimetres, degrees, radians, ohms, volts,
 *   amperes, hertz, farads, henries, milliseconds, schematic
 *   units).
 */
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";

const root = path.resolve(__dirname, "../..");
const descriptionsDir = path.join(root, "docs", "_descriptions", "props");
const factsDir = path.join(root, "tests", "facts", "descriptions");
const manifestFile = path.join(factsDir, "covered.json");

const DEFAULT =
  /\bdefault\b|\b(?:when|if) (?:omitted|unset|not set)\b|\bunless\b[^.;]*\bsets\b/i;
const UNIT_SYMBOL =
  /\d\s*(?:[kMGmunpµ]?(?:Ω|V|A|Hz|F|H|s)|mm|nm|°|%)(?![A-Za-z0-9])/;
const UNIT_WORD =
  /\b(?:mm|millimet(?:re|er)s?|degrees?|radians?|ohms?|volts?|amps?|amperes?|hertz|farads?|henr(?:y|ies)|milliseconds?|schematic units?)\b/i;

export function statesDefaultOrUnit(text: string): boolean {
  return DEFAULT.test(text) || UNIT_SYMBOL.test(text) || UNIT_WORD.test(text);
}

/** The descriptions of a file, flat: `prop` or, in `_shared`, `Interface.prop`. */
function descriptionsOf(file: string): Map<string, string> {
  const json = JSON.parse(
    readFileSync(path.join(descriptionsDir, `${file}.json`), "utf8"),
  ) as Record<string, unknown>;
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(json)) {
    if (typeof value === "string") out.set(key.replace(/!$/, ""), value);
    else
      for (const [prop, text] of Object.entries(
        value as Record<string, string>,
      ))
        out.set(`${key}.${prop.replace(/!$/, "")}`, text);
  }
  return out;
}

/** The props named by `it("<prop>: …")` in a facts file's text. */
export function testedProps(source: string): string[] {
  return [...source.matchAll(/\bit\(\s*(["'`])([A-Za-z0-9_.$]+):/g)].map(
    (m) => m[2] as string,
  );
}

/** What is missing or wrong for one covered file; empty when complete. */
export function coverageProblems(
  descriptions: ReadonlyMap<string, string>,
  testSource: string,
): string[] {
  const tested = new Set(testedProps(testSource));
  const problems: string[] = [];
  for (const [prop, text] of descriptions)
    if (statesDefaultOrUnit(text) && !tested.has(prop))
      problems.push(
        `"${prop}" states a default or unit but has no it("${prop}: …")`,
      );
  for (const prop of tested)
    if (!descriptions.has(prop))
      problems.push(`it("${prop}: …") names no description in the file`);
  return problems;
}

const covered = JSON.parse(readFileSync(manifestFile, "utf8")) as string[];

describe("props descriptions that state a default or a unit have facts tests", () => {
  it("the rule tells stating descriptions from others", () => {
    assert.ok(
      statesDefaultOrUnit("Thickness of the board in mm; 1.4 mm when omitted."),
    );
    assert.ok(statesDefaultOrUnit('"spst" (the default, 2 pins)'));
    assert.ok(statesDefaultOrUnit("Rotation of the label, in degrees."));
    assert.ok(statesDefaultOrUnit('a percentage string such as "1%"'));
    assert.ok(statesDefaultOrUnit('such as "10uH" or "100nH"'));
    assert.ok(
      !statesDefaultOrUnit(
        "PCB style defaults passed down to elements inside.",
      ),
    );
    assert.ok(
      !statesDefaultOrUnit(
        "Draws the laser diode symbol instead of the LED symbol.",
      ),
    );
    assert.ok(!statesDefaultOrUnit('Selector such as ".U1 > .SDA".'));
  });

  it("the manifest lists existing description files, each once", () => {
    assert.equal(new Set(covered).size, covered.length);
    for (const file of covered)
      assert.ok(
        existsSync(path.join(descriptionsDir, `${file}.json`)),
        `${file}.json`,
      );
  });

  it("the checker fails on a missing test and on a test of no description", () => {
    const descriptions = new Map([
      ["thickness", "Thickness in mm."],
      ["title", "Title of the board."],
    ]);
    assert.deepEqual(
      coverageProblems(descriptions, `it("thickness: 2mm", () => {})`),
      [],
    );
    assert.equal(coverageProblems(descriptions, "").length, 1);
    assert.equal(
      coverageProblems(descriptions, `it("thickness: x", f); it("width: y", f)`)
        .length,
      1,
    );
  });

  for (const file of covered)
    it(`${file}.json: every default or unit it states is tested`, () => {
      const descriptions = descriptionsOf(file);
      const testFile = path.join(factsDir, `${file}.test.ts`);
      // A file stating no default or unit needs no facts file.
      const stating = [...descriptions.values()].some(statesDefaultOrUnit);
      if (!stating && !existsSync(testFile)) return;
      assert.ok(
        existsSync(testFile),
        `missing ${path.relative(root, testFile)}`,
      );
      const problems = coverageProblems(
        descriptions,
        readFileSync(testFile, "utf8"),
      );
      assert.deepEqual(problems, [], `${file}: ${problems.join("; ")}`);
    });
});
