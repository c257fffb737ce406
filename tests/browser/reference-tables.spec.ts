/**
 * Reference tables read well on a phone and on a desktop: a name in a
 * table's first column (a prop, an option, a route, a footprint key) is
 * never broken inside a word, and a table wider than the page's column
 * scrolls sideways inside a box keyboard users can focus, instead of
 * squeezing its names or running off the screen.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "../support/test";

const pages = [
  // Props tables (54 pages; chip has the longest names).
  "/elements/resistor",
  "/elements/chip",
  // Options of a command: build has the longest flags.
  "/command-line/tsci-build",
  // Routes in a plain Markdown table.
  "/web-apis/the-registry-api",
  // The footprint catalogue: ~100 parameter tables and the size codes.
  "/footprints/footprinter-strings",
  // A parts list generated from the page's example.
  "/tutorials/building-a-simple-usb-flashlight",
];

const widths = [390, 1280];

/**
 * Lays out everything a reader could bring into view: tables off screen
 * skip layout until scrolled near (content-visibility), and inherited props
 * sit in closed <details>. Neither changes a table's width.
 */
async function layOutEverything(page: Page): Promise<void> {
  await page.addStyleTag({
    content:
      ".theme-doc-markdown * { content-visibility: visible !important; }",
  });
  await page.evaluate(() => {
    for (const details of Array.from(
      document.querySelectorAll<HTMLDetailsElement>(
        ".theme-doc-markdown details",
      ),
    )) {
      details.open = true;
    }
  });
}

interface TableReport {
  tables: number;
  brokenNames: string[];
  unreachable: string[];
}

/** Measures every table of the article; see the file's comment. */
function measureTables(): TableReport {
  const article = document.querySelector(".theme-doc-markdown");
  if (!article) throw new Error("no article");
  const column = article.getBoundingClientRect();
  const tables = Array.from(article.querySelectorAll("table"));
  const describe = (table: HTMLTableElement) =>
    table.closest("[aria-label]")?.getAttribute("aria-label") ??
    table.querySelector("caption")?.textContent ??
    table.querySelector("th")?.textContent ??
    "a table";
  const brokenNames: string[] = [];
  const unreachable: string[] = [];
  for (const table of tables) {
    for (const row of Array.from(table.rows)) {
      const first = row.cells[0];
      if (!first) continue;
      for (const code of Array.from(first.querySelectorAll("code"))) {
        // An inline box that wraps has one client rect per line.
        const lines = code.getClientRects().length;
        if (lines > 1) {
          brokenNames.push(
            `${describe(table)}: "${code.textContent}" on ${lines} lines`,
          );
        }
      }
    }
    // The nearest box that clips the table, if any (the table itself
    // included: Infima lets a table scroll by itself).
    let clip: HTMLElement | null = null;
    for (
      let element: HTMLElement | null = table;
      element && element !== article;
      element = element.parentElement
    ) {
      if (getComputedStyle(element).overflowX !== "visible") {
        clip = element;
        break;
      }
    }
    const outer = (clip ?? table).getBoundingClientRect();
    const fits =
      outer.left >= column.left - 1 && outer.right <= column.right + 1;
    if (!fits) {
      unreachable.push(
        `${describe(table)}: ${Math.round(outer.width)} px wide in a ${Math.round(column.width)} px column, no scroll box`,
      );
      continue;
    }
    if (clip && clip.scrollWidth > clip.clientWidth + 1) {
      const style = getComputedStyle(clip).overflowX;
      const scrolls = style === "auto" || style === "scroll";
      if (!scrolls || clip.tabIndex < 0) {
        unreachable.push(
          `${describe(table)}: cut off (${style}, tabindex ${clip.tabIndex})`,
        );
      }
    }
  }
  return { tables: tables.length, brokenNames, unreachable };
}

for (const width of widths) {
  for (const route of pages) {
    test(`${route} at ${width} px: names whole, wide tables in scroll boxes`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(route);
      await layOutEverything(page);
      const report = await page.evaluate(measureTables);
      expect(report.tables, "the page has tables").toBeGreaterThan(0);
      expect(report.brokenNames, "names broken inside a word").toEqual([]);
      expect(report.unreachable, "tables cut off or out of reach").toEqual([]);
    });
  }
}

for (const width of widths) {
  test(`the flashlight's parts list shows every column at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/tutorials/building-a-simple-usb-flashlight");
    const list = page.getByRole("region", {
      name: "Parts list of flashlight.tsx",
    });
    await list.scrollIntoViewIfNeeded();
    await expect(list).toHaveAttribute("tabindex", "0");
    // Scrollable by the reader, not only by a script.
    expect(
      await list.evaluate((element) => getComputedStyle(element).overflowX),
    ).toMatch(/^(auto|scroll)$/);
    const cells = [
      list.getByRole("columnheader", { name: "Designators" }),
      list.getByRole("columnheader", { name: "Value" }),
      list.getByRole("columnheader", { name: "Footprint" }),
      list.getByRole("columnheader", { name: "Quantity" }),
      list.getByRole("rowheader", { name: "Total" }),
      list.locator("tfoot td"),
    ];
    for (const cell of cells) {
      // Scrolled to inside the list's box where it is wider than the page.
      await cell.evaluate((element) =>
        element.scrollIntoView({ block: "nearest", inline: "nearest" }),
      );
      const visible = await cell.evaluate((element) => {
        const box = element.getBoundingClientRect();
        // The list's scroll box (a <section> with a name: a region).
        const region = element.closest("section[aria-label]");
        const article = element.closest(".theme-doc-markdown");
        if (!region || !article) return false;
        const frame = region.getBoundingClientRect();
        const column = article.getBoundingClientRect();
        return (
          box.width > 0 &&
          box.left >= Math.max(frame.left, column.left) - 1 &&
          box.right <= Math.min(frame.right, column.right) + 1
        );
      });
      expect(
        visible,
        `${await cell.textContent()} can be brought into view`,
      ).toBe(true);
    }
  });
}
