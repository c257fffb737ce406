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

test("back to main menu shows the navbar's own links; reopened, the menu shows the docs sidebar again", async ({
  page,
}) => {
  await page.goto("/intro/installation");
  const toggle = page.getByRole("button", { name: "Toggle navigation bar" });
  await toggle.click();
  const panel = page.locator(".navbar-sidebar");
  // The docs sidebar is the secondary panel, slid in over the main one.
  const items = panel.locator(".navbar-sidebar__items");
  const showsSecondary = /navbar-sidebar__items--show-secondary/;
  await expect(items).toHaveClass(showsSecondary);
  await panel.getByRole("button", { name: /back to main menu/i }).click();
  for (const label of ["Quickstart", "Blog", "Use Online"]) {
    await expect(
      panel.getByRole("link", { name: label, exact: false }).first(),
    ).toBeVisible();
  }
  await expect(items).not.toHaveClass(showsSecondary);

  await panel.getByRole("button", { name: "Close navigation bar" }).click();
  await expect(page.locator(".navbar-sidebar--show")).toHaveCount(0);
  await toggle.click();
  await expect(items).toHaveClass(showsSecondary);
  await expect(
    panel.getByRole("link", { name: "Installation", exact: true }),
  ).toBeVisible();
});

test("the phone menu is built when first opened, then kept; a page link in it navigates and closes it", async ({
  page,
}) => {
  await page.goto("/intro/installation");
  // Nothing of the menu exists until the reader asks for it.
  await expect(page.locator(".navbar-sidebar")).toHaveCount(0);
  const toggle = page.getByRole("button", { name: "Toggle navigation bar" });
  await toggle.click();
  const panel = page.locator(".navbar-sidebar");
  await expect(panel).toBeVisible();
  await panel.getByRole("button", { name: "Close navigation bar" }).click();
  await expect(page.locator(".navbar-sidebar--show")).toHaveCount(0);
  await expect(panel).toHaveCount(1);

  await toggle.click();
  await panel.locator('.menu__list a[href="/intro/quickstart-cli"]').click();
  await expect(page).toHaveURL(/\/intro\/quickstart-cli$/);
  await expect(page.locator(".navbar-sidebar--show")).toHaveCount(0);
});
