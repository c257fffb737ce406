/**
 * The search index over the whole site, before any load: how long it takes
 * to load and how much memory it holds, how many records each page gives,
 * and how long the engine takes to answer every relevance query and every
 * prefix of it typed key by key, none of them from the answer cache.
 */
import { readFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import path from "node:path";
import { docsearchBody } from "../../lib/docsearch-body";
import { runSearch } from "../../search/engine/search-index";
import { loadIndexes } from "../../search/load-index";
import type { DocSearchRecord } from "../../search/records/types";
import { defaultIndexName, recordsFile } from "../../src/config/search";
import { readRelevanceQueries } from "./relevance-queries.mjs";

export const targetUncachedP99Ms = 10;

/** Every prefix a reader types on the way to each query, each once. */
function keystrokes(queries: readonly string[]): string[] {
  const all = new Set<string>();
  for (const query of queries) {
    const chars = Array.from(query);
    for (let end = 1; end <= chars.length; end += 1) {
      const prefix = chars.slice(0, end).join("");
      if (prefix.trim()) all.add(prefix);
    }
  }
  return [...all];
}

function percentile(sorted: readonly number[], share: number): number {
  return (
    sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0
  );
}

/** Prints the figures; returns whether the uncached p99 meets the target. */
export async function printCorpusFigures(buildDir: string): Promise<boolean> {
  const file = path.join(buildDir, recordsFile);
  global.gc?.();
  const before = process.memoryUsage();
  const started = performance.now();
  const indexes = await loadIndexes(file);
  const loadMs = performance.now() - started;
  global.gc?.();
  const after = process.memoryUsage();
  const index = indexes.get(defaultIndexName);
  if (!index) throw new Error(`no index in ${file}`);

  const records = JSON.parse(readFileSync(file, "utf8")) as DocSearchRecord[];
  const perPage = new Map<string, number>();
  for (const record of records) {
    perPage.set(
      record.url_without_anchor,
      (perPage.get(record.url_without_anchor) ?? 0) + 1,
    );
  }
  const counts = [...perPage.values()].sort((a, b) => a - b);
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  console.log(
    `Index: ${records.length} records from ${perPage.size} pages (median ${percentile(counts, 0.5)} per page), ` +
      `loaded in ${Math.round(loadMs)} ms; resident memory ${mb(before.rss)} -> ${mb(after.rss)} MB, ` +
      `heap ${mb(before.heapUsed)} -> ${mb(after.heapUsed)} MB${global.gc ? "" : " (run with --expose-gc for steadier memory figures)"}.`,
  );
  console.log("Pages with the most records:");
  console.table(
    [...perPage]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([url, count]) => ({ page: new URL(url).pathname, records: count })),
  );

  const typed = keystrokes(readRelevanceQueries().map(({ query }) => query));
  // One warm-up pass over a few queries so the JIT is not what is measured.
  for (const query of typed.slice(0, 50)) {
    runSearch(index, { ...docsearchBody(`${query} warm`, defaultIndexName) });
  }
  const times: number[] = [];
  // CPU time of the process as well: on a shared machine the wall time of
  // a query includes waiting for a core.
  const cpuTimes: number[] = [];
  let slowest = { query: "", ms: 0 };
  const loadBefore = loadavg()[0] ?? 0;
  for (const [n, query] of typed.entries()) {
    if (n % 2000 === 0) {
      console.log(`  uncached queries: ${n} of ${typed.length}`);
    }
    const cpu = process.cpuUsage();
    const start = performance.now();
    runSearch(index, docsearchBody(query, defaultIndexName));
    const ms = performance.now() - start;
    const used = process.cpuUsage(cpu);
    times.push(ms);
    cpuTimes.push((used.user + used.system) / 1000);
    if (ms > slowest.ms) slowest = { query, ms };
  }
  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  const p99 = percentile(times, 0.99);
  const ok = p99 < targetUncachedP99Ms;
  console.log(
    `Uncached engine time over ${typed.length} queries (every relevance query and each prefix of it): ` +
      `p50 ${percentile(times, 0.5).toFixed(2)} ms, p99 ${p99.toFixed(2)} ms, max ${slowest.ms.toFixed(1)} ms ("${slowest.query}"); ` +
      `CPU time p50 ${percentile(cpuTimes, 0.5).toFixed(2)} ms, p99 ${percentile(cpuTimes, 0.99).toFixed(2)} ms; ` +
      `load average ${loadBefore.toFixed(1)} before, ${(loadavg()[0] ?? 0).toFixed(1)} after, on ${availableParallelism()} cores`,
  );
  console.log(
    `  ${ok ? "PASS" : "FAIL"}  uncached p99 ${p99.toFixed(2)} ms < ${targetUncachedP99Ms} ms\n`,
  );
  return ok;
}
