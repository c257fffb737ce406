/**
 * Small readers the upgrade snapshot needs: which elements the docs
 * document, which intrinsic elements core accepts, and which facts tests
 * failed (from a TAP report).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { listPages } from "../../plugins/circuit-previews/scan";

export interface DocumentedElements {
  /** Elements with a props table somewhere in the docs. */
  props: string[];
  /** Elements with a pins table. */
  pins: string[];
  /** Elements with a page of their own (`docs/elements/x.mdx`, `docs/footprints/x.mdx`). */
  pages: string[];
}

export function documentedElements(siteDir: string): DocumentedElements {
  const props = new Set<string>();
  const pins = new Set<string>();
  for (const file of listPages(path.join(siteDir, "docs"))) {
    const source = readFileSync(file, "utf8");
    for (const match of source.matchAll(/<PropsTable\s+element="([\w.]+)"/g))
      props.add(match[1] as string);
    for (const match of source.matchAll(/<PinsTable\s+element="([\w.]+)"/g))
      pins.add(match[1] as string);
  }
  const pages = ["elements", "footprints"].flatMap((folder) =>
    readdirSync(path.join(siteDir, "docs", folder))
      .filter((name) => /^[a-z0-9]+\.mdx$/.test(name))
      .map((name) => name.replace(/\.mdx$/, "")),
  );
  return {
    props: [...props].sort(),
    pins: [...pins].sort(),
    pages: [...new Set(pages)].sort(),
  };
}

/** The element names of core's `TscircuitElements` (what JSX type-checks). */
export function coreIntrinsicElements(siteDir: string): string[] {
  const types = readFileSync(
    path.join(siteDir, "node_modules/@tscircuit/core/dist/index.d.ts"),
    "utf8",
  );
  const start = types.indexOf("interface TscircuitElements {");
  if (start < 0)
    throw new Error("@tscircuit/core no longer declares TscircuitElements");
  const block = types.slice(start, types.indexOf("\n}", start));
  return [...block.matchAll(/^\s+["']?([\w.]+)["']?\??:/gm)]
    .map((match) => match[1] as string)
    .sort();
}

export interface FactFailure {
  test: string;
  /**
   * The test's file, relative to the site. No line: under tsx the reported
   * line of an ES-module test is not the source line.
   */
  at: string;
  /** First line of the first failed assertion. */
  message: string;
}

/**
 * Failed tests of a `node --test --test-reporter=tap` run: the innermost
 * failures only (a suite that failed because a test in it did is left out).
 */
export function parseTapFailures(tap: string, siteDir: string): FactFailure[] {
  const lines = tap.split("\n");
  const failures: FactFailure[] = [];
  for (const [index, line] of lines.entries()) {
    const match = line.match(/^(\s*)not ok \d+ - (.*)$/);
    if (!match) continue;
    let location = "";
    let message = "";
    let kind = "";
    for (let next = index + 1; next < lines.length; next++) {
      const body = lines[next] as string;
      if (body.trim() === "...") break;
      const field = body.match(/^\s*(location|failureType|error):\s*(.*)$/);
      if (!field) continue;
      if (field[1] === "location")
        location = (field[2] ?? "").replace(/^'|'$/g, "");
      if (field[1] === "failureType")
        kind = (field[2] ?? "").replace(/^'|'$/g, "");
      if (field[1] === "error") {
        const inline = (field[2] ?? "").replace(/^'|'$/g, "");
        message =
          inline && inline !== "|-" && inline !== "|"
            ? inline
            : (lines[next + 1] ?? "").trim();
      }
    }
    if (kind === "subtestsFailed") continue;
    const relative = location
      ? path
          .relative(siteDir, location.replace(/(?::\d+)+$/, ""))
          .replace(/\\/g, "/")
      : "";
    failures.push({
      test: (match[2] ?? "").trim(),
      at: relative,
      message: message || kind || "failed",
    });
  }
  return failures;
}
