/**
 * Page weight and Lighthouse scores of the production build in `build/`.
 *
 *   npm run bench:page-weight [-- /path /other/path]
 *
 * For each page: the bytes a first visit downloads, gzip-compressed as a
 * server would send them, against the standing target of half the public
 * tscircuit docs' 514 KB; then Lighthouse's mobile performance and
 * accessibility scores in Debian's Chromium.
 */
import { gzipSync } from "node:zlib";
import { launch as launchChrome } from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { builtPages } from "../lib/build-output";
import { chromiumArgs, chromiumPath } from "../lib/chromium";
import { buildApp } from "../server/app";
import { selfHostedCredentials } from "../src/config/search";

// Lighthouse starts Chromium itself, so it needs the headless flag too.
const chromeFlags = ["--headless=new", ...chromiumArgs];
const theirsKb = 514;
const targetKb = theirsKb / 2;

/** Pages Lighthouse scores by default: a text page, and an element page when built. */
const defaultLighthousePages = [
  "/",
  "/intro/quickstart-cli",
  "/elements/resistor",
];

async function firstLoadKb(
  baseUrl: string,
  route: string,
): Promise<{ kb: number; requests: number }> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
  });
  const page = await browser.newPage();
  const sizes: Promise<number>[] = [];
  const seen = new Set<string>();
  page.on("response", (response) => {
    // A preloaded file is fetched once but can be reported twice.
    if (!response.url().startsWith(baseUrl) || seen.has(response.url())) return;
    seen.add(response.url());
    sizes.push(
      response
        .body()
        .then((body) => gzipSync(body, { level: 6 }).length)
        .catch(() => 0),
    );
  });
  await page.goto(baseUrl + route, { waitUntil: "networkidle" });
  const bytes = (await Promise.all(sizes)).reduce((sum, n) => sum + n, 0);
  await browser.close();
  return { kb: bytes / 1024, requests: sizes.length };
}

async function lighthouseScores(
  url: string,
): Promise<{ performance: number; accessibility: number }> {
  const chrome = await launchChrome({ chromePath: chromiumPath, chromeFlags });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility"],
      formFactor: "mobile",
    });
    const categories = result?.lhr.categories;
    return {
      performance: Math.round((categories?.performance.score ?? 0) * 100),
      accessibility: Math.round((categories?.accessibility.score ?? 0) * 100),
    };
  } finally {
    await chrome.kill();
  }
}

async function main(): Promise<void> {
  const app = await buildApp({ root: "build", search: selfHostedCredentials });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string")
    throw new Error("no server address");
  const baseUrl = `http://127.0.0.1:${address.port}`;

  const pages = builtPages();
  const asked = process.argv.slice(2);
  const weighed = asked.length > 0 ? asked : pages;
  const scored =
    asked.length > 0
      ? asked
      : defaultLighthousePages.filter((p) => pages.includes(p));

  console.log(
    `First-load weight, gzip, target ≤ ${targetKb} KB (half of the public docs' ${theirsKb} KB)`,
  );
  let worst = { route: "", kb: 0 };
  for (const route of weighed) {
    const { kb, requests } = await firstLoadKb(baseUrl, route);
    if (kb > worst.kb) worst = { route, kb };
    const verdict = kb <= targetKb ? "ok" : "OVER";
    console.log(
      `  ${route.padEnd(60)} ${kb.toFixed(1).padStart(7)} KB  ${String(requests).padStart(3)} requests  ${(kb / theirsKb).toFixed(2)}× theirs  ${verdict}`,
    );
  }
  console.log(`  heaviest: ${worst.route} ${worst.kb.toFixed(1)} KB\n`);

  console.log(
    "Lighthouse (mobile), targets: performance ≥ 95 (theirs 47), accessibility 100",
  );
  for (const route of scored) {
    const { performance, accessibility } = await lighthouseScores(
      baseUrl + route,
    );
    console.log(
      `  ${route.padEnd(60)} performance ${performance}  accessibility ${accessibility}`,
    );
  }
  await app.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
