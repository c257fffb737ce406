import { expect, test } from "../support/test";

const page = "/intro/quickstart-cli";
const heading = "The workflow at a glance";
// Mermaid's node fill in its default (light) and dark themes.
const nodeFill = { light: "rgb(236, 236, 255)", dark: "rgb(31, 32, 32)" };

for (const colorMode of ["light", "dark"] as const) {
  test(`a diagram shows the ${colorMode} drawing in ${colorMode} mode`, async ({
    page: tab,
  }) => {
    await tab.addInitScript((mode) => {
      localStorage.setItem("theme", mode);
    }, colorMode);
    await tab.goto(page);
    const diagram = tab.locator("[data-diagram]");
    await expect(diagram).toHaveCount(1);
    const shown = diagram.locator(`svg[id$="-${colorMode}"]`);
    const other = colorMode === "light" ? "dark" : "light";
    await expect(shown).toBeVisible();
    await expect(diagram.locator(`svg[id$="-${other}"]`)).toBeHidden();
    await expect(shown).toContainText("tsci build");
    const fill = await shown
      .locator(".node rect, .node polygon")
      .first()
      .evaluate((node) => getComputedStyle(node).fill);
    expect(fill).toBe(nodeFill[colorMode]);
  });
}

test("the diagram is drawn in the page's HTML: it shows with JavaScript off", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const tab = await context.newPage();
  await tab.goto(page);
  await tab.getByRole("heading", { name: heading }).scrollIntoViewIfNeeded();
  await expect(tab.locator('[data-diagram] svg[id$="-light"]')).toBeVisible();
  await expect(tab.locator("[data-diagram]")).toContainText("tsci build");
  await context.close();
});

test("switching the colour mode swaps the drawing without loading any script", async ({
  page: tab,
}) => {
  await tab.goto(page);
  await tab.waitForLoadState("networkidle");
  const scripts: string[] = [];
  tab.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  const diagram = tab.locator("[data-diagram]");
  await expect(diagram.locator('svg[id$="-light"]')).toBeVisible();
  // The toggle cycles system → light → dark (the site follows the system's
  // preference until a reader picks a mode): click until the page is dark.
  const toggle = tab
    .getByRole("button", { name: /dark and light mode/i })
    .first();
  const html = tab.locator("html");
  for (let clicks = 0; clicks < 3; clicks++) {
    if ((await html.getAttribute("data-theme")) === "dark") break;
    const before = await toggle.getAttribute("aria-label");
    await toggle.click();
    await expect(toggle).not.toHaveAttribute("aria-label", before ?? "");
  }
  await expect(html).toHaveAttribute("data-theme", "dark");
  await expect(diagram.locator('svg[id$="-dark"]')).toBeVisible();
  await expect(diagram.locator('svg[id$="-light"]')).toBeHidden();
  await tab.getByRole("heading", { name: heading }).scrollIntoViewIfNeeded();
  expect(scripts).toEqual([]);
});
