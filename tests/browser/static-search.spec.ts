/**
 * Search on a static host: the build served by a plain file server with no
 * search service (lib/static-host.ts, a 405 HTML page for every
 * POST as GitHub Pages answers). The modal and the search page find the
 * service missing and answer from the engine in a Web Worker
 * (src/search/staticFallback.ts) over the compact index, fetched on the
 * first search only. Its answers are compared with the real service's
 * (`npm run serve`, the tests' base URL) for the very same request bodies.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import {
  selfHostedCredentials,
  staticIndexFile,
} from "../../src/config/search";
import { sitePort, staticHostPort } from "../support/ports";
import { expect, test } from "../support/test";

const staticHost = `http://127.0.0.1:${staticHostPort}`;
const service = `http://127.0.0.1:${sitePort}`;

interface Recorded {
  questions: { id: number; body?: string }[];
  answers: { id: number; status: number; content: string }[];
}

declare global {
  interface Window {
    searchWorkerLog?: Recorded;
  }
}

/**
 * Records what the page and the search worker say to each other, by
 * wrapping the page's Worker before any of its scripts runs.
 */
async function recordWorkerMessages(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log: Recorded = { questions: [], answers: [] };
    window.searchWorkerLog = log;
    const NativeWorker = window.Worker;
    window.Worker = class extends NativeWorker {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        this.addEventListener("message", (event) => {
          log.answers.push(event.data);
        });
      }
      override postMessage(message: unknown, ...rest: unknown[]): void {
        log.questions.push(message as Recorded["questions"][number]);
        (super.postMessage as (...args: unknown[]) => void)(message, ...rest);
      }
    };
  });
}

/** The request body the worker answered for `query`, and its answer. */
async function workerAnswerFor(
  page: Page,
  query: string,
): Promise<{ body: string; results: SearchResults }> {
  const handle = await page.waitForFunction(
    (wanted) => {
      const log = window.searchWorkerLog;
      if (!log) return null;
      for (const question of [...log.questions].reverse()) {
        const body = question.body ?? "";
        if (!body.includes(`"query":${JSON.stringify(wanted)}`)) continue;
        const answer = log.answers.find((each) => each.id === question.id);
        if (answer)
          return { body, status: answer.status, content: answer.content };
      }
      return null;
    },
    query,
    { timeout: 45_000 },
  );
  const { body, status, content } = (await handle.jsonValue()) as {
    body: string;
    status: number;
    content: string;
  };
  expect(status).toBe(200);
  return { body, results: JSON.parse(content) as SearchResults };
}

interface SearchResults {
  results: {
    hits: { objectID: string; url: string }[];
    nbHits: number;
    facets?: unknown;
  }[];
}

/** The real service's answer to the same body. */
async function serviceAnswer(
  request: APIRequestContext,
  body: string,
): Promise<SearchResults> {
  const credentials = new URLSearchParams({
    "x-algolia-application-id": selfHostedCredentials.appId,
    "x-algolia-api-key": selfHostedCredentials.apiKey,
  });
  const response = await request.post(
    `${service}/1/indexes/*/queries?${credentials}`,
    { data: body, headers: { "content-type": "text/plain" } },
  );
  expect(response.status()).toBe(200);
  return (await response.json()) as SearchResults;
}

const objectIds = (answer: SearchResults) =>
  answer.results.map((result) => result.hits.map((hit) => hit.objectID));

/** What a page fetches to search: the index, the worker, the API. */
const isSearchTraffic = (url: string) =>
  /\/search-index\.json$|\/assets\/js\/site-search\.[^/]*\.js$|\/1\/indexes\//.test(
    url,
  );

/** Each result's hits and counts, without what differs between two runs. */
const comparable = (answer: SearchResults) =>
  answer.results.map(({ hits, nbHits, facets }) => ({ hits, nbHits, facets }));

async function typeInModal(page: Page, query: string): Promise<void> {
  const input = page.locator(".DocSearch-Input");
  await input.fill(query);
}

