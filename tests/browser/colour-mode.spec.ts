import { expect, test } from "../support/test";

const themeOf = (page: import("@playwright/test").Page) =>
  page.locator("html").getAttribute("data-theme");

test.use({ colorScheme: "dark" });

test("light by default even when the system prefers dark", async ({ page }) => {
  await page.goto("/");
  expect(await themeOf(page)).toBe("light");
});

test("the toggle persists across reload and a second tab follows", async ({
  context,
}) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto("/");
  await second.goto("/intro/installation");
  expect(await themeOf(second)).toBe("light");

  const toggle = first.getByRole("button", { name: /dark and light mode/i });
  await toggle.click();
  await expect(first.locator("html")).toHaveAttribute("data-theme", "dark");
  expect(await first.evaluate(() => localStorage.getItem("theme"))).toBe(
    "dark",
  );
  // The other tab hears the storage event and switches without a reload.
  await expect(second.locator("html")).toHaveAttribute("data-theme", "dark");

  await first.reload();
  await expect(first.locator("html")).toHaveAttribute("data-theme", "dark");

  // Not respecting the system preference, the toggle only flips light/dark.
  await first.getByRole("button", { name: /dark and light mode/i }).click();
  await expect(first.locator("html")).toHaveAttribute("data-theme", "light");
  await expect(second.locator("html")).toHaveAttribute("data-theme", "light");
});

test("code colours follow the mode, also on a page loaded in dark mode", async ({
  page,
}) => {
  // Colours of a keyword token and the block, as the reader sees them
  const codeColours = () =>
    page.evaluate(() => {
      const pre = document.querySelector(".theme-code-block pre");
      const keyword = document.querySelector(
        ".theme-code-block .token.keyword",
      );
      if (!pre || !keyword) throw new Error("no highlighted code block");
      return {
        background: getComputedStyle(pre).backgroundColor,
        keyword: getComputedStyle(keyword).color,
      };
    });
  await page.goto("/intro/quickstart-web");
  const light = await codeColours();
  expect(light).toEqual({
    background: "rgb(246, 248, 250)",
    keyword: "rgb(207, 34, 46)",
  });
  // Toggled to dark, the same block switches without a reload
  await page.getByRole("button", { name: /dark and light mode/i }).click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  const dark = {
    background: "rgb(22, 27, 34)",
    keyword: "rgb(255, 123, 114)",
  };
  expect(await codeColours()).toEqual(dark);
  // And a page first rendered in dark mode shows the dark colours too
  await page.reload();
  expect(await codeColours()).toEqual(dark);
});
