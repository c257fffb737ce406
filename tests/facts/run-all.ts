/**
 * Runs every facts test (`tests/facts/**\/*.test.ts`, one file per page) in
 * one process, so the tscircuit packages load once and one render process
 * compiles every example, instead of one process per page.
 */
import { readdirSync } from "node:fs";
import path from "node:path";

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return testFiles(full);
      return entry.name.endsWith(".test.ts") ? [full] : [];
    })
    .sort();
}

for (const file of testFiles(__dirname)) require(file);
