/**
 * The pure parts of the reference tables: inline code in descriptions,
 * where a type text may wrap, the scroll boxes of Markdown tables, and what
 * the footprint filter shows and says.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Root } from "mdast";
import { parseMdx } from "../../plugins/shared/markdown";
import remarkTableRegions, {
  proseColumnClass,
  regionLabel,
  tableScrollClass,
} from "../../plugins/table-regions/remark";
import {
  type FilterEntry,
  filterFunctions,
  filterStatus,
  shownNames,
} from "../../src/components/FootprinterCatalog/filter";
import { typeSegments } from "../../src/components/PropsTable/typeBreaks";
import { proseParts } from "../../src/components/Prose/parts";

describe("proseParts", () => {
  it("shows backticked spans as code, the rest as text", () => {
    assert.deepEqual(
      proseParts("Use `layer` for the side, and `invert` to flip it"),
      [
        { text: "Use ", code: false },
        { text: "layer", code: true },
        { text: " for the side, and ", code: false },
        { text: "invert", code: true },
        { text: " to flip it", code: false },
      ],
    );
  });

  it("keeps a lone backtick and an empty pair as text", () => {
    assert.deepEqual(proseParts("a ` b"), [{ text: "a ` b", code: false }]);
    assert.deepEqual(proseParts("a `` b"), [{ text: "a `` b", code: false }]);
    assert.deepEqual(proseParts(""), []);
  });
});

describe("typeSegments", () => {
  const joined = (type: string) =>
    typeSegments(type)
      .map((segment) => segment.text + segment.gap)
      .join("");

  it("breaks a union after each bar, never inside a literal", () => {
    assert.deepEqual(typeSegments('"top-left" | "bottom-right" | number'), [
      { text: '"top-left" |', gap: " " },
      { text: '"bottom-right" |', gap: " " },
      { text: "number", gap: "" },
    ]);
  });

  it("breaks a list after each comma, with or without a space", () => {
    assert.deepEqual(
      typeSegments("[number,number]").map((segment) => segment.text),
      ["[number,", "number]"],
    );
  });

  it("breaks a generic after its opening bracket", () => {
    assert.deepEqual(
      typeSegments("Partial<Record<string, number>>").map((s) => s.text),
      ["Partial<", "Record<", "string,", "number>>"],
    );
  });

  it("gives back the text it was given", () => {
    for (const type of [
      "string",
      "string | number",
      'Record<string, "a-b">',
      "  (x: number,y: string) => void | null ",
    ]) {
      assert.equal(joined(type), type);
    }
  });
});

describe("remarkTableRegions", () => {
  const page = [
    "Intro",
    "",
    "| a | b |",
    "| - | - |",
    "| `x` | y |",
    "",
    "## Routes",
    "",
    "| route | use |",
    "| - | - |",
    "| `/a` | b |",
    "",
    "| route | use |",
    "| - | - |",
    "| `/c` | d |",
    "",
  ].join("\n");

  it("puts each table in a focusable region named after its heading", () => {
    const tree = parseMdx(page) as Root;
    remarkTableRegions()(tree);
    const boxes = tree.children.filter(
      (node) => node.type === ("mdxJsxFlowElement" as string),
    ) as unknown as {
      name: string;
      attributes: { name: string; value: string }[];
      children: { type: string }[];
    }[];
    assert.equal(boxes.length, 3);
    assert.equal(
      tree.children.some((node) => node.type === "table"),
      false,
      "no table is left outside a box",
    );
    const attributes = boxes.map((box) =>
      Object.fromEntries(box.attributes.map((a) => [a.name, a.value])),
    );
    for (const [index, box] of boxes.entries()) {
      assert.equal(box.name, "div");
      assert.equal(box.children[0]?.type, "table");
      assert.equal(attributes[index]?.className, tableScrollClass);
      assert.equal(attributes[index]?.tabIndex, "0");
      assert.equal(attributes[index]?.role, "region");
    }
    assert.deepEqual(
      attributes.map((a) => a["aria-label"]),
      [
        "Table, scrollable",
        "Routes (table, scrollable)",
        "Routes (table 2, scrollable)",
      ],
    );
  });

  it("marks the cells of a column of sentences", () => {
    const tree = parseMdx(
      [
        "| method | route | use |",
        "| - | - | - |",
        "| `GET` | `/a` | Lists the latest packages, newest first, at most `limit`. |",
        "| `POST` | `/b` | Short. |",
      ].join("\n"),
    ) as Root;
    remarkTableRegions()(tree);
    const classes = (
      tree.children[0] as unknown as {
        children: {
          children: {
            children: { data?: { hProperties?: { className?: string[] } } }[];
          }[];
        }[];
      }
    ).children[0]?.children.map((row) =>
      row.children.map((cell) => cell.data?.hProperties?.className?.[0] ?? ""),
    );
    assert.deepEqual(classes, [
      ["", "", proseColumnClass],
      ["", "", proseColumnClass],
      ["", "", proseColumnClass],
    ]);
  });

  it("names a region with and without a heading", () => {
    assert.equal(regionLabel("Options", 1), "Options (table, scrollable)");
    assert.equal(regionLabel(null, 3), "Table 3, scrollable");
  });
});

describe("footprint filter", () => {
  const sizes = ["0402", "0603", "01005"];
  const entries: FilterEntry[] = [
    { name: "res", sizes },
    { name: "cap", sizes },
    { name: "soic" },
    { name: "sot" },
    { name: "sot23" },
    { name: "qfn" },
  ];

  it("matches parts of names first", () => {
    const result = filterFunctions(" SO ", entries);
    assert.deepEqual(result, { kind: "name", shown: ["soic", "sot", "sot23"] });
    assert.equal(
      filterStatus(" SO ", result, entries.length),
      "3 of 6 functions match “so”.",
    );
    assert.deepEqual(filterFunctions("", entries), { kind: "all" });
    assert.equal(shownNames({ kind: "all" }), null);
  });

  it("answers a size code with the passive functions that take it", () => {
    const result = filterFunctions("0603", entries);
    assert.deepEqual(result, {
      kind: "size",
      code: "0603",
      shown: ["res", "cap"],
      known: true,
    });
    assert.deepEqual([...(shownNames(result) ?? [])], ["res", "cap"]);
    assert.equal(
      filterStatus("0603", result, entries.length),
      "“0603” is a size code, not a function name: the passive functions res and cap take it after their name, as in res0603. Showing those 2.",
    );
    const unknown = filterFunctions("1608", entries);
    assert.equal(unknown.kind === "size" && unknown.known, false);
    assert.match(
      filterStatus("1608", unknown, entries.length),
      /looks like a size code.*res0402.*res1005_metric/,
    );
  });

  it("answers a footprint string with its function, the longest name first", () => {
    assert.deepEqual(filterFunctions("soic8_p1.27mm", entries), {
      kind: "string",
      shown: ["soic"],
    });
    assert.deepEqual(filterFunctions("sot23_5", entries), {
      kind: "string",
      shown: ["sot23"],
    });
    assert.deepEqual(filterFunctions("res0402", entries).kind, "string");
    assert.equal(
      filterStatus("qfn16", filterFunctions("qfn16", entries), 6),
      "“qfn16” is a footprint string of the qfn function. Showing qfn.",
    );
  });

  it("says so when nothing matches", () => {
    const result = filterFunctions("zzz", entries);
    assert.deepEqual(result, { kind: "none" });
    assert.equal(shownNames(result)?.size, 0);
    assert.equal(
      filterStatus("zzz", result, 6),
      "No function name contains “zzz”.",
    );
    // Letters after a name are not a footprint string.
    assert.deepEqual(filterFunctions("soicx", entries), { kind: "none" });
  });
});
