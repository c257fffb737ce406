import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * The serious and critical accessibility violations axe finds on the page
 * as it is now, one line each (rule, help text, the elements concerned).
 *
 * Axe runs in the page itself (legacy mode: the pages have no frames, so the
 * cross-frame protocol, which opens a second page to merge results, buys
 * nothing) and reports violations only: together about twice as fast on an
 * element page, which matters for a sweep over every page.
 *
 * `contrast: false` leaves out the colour-contrast rule (see below).
 */
export async function seriousViolations(
  page: Page,
  { contrast = true }: { contrast?: boolean } = {},
): Promise<string[]> {
  // Blocks far below the fold are laid out at an estimated height
  // (`content-visibility: auto`, src/css/custom.css) until they near the
  // viewport. Axe scrolls each element into view and measures in the same
  // frame, before the block takes its real height, so a long block near the
  // end of a page seems to lie over the footer. Lay every block out at its
  // real size first, as a reader scrolling there sees it.
  await page.addStyleTag({
    content: "* { content-visibility: visible !important; }",
  });
  const builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] });
  // Colour contrast is half of axe's time on a page. Colours come from the
  // theme's CSS (the content rules refuse a page's own styles), so the sweep
  // over every page leaves it to accessibility.spec.ts, which checks it on
  // every kind of component in both colour modes.
  if (!contrast) builder.disableRules(["color-contrast"]);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
    );
}
