import assert from "node:assert/strict";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { RenderPool } from "../../plugins/circuit-previews/pool";
import {
  type CircuitElement,
  fabricationFilesOf,
  partsListOf,
} from "../../plugins/fabrication-files/convert";
import {
  excerptOf,
  resolveFileSpec,
} from "../../plugins/fabrication-files/files";
import remarkFabricationFiles from "../../plugins/fabrication-files/remark";

const siteDir = path.resolve(__dirname, "../..");

/** A small two-layer board: SMD parts, a through-hole header, a via. */
const board = `export default () => (
  <board width="24mm" height="14mm">
    <pinheader name="J1" pinCount={2} pitch="2.54mm" footprint="pinrow2" pcbX={-8} pcbRotation={90} />
    <resistor name="R1" resistance="1k" footprint="0603" pcbX={-1} pcbY={2} />
    <resistor name="R2" resistance="1k" footprint="0603" pcbX={-1} pcbY={-2} />
    <led name="D1" color="red" footprint="0603" pcbX={5} pcbY={2} />
    <led name="D2" color="red" footprint="0603" pcbX={5} pcbY={-2} />
    <trace from=".J1 > .pin1" to=".R1 > .pin1" />
    <trace from=".J1 > .pin1" to=".R2 > .pin1" />
    <trace from=".R1 > .pin2" to=".D1 > .anode" />
    <trace from=".R2 > .pin2" to=".D2 > .anode" />
    <trace from=".D1 > .cathode" to=".J1 > .pin2" />
    <trace from=".D2 > .cathode" to=".J1 > .pin2" />
  </board>
)`;

let circuitJson: CircuitElement[] = [];
let files: Record<string, string> = {};
const pool = new RenderPool({ size: 1, timeoutMs: 180_000 });

before(async () => {
  const result = await pool.render({
    code: board,
    filename: "fabrication-board.tsx",
    views: [],
    withCircuitJson: true,
  });
  if (!result.ok) throw new Error(result.error.message);
  assert.deepEqual(result.circuitErrors, []);
  circuitJson = (result.circuitJson ?? []) as CircuitElement[];
  files = await fabricationFilesOf(circuitJson);
});

after(() => pool.close());

/** Splits a CSV made by the converters (no quoted commas in these files). */
function csvRows(csv: string): string[][] {
  return csv
    .trim()
    .split(/\r?\n/)
    .map((line) => line.split(",").map((cell) => cell.replace(/^"|"$/g, "")));
}

describe("fabrication files of an example board", () => {
  it("writes a BOM with one row per placed part", () => {
    const [header, ...rows] = csvRows(files["bom.csv"]);
    assert.deepEqual(header.slice(0, 4), [
      "Designator",
      "Comment",
      "Value",
      "Footprint",
    ]);
    assert.deepEqual(rows.map((row) => row[0]).sort(), [
      "D1",
      "D2",
      "J1",
      "R1",
      "R2",
    ]);
    const r1 = rows.find((row) => row[0] === "R1");
    assert.equal(r1?.[1], "1k");
    assert.equal(r1?.[3], "0603");
  });

  it("writes a pick-and-place file with a position for every part", () => {
    const [header, ...rows] = csvRows(files["pnp.csv"]);
    const column = (name: RegExp) =>
      header.findIndex((cell) => name.test(cell));
    const designator = column(/designator/i);
    const x = column(/x/i);
    const y = column(/y/i);
    assert.ok(designator >= 0 && x >= 0 && y >= 0, header.join(","));
    assert.equal(rows.length, 5);
    const r1 = rows.find((row) => row[designator] === "R1");
    assert.ok(r1, "R1 has a row");
    assert.equal(Number.parseFloat(r1[x]), -1);
    assert.equal(Number.parseFloat(r1[y]), 2);
  });

  it("writes Gerber layers with commands and an end-of-file", () => {
    for (const layer of [
      "F_Cu",
      "B_Cu",
      "F_Mask",
      "F_SilkScreen",
      "Edge_Cuts",
    ]) {
      const gerber = files[`${layer}.gbr`];
      assert.ok(gerber, `${layer}.gbr exists`);
      assert.match(gerber, /^%FSLAX\d\dY\d\d\*%$/m, `${layer}: format`);
      assert.match(gerber, /^%MOMM\*%$/m, `${layer}: millimetres`);
      assert.equal(gerber.trim().split(/\r?\n/).at(-1), "M02*");
    }
    // Pads are flashed (D03) on the copper layer.
    assert.match(files["F_Cu.gbr"], /D03\*/);
    assert.match(files["F_Cu.gbr"], /%TF\.FileFunction,Copper,L1,Top\*%/);
  });

  it("writes an Excellon drill file for the header's plated holes", () => {
    const spec = resolveFileSpec("drill", files);
    const drill = files[spec.name];
    const lines = drill.trim().split(/\r?\n/);
    assert.equal(lines[0], "M48");
    assert.equal(lines.at(-1), "M30");
    assert.ok(lines.includes("METRIC"));
    const hits = lines.filter((line) => /^X-?[\d.]+Y-?[\d.]+$/.test(line));
    assert.ok(hits.length >= 2, "two holes of the header, at least");
    assert.match(drill, /^T\d+C[\d.]+$/m);
  });

  it("groups identical parts in the parts list", () => {
    const rows = partsListOf(circuitJson);
    const resistors = rows.find((row) => row.designators.includes("R1"));
    assert.deepEqual(resistors, {
      designators: ["R1", "R2"],
      value: "1kΩ",
      footprint: "0603",
      quantity: 2,
    });
    const leds = rows.find((row) => row.designators.includes("D1"));
    assert.equal(leds?.value, "red LED");
    assert.equal(leds?.quantity, 2);
    assert.equal(
      rows.reduce((sum, row) => sum + row.quantity, 0),
      5,
    );
  });
});

