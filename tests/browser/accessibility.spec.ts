import AxeBuilder from "@axe-core/playwright";
import { builtPages } from "../../lib/build-output";
import { expect, test } from "../support/test";

// The footprint catalog page holds over a thousand table rows; axe needs
// more than the default minute to check it on a loaded two-core machine.
test.describe.configure({ timeout: 180_000 });

for (const colorMode of ["light", "dark"] as const) {
  for (const route of builtPages()) {
    test(`${route} has no serious accessibility violation in ${colorMode} mode`, async ({
      page,
    }) => {
      await page.addInitScript((mode) => {
        localStorage.setItem("theme", mode);
      }, colorMode);
      await page.goto(route);
      await expect(page.locator("html")).toHaveAttribute(
        "data-theme",
        colorMode,
      );
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map(
          (v) =>
            `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
        );
      expect(serious).toEqual([]);
    });
  }
}
