import "../../../../../plugins/shared/node22-polyfills";
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { after, before, describe, it } from "node:test";
import { promisify } from "node:util";
import { findExamples } from "../../../../../plugins/circuit-previews/scan";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../../../support/circuit-json";

after(closeCircuitCompiler);

const page =
  "docs/guides/running-tscircuit/scripting/measuring-circuit-size.mdx";
const script = "docs/guides/running-tscircuit/scripting/_code/measure-size.tsx";
const fence = findExamples(readFileSync(page, "utf8"), page)[0].code;

interface Box {
  center: { x: number; y: number };
  width: number;
  height: number;
}

const round = (n: number) => Number(n.toFixed(2));

describe("/guides/running-tscircuit/scripting/measuring-circuit-size", () => {
  let json: CircuitJsonElement[] = [];
  before(async () => {
    json = await circuitJsonOf(fence);
  });

  it("the script prints the three sizes the page shows", async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        "--import",
        "tsx",
        "--import",
        "./plugins/shared/node22-polyfills.ts",
        script,
      ],
      { timeout: 180_000 },
    );
    assert.equal(
      stdout,
      [
        "parts:  13.18 mm x 4.04 mm",
        "group:  13.18 mm x 4.04 mm",
        "board:  17.18 mm x 8.04 mm",
        "",
      ].join("\n"),
    );
  });

  it("the page's circuit compiles with no errors and has the sizes the script reports", () => {
    assert.deepEqual(
      json.filter((e) => e.type.endsWith("_error")),
      [],
    );
    const group = json.find(
      (e) => e.type === "pcb_group" && e.name === "status-light",
    ) as unknown as Box;
    const board = json.find((e) => e.type === "pcb_board") as unknown as Box;
    assert.deepEqual([round(group.width), round(group.height)], [13.18, 4.04]);
    assert.deepEqual([round(board.width), round(board.height)], [17.18, 8.04]);
    // The auto-sized board is the group's box plus 2 mm on every side.
    assert.ok(Math.abs(board.width - group.width - 4) < 1e-9);
    assert.ok(Math.abs(board.height - group.height - 4) < 1e-9);
  });

  it("componentExtent is the box around the components, from x = -6.75 mm to 6.425 mm", async () => {
    const { componentExtent } = await import(
      "../../../../../docs/guides/running-tscircuit/scripting/_code/measure-size"
    );
    const extent = componentExtent(json);
    assert.equal(round(extent.minX), -6.75);
    assert.equal(Number(extent.maxX.toFixed(3)), 6.425);
    assert.equal(round(extent.width), 13.18);
    assert.equal(round(extent.height), 4.04);
    assert.deepEqual(
      componentExtent([
        { type: "pcb_component", center: { x: 0, y: 0 }, width: 2, height: 1 },
        { type: "pcb_component", center: { x: 5, y: 1 }, width: 2, height: 2 },
        { type: "pcb_smtpad", center: { x: 50, y: 50 }, width: 9, height: 9 },
      ]),
      { minX: -1, maxX: 6, minY: -0.5, maxY: 2, width: 7, height: 2.5 },
    );
  });

  it("a component's width and height are the box around its pads, turned with the part (J1: 1.5 mm × 4.04 mm)", () => {
    const names = new Map(
      json
        .filter((e) => e.type === "source_component")
        .map((e) => [e.source_component_id, String(e.name)]),
    );
    for (const c of json.filter((e) => e.type === "pcb_component")) {
      const pads = json.filter(
        (e) =>
          (e.type === "pcb_smtpad" || e.type === "pcb_plated_hole") &&
          e.pcb_component_id === c.pcb_component_id,
      );
      const xs: number[] = [];
      const ys: number[] = [];
      for (const p of pads) {
        const w = Number(p.width ?? p.outer_diameter ?? p.rect_pad_width);
        const h = Number(p.height ?? p.outer_diameter ?? p.rect_pad_height);
        xs.push(Number(p.x) - w / 2, Number(p.x) + w / 2);
        ys.push(Number(p.y) - h / 2, Number(p.y) + h / 2);
      }
      const box = c as unknown as Box;
      const name = names.get(c.source_component_id);
      assert.ok(
        Math.abs(box.width - (Math.max(...xs) - Math.min(...xs))) < 1e-6,
        `${name} width`,
      );
      assert.ok(
        Math.abs(box.height - (Math.max(...ys) - Math.min(...ys))) < 1e-6,
        `${name} height`,
      );
      if (name === "J1")
        assert.deepEqual([round(box.width), round(box.height)], [1.5, 4.04]);
    }
  });

  it("a board given a size reports that size", async () => {
    const sized = await circuitJsonOf(
      fence.replace("<board>", '<board width="30mm" height="12mm">'),
    );
    const board = sized.find((e) => e.type === "pcb_board");
    assert.deepEqual([board?.width, board?.height], [30, 12]);
  });

  it("the autorouter uses Map.groupBy (missing in Node.js 20 and older)", () => {
    const dist = readFileSync(
      "node_modules/@tscircuit/capacity-autorouter/dist/index.js",
      "utf8",
    );
    assert.ok(dist.includes("Map.groupBy"));
  });
});
