import { expect, test } from "../support/test";

test("the navbar hides on scroll down and shows on scroll up", async ({
  page,
}) => {
  await page.goto("/intro/quickstart-cli");
  const navbar = page.getByRole("navigation", { name: "Main" });
  // Hidden means slid up out of the viewport.
  const bottomEdge = async () => {
    const box = await navbar.boundingBox();
    return box ? box.y + box.height : Number.NaN;
  };
  await expect.poll(bottomEdge).toBeGreaterThan(0);

  await page.mouse.move(640, 400);
  await page.mouse.wheel(0, 300);
  await page.mouse.wheel(0, 900);
  await expect.poll(bottomEdge).toBeLessThanOrEqual(0);

  await page.mouse.wheel(0, -200);
  await expect.poll(bottomEdge).toBeGreaterThan(0);
});

test("the navbar has its links, icon links with names, and the colour toggle", async ({
  page,
}) => {
  await page.goto("/");
  const navbar = page.getByRole("navigation", { name: "Main" });
  await expect(navbar.getByRole("link", { name: "Quickstart" })).toBeVisible();
  await expect(navbar.getByRole("link", { name: /^Blog/ })).toBeVisible();
  await expect(navbar.getByRole("link", { name: /^Use Online/ })).toBeVisible();
  await expect(navbar.getByRole("link", { name: /Discord/ })).toHaveAttribute(
    "href",
    /discord/,
  );
  await expect(navbar.getByRole("link", { name: /GitHub/ })).toHaveAttribute(
    "href",
    /github\.com\/tscircuit/,
  );
  await expect(
    navbar.getByRole("button", { name: /dark and light mode/i }),
  ).toBeVisible();
});

test("the footer has the legal links, the contact address and the copyright", async ({
  page,
}) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(
    footer.getByRole("link", { name: "Terms of Service" }),
  ).toBeVisible();
  await expect(
    footer.getByRole("link", { name: "Privacy Policy" }),
  ).toBeVisible();
  await expect(
    footer.getByRole("link", { name: "contact@tscircuit.com" }),
  ).toHaveAttribute("href", "mailto:contact@tscircuit.com");
  // Dated the year the site was built.
  await expect(footer).toContainText(
    `Copyright © ${new Date().getUTCFullYear()} tscircuit, Inc.`,
  );
});

test("skip to content moves focus to the main content", async ({ page }) => {
  await page.goto("/intro/installation");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  // The theme focuses <main> for an instant and then drops its tabindex, so
  // Chromium leaves focus on <body>; what the reader gets is that the next
  // Tab lands inside the main content instead of the navbar.
  await page.keyboard.press("Tab");
  const inMain = await page.evaluate(
    () => document.activeElement?.closest("main") != null,
  );
  expect(inMain).toBe(true);
});

test("a dismissed announcement bar stays dismissed after reload", async ({
  page,
}) => {
  await page.goto("/");
  const bar = page.getByRole("banner").filter({ hasText: "New to tscircuit?" });
  await expect(bar).toBeVisible();
  await bar.getByRole("button", { name: "Close" }).click();
  await expect(bar).toBeHidden();
  await page.reload();
  await expect(page.getByText("New to tscircuit?")).toBeHidden();
});
