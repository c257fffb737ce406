/**
 * The navbar's small print: icon-only links say what they are (an
 * accessible name, and a tooltip or a visible label), and the search
 * button's key hint fits its chips.
 */
import { expect, test } from "../support/test";

test("icon-only links show their name as a tooltip on hover and on keyboard focus", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/intro/installation");
  const links = page.locator(".navbar__item.navbar-icon-link");
  expect(await links.count()).toBeGreaterThan(0);
  for (const link of await links.all()) {
    const name = await link.getAttribute("aria-label");
    expect(name).toBeTruthy();
    const tooltip = () =>
      link.evaluate((element) => {
        const style = getComputedStyle(element, "::after");
        return { content: style.content, opacity: style.opacity };
      });
    expect((await tooltip()).opacity).toBe("0");
    await link.hover();
    await expect.poll(tooltip).toEqual({ content: `"${name}"`, opacity: "1" });
    await page.mouse.move(0, 400);
    await expect.poll(async () => (await tooltip()).opacity).toBe("0");
    await link.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(link).toBeFocused();
    await expect.poll(async () => (await tooltip()).opacity).toBe("1");
  }
});

test("in the phone menu, icon-only links have a visible label", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/intro/installation");
  await page.getByRole("button", { name: /toggle navigation/i }).click();
  const links = page.locator(".menu__link.navbar-icon-link");
  await expect(links.first()).toBeVisible();
  for (const link of await links.all()) {
    const name = await link.getAttribute("aria-label");
    expect(
      await link.evaluate(
        (element) => getComputedStyle(element, "::after").content,
      ),
    ).toBe(`"${name}"`);
  }
});

test("the search button's key chips hold their text", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/intro/installation");
  const keys = page.locator(".DocSearch-Button-Key");
  await expect(keys).toHaveCount(2);
  for (const key of await keys.all()) {
    const fits = await key.evaluate(
      (element) => element.scrollWidth <= element.clientWidth,
    );
    expect(fits, `${await key.textContent()} fits its chip`).toBe(true);
  }
});
