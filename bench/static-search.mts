/**
 * What the first search costs a reader on a static host, in Chromium: the
 * build served by a plain file server that gzips text as most static hosts
 * do (lib/static-host.ts), no search service. Per run, a fresh
 * browser profile opens a page, waits for it to settle, opens the modal,
 * and types a query; the service is found missing and the in-browser engine
 * answers (src/search/staticFallback.ts).
 *
 * Printed: the bytes served from typing to the first results (as sent,
 * gzipped, and decoded, counted by the host), and the time from the input event to the first hit
 * on screen, then for a second query (the index already built); the same
 * two times against `npm run serve`'s service for comparison. Median of
 * the runs.
 *
 *   npm run bench:static-search [-- --runs 5 --build build]
 */
import { statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { type Browser, chromium, type Page } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../lib/chromium";
import { type StaticHost, startStaticHost } from "../lib/static-host";
import { buildApp } from "../server/app";
import { selfHostedCredentials, staticIndexFile } from "../src/config/search";

const here = path.dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    build: { type: "string" },
  },
});
const runs = Number(values.runs);
const buildDir = path.resolve(values.build ?? path.join(here, "../build"));
const firstQuery = "resistor";
const secondQuery = "capacitr";

interface Fetched {
  /** The path served. */
  url: string;
  /** Body bytes as sent (gzipped when the host gzipped them). */
  sent: number;
  /** Body bytes once decoded. */
  decoded: number;
}

interface Run {
  fetched: Fetched[];
  firstMs: number;
  secondMs: number;
}

/**
 * Milliseconds from the input event of `query` to the first hit drawn, read
 * in the page so that no round trip to the test process is counted.
 */
async function timeToHits(page: Page, query: string): Promise<number> {
  await page.evaluate(() => {
    const marks = { typed: 0, shown: 0 };
    (window as unknown as { searchMarks: typeof marks }).searchMarks = marks;
    // (No named functions in here: tsx would wrap them in a helper the page
    // does not have.)
    const selector = ".DocSearch-Hit a";
    // The hits of this query: a first hit other than the last query's.
    const before =
      document.querySelector(selector)?.getAttribute("href") ?? null;
    const input = document.querySelector(".DocSearch-Input");
    input?.addEventListener(
      "input",
      () => {
        marks.typed = performance.now();
      },
      { capture: true, once: true },
    );
    const observer = new MutationObserver(() => {
      const first =
        document.querySelector(selector)?.getAttribute("href") ?? null;
      if (marks.typed && first !== null && first !== before) {
        marks.shown = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
  await page.locator(".DocSearch-Input").fill(query);
  const handle = await page.waitForFunction(
    () => {
      const { typed, shown } = (
        window as unknown as { searchMarks: { typed: number; shown: number } }
      ).searchMarks;
      return shown > 0 ? shown - typed : null;
    },
    null,
    { timeout: 60_000 },
  );
  return (await handle.jsonValue()) as number;
}

/** With `host`, what it served for the first search is counted. */
async function measure(
  browser: Browser,
  origin: string,
  host?: StaticHost,
): Promise<Run> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}/intro/installation`);
  await page.waitForFunction(
    () => document.documentElement.dataset.hasHydrated === "true",
  );
  await page.keyboard.press("ControlOrMeta+k");
  await page.locator(".DocSearch-Input").waitFor();
  await page.waitForLoadState("networkidle");

  const servedBefore = host?.served.length ?? 0;
  const firstMs = await timeToHits(page, firstQuery);
  const firstFetched: Fetched[] = (host?.served.slice(servedBefore) ?? []).map(
    (each) => ({ url: each.path, sent: each.sent, decoded: each.raw }),
  );
  const secondMs = await timeToHits(page, secondQuery);
  await context.close();
  return { fetched: firstFetched, firstMs, secondMs };
}

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function describe(pathname: string): string {
  if (pathname.endsWith(`/${staticIndexFile}`)) return "compact index";
  if (pathname.startsWith("/1/")) return "API request (host's 405 page)";
  if (pathname.includes("/assets/js/"))
    return `script ${path.basename(pathname)}`;
  return pathname;
}

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
});
const staticHost = await startStaticHost({ root: buildDir, gzip: true });
const app = await buildApp({
  root: buildDir,
  search: { ...selfHostedCredentials },
});
await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address();
const serviceOrigin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

const indexBytes = statSync(path.join(buildDir, staticIndexFile)).size;
console.log(
  `First search on a static host (build ${buildDir}), Chromium, median of ${runs} runs\n`,
);
try {
  const staticRuns: Run[] = [];
  const serviceRuns: Run[] = [];
  for (let run = 0; run < runs; run += 1) {
    staticRuns.push(await measure(browser, staticHost.url, staticHost));
    serviceRuns.push(await measure(browser, serviceOrigin));
  }
  const example = staticRuns[0] as Run;
  console.log(`Fetched between typing "${firstQuery}" and its first results:`);
  for (const item of example.fetched) {
    console.log(
      `  ${describe(item.url).padEnd(40)} ${kb(item.sent).padStart(10)} sent, ${kb(item.decoded).padStart(10)} decoded`,
    );
  }
  const sent = staticRuns.map((each) =>
    each.fetched.reduce((sum, item) => sum + item.sent, 0),
  );
  const decoded = staticRuns.map((each) =>
    each.fetched.reduce((sum, item) => sum + item.decoded, 0),
  );
  console.log(
    `  ${"total".padEnd(40)} ${kb(median(sent)).padStart(10)} sent, ${kb(median(decoded)).padStart(10)} decoded`,
  );
  console.log(`  (${staticIndexFile} on disk: ${kb(indexBytes)})\n`);
  const row = (label: string, list: Run[]) =>
    console.log(
      `${label.padEnd(28)} first "${firstQuery}" ${Math.round(median(list.map((each) => each.firstMs)))} ms (runs: ${list.map((each) => Math.round(each.firstMs)).join(", ")}); then "${secondQuery}" ${Math.round(median(list.map((each) => each.secondMs)))} ms`,
    );
  console.log("Typing to first hits drawn:");
  row("  static host (worker)", staticRuns);
  row("  npm run serve (service)", serviceRuns);
} finally {
  await browser.close();
  await staticHost.close();
  await app.close();
}
