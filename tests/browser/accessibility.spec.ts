import { builtPages } from "../../lib/build-output";
import { seriousViolations } from "../support/axe";
import { expect, test } from "../support/test";

// The footprint catalog page holds over a thousand table rows; axe needs
// more than the default minute to check it on a loaded two-core machine.
test.describe.configure({ timeout: 180_000 });

/**
 * Every page is checked in light mode by routes.spec.ts, in the same visit
 * as its other checks, with every rule but the theme's (colour contrast,
 * links told apart by colour, target size: `themeRules`). Colours and
 * control sizes come from the theme's CSS and components alone (the content
 * rules refuse a page's own styles), so those rules, and dark mode, which
 * changes colours only, are checked here with every rule in both modes on the home page, the first
 * page of each section, and every page with a component of its own
 * (tables, previews, parts lists, namespace references): the full double
 * pass over every page took 55 minutes on a two-core machine.
 */
const pages = builtPages();
const componentPages = [
  "/",
  "/elements/resistor",
  "/elements/symbol",
  "/command-line/tsci-build",
  "/footprints/footprinter-strings",
  "/footprints/kicad-footprints",
  "/guides/understanding-fabrication-files",
  "/guides/tscircuit-essentials/pinout-svg",
  "/tutorials/building-a-simple-usb-flashlight",
  "/contributing/overview-of-projects",
  "/intro/what-changed",
  "/elements/opamp",
  "/elements/schematictable",
  "/elements/assembly",
  "/elements",
  "/search",
];
const firstOfSection = new Map<string, string>();
for (const page of pages) {
  const section = page.split("/")[1] ?? "";
  if (!firstOfSection.has(section)) firstOfSection.set(section, page);
}
const contrastPages = new Set(
  [...componentPages, ...firstOfSection.values()].filter((page) =>
    pages.includes(page),
  ),
);

for (const route of pages.filter((page) => contrastPages.has(page)))
  for (const mode of ["light", "dark"] as const)
    test(`${route} has no serious accessibility violation in ${mode} mode`, async ({
      page,
    }) => {
      await page.addInitScript((theme) => {
        localStorage.setItem("theme", theme);
      }, mode);
      await page.goto(route);
      await expect(page.locator("html")).toHaveAttribute("data-theme", mode);
      expect(await seriousViolations(page)).toEqual([]);
    });

// The sweeps above pass only if the checker finds what it should: faint
// text and a button without a name, planted in a real page, are reported.
test("the accessibility check reports serious violations it is shown", async ({
  page,
}) => {
  await page.goto("/elements/resistor");
  await page.evaluate(() => {
    const article = document.querySelector("article");
    const faint = document.createElement("p");
    faint.id = "planted-faint-text";
    faint.textContent = "Barely visible words";
    faint.style.color = "#f4f4f4";
    faint.style.background = "#ffffff";
    const button = document.createElement("button");
    button.id = "planted-nameless-button";
    article?.prepend(faint, button);
  });
  const found = await seriousViolations(page);
  expect(
    found.some((line) => /^color-contrast:.*#planted-faint-text/.test(line)),
  ).toBe(true);
  expect(
    found.some((line) => /^button-name:.*#planted-nameless-button/.test(line)),
  ).toBe(true);
  // The sweep over every page leaves the theme's rules out, and only them.
  const withoutTheme = await seriousViolations(page, { theme: false });
  expect(withoutTheme.some((line) => line.startsWith("color-contrast:"))).toBe(
    false,
  );
  expect(
    withoutTheme.some((line) =>
      /^button-name:.*#planted-nameless-button/.test(line),
    ),
  ).toBe(true);
});
