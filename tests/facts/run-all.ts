/**
 * Runs every facts test (`tests/facts/**\/*.test.ts`, one file per page) in
 * one process, so the tscircuit packages load once and one render process
 * compiles every example, instead of one process per page.
 *
 * The tests are ES modules (tests/facts/package.json), imported one by one:
 * tscircuit packages that ship only as ES modules (`graphics-debug`, which
 * the autorouter imports) cannot be loaded through `require`.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return testFiles(full);
      return entry.name.endsWith(".test.ts") ? [full] : [];
    })
    .sort();
}

for (const file of testFiles(import.meta.dirname))
  await import(pathToFileURL(file).href);
