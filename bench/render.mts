/**
 * What rendering circuit examples costs, and what the cache buys.
 *
 *   npm run bench:render
 *
 * 1. Renders every example of the docs in a fresh worker pool, without the
 *    cache: examples, total time, and per-example times.
 * 2. Builds the whole site cold (no render cache, no bundler cache) and then
 *    warm, into a scratch folder, and prints both times, their ratio, the
 *    time per page and the peak resident memory of the build's processes,
 *    against the targets of issue #16: cold at most twice the public docs'
 *    0.98 s a page, warm at most 0.3x cold.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { builtPages } from "../lib/build-output";
import { RenderPool } from "../plugins/circuit-previews/pool";
import { scanDocs } from "../plugins/circuit-previews/scan";
import { watchPeakMemory } from "./support/process-tree-memory.mjs";

/** The public docs' build time per page on this machine (they render nothing). */
const publicDocsSecondsPerPage = 0.98;

const siteDir = path.resolve(import.meta.dirname, "..");

async function renderAll(): Promise<void> {
  const examples = scanDocs(siteDir, path.join(siteDir, "docs"));
  const pool = new RenderPool({ size: 1, timeoutMs: 120_000 });
  const started = performance.now();
  const times: { where: string; ms: number }[] = [];
  const failures: string[] = [];
  for (const example of examples) {
    const result = await pool.render({
      code: example.code,
      filename: "bench.tsx",
      views: example.views,
    });
    const where = `${example.file}:${example.line}`;
    // A failed example proves nothing about render time: count it apart.
    if (result.ok) times.push({ where, ms: result.ms });
    else
      failures.push(`${where}: ${result.error.phase}: ${result.error.message}`);
  }
  const total = performance.now() - started;
  await pool.close();
  const sorted = times.map((t) => t.ms).sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  console.log(
    `Examples rendered: ${times.length} of ${examples.length} (one worker process, no cache); failed: ${failures.length}`,
  );
  for (const failure of failures) console.log(`  FAILED ${failure}`);
  if (failures.length > 0) process.exitCode = 1;
  console.log(
    `  total ${(total / 1000).toFixed(1)} s including worker start-up`,
  );
  console.log(
    `  per example: median ${median.toFixed(0)} ms, min ${sorted[0]?.toFixed(0)} ms, max ${sorted.at(-1)?.toFixed(0)} ms, mean ${(sorted.reduce((a, b) => a + b, 0) / Math.max(1, sorted.length)).toFixed(0)} ms`,
  );
  for (const { where, ms } of times.sort((a, b) => b.ms - a.ms).slice(0, 5)) {
    console.log(`  slow: ${where} ${ms.toFixed(0)} ms`);
  }
}

interface BuildRun {
  seconds: number;
  peakMb: number;
}

function timedBuild(outDir: string): Promise<BuildRun> {
  const started = performance.now();
  const child = spawn("npx", ["docusaurus", "build", "--out-dir", outDir], {
    cwd: siteDir,
    stdio: "ignore",
  });
  const stopWatching = watchPeakMemory(child.pid as number);
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (code) => {
      const peakMb = stopWatching();
      if (code !== 0) reject(new Error(`docusaurus build exited with ${code}`));
      else resolve({ seconds: (performance.now() - started) / 1000, peakMb });
    });
  });
}

async function main(): Promise<void> {
  await renderAll();
  const outDir = mkdtempSync(path.join(tmpdir(), "docs-bench-build-"));
  try {
    for (const cache of [
      ".generated/cache",
      ".docusaurus",
      "node_modules/.cache",
    ]) {
      rmSync(path.join(siteDir, cache), { recursive: true, force: true });
    }
    const cold = await timedBuild(outDir);
    const warm = await timedBuild(outDir);
    const pages = builtPages(outDir).length;
    const perPage = (run: BuildRun) => run.seconds / pages;
    console.log(`\nWhole-site production build (${pages} pages)`);
    console.log(
      `  cold (no render or bundler cache): ${cold.seconds.toFixed(1)} s, ${perPage(cold).toFixed(2)} s a page (target <= ${(2 * publicDocsSecondsPerPage).toFixed(2)}), peak memory ${cold.peakMb.toFixed(0)} MB`,
    );
    console.log(
      `  warm (caches from the cold build): ${warm.seconds.toFixed(1)} s, ${perPage(warm).toFixed(2)} s a page, peak memory ${warm.peakMb.toFixed(0)} MB`,
    );
    console.log(
      `  warm/cold: ${(warm.seconds / cold.seconds).toFixed(2)} (target <= 0.30)`,
    );
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
