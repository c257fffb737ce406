/**
 * What the site settles once a page has hydrated, rendered as transitions by
 * our stand-ins for Docusaurus modules (plugins/short-tasks): the browser
 * flag, the window size, the preferred docs version, the search key hint.
 */
import { expect, test } from "../support/test";

const storageKey = "docs-preferred-version-default";

test("a stored docs version that no longer exists is dropped; the current one is kept", async ({
  page,
}) => {
  await page.goto("/intro/installation");
  await page.evaluate(
    (key) => localStorage.setItem(key, "0.9-gone"),
    storageKey,
  );
  await page.reload();
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), storageKey))
    .toBeNull();
  await page.evaluate(
    (key) => localStorage.setItem(key, "current"),
    storageKey,
  );
  await page.reload();
  await page.waitForTimeout(300);
  expect(
    await page.evaluate((key) => localStorage.getItem(key), storageKey),
  ).toBe("current");
});

test("on a phone the page settles to its mobile form; on a desktop to its desktop form", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/elements/resistor");
  // The desktop sidebar and table of contents, rendered by the server for
  // every width, are gone; the collapsible table of contents is there.
  await expect(page.locator(".theme-doc-toc-mobile")).toBeVisible();
  await expect(page.locator(".theme-doc-sidebar-menu")).toHaveCount(0);
  await expect(page.locator(".theme-doc-toc-desktop")).toHaveCount(0);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/elements/resistor");
  await expect(page.locator(".theme-doc-sidebar-menu")).toBeVisible();
  await expect(page.locator(".theme-doc-toc-desktop")).toBeVisible();
  // (The theme keeps the collapsible one, hidden by CSS at this width.)
  await expect(page.locator(".theme-doc-toc-mobile")).toBeHidden();
  // And the search button shows the key hint for this platform.
  await expect(page.locator(".DocSearch-Button-Keys")).toContainText(/Ctrl|⌘/);
});
