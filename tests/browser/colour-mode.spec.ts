import { expect, test } from "../support/test";

const themeOf = (page: import("@playwright/test").Page) =>
  page.locator("html").getAttribute("data-theme");

test.use({ colorScheme: "dark" });

test("dark when the system prefers dark and the reader has not chosen", async ({
  page,
}) => {
  await page.goto("/");
  expect(await themeOf(page)).toBe("dark");
  // The toggle names the choice in effect: the system's.
  await expect(
    page.getByRole("button", { name: /dark and light mode/i }),
  ).toHaveAccessibleName(/currently system mode/);
});

test("light when the system prefers light", async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: "light" });
  const page = await context.newPage();
  await page.goto("/");
  expect(await themeOf(page)).toBe("light");
  await context.close();
});

test("the toggle never offers itself with the wrong mode in its name", async ({
  page,
}) => {
  // Every state the toggle is shown in, from the server's markup onwards.
  await page.addInitScript(() => {
    localStorage.setItem("theme", "light");
    const seen: string[] = [];
    (window as unknown as { toggleStates: string[] }).toggleStates = seen;
    const record = (button: Element) =>
      seen.push(
        `${button.hasAttribute("disabled") ? "disabled" : "enabled"}: ${button.getAttribute("aria-label")}`,
      );
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        const target = mutation.target as Element;
        const button =
          target.closest?.('button[aria-label*="dark and light mode"]') ??
          (target instanceof Element
            ? target.querySelector('button[aria-label*="dark and light mode"]')
            : null);
        if (button) record(button);
      }
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  await page.goto("/intro/installation");
  const toggle = page.getByRole("button", { name: /dark and light mode/i });
  await expect(toggle).toBeEnabled();
  await expect(toggle).toHaveAccessibleName(/currently light mode/);
  const states = await page.evaluate(
    () => (window as unknown as { toggleStates: string[] }).toggleStates,
  );
  // Once a reader can press it, it names the stored choice.
  expect(
    states.filter((state) => state.startsWith("enabled")),
  ).not.toContainEqual(expect.stringContaining("system mode"));
  expect(states.some((state) => state.startsWith("enabled"))).toBe(true);
});

test("the toggle cycles light, dark and system, persists across reload, and a second tab follows", async ({
  context,
}) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto("/");
  await second.goto("/intro/installation");
  // The system prefers dark (test.use above) and nobody has chosen.
  expect(await themeOf(second)).toBe("dark");

  const toggle = () =>
    first.getByRole("button", { name: /dark and light mode/i });
  await toggle().click();
  await expect(first.locator("html")).toHaveAttribute("data-theme", "light");
  expect(await first.evaluate(() => localStorage.getItem("theme"))).toBe(
    "light",
  );
  // The other tab hears the storage event and switches without a reload.
  await expect(second.locator("html")).toHaveAttribute("data-theme", "light");

  await toggle().click();
  await expect(first.locator("html")).toHaveAttribute("data-theme", "dark");
  await first.reload();
  await expect(first.locator("html")).toHaveAttribute("data-theme", "dark");
  await expect(first.locator("html")).toHaveAttribute(
    "data-theme-choice",
    "dark",
  );

  // Back to the system's choice: dark here, with nothing stored.
  await toggle().click();
  await expect(first.locator("html")).toHaveAttribute(
    "data-theme-choice",
    "system",
  );
  await expect(first.locator("html")).toHaveAttribute("data-theme", "dark");
  expect(await first.evaluate(() => localStorage.getItem("theme"))).toBeNull();
  await expect(second.locator("html")).toHaveAttribute("data-theme", "dark");
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
  // A reader who chose light, on a dark system.
  await page.goto("/intro/quickstart-web");
  await page.evaluate(() => localStorage.setItem("theme", "light"));
  await page.reload();
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
