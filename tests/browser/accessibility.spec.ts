import AxeBuilder from "@axe-core/playwright";
import { builtPages } from "../../lib/build-output";
import { expect, test } from "../support/test";

// The footprint catalog page holds over a thousand table rows; axe needs
// more than the default minute to check it on a loaded two-core machine.
test.describe.configure({ timeout: 180_000 });

/**
 * Every page is checked in light mode. Dark mode changes colours only, so it
 * is checked on the home page, the first page of each section, and every
 * page with a component of its own (tables, previews, parts lists): the
 * full double pass took 55 minutes on a two-core machine.
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

for (const colorMode of ["light", "dark"] as const) {
  for (const route of colorMode === "light"
    ? pages
    : pages.filter((page) => darkPages.has(page))) {
    test(`${route} has no serious accessibility violation in ${colorMode} mode`, async ({
      page,
    }) => {
      await page.addInitScript((mode) => {
        localStorage.setItem("theme", mode);
      }, colorMode);
      await page.goto(route);
      await expect(page.locator("html")).toHaveAttribute(
        "data-theme",
        colorMode,
      );
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map(
          (v) =>
            `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
        );
      expect(serious).toEqual([]);
    });
  }
}
