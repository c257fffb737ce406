/**
 * Puts every Markdown table of a page in a scroll box of its own: a region
 * keyboard users can focus and scroll, named after the heading the table
 * sits under. Infima lets a wide table scroll by itself, but a table cannot
 * take the focus, so its hidden columns were out of reach from the
 * keyboard; the boxes of our generated tables (props, options, parts) are
 * made the same way in their components.
 *
 * Runs after the Markdown export, which keeps the plain table.
 */
import type { Parent, Root, RootContent, Table } from "mdast";
import { jsxElement } from "../shared/mdx-nodes";

/** The class the stylesheet (src/css/custom.css) gives the box. */
export const tableScrollClass = "table-scroll";

/** The class of the cells of a column of sentences, which get a minimum width. */
export const proseColumnClass = "table-prose";

/** A column whose longest cell has more characters than this holds prose. */
const proseLength = 40;

function textOf(node: RootContent | Root): string {
  if ("value" in node && typeof node.value === "string") return node.value;
  if ("children" in node) {
    return (node.children as RootContent[]).map(textOf).join("");
  }
  return "";
}

/** "Routes (table, scrollable)", then "Routes (table 2, scrollable)". */
export function regionLabel(heading: string | null, index: number): string {
  const table = index > 1 ? `table ${index}` : "table";
  return heading
    ? `${heading} (${table}, scrollable)`
    : `${table[0]?.toUpperCase()}${table.slice(1)}, scrollable`;
}

/**
 * Marks the cells of the columns that hold sentences, so that a narrow
 * screen scrolls the table rather than squeeze them to a word a line.
 */
export function markProseColumns(table: Table): void {
  const longest: number[] = [];
  for (const row of table.children) {
    row.children.forEach((cell, column) => {
      longest[column] = Math.max(longest[column] ?? 0, textOf(cell).length);
    });
  }
  for (const row of table.children) {
    row.children.forEach((cell, column) => {
      if ((longest[column] ?? 0) <= proseLength) return;
      cell.data = {
        ...cell.data,
        hProperties: {
          ...cell.data?.hProperties,
          className: [proseColumnClass],
        },
      };
    });
  }
}

export default function remarkTableRegions() {
  return (tree: Root): void => {
    let heading: string | null = null;
    let count = 0;
    const walk = (parent: Parent): void => {
      parent.children = parent.children.map((node) => {
        if (node.type === "heading") {
          heading = textOf(node).trim() || null;
          count = 0;
          return node;
        }
        if (node.type === "table") {
          count += 1;
          markProseColumns(node);
          const box = jsxElement("div", {
            className: tableScrollClass,
            role: "region",
            "aria-label": regionLabel(heading, count),
            tabIndex: "0",
          });
          box.children = [node];
          return box as unknown as RootContent;
        }
        if ("children" in node) walk(node as Parent);
        return node;
      });
    };
    walk(tree);
  };
}
