/**
 * What rendering circuit examples costs, and what the cache buys.
 *
 *   npm run bench:render
 *
 * 1. Renders every example of the docs in a fresh worker pool, without the
 *    cache: examples, total time, and per-example times.
 * 2. Builds the whole site cold (no render cache, no bundler cache) and then
 *    warm, into a scratch folder, and prints both times and their ratio.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { RenderPool } from "../plugins/circuit-previews/pool";
import { scanDocs } from "../plugins/circuit-previews/scan";

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

function timedBuild(outDir: string): number {
  const started = performance.now();
  execFileSync("npx", ["docusaurus", "build", "--out-dir", outDir], {
    cwd: siteDir,
    stdio: "ignore",
  });
  return (performance.now() - started) / 1000;
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
    const cold = timedBuild(outDir);
    const warm = timedBuild(outDir);
    console.log("\nWhole-site production build");
    console.log(`  cold (no render or bundler cache): ${cold.toFixed(1)} s`);
    console.log(`  warm (caches from the cold build): ${warm.toFixed(1)} s`);
    console.log(`  warm/cold: ${(warm / cold).toFixed(2)}`);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
