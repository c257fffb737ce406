import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import axe from "axe-core";

/**
 * Rules whose every check reports at most a "moderate" impact. The checks
 * below keep serious and critical violations only, so running these rules
 * is time spent on results thrown away (a third of axe's time on a text
 * page). Read from the pinned axe-core's own rule and check data, so a new
 * rule, or a check that becomes serious, is run again after an upgrade.
 */
export const minorRules: string[] = (() => {
  interface AxeAudit {
    rules: {
      id: string;
      any: (string | { id: string })[];
      all: (string | { id: string })[];
      none: (string | { id: string })[];
    }[];
    data: { checks: Record<string, { impact?: string }> };
  }
  const audit = (axe as unknown as { _audit?: AxeAudit })._audit;
  if (!audit?.rules?.length || !audit.data?.checks)
    throw new Error("axe-core no longer exposes its rule data (_audit)");
  return audit.rules
    .filter((rule) => {
      const impacts = [...rule.any, ...rule.all, ...rule.none].map(
        (check) =>
          audit.data.checks[typeof check === "string" ? check : check.id]
            ?.impact,
      );
      return impacts.every(
        (impact) => impact === "minor" || impact === "moderate",
      );
    })
    .map((rule) => rule.id);
})();

/**
 * Rules about how the theme draws things rather than what a page says:
 * colours (text contrast, links told apart from text by colour alone) and
 * the size of click targets. Together over half of axe's time on a page.
 */
export const themeRules = [
  "color-contrast",
  "link-in-text-block",
  "target-size",
];

/**
 * The serious and critical accessibility violations axe finds on the page
 * as it is now, one line each (rule, help text, the elements concerned).
 *
 * Axe runs in the page itself (legacy mode: the pages have no frames, so the
 * cross-frame protocol, which opens a second page to merge results, buys
 * nothing) and reports violations only: together about twice as fast on an
 * element page, which matters for a sweep over every page.
 *
 * `theme: false` leaves out `themeRules`. Colours and control sizes come
 * from the theme's CSS and components (the content rules refuse a page's
 * own styles), so the sweep over every page leaves them to
 * accessibility.spec.ts, which runs every rule, in both colour modes, on
 * every kind of component.
 */
export async function seriousViolations(
  page: Page,
  { theme = true }: { theme?: boolean } = {},
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
    .options({ resultTypes: ["violations"] })
    .disableRules(theme ? minorRules : [...minorRules, ...themeRules]);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
    );
}
