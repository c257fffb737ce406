import { expect, test } from "../support/test";

for (const colorMode of ["light", "dark"] as const) {
  test(`a mermaid diagram renders in ${colorMode} mode`, async ({ page }) => {
    await page.addInitScript((mode) => {
      localStorage.setItem("theme", mode);
    }, colorMode);
    await page.goto("/intro/quickstart-cli");
    const diagram = page.locator(".docusaurus-mermaid-container svg");
    // Below the fold the diagram waits, so the page does not load Mermaid.
    await page.waitForLoadState("networkidle");
    await expect(page.locator(".docusaurus-mermaid-container")).toHaveCount(0);
    await page
      .getByRole("heading", { name: "The workflow at a glance" })
      .scrollIntoViewIfNeeded();
    await expect(diagram).toBeVisible();
    await expect(diagram).toContainText("tsci build");
    // Each mode uses its own mermaid theme, so the node fill differs.
    const fill = await diagram
      .locator(".node rect, .node polygon")
      .first()
      .evaluate((node) => getComputedStyle(node).fill);
    expect(fill).toBe(
      colorMode === "light" ? "rgb(236, 236, 255)" : "rgb(31, 32, 32)",
    );
  });
}
