import { buildHasRoute, builtPages, specRoutes } from "../../lib/build-output";
import { seriousViolations } from "../support/axe";
import { collectPageErrors } from "../support/console";
import { expect, test } from "../support/test";

const routes = specRoutes();
const pages = builtPages();
const unbuilt = routes.filter((route) => !buildHasRoute(route));
// Pages are written issue by issue; say how many the build still lacks.
console.log(
  `routes: ${routes.length - unbuilt.length} of ${routes.length} spec routes built${unbuilt.length ? `; not built yet: ${unbuilt.length}` : ""}`,
);
/** Pages that are not docs and so have no sidebar. */
const withoutSidebar = new Set(["/search", "/elements"]);

test("the build serves only paths the spec lists", () => {
  const unknown = pages.filter((page) => !routes.includes(page));
  expect(unknown, "pages missing from spec/routes.txt").toEqual([]);
  expect(pages.length).toBeGreaterThan(0);
});

// One visit per page for both sweeps over every page: these checks and
// the accessibility check in light mode, the theme's rules aside
// (accessibility.spec.ts checks them, and dark mode).
// The footprint catalog's thousand table rows take axe minutes on 2 cores.
test.describe.configure({ timeout: 180_000 });

for (const route of routes.filter(buildHasRoute)) {
  test(`${route} answers, shows its title and the sidebar, with no serious accessibility violation in light mode`, async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);

    const heading = page.locator("h1").first();
    await expect(heading).toBeVisible();
    const title = (await heading.textContent())?.trim() ?? "";
    expect(title.length).toBeGreaterThan(0);
    await expect(page).toHaveTitle(new RegExp(escapeRegExp(title)));

    if (!withoutSidebar.has(route)) {
      const sidebar = page.getByRole("navigation", { name: "Docs sidebar" });
      await expect(sidebar).toBeVisible();
      // A page in the sidebar is marked as the current one there.
      const current = sidebar.locator('a[aria-current="page"]');
      await expect(current, `${route} is not in the sidebar`).toHaveAttribute(
        "href",
        route,
      );
    }
    // `goto` waited for the load event and for hydration. Waiting for the
    // network to go quiet as well would wait out the idle-time link
    // prefetches (about 2 s a page, a quarter of this sweep); they are
    // tested in code-blocks.spec.ts.
    expect(errors).toEqual([]);

    // Light is the default colour mode.
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    expect(await seriousViolations(page, { theme: false })).toEqual([]);
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
