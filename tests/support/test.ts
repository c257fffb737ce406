/**
 * Playwright's `test` and `expect`, with pages that wait for hydration.
 *
 * The build starts its bundles after the first paint (plugins/paint-first),
 * so the `load` event can come before React has attached its handlers. A
 * test that clicks right after `goto` would click dead HTML; every page's
 * `goto` and `reload` therefore also wait for `<html data-has-hydrated>`,
 * which Docusaurus sets once the app around the page has hydrated, and for
 * the page's sections, which hydrate after it, each on its own
 * (src/components/HydrationChunk): until then their headings carry no React
 * fiber.
 */
import { test as base, type Page } from "@playwright/test";

export { expect } from "@playwright/test";

const hydrated = () =>
  (document.documentElement.dataset.hasHydrated === "true" &&
    Array.from(document.querySelectorAll(".theme-doc-markdown > h2")).every(
      (heading) =>
        Object.keys(heading).some((key) => key.startsWith("__reactFiber$")),
    )) ||
  // Pages that are not the app (a redirect page, a raw file) never hydrate.
  document.getElementById("__docusaurus") === null;

async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(hydrated, null, { timeout: 15_000 });
}

const plainGoto = new WeakMap<Page, Page["goto"]>();

/** `page.goto` without the wait, for a page that is meant not to hydrate. */
export function gotoWithoutHydration(
  page: Page,
  url: string,
  options?: Parameters<Page["goto"]>[1],
): ReturnType<Page["goto"]> {
  const goto = plainGoto.get(page) ?? page.goto.bind(page);
  return goto(url, options);
}

function waitAfterNavigation(page: Page): void {
  const goto = page.goto.bind(page);
  plainGoto.set(page, goto);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await waitForHydration(page);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await waitForHydration(page);
    return response;
  };
}

export const test = base.extend({
  context: async ({ context }, use) => {
    context.on("page", waitAfterNavigation);
    await use(context);
  },
});

/**
 * Remembers the elements matching `selector` as the server sent them, at
 * `DOMContentLoaded`, before any bundle runs (they start after the first
 * paint). Call before `goto`; the returned function reports, later, how many
 * were remembered and how many a render has since replaced.
 */
export async function rememberServedElements(
  page: Page,
  selector: string,
): Promise<() => Promise<{ served: number; replaced: number }>> {
  await page.addInitScript((selector) => {
    document.addEventListener("DOMContentLoaded", () => {
      (window as unknown as { served: Element[] }).served = Array.from(
        document.querySelectorAll(selector),
      );
    });
  }, selector);
  return () =>
    page.evaluate(() => {
      const served = (window as unknown as { served: Element[] }).served;
      return {
        served: served.length,
        replaced: served.filter((element) => !element.isConnected).length,
      };
    });
}