describe("file specs and excerpts", () => {
  const sample = {
    "F_Cu.gbr": "a",
    "drill_npth.drl": "b",
    "drill-L1-L2.drl": "c",
  };
  it("maps specs to file names", () => {
    assert.equal(resolveFileSpec("gerber:F_Cu", sample).name, "F_Cu.gbr");
    assert.equal(resolveFileSpec("drill", sample).name, "drill-L1-L2.drl");
    assert.equal(resolveFileSpec("drill:npth", sample).name, "drill_npth.drl");
    assert.throws(() => resolveFileSpec("gerber:In1_Cu", sample), /F_Cu\.gbr/);
    assert.throws(() => resolveFileSpec("gerbers", sample), /gerber:<layer>/);
  });

  it("keeps the last line of a cut file", () => {
    const text = ["a", "b", "c", "d", "M02*"].join("\n");
    assert.deepEqual(excerptOf(text, 2), {
      head: ["a", "b"],
      tail: "M02*",
      totalLines: 5,
    });
    assert.deepEqual(excerptOf(text, 4).head.length, 5);
  });
});

interface JsxNode {
  type: string;
  name?: string;
  value?: string;
  attributes?: { type: string; name: string; value: unknown }[];
  children?: JsxNode[];
  position?: { start: { line: number; column: number } };
}

function jsx(
  name: string,
  attributes: Record<string, string>,
  line: number,
): JsxNode {
  return {
    type: "mdxJsxFlowElement",
    name,
    attributes: Object.entries(attributes).map(([key, value]) => ({
      type: "mdxJsxAttribute",
      name: key,
      value,
    })),
    children: [],
    position: { start: { line, column: 1 } },
  };
}

describe("remark plugin", () => {
  const page = [
    "# A board",
    "",
    '```tsx circuit title="two-leds.tsx"',
    board,
    "```",
    "",
    '<PartsList example="two-leds.tsx" />',
    "",
  ].join("\n");
  const transform = remarkFabricationFiles({ siteDir, warn: () => {} });

  it("fills the parts list and a file excerpt and imports the components", async () => {
    const parts = jsx("PartsList", { example: "two-leds.tsx" }, 7);
    const excerpt = jsx(
      "FabricationFile",
      { example: "two-leds.tsx", file: "gerber:F_Cu", lines: "5" },
      8,
    );
    const tree: JsxNode = { type: "root", children: [parts, excerpt] };
    await transform(tree as never, {
      path: path.join(siteDir, "docs/x.mdx"),
      value: page,
    });
    const data = (node: JsxNode) =>
      JSON.parse(
        String(node.attributes?.find((a) => a.name === "data")?.value),
      ) as Record<string, unknown>;
    assert.equal(data(parts).total, 5);
    const file = data(excerpt);
    assert.equal(file.name, "F_Cu.gbr");
    assert.equal((file.head as string[]).length, 5);
    assert.equal(file.tail, "M02*");
    const imports = (tree.children ?? [])
      .filter((node) => node.type === "mdxjsEsm")
      .map((node) => node.value);
    assert.equal(imports.length, 2);
  });

  it("names the page and line when the example title is unknown", async () => {
    const tree: JsxNode = {
      type: "root",
      children: [jsx("PartsList", { example: "missing.tsx" }, 12)],
    };
    await assert.rejects(
      transform(tree as never, {
        path: path.join(siteDir, "docs/x.mdx"),
        value: page,
      }),
      /^Error: docs\/x\.mdx:12: <PartsList>: no circuit example on this page has title="missing\.tsx"; titled examples: two-leds\.tsx/,
    );
  });
});
