/**
 * The drift reports of past moves (docs/_releases/<version>.json, written by
 * `npm run upgrade`) and the sentences we wrote for the behaviour changes
 * their facts tests found (docs/_releases/<version>.behaviours.json: the
 * failing test's `file:line — name` → a sentence for readers).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { DriftReport } from "../../scripts/upgrade/drift";

export interface ReleaseNotes {
  version: string;
  report: DriftReport;
  /** One sentence per behaviour change, in the order the tests ran. */
  behaviours: string[];
}

export const releasesDir = (siteDir: string) =>
  path.join(siteDir, "docs/_releases");

const byVersionDescending = (a: string, b: string) =>
  b.localeCompare(a, "en", { numeric: true });

export const behaviourKey = (failure: { at: string; test: string }) =>
  `${failure.at} — ${failure.test}`;

/** Every release's notes, newest first; throws naming the file that lacks a sentence. */
export function readReleaseNotes(siteDir: string): ReleaseNotes[] {
  const dir = releasesDir(siteDir);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => /^\d+\.\d+\.\d+\.json$/.test(name))
    .map((name) => name.replace(/\.json$/, ""))
    .sort(byVersionDescending)
    .map((version) => {
      const report = JSON.parse(
        readFileSync(path.join(dir, `${version}.json`), "utf8"),
      ) as DriftReport;
      const textsFile = path.join(dir, `${version}.behaviours.json`);
      const texts: Record<string, string> = existsSync(textsFile)
        ? JSON.parse(readFileSync(textsFile, "utf8"))
        : {};
      const keys = report.facts.newlyFailing.map(behaviourKey);
      const missing = keys.filter((key) => !texts[key]);
      if (missing.length > 0)
        throw new Error(
          `${path.relative(siteDir, textsFile)}: write one sentence for readers for each behaviour change the move to ${version} found; missing: ${missing.join("; ")}`,
        );
      const unknown = Object.keys(texts).filter((key) => !keys.includes(key));
      if (unknown.length > 0)
        throw new Error(
          `${path.relative(siteDir, textsFile)}: no facts test of the ${version} report is named ${unknown.join("; ")}`,
        );
      // Several tests can find one change: say it once.
      const behaviours = [...new Set(keys.map((key) => texts[key] as string))];
      return { version, report, behaviours };
    });
}
