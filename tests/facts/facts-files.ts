/**
 * Every facts test (`tests/facts/**\/*.test.ts`, one file per page or
 * description file), run in two processes (`run-shard-1.ts`,
 * `run-shard-2.ts`, started side by side by `npm run test:facts`): each
 * loads the tscircuit packages once and compiles in one render process,
 * so the two keep both cores busy where one process left a core idle.
 *
 * The tests are ES modules (tests/facts/package.json), imported one by one:
 * tscircuit packages that ship only as ES modules (`graphics-debug`, which
 * the autorouter imports) cannot be loaded through `require`.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

export function factsFiles(dir = import.meta.dirname): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return factsFiles(full);
      return entry.name.endsWith(".test.ts") ? [full] : [];
    })
    .sort();
}

/**
 * Imports shard `shard` (1-based) of `shards`: every `shards`-th file in
 * path order, so each folder's heavy files (the simulations) are shared out.
 */
export async function runShard(shard: number, shards: number): Promise<void> {
  const files = factsFiles().filter((_, i) => i % shards === shard - 1);
  for (const file of files) await import(pathToFileURL(file).href);
}
