/**
 * The layout sweep's checks (tests/support/layout-checks.ts) on small pages
 * with each defect planted, and on clean pages that hold the look-alikes
 * each check must let pass (overflow that scrolls, text hidden on purpose,
 * code with spaces), so no check can pass by finding nothing.
 *
 * Each planted page marks the elements the check must name with the class
 * `planted`; the check must name those and nothing else.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import {
  type CheckName,
  checkLayout,
  circuitPictures,
} from "../support/layout-checks";

const fixtures = path.join(__dirname, "../fixtures/layout");
// Served under a made-up origin, so the pictures load with `fetch` as on the site.
const origin = "http://layout-fixtures.test";
const types: Record<string, string> = {
  ".html": "text/html",
  ".css": "text/css",
  ".svg": "image/svg+xml",
};

async function open(page: Page, file: string): Promise<void> {
  await page.route(`${origin}/**`, async (route) => {
    const name = path.basename(new URL(route.request().url()).pathname);
    await route.fulfill({
      body: await readFile(path.join(fixtures, name)),
      contentType: types[path.extname(name)],
    });
  });
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(`${origin}/${file}`);
}

const checks: CheckName[] = [
  "text-overflow",
  "text-clipped",
  "table-width",
  "code-split",
  "picture-text",
  "page-scroll",
];

for (const check of checks) {
  test(`${check}: the check names each planted defect`, async ({ page }) => {
    await open(page, `${check}.planted.html`);
    const planted = await page.locator(".planted").count();
    expect(planted).toBeGreaterThan(0);

    const offenders = await checkLayout(page, {
      checks: [check],
      pictures: circuitPictures,
    });
    expect(offenders.map((offender) => offender.check)).toEqual(
      Array(planted).fill(check),
    );
    for (const offender of offenders) {
      expect(offender.path).toContain(".planted");
      expect(offender.section).toBe("Planted");
      expect(offender.detail.length).toBeGreaterThan(0);
    }
  });

  test(`${check}: a clean page passes every check`, async ({ page }) => {
    await open(page, `${check}.clean.html`);
    const offenders = await checkLayout(page, {
      pictures: circuitPictures,
    });
    expect(offenders).toEqual([]);
  });
}

test("code-split: says where the word breaks and whether it fits a line", async ({
  page,
}) => {
  await open(page, "code-split.planted.html");
  const offenders = await checkLayout(page, {
    checks: ["code-split"],
  });
  expect(offenders.map((offender) => offender.text)).toEqual([
    "schematicPinArrangement",
    "Record<string,number>",
    "<assembly.drawing.titleblock>",
  ]);
  for (const offender of offenders) {
    // The word with a bar where each line ends, its width and the line's.
    expect(offender.detail).toMatch(
      /^one word over \d lines \("\S+\|\S+"\); the word is \d+ px, its line (200|60) px$/,
    );
  }
});

test("picture-text: says which text is smallest and how small", async ({
  page,
}) => {
  await open(page, "picture-text.planted.html");
  const offenders = await checkLayout(page, {
    checks: ["picture-text"],
    pictures: circuitPictures,
  });
  expect(offenders.map(({ text, detail }) => ({ text, detail }))).toEqual([
    {
      text: "10k",
      detail:
        "1 text under 8 px in /small-text.svg; smallest 6.0 px at natural size",
    },
    {
      text: "U1",
      detail:
        "1 text under 8 px in /scaled-text.svg; smallest 6.4 px at natural size",
    },
  ]);
});

test("picture-text: measures at the size a picture is shown, when asked", async ({
  page,
}) => {
  await open(page, "picture-text.clean.html");
  // 12 px text at natural size; shown at a quarter of it, 3 px.
  await page.locator("img").evaluate((image: HTMLImageElement) => {
    image.style.width = "100px";
    image.style.height = "auto";
  });
  const offenders = await checkLayout(page, {
    checks: ["picture-text"],
    pictures: { selector: circuitPictures.selector, size: "rendered" },
  });
  expect(offenders.map((offender) => offender.detail)).toEqual([
    "2 texts under 8 px in /readable-text.svg; smallest 3.0 px at rendered size",
  ]);
});
