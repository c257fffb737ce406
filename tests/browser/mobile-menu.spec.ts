import { expect, test } from "../support/test";

test.use({ viewport: { width: 996, height: 800 } });

test("the hamburger opens the sidebar at 996 px and it closes on desktop", async ({
  page,
}) => {
  await page.goto("/intro/installation");
  const docsSidebar = page.getByRole("navigation", { name: "Docs sidebar" });
  await expect(docsSidebar).toBeHidden();

  await page.getByRole("button", { name: "Toggle navigation bar" }).click();
  const panel = page.locator(".navbar-sidebar");
  await expect(panel).toBeVisible();
  // On a doc page the mobile menu opens on the docs sidebar.
  await expect(
    panel.getByRole("link", { name: "Installation", exact: true }),
  ).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.locator(".navbar-sidebar--show")).toHaveCount(0);
  await expect(docsSidebar).toBeVisible();
});

test("back to main menu shows the navbar's own links", async ({ page }) => {
  await page.goto("/intro/installation");
  await page.getByRole("button", { name: "Toggle navigation bar" }).click();
  const panel = page.locator(".navbar-sidebar");
  await panel.getByRole("button", { name: /back to main menu/i }).click();
  for (const label of ["Quickstart", "Blog", "Use Online"]) {
    await expect(
      panel.getByRole("link", { name: label, exact: false }).first(),
    ).toBeVisible();
  }
});
