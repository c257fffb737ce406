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