test("on a static host nothing of the search loads with the page; the first search fetches the index once and the modal shows the service's hits", async ({
  page,
  request,
}) => {
  await recordWorkerMessages(page);
  const fetched: string[] = [];
  page.on("request", (each) => fetched.push(each.url()));
  // URLs, not bodies: a body read after the checks below would outlive the
  // test.
  const scripts = new Set<string>();
  page.on("response", (response) => {
    if (response.url().endsWith(".js")) scripts.add(response.url());
  });

  await page.goto(`${staticHost}/intro/installation`);
  await page.waitForLoadState("networkidle");
  expect(fetched.filter(isSearchTraffic)).toEqual([]);
  const loaded = await Promise.all(
    [...scripts].map(async (url) => (await request.get(url)).text()),
  );
  expect(loaded.length).toBeGreaterThan(0);
  for (const body of loaded) {
    // Strings the engine's bundle keeps after minification.
    expect(body).not.toContain("Unknown parameter: ");
    expect(body).not.toContain("tscircuit-search-index");
  }

  await page.keyboard.press("ControlOrMeta+k");
  await expect(page.locator(".DocSearch-Input")).toBeFocused();
  // A word, a typo, a prefix being typed, a command, a question.
  const queries = [
    "resistor",
    "resitor",
    "footpr",
    "tsci push",
    "how do i route traces on a pcb",
  ];
  for (const query of queries) {
    await typeInModal(page, query);
    const { body, results } = await workerAnswerFor(page, query);
    const expected = await serviceAnswer(request, body);
    expect(objectIds(results), query).toEqual(objectIds(expected));
    expect(comparable(results), query).toEqual(comparable(expected));
    expect(results.results[0]?.hits.length, query).toBeGreaterThan(0);
    // The modal shows them: its first hit is the service's first.
    const firstUrl = new URL(expected.results[0]?.hits[0]?.url ?? "");
    await expect(
      page.locator(".DocSearch-Hit a").first(),
      query,
    ).toHaveAttribute("href", `${firstUrl.pathname}${firstUrl.hash}`);
  }
  const indexFetches = fetched.filter((url) =>
    url.endsWith(`/${staticIndexFile}`),
  );
  expect(indexFetches).toHaveLength(1);
});

test("on a static host a page opened later in the visit searches the worker straight away, without asking the missing service again", async ({
  page,
}) => {
  await recordWorkerMessages(page);
  await page.goto(`${staticHost}/intro/installation`);
  await page.keyboard.press("ControlOrMeta+k");
  await typeInModal(page, "resistor");
  await workerAnswerFor(page, "resistor");

  const apiCalls: string[] = [];
  page.on("request", (each) => {
    if (/\/1\/indexes\//.test(each.url())) apiCalls.push(each.url());
  });
  await page.goto(`${staticHost}/elements/resistor`);
  await page.keyboard.press("ControlOrMeta+k");
  await typeInModal(page, "capacitor");
  await workerAnswerFor(page, "capacitor");
  await expect(page.locator(".DocSearch-Hit a").first()).toBeVisible();
  expect(apiCalls).toEqual([]);
});

test("on a static host the search page answers a ?q= link and typing with the service's hits", async ({
  page,
  request,
}) => {
  await recordWorkerMessages(page);
  await page.goto(`${staticHost}/search?q=capacitor`);
  const first = await workerAnswerFor(page, "capacitor");
  const expected = await serviceAnswer(request, first.body);
  expect(objectIds(first.results)).toEqual(objectIds(expected));
  expect(comparable(first.results)).toEqual(comparable(expected));
  const results = page.locator("article");
  await expect(results.first()).toBeVisible();
  await expect(results.first().getByRole("link").first()).toHaveAttribute(
    "href",
    new URL(first.results.results[0]?.hits[0]?.url ?? "").pathname,
  );

  const box = page
    .getByRole("searchbox")
    .or(page.locator('input[type="search"]'));
  await box.fill("schemati");
  await expect(page).toHaveURL(/q=schemati/);
  const typed = await workerAnswerFor(page, "schemati");
  expect(objectIds(typed.results)).toEqual(
    objectIds(await serviceAnswer(request, typed.body)),
  );
  await expect(results.first()).toContainText(/schematic/i);
});

test("with the search service present, searching never fetches the static index", async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on("request", (each) => fetched.push(each.url()));
  await page.goto("/intro/installation");
  await page.keyboard.press("ControlOrMeta+k");
  await page.locator(".DocSearch-Input").fill("resistor");
  await expect(page.locator(".DocSearch-Hit").first()).toBeVisible({
    timeout: 30_000,
  });
  expect(fetched.some((url) => url.includes("/1/indexes/"))).toBe(true);
  expect(fetched.filter((url) => url.endsWith(`/${staticIndexFile}`))).toEqual(
    [],
  );
});

test("under the server's Content-Security-Policy the worker starts and answers when the API fails", async ({
  page,
}) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content.Security.Policy/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  const policy = (await (await page.request.get("/")).headers())[
    "content-security-policy"
  ];
  expect(policy).toContain("script-src 'self'");
  // The service's requests fail as if it were down; the index is served.
  await page.route("**/1/indexes/**", (route) => route.abort("failed"));
  const fetched: string[] = [];
  page.on("request", (each) => fetched.push(each.url()));
  await page.goto("/intro/installation");
  await page.keyboard.press("ControlOrMeta+k");
  await page.locator(".DocSearch-Input").fill("resistor");
  await expect(page.locator(".DocSearch-Hit a").first()).toHaveAttribute(
    "href",
    /^\/elements\/resistor(#|$)/,
    { timeout: 45_000 },
  );
  expect(fetched.some((url) => /\/assets\/js\/site-search\./.test(url))).toBe(
    true,
  );
  expect(
    fetched.filter((url) => url.endsWith(`/${staticIndexFile}`)),
  ).toHaveLength(1);
  expect(violations).toEqual([]);
});
