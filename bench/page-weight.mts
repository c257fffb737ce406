/**
 * Page weight and Lighthouse scores of a production build, page by page.
 *
 *   npm run bench:page-weight                       ten heaviest pages + three references
 *   npm run bench:page-weight -- --all              every page of the build (~15 s a page)
 *   npm run bench:page-weight -- --section /elements [--largest 10]
 *   npm run bench:page-weight -- /elements/chip /   just these pages
 *
 * Options: `--runs N` scores each page N times and keeps the median run
 * (Lighthouse's total blocking time varies by ±30% between runs here);
 * `--build DIR` measures another build (an older commit's, say);
 * `--json FILE` saves the figures, and `--compare FILE` prints them beside
 * saved ones, worst first, as a before/after table.
 *
 * Per page: Lighthouse 12 mobile performance and accessibility, total
 * blocking time, largest contentful paint and DOM size, in Debian's
 * Chromium; and the bytes a first visit downloads, gzip-compressed as a
 * server would send them. Targets: performance ≥ 95, TBT < 200 ms,
 * accessibility 100, first load ≤ half the public docs' 514 KB.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { launch as launchChrome } from "chrome-launcher";
import lighthouse from "lighthouse";
import { type Browser, chromium } from "playwright-core";
import { buildDir, builtFileFor, builtPages } from "../lib/build-output";
import { chromiumArgs, chromiumPath } from "../lib/chromium";
import { buildApp } from "../server/app";
import { selfHostedCredentials } from "../src/config/search";

// Lighthouse starts Chromium itself, so it needs the headless flag too.
const chromeFlags = ["--headless=new", ...chromiumArgs];
const theirsKb = 514;
const targetKb = theirsKb / 2;
const targets = { performance: 95, tbtMs: 200, accessibility: 100 };

/** Always measured by default: the home page, a text page, an element page. */
const referencePages = ["/", "/intro/quickstart-cli", "/elements/resistor"];

export interface PageFigures {
  route: string;
  performance: number;
  accessibility: number;
  tbtMs: number;
  lcpMs: number;
  domSize: number;
  firstLoadKb: number;
  requests: number;
  /** Lighthouse's CPU benchmark of the machine during the kept run. */
  benchmarkIndex: number;
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    all: { type: "boolean", default: false },
    section: { type: "string", multiple: true },
    largest: { type: "string" },
    runs: { type: "string", default: "1" },
    build: { type: "string" },
    json: { type: "string" },
    compare: { type: "string" },
  },
});

function whole(value: string | undefined, name: string, fallback: number) {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new Error(`--${name} must be a whole number from 1; got "${value}"`);
  return number;
}

/** Elements in a built page's HTML: the DOM before any script runs. */
function staticDomSize(route: string, dir: string): number {
  const file = builtFileFor(route, dir);
  if (!file) return 0;
  return readFileSync(file, "utf8").match(/<[a-zA-Z][^>]*>/g)?.length ?? 0;
}

/** The pages this run measures, in the order given. */
function choosePages(dir: string): string[] {
  const pages = builtPages(dir);
  if (values.all) return pages;
  const chosen = new Set<string>(positionals);
  for (const prefix of values.section ?? [])
    for (const page of pages)
      if (page === prefix || page.startsWith(`${prefix}/`)) chosen.add(page);
  const nothingNamed = chosen.size === 0;
  const largest = whole(values.largest, "largest", nothingNamed ? 10 : 0);
  if (largest > 0) {
    // Each page read once, not once per comparison.
    const size = new Map(pages.map((page) => [page, staticDomSize(page, dir)]));
    const bySize = [...pages].sort(
      (a, b) => (size.get(b) ?? 0) - (size.get(a) ?? 0),
    );
    for (const page of bySize.slice(0, largest)) chosen.add(page);
  }
  if (nothingNamed)
    for (const page of referencePages)
      if (pages.includes(page)) chosen.add(page);
  const unknown = [...chosen].filter((page) => !pages.includes(page));
  if (unknown.length > 0)
    throw new Error(`Not pages of the build: ${unknown.join(", ")}`);
  return [...chosen];
}

