import { builtPages } from "../../lib/build-output";
import { seriousViolations } from "../support/axe";
import { expect, test } from "../support/test";

// The footprint catalog page holds over a thousand table rows; axe needs
// more than the default minute to check it on a loaded two-core machine.
test.describe.configure({ timeout: 180_000 });

/**
 * Every page is checked in light mode by routes.spec.ts, in the same visit
 * as its other checks. Dark mode changes colours only, so it is checked
 * here on the home page, the first page of each section, and every page
 * with a component of its own (tables, previews, parts lists): the full
 * double pass took 55 minutes on a two-core machine.
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
  "/search",
];
const firstOfSection = new Map<string, string>();
for (const page of pages) {
  const section = page.split("/")[1] ?? "";
  if (!firstOfSection.has(section)) firstOfSection.set(section, page);
}
const darkPages = new Set(
  [...componentPages, ...firstOfSection.values()].filter((page) =>
    pages.includes(page),
  ),
);

for (const route of pages.filter((page) => darkPages.has(page))) {
  test(`${route} has no serious accessibility violation in dark mode`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      localStorage.setItem("theme", "dark");
    });
    await page.goto(route);
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    expect(await seriousViolations(page)).toEqual([]);
  });
}
