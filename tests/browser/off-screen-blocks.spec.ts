/**
 * Generated tables off screen are not laid out until the reader scrolls
 * near them (`content-visibility` in src/css/custom.css).
 * What the reader sees must not change: the page keeps its height once
 * everything is drawn, and a table's focus ring is not cut off by the
 * containment that comes with skipping.
 */
import sharp from "sharp";
import { expect, test } from "../support/test";

test("blocks far below the first screen are skipped until scrolled to, then drawn", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/elements/resistor");
  const block = page
    .locator(".theme-doc-markdown > [data-static-markup]")
    .last();
  const top = await block.evaluate((element) =>
    Math.round(element.getBoundingClientRect().top),
  );
  expect(
    top,
    "the last table starts far below the first screen",
  ).toBeGreaterThan(3000);
  // Skipped content reports itself hidden to this check.
  const rowDrawn = () =>
    block.evaluate((element) =>
      (element.querySelector("tbody tr") as HTMLElement).checkVisibility({
        contentVisibilityAuto: true,
      }),
    );
  expect(await rowDrawn()).toBe(false);
  await block.scrollIntoViewIfNeeded();
  await expect.poll(rowDrawn).toBe(true);
});

test("a scrollable table's focus ring is drawn in full, outside the block too", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/elements/led");
  const region = page
    .locator("[data-static-markup] [tabindex='0'][aria-label^='Props of']")
    .first();
  await region.scrollIntoViewIfNeeded();
  // Focused from the keyboard, so that :focus-visible applies.
  await region.focus();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  await expect(region).toBeFocused();
  const box = await region.boundingBox();
  if (!box) throw new Error("the props table has no box");
  // A row of pixels across the region's left edge, halfway down its visible
  // part (the top of the screen can hold the navbar, still sliding away
  // after the scroll): the ring (2 px wide, 2 px outside the edge) is in
  // the site's primary green.
  const viewportHeight = page.viewportSize()?.height ?? 900;
  const visibleTop = Math.max(box.y, 0);
  const visibleBottom = Math.min(box.y + box.height, viewportHeight);
  const png = await page.screenshot({
    clip: {
      x: box.x - 6,
      y: Math.round((visibleTop + visibleBottom) / 2),
      width: 6,
      height: 1,
    },
  });
  const { data, info } = await sharp(png)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = Array.from({ length: info.width }, (_, x) =>
    Array.from(data.subarray(x * info.channels, x * info.channels + 3)),
  );
  const primary = await page.evaluate(() =>
    getComputedStyle(document.documentElement)
      .getPropertyValue("--ifm-color-primary")
      .trim(),
  );
  expect(primary).toMatch(/^#[0-9a-f]{6}$/i);
  const [r, g, b] = [1, 3, 5].map((i) =>
    Number.parseInt(primary.slice(i, i + 2), 16),
  );
  const ringPixels = pixels.filter(
    ([pr, pg, pb]) =>
      Math.abs(pr - r) < 12 && Math.abs(pg - g) < 12 && Math.abs(pb - b) < 12,
  );
  expect(ringPixels.length).toBeGreaterThanOrEqual(2);
});