async function firstLoad(
  browser: Browser,
  url: string,
  origin: string,
): Promise<{ kb: number; requests: number }> {
  const page = await browser.newPage();
  const sizes: Promise<number>[] = [];
  const seen = new Set<string>();
  let lastResponse = Date.now();
  page.on("response", (response) => {
    lastResponse = Date.now();
    // A preloaded file is fetched once but can be reported twice.
    if (!response.url().startsWith(origin) || seen.has(response.url())) return;
    seen.add(response.url());
    sizes.push(
      response
        .body()
        .then((body) => gzipSync(body, { level: 6 }).length)
        .catch(() => 0),
    );
  });
  await page.goto(url, { waitUntil: "networkidle" });
  // The bundles start after the first frames are drawn (plugins/paint-first).
  // On a page slow to draw, 500 quiet ms can pass before they are asked for,
  // so "networkidle" alone left them out: wait for hydration (or a page that
  // never hydrates), then for 500 ms without a response.
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.hasHydrated === "true" ||
      document.getElementById("__docusaurus") === null,
    null,
    { timeout: 60_000 },
  );
  while (Date.now() - lastResponse < 500) await page.waitForTimeout(100);
  const bytes = (await Promise.all(sizes)).reduce((sum, n) => sum + n, 0);
  await page.close();
  return { kb: bytes / 1024, requests: sizes.length };
}

type Scores = Pick<
  PageFigures,
  | "performance"
  | "accessibility"
  | "tbtMs"
  | "lcpMs"
  | "domSize"
  | "benchmarkIndex"
>;

/** Browser and Lighthouse versions of the run, printed with the summary. */
const versions = { browser: "", lighthouse: "" };

async function lighthouseOnce(url: string): Promise<Scores> {
  const chrome = await launchChrome({ chromePath: chromiumPath, chromeFlags });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility"],
      formFactor: "mobile",
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories, audits, environment, lighthouseVersion } = result.lhr;
    versions.lighthouse = lighthouseVersion;
    const numeric = (id: string) => Math.round(audits[id]?.numericValue ?? 0);
    return {
      performance: Math.round((categories.performance.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
      tbtMs: numeric("total-blocking-time"),
      lcpMs: numeric("largest-contentful-paint"),
      domSize: numeric("dom-size"),
      benchmarkIndex: Math.round(environment.benchmarkIndex),
    };
  } finally {
    chrome.kill();
  }
}

/** The run with the median performance score. */
async function lighthouseMedian(url: string, runs: number): Promise<Scores> {
  const results: Scores[] = [];
  for (let run = 0; run < runs; run++) results.push(await lighthouseOnce(url));
  results.sort((a, b) => a.performance - b.performance || b.tbtMs - a.tbtMs);
  return results[Math.floor(results.length / 2)];
}

const pad = (value: string | number, width: number) =>
  String(value).padStart(width);

function row(f: PageFigures): string {
  const misses = [
    f.performance < targets.performance && "performance",
    f.tbtMs >= targets.tbtMs && "TBT",
    f.accessibility < targets.accessibility && "accessibility",
    f.firstLoadKb > targetKb && "weight",
  ].filter(Boolean);
  return `  ${f.route.padEnd(58)} ${pad(f.performance, 4)} ${pad(f.tbtMs, 6)} ${pad(f.lcpMs, 6)} ${pad(f.accessibility, 5)} ${pad(f.domSize, 6)} ${pad(f.firstLoadKb.toFixed(1), 7)}  ${misses.length ? `misses: ${misses.join(", ")}` : "ok"}`;
}

const header = `  ${"page".padEnd(58)} ${pad("perf", 4)} ${pad("TBT ms", 6)} ${pad("LCP ms", 6)} ${pad("a11y", 5)} ${pad("DOM", 6)} ${pad("KB gz", 7)}`;

