/**
 * Doc cards on category pages draw their icons from SVG outlines in CSS
 * (src/theme/DocCard/Heading/Icon): drawing an emoji would make the browser
 * load a colour emoji font at start-up.
 */
import { expect, test } from "../support/test";

// Pictographs, or the emoji variation selector: what the theme's icons are made of.
const emoji = /[\u{1F000}-\u{1FAFF}\u{2600}-\u{27BF}]|\u{FE0F}/u;

test("a category page's cards show drawn icons, their titles and no emoji", async ({
  page,
}) => {
  await page.goto("/category/guides");
  const cards = page.locator("article .theme-doc-card-heading");
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThan(3);
  // Pages get a page outline; sub-categories (guides has some) a folder.
  const kinds = await page
    .locator(".theme-doc-card-icon")
    .evaluateAll((icons) =>
      icons.map((icon) => icon.getAttribute("data-doc-card-icon")),
    );
  expect(kinds).toHaveLength(count);
  expect(new Set(kinds)).toEqual(new Set(["page", "category"]));
  const sizes = new Set<string>();
  for (const heading of await cards.all()) {
    // The outline is a CSS mask on the icon itself: no element inside it.
    const icon = heading.locator(".theme-doc-card-icon");
    await expect(icon).toHaveAttribute("aria-hidden", "true");
    expect(await icon.evaluate((el) => el.childElementCount)).toBe(0);
    expect(
      await icon.evaluate((el) => getComputedStyle(el).maskImage),
    ).toContain("data:image/svg+xml");
    // Every icon has the same size, however long the title beside it.
    const box = await icon.boundingBox();
    expect(box?.width).toBeGreaterThan(16);
    sizes.add(`${box?.width}x${box?.height}`);
    const text = (await heading.textContent()) ?? "";
    expect(text).not.toMatch(emoji);
    expect(text.trim().length).toBeGreaterThan(2);
  }
  expect([...sizes]).toHaveLength(1);
  // No emoji anywhere in the cards' text, so none for the browser to draw.
  expect(await page.locator("main").textContent()).not.toMatch(emoji);
});
