/**
 * What rendering circuit examples costs, and what the cache buys.
 *
 *   npm run bench:render
 *
 * 1. Renders every example of the docs in a fresh worker pool, without the
 *    cache: examples, total time, and per-example times; for each example
 *    that simulates, the time in its SPICE engine.
 * 2. Builds the whole site cold (no render cache, no bundler cache) and then
 *    warm, into a scratch folder, and prints both times, their ratio, the
 *    time per page and the peak resident memory of the build's processes,
 *    against the targets of issue #16: cold at most twice the public docs'
 *    0.98 s a page, warm at most 0.3x cold.
 * 3. Prints the cold build per page of every tscircuit release measured
 *    before (bench/render-history.json) beside this one, so a move to a new
 *    release shows what it did to the build. `--record` adds this run to
 *    that file (one entry per release: the newest run replaces the old).
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { builtPages } from "../lib/build-output";
import { readRecord } from "../lib/tscircuit-release";
import { RenderPool } from "../plugins/circuit-previews/pool";
import { scanDocs } from "../plugins/circuit-previews/scan";
import { watchPeakMemory } from "./support/process-tree-memory.mjs";

/** The public docs' build time per page on this machine (they render nothing). */
const publicDocsSecondsPerPage = 0.98;

const siteDir = path.resolve(import.meta.dirname, "..");

interface HistoryEntry {
  tscircuit: string;
  commit: string;
  date: string;
  machine: string;
  pages: number;
  coldSeconds: number;
  warmSeconds: number;
  examples: number;
  exampleMedianMs: number;
}

const historyFile = path.join(siteDir, "bench/render-history.json");

function readHistory(): HistoryEntry[] {
  return JSON.parse(readFileSync(historyFile, "utf8")) as HistoryEntry[];
}

/** The per-page cold build of earlier releases beside this run's. */
function printHistory(current: HistoryEntry, record: boolean): void {
  const others = readHistory().filter(
    (entry) => entry.tscircuit !== current.tscircuit,
  );
  console.log("\nCold build per page by tscircuit release");
  for (const entry of [...others, current]) {
    const mark =
      entry === current
        ? " (this run)"
        : ` (${entry.date}, ${entry.commit}, ${entry.machine})`;
    console.log(
      `  tscircuit ${entry.tscircuit}: ${(entry.coldSeconds / entry.pages).toFixed(2)} s a page, ${entry.coldSeconds.toFixed(1)} s for ${entry.pages} pages; examples median ${entry.exampleMedianMs.toFixed(0)} ms${mark}`,
    );
  }
  const previous = others.at(-1);
  if (previous)
    console.log(
      `  this run / tscircuit ${previous.tscircuit}: ${(current.coldSeconds / current.pages / (previous.coldSeconds / previous.pages)).toFixed(2)}x per page (figures from another day: compare on one machine where it matters)`,
    );
  if (record) {
    writeFileSync(
      historyFile,
      `${JSON.stringify([...others, current], null, 2)}\n`,
    );
    console.log(`  recorded in ${path.relative(siteDir, historyFile)}`);
  }
}

async function renderAll(): Promise<{
  examples: number;
  medianMs: number;
  simulationMs: number;
}> {
  const examples = scanDocs(siteDir, path.join(siteDir, "docs"));
  const pool = new RenderPool({ size: 1, timeoutMs: 120_000 });
  const started = performance.now();
  const times: { where: string; ms: number }[] = [];
  const simulations: {
    where: string;
    ms: number;
    engineStartMs: number;
    renderMs: number;
  }[] = [];
  const failures: string[] = [];
  for (const example of examples) {
    const result = await pool.render({
      code: example.code,
      filename: "bench.tsx",
      views: example.views,
    });
    const where = `${example.file}:${example.line}`;
    // A failed example proves nothing about render time: count it apart.
    if (result.ok) {
      times.push({ where, ms: result.ms });
      if (result.simulation)
        simulations.push({ where, ...result.simulation, renderMs: result.ms });
    } else
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
  printSimulations(simulations);
  return {
    examples: examples.length,
    medianMs: median,
    simulationMs: simulations.reduce(
      (sum, s) => sum + s.ms + s.engineStartMs,
      0,
    ),
  };
}

/**
 * Time in SPICE engines per example that simulates, and the engine's
 * start-up (paid once per render process that meets an ngspice example).
 */
function printSimulations(
  simulations: {
    where: string;
    ms: number;
    engineStartMs: number;
    renderMs: number;
  }[],
): void {
  console.log(
    `\nExamples that simulate: ${simulations.length} (time in the SPICE engine; render is the whole example)`,
  );
  for (const s of simulations)
    console.log(
      `  ${s.where}: simulation ${s.ms.toFixed(0)} ms${s.engineStartMs > 0 ? ` + ${s.engineStartMs.toFixed(0)} ms starting ngspice` : ""}, render ${s.renderMs.toFixed(0)} ms`,
    );
  if (simulations.length > 0) {
    const total = simulations.reduce((sum, s) => sum + s.ms, 0);
    const start = simulations.reduce((sum, s) => sum + s.engineStartMs, 0);
    console.log(
      `  total ${(total / 1000).toFixed(1)} s simulating + ${(start / 1000).toFixed(1)} s starting engines, in one process`,
    );
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
  const rendered = await renderAll();
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
    console.log(
      `  simulations included: ${(rendered.simulationMs / 1000).toFixed(1)} s of SPICE time in one process, about ${(rendered.simulationMs / 1000 / Math.max(1, Math.floor(availableParallelism() / 2))).toFixed(1)} s of the cold build over its ${Math.max(1, Math.floor(availableParallelism() / 2))} render processes`,
    );
    const commit = spawnSync("git", ["rev-parse", "--short", "HEAD"], {
      cwd: siteDir,
      encoding: "utf8",
    }).stdout.trim();
    printHistory(
      {
        tscircuit: readRecord().tscircuit,
        commit,
        date: new Date().toISOString().slice(0, 10),
        machine: `${availableParallelism()} cores, Node ${process.versions.node}`,
        pages,
        coldSeconds: cold.seconds,
        warmSeconds: warm.seconds,
        examples: rendered.examples,
        exampleMedianMs: rendered.medianMs,
      },
      process.argv.includes("--record"),
    );
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
