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
});
