/**
 * Every page of the build, at 390, 768 and 1,280 px wide, in light and dark
 * mode, checked for layout a reader would see as broken
 * (tests/support/layout-checks.ts; the checks themselves are tested in
 * layout-sweep-checks.spec.ts).
 *
 * The pages' scripts are off: layout comes from the server's HTML and the
 * CSS (hydration keeps that markup; see after-hydration.spec.ts), so each
 * page is loaded once and then laid out at each width and in each colour
 * mode in place, which is what the colour-mode toggle and a resized window
 * do too. That keeps the sweep to one load per page.
 */
import { expect, type Page, test } from "@playwright/test";
import { buildHasRoute, builtPages, specRoutes } from "../../lib/build-output";
import {
  type CheckName,
  checkLayout,
  circuitPictures,
  type Offender,
} from "../support/layout-checks";

const routes = [
  ...new Set([...specRoutes().filter(buildHasRoute), ...builtPages()]),
];
const widths = [390, 768, 1280];
const modes = ["light", "dark"] as const;
const layoutOnly: CheckName[] = [
  "text-overflow",
  "text-clipped",
  "table-width",
  "code-split",
  "page-scroll",
];

test.use({ javaScriptEnabled: false });
// The footprint catalog's thousand table rows take most of a minute on a
// loaded two-core machine (as in routes.spec.ts).
test.describe.configure({ mode: "parallel", timeout: 180_000 });

// One worker's pictures are read once, on the first page that shows them.
const picturesRead = new Set<string>();

interface Seen extends Offender {
  where: string[];
}

for (const route of routes) {
  test(`${route} has no overflowing or clipped text, over-wide table, split code word, unreadable picture text or sideways scroll`, async ({
    page,
  }, testInfo) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);

    const seen = new Map<string, Seen>();
    let picturesChecked = false;
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      for (const mode of modes) {
        await setColourMode(page, mode);
        const offenders = await checkLayout(page, {
          // At their own size, pictures look the same at every width.
          checks: picturesChecked
            ? layoutOnly
            : [...layoutOnly, "picture-text"],
          pictures: circuitPictures,
          skipPictures: [...picturesRead],
        });
        if (!picturesChecked) {
          picturesChecked = true;
          for (const url of await pictureUrls(page)) picturesRead.add(url);
        }
        for (const offender of offenders) {
          const key = [offender.check, offender.path, offender.text].join("\n");
          const entry = seen.get(key) ?? { ...offender, where: [] };
          entry.where.push(`${width} px ${mode}`);
          seen.set(key, entry);
        }
      }
    }

    const found = [...seen.values()];
    if (found.length > 0) {
      await testInfo.attach("offenders.json", {
        body: JSON.stringify({ route, offenders: found }, null, 2),
        contentType: "application/json",
      });
    }
    expect(found.map(describe), `what looks broken on ${route}`).toEqual([]);
  });
}

async function setColourMode(
  page: Page,
  mode: (typeof modes)[number],
): Promise<void> {
  // What the colour-mode toggle does (src/boot/colorMode.tsx).
  await page.evaluate((mode) => {
    document.documentElement.setAttribute("data-theme", mode);
    document.documentElement.setAttribute("data-theme-choice", mode);
  }, mode);
}

function pictureUrls(page: Page): Promise<string[]> {
  return page.evaluate(
    (selector) =>
      Array.from(
        document.querySelectorAll<HTMLImageElement>(selector),
        (image) =>
          new URL(image.getAttribute("src") ?? "", document.baseURI).href,
      ),
    circuitPictures.selector,
  );
}

function describe(offender: Seen): string {
  const where =
    offender.where.length === widths.length * modes.length
      ? "every width and mode"
      : offender.where.join(", ");
  return `${offender.check} at ${where}: ${offender.path} "${offender.text}" — ${offender.detail}${offender.section ? ` (under "${offender.section}")` : ""}`;
}
