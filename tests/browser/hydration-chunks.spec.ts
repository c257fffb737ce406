/**
 * A page's sections are Suspense boundaries that React hydrates one by one
 * after the page around it (plugins/hydration-chunks): the server's HTML
 * must keep every section in place, and every section must end up hydrated
 * and working, with no hydration error.
 */
import type { Page } from "@playwright/test";
import { expect, gotoWithoutHydration, test } from "../support/test";

/** Clicks a tab the page's last example does not show; it must then show. */
async function switchLastExampleTab(page: Page): Promise<void> {
  const lastExample = page.locator("[data-circuit-preview]").last();
  await lastExample.scrollIntoViewIfNeeded();
  const tab = lastExample
    .locator('[role="tab"][aria-selected="false"]')
    .first();
  const label = (await tab.textContent()) ?? "";
  await tab.click();
  await expect(
    lastExample.getByRole("tab", { name: label, exact: true }),
  ).toHaveAttribute("aria-selected", "true");
}

test("the server's HTML holds every section in place, as boundaries", async ({
  request,
}) => {
  const html = await (await request.get("/elements/resistor")).text();
  // One boundary for the opening part and one per level-2 section.
  const sections = html.match(/<!--\$-->/g)?.length ?? 0;
  const headings = html.match(/<h2[\s>]/g)?.length ?? 0;
  expect(headings).toBeGreaterThan(2);
  expect(sections).toBeGreaterThan(headings);
  // No section was moved to the end of the document for a script to put
  // back (React's outlined boundaries), so they read without JavaScript.
  expect(html).not.toContain("<!--$?-->");
  expect(html).not.toMatch(/<template id="?B:/);
  expect(html.indexOf("data-props-table")).toBeLessThan(
    html.indexOf("theme-doc-footer"),
  );
});

test("every section hydrates, with no hydration error", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  // goto waits until every section's heading belongs to React.
  await page.goto("/elements/resistor");
  // The last section works: its picture tabs switch.
  await switchLastExampleTab(page);
  expect(errors).toEqual([]);
});

test("a click before its section has hydrated still works", async ({
  page,
}) => {
  await gotoWithoutHydration(page, "/elements/chip");
  // As soon as React has started, click a tab in the last section: React
  // hydrates that section first and replays the click.
  await page.waitForFunction(
    () => document.documentElement.dataset.hasHydrated === "true",
  );
  await switchLastExampleTab(page);
});
