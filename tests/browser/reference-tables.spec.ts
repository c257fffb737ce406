/**
 * Reference tables read well on a phone and on a desktop: a name in a
 * table's first column (a prop, an option, a route, a footprint key) is
 * never broken inside a word, and a table wider than the page's column
 * scrolls sideways inside a box keyboard users can focus, instead of
 * squeezing its names or running off the screen.
 */
import type { Locator, Page } from "@playwright/test";
import { seriousViolations } from "../support/axe";
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

/**
 * Where a cell is, in the viewport and in its scroll box, with the box not
 * scrolled: a reader sees it without scrolling sideways.
 */
async function seenWithoutSideScroll(cell: Locator) {
  await cell.scrollIntoViewIfNeeded();
  return cell.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const scroller = element.closest("section[aria-label]");
    const frame = scroller?.getBoundingClientRect();
    // Undo any sideways scroll that bringing it into view made.
    if (scroller) scroller.scrollLeft = 0;
    const after = element.getBoundingClientRect();
    return {
      width: Math.round(box.width),
      left: Math.round(after.left),
      right: Math.round(after.right),
      frameLeft: Math.round(frame?.left ?? 0),
      frameRight: Math.round(frame?.right ?? window.innerWidth),
      viewport: document.documentElement.clientWidth,
      pageScrollX: window.scrollX,
    };
  });
}

/** The description cells the issue (#32) found cut off or off screen. */
const descriptionCells: { route: string; cell: (page: Page) => Locator }[] = [
  {
    route: "/elements/via",
    cell: (page) =>
      page
        .locator("[data-props-table] tbody tr")
        .first()
        .getByRole("cell")
        .last(),
  },
  {
    // The longest prop names and types of the own props.
    route: "/elements/chip",
    cell: (page) =>
      page
        .locator("[data-props-table] tbody tr")
        .first()
        .getByRole("cell")
        .last(),
  },
  {
    route: "/command-line/tsci-build",
    cell: (page) =>
      page
        .locator("[data-cli-options] tbody tr")
        .first()
        .getByRole("cell")
        .last(),
  },
  {
    route: "/command-line/tsci-check",
    cell: (page) =>
      page
        .locator("[data-cli-options] tbody tr")
        .first()
        .getByRole("cell")
        .last(),
  },
];

for (const width of widths) {
  for (const { route, cell } of descriptionCells) {
    test(`${route} at ${width} px: the first row's description is in view without scrolling sideways`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(route);
      const where = await seenWithoutSideScroll(cell(page));
      expect(where.width, "the description has a width").toBeGreaterThan(100);
      expect(where.pageScrollX).toBe(0);
      expect(where.left).toBeGreaterThanOrEqual(
        Math.max(0, where.frameLeft) - 1,
      );
      expect(where.right).toBeLessThanOrEqual(
        Math.min(where.viewport, where.frameRight) + 1,
      );
    });
  }
}

test("a props table on a phone stacks its rows and is still a table to a screen reader", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto("/elements/via");
  const table = page.locator("[data-props-table] table").first();
  await table.scrollIntoViewIfNeeded();
  // Stacked: the name and its description are on different lines.
  const row = table.locator("tbody tr").first();
  const [nameTop, descriptionBottom, descriptionTop] = await Promise.all([
    row.getByRole("rowheader").evaluate((e) => e.getBoundingClientRect().top),
    row
      .getByRole("cell")
      .last()
      .evaluate((e) => e.getBoundingClientRect().bottom),
    row
      .getByRole("cell")
      .last()
      .evaluate((e) => e.getBoundingClientRect().top),
  ]);
  expect(descriptionTop).toBeGreaterThan(nameTop + 10);
  expect(descriptionBottom).toBeGreaterThan(descriptionTop);
  // The accessibility tree still has the table, its headers and its cells.
  const tables = page.getByRole("table", { name: /Props of <via>/ });
  await expect(tables).toHaveCount(1);
  await expect(
    tables.getByRole("columnheader", { name: "Description" }),
  ).toHaveCount(1);
  await expect(
    tables.getByRole("rowheader", { name: /^connectsTo Optional/ }),
  ).toHaveCount(1);
});

for (const theme of ["light", "dark"] as const) {
  for (const width of widths) {
    test(`a props table page has no serious accessibility problem (${theme}, ${width} px)`, async ({
      page,
    }) => {
      await page.addInitScript(
        (mode) => localStorage.setItem("theme", mode),
        theme,
      );
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/elements/via");
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}
