import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { after, describe, it } from "node:test";
import { codeBlocks, parseMdx } from "../../../plugins/shared/markdown";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

const page = readFileSync(
  path.resolve(
    import.meta.dirname,
    "../../../docs/contributing/making-lab-boards.mdx",
  ),
  "utf8",
);
const board = codeBlocks(parseMdx(page)).find((c) =>
  c.meta?.includes('title="lab-board.tsx"'),
);
assert.ok(board, "the page shows lab-board.tsx");

/** The lab's blank and usable area, from tscircuit's public "Making Lab Boards" page. */
const lab = {
  blank: { width: 100, height: 70 },
  usable: { width: 88, height: 58 },
};

type Element = CircuitJsonElement & Record<string, unknown>;
let compiled: Promise<Element[]> | undefined;
const compile = () => {
  compiled ??= circuitJsonOf(board.value) as Promise<Element[]>;
  return compiled;
};

describe("/contributing/making-lab-boards", () => {
  it("the example builds without errors", async () => {
    const json = await compile();
    assert.deepEqual(
      json.filter((e) => e.type.endsWith("_error")).map((e) => e.message),
      [],
    );
  });

  it("is the full 100 mm × 70 mm blank with one copper layer", async () => {
    const pcbBoard = (await compile()).find((e) => e.type === "pcb_board");
    assert.equal(pcbBoard?.width, lab.blank.width);
    assert.equal(pcbBoard?.height, lab.blank.height);
    assert.equal(pcbBoard?.num_layers, 1);
  });

  it("routes everything on the top copper with no vias", async () => {
    const json = await compile();
    assert.equal(json.filter((e) => e.type === "pcb_via").length, 0);
    const points = json
      .filter((e) => e.type === "pcb_trace")
      .flatMap((e) => e.route as { route_type: string; layer?: string }[]);
    assert.ok(points.length > 0);
    assert.ok(
      points.every((p) => p.route_type === "wire" && p.layer === "top"),
    );
    // 4 feeds, 4 VCC links, 4 GND links.
    assert.equal(json.filter((e) => e.type === "source_trace").length, 12);
  });

  it("keeps every pad inside the central 88 mm × 58 mm", async () => {
    const pads = (await compile()).filter(
      (e) => e.type === "pcb_smtpad" || e.type === "pcb_plated_hole",
    );
    assert.ok(pads.length >= 18);
    for (const pad of pads) {
      assert.ok(
        Math.abs(pad.x as number) <= lab.usable.width / 2,
        `x ${pad.x}`,
      );
      assert.ok(
        Math.abs(pad.y as number) <= lab.usable.height / 2,
        `y ${pad.y}`,
      );
    }
    assert.ok(page.includes("x from −44 to 44 mm and y from −29 to 29 mm"));
  });

  it("uses 470 Ω resistors and 1206 parts as the page says", async () => {
    const resistors = (await compile()).filter(
      (e) => e.type === "source_component" && e.ftype === "simple_resistor",
    );
    assert.equal(resistors.length, 4);
    assert.ok(resistors.every((r) => r.resistance === 470));
    assert.equal((board.value.match(/footprint="1206"/g) ?? []).length, 2);
  });
});
