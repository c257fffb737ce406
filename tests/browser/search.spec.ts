import type { Page } from "@playwright/test";
import { staticIndexFile } from "../../src/config/search";
import { expect, test } from "../support/test";

const modal = (page: Page) => page.locator(".DocSearch-Modal");
const input = (page: Page) => page.locator(".DocSearch-Input");

/** Types a query and waits for the answer to the whole of it. */
async function search(page: Page, query: string): Promise<void> {
  // One input event with the whole query: a keystroke-by-keystroke race
  // between answers is not what these tests are about. On a loaded machine
  // the modal can take the first input before it listens; typing the query
  // again then sends it.
  await expect(async () => {
    const answered = page.waitForResponse(
      (response) =>
        response.url().includes("/1/indexes/") &&
        (response.request().postData() ?? "").includes(`"query":"${query}"`),
      { timeout: 10_000 },
    );
    await input(page).fill("");
    await input(page).fill(query);
    await answered;
  }).toPass({ timeout: 45_000 });
}

async function openWithKeyboard(page: Page): Promise<void> {
  await page.keyboard.press("ControlOrMeta+k");
  await expect(input(page)).toBeFocused();
}

test.beforeEach(async ({ page }) => {
  await page.goto("/intro/installation");
  // Keyboard shortcuts work once React has taken over the page.
  await expect(page.locator("html")).toHaveAttribute(
    "data-has-hydrated",
    "true",
  );
});

test("the Search button, Ctrl/Cmd+K and / open the modal; Escape closes it", async ({
  page,
}) => {
  const button = page.getByRole("button", { name: "Search" });
  await expect(button).toBeVisible();
  await button.click();
  await expect(modal(page)).toBeVisible();
  await expect(input(page)).toHaveAttribute("placeholder", "Search docs");
  await expect(input(page)).toHaveAttribute("maxlength", "64");

  await page.keyboard.press("Escape");
  await expect(modal(page)).toBeHidden();

  await openWithKeyboard(page);
  await page.keyboard.press("Escape");
  await expect(modal(page)).toBeHidden();

  await page.locator("body").click();
  await page.keyboard.press("/");
  await expect(modal(page)).toBeVisible();
  // The key that opened the modal is not typed into it.
  await expect(input(page)).toHaveValue("");
});

test("a query shows hits grouped by section, and the query is cleared after closing", async ({
  page,
}) => {
  await openWithKeyboard(page);
  await search(page, "install tsci");
  const hits = page.locator(".DocSearch-Hit");
  await expect(hits.first()).toBeVisible();
  await expect(page.locator(".DocSearch-Hit-source").first()).toHaveText(/\S/);
  await expect(hits.first().locator("mark").first()).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(modal(page)).toBeHidden();
  await openWithKeyboard(page);
  await expect(input(page)).toHaveValue("");
});

test("arrows move through the hits and Enter opens one, which becomes a recent search", async ({
  page,
}) => {
  await openWithKeyboard(page);
  await search(page, "quickstart command line");
  await expect(page.locator(".DocSearch-Hit").first()).toBeVisible();
  const selected = page.locator('.DocSearch-Hit[aria-selected="true"]');
  // Hits are told apart by their option ids (…-item-0, …-item-1).
  const first = (await selected.getAttribute("id")) ?? "";
  expect(first).toMatch(/item-0$/);
  await page.keyboard.press("ArrowDown");
  await expect(selected).not.toHaveAttribute("id", first);
  await page.keyboard.press("ArrowUp");
  await expect(selected).toHaveAttribute("id", first);
  const href = await selected.locator("a").getAttribute("href");
  await page.keyboard.press("Enter");
  await expect(modal(page)).toBeHidden();
  expect(href).toBeTruthy();
  await expect(page).toHaveURL(new RegExp(`${(href ?? "").split("#")[0]}`));

  await openWithKeyboard(page);
  const recent = page.locator(".DocSearch-StartScreen, .DocSearch-Dropdown");
  await expect(recent.getByText("Recent")).toBeVisible();
  // Saving the recent search as a favourite moves it to Favorites. DocSearch
  // moves the item when the hit's CSS transition ends; on a loaded machine a
  // re-render can swallow that event, and the item then stays stuck for the
  // life of the modal. Each try therefore opens the modal afresh.
  await expect(async () => {
    if (await modal(page).isVisible()) {
      await page.keyboard.press("Escape");
      await expect(modal(page)).toBeHidden();
    }
    await openWithKeyboard(page);
    if ((await recent.getByText("Favorite").count()) === 0) {
      const save = page.getByRole("button", { name: "Save this search" });
      await save.first().click({ timeout: 3_000 });
    }
    await expect(recent.getByText("Favorite")).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 40_000 });
});