function summary(figures: PageFigures[]): void {
  const worst = [...figures]
    .sort((a, b) => a.performance - b.performance || b.tbtMs - a.tbtMs)
    .slice(0, 10);
  const meeting = figures.filter(
    (f) =>
      f.performance >= targets.performance &&
      f.tbtMs < targets.tbtMs &&
      f.accessibility >= targets.accessibility &&
      f.firstLoadKb <= targetKb,
  ).length;
  const median = (list: number[]) =>
    [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;
  console.log(
    `\n${meeting} of ${figures.length} pages meet every target; median performance ${median(figures.map((f) => f.performance))}, median TBT ${median(figures.map((f) => f.tbtMs))} ms, heaviest first load ${Math.max(...figures.map((f) => f.firstLoadKb)).toFixed(1)} KB gzip`,
  );
  // Blocking time depends on the machine as much as on the build (the same
  // build measured several times slower on another machine), so each run
  // says what it ran on.
  const indexes = figures.map((f) => f.benchmarkIndex);
  console.log(
    `Lighthouse ${versions.lighthouse}, ${versions.browser}, benchmark index ${Math.min(...indexes)}–${Math.max(...indexes)}, load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(" ")} at the end, ${cpus().length} cores`,
  );
  console.log("Worst pages:");
  console.log(header);
  for (const f of worst) console.log(row(f));
}

function compare(before: PageFigures[], after: PageFigures[]): void {
  const old = new Map(before.map((f) => [f.route, f]));
  const both = after.filter((f) => old.has(f.route));
  both.sort((a, b) => {
    const pa = old.get(a.route)?.performance ?? 0;
    const pb = old.get(b.route)?.performance ?? 0;
    return pa - pb;
  });
  console.log(
    "\nBefore → after (worst before first): performance, TBT ms, DOM size, first load KB gzip",
  );
  for (const f of both) {
    const b = old.get(f.route) as PageFigures;
    console.log(
      `  ${f.route.padEnd(58)} ${pad(b.performance, 3)} → ${pad(f.performance, 3)}   ${pad(b.tbtMs, 5)} → ${pad(f.tbtMs, 5)}   ${pad(b.domSize, 5)} → ${pad(f.domSize, 5)}   ${pad(b.firstLoadKb.toFixed(1), 6)} → ${pad(f.firstLoadKb.toFixed(1), 6)}`,
    );
  }
}

async function main(): Promise<void> {
  const dir = path.resolve(values.build ?? buildDir);
  const runs = whole(values.runs, "runs", 1);
  const pages = choosePages(dir);
  const app = await buildApp({ root: dir, search: selfHostedCredentials });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string")
    throw new Error("no server address");
  const origin = `http://127.0.0.1:${address.port}`;
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
  });
  versions.browser = `Chromium ${browser.version()}`;
  console.log(
    `${pages.length} pages of ${dir}, Lighthouse mobile, ${runs} run(s) each (median kept)\n` +
      `targets: performance ≥ ${targets.performance} (public docs: 47), TBT < ${targets.tbtMs} ms, accessibility ${targets.accessibility}, first load ≤ ${targetKb} KB gzip (half of their ${theirsKb} KB)`,
  );
  console.log(header);
  const figures: PageFigures[] = [];
  try {
    for (const [index, route] of pages.entries()) {
      const url = origin + route;
      const { kb, requests } = await firstLoad(browser, url, origin);
      const scores = await lighthouseMedian(url, runs);
      const f = { route, ...scores, firstLoadKb: kb, requests };
      figures.push(f);
      console.log(`${row(f)}   (${index + 1} of ${pages.length})`);
    }
  } finally {
    await browser.close();
    await app.close();
  }
  summary(figures);
  if (values.json) writeFileSync(values.json, JSON.stringify(figures, null, 2));
  if (values.compare)
    compare(
      JSON.parse(readFileSync(values.compare, "utf8")) as PageFigures[],
      figures,
    );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
