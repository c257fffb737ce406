/**
 * The search shortcuts work from the moment the page takes input, not only
 * once React has hydrated: a key pressed early is remembered by the page's
 * inline script and opens the modal when the search bar is ready.
 */
import type { Page } from "@playwright/test";
import { expect, gotoWithoutHydration, test } from "../support/test";

const input = (page: Page) => page.locator(".DocSearch-Input");

for (const [name, key] of [
  ["Ctrl/Cmd+K", "ControlOrMeta+k"],
  ["/", "/"],
] as const) {
  test(`${name} pressed before hydration opens the modal, ten loads in a row`, async ({
    page,
  }) => {
    for (let load = 1; load <= 10; load += 1) {
      // No wait for hydration: press as soon as the document is parsed.
      await gotoWithoutHydration(page, `/intro/installation?load=${load}`, {
        waitUntil: "domcontentloaded",
      });
      const hydratedBeforeKey = await page.evaluate(
        () => document.documentElement.dataset.hasHydrated === "true",
      );
      await page.keyboard.press(key);
      await expect(input(page), `load ${load}`).toBeFocused({
        timeout: 15_000,
      });
      // The key that opened the modal is not typed into it.
      await expect(input(page)).toHaveValue("");
      test.info().annotations.push({
        type: "hydrated before key",
        description: `load ${load}: ${hydratedBeforeKey}`,
      });
    }
  });
}