test("a query with no match shows the no-results screen", async ({ page }) => {
  await openWithKeyboard(page);
  await page.keyboard.type("qqzzxxjj");
  const screen = page.locator(".DocSearch-NoResults");
  await expect(screen).toContainText('No results for "qqzzxxjj"');
  await expect(
    screen.getByRole("link", { name: "Let us know." }),
  ).toHaveAttribute("href", /issues\/new/);
});

test("the start screen says when there are no recent searches", async ({
  page,
}) => {
  await openWithKeyboard(page);
  await expect(page.getByText("No recent searches")).toBeVisible();
});

test("See all results leads to the search page with the query", async ({
  page,
}) => {
  await openWithKeyboard(page);
  await search(page, "tsci");
  const seeAll = page.getByRole("link", { name: /See all \d+ results/ });
  await expect(seeAll).toBeVisible();
  await seeAll.click();
  await expect(page).toHaveURL(/\/search\?q=tsci$/);
  await expect(page.locator("article").first()).toBeVisible();
});

test("the search page finds pages by itself from a ?q= link", async ({
  page,
}) => {
  await page.goto("/search?q=installation");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(
    "installation",
  );
  const results = page.locator("article");
  await expect(results.first()).toBeVisible();
  await expect(results.first().getByRole("link").first()).toHaveAttribute(
    "href",
    /\/intro\//,
  );
  // Typing refines the results without leaving the page.
  const box = page
    .getByRole("searchbox")
    .or(page.locator('input[type="search"]'));
  await box.fill("quickstart");
  await expect(page).toHaveURL(/q=quickstart/);
  await expect(results.first()).toContainText(/quickstart/i);
});

test("when neither the search service nor the static index can be reached the modal says so", async ({
  page,
}) => {
  // Without the service the search falls back to the static index
  // (static-search.spec.ts); with neither, there is nothing to search.
  await page.route("**/1/indexes/**", (route) => route.abort("failed"));
  await page.route(`**/${staticIndexFile}`, (route) => route.abort("failed"));
  await openWithKeyboard(page);
  await page.keyboard.type("resistor");
  await expect(page.getByText("Unable to fetch results")).toBeVisible({
    timeout: 15_000,
  });
  await expect(
    page.getByText("You might want to check your network connection."),
  ).toBeVisible();
});

test('typing "resistor" puts the resistor page first', async ({ page }) => {
  await openWithKeyboard(page);
  await search(page, "resistor");
  const first = page.locator(".DocSearch-Hit").first();
  await expect(first).toBeVisible();
  await expect(first.locator("a")).toHaveAttribute(
    "href",
    /^\/elements\/resistor(#|$)/,
  );
});

test("an element name from a record shows literally, and no record text becomes markup", async ({
  page,
}) => {
  await openWithKeyboard(page);
  await search(page, "<resistor");
  const first = page.locator(".DocSearch-Hit").first();
  await expect(first.locator("a")).toHaveAttribute(
    "href",
    /^\/elements\/resistor(#|$)/,
  );
  // The page's title is stored as the crawler stores text, "&lt;resistor&gt;",
  // and the modal puts highlight values into the page as HTML: the reader
  // sees the element's name, its match marked
  const title = first.locator(".DocSearch-Hit-title");
  await expect(title).toHaveText("<resistor>");
  await expect(title.locator("mark")).toHaveText("resistor");
  // No hit built an element from a record's text
  await expect(page.locator(".DocSearch-Hit").nth(4)).toBeVisible();
  await expect(
    modal(page).locator("resistor, capacitor, led, board, chip"),
  ).toHaveCount(0);
});

test("the records as built hold text escaped, as hosted Algolia would serve them to the modal", async ({
  page,
}) => {
  const response = await page.request.get("/search-records.json");
  expect(response.ok()).toBe(true);
  const records = (await response.json()) as {
    url: string;
    type: string;
    content: string | null;
    hierarchy: Record<string, string | null>;
  }[];
  const texts = records.flatMap((record) => [
    record.content,
    ...Object.values(record.hierarchy),
  ]);
  // Algolia answers a record's text as stored and the modal renders it as
  // HTML, so no stored text may hold a raw < or >
  expect(texts.filter((text) => text && /[<>]/.test(text))).toEqual([]);
  const resistor = records.find(
    (record) =>
      record.type === "lvl1" && record.url.endsWith("/elements/resistor"),
  );
  expect(resistor?.hierarchy.lvl1).toBe("&lt;resistor&gt;");
});
