import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { after, describe, it } from "node:test";
import { findExamples } from "../../../plugins/circuit-previews/scan";
import { loadPropsTable } from "../../../plugins/props-tables/table";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

interface Hole extends CircuitJsonElement {
  x: number;
  y: number;
  shape: string;
  layers: string[];
  hole_diameter?: number;
  outer_diameter?: number;
  ccw_rotation?: number;
  port_hints: string[];
}

const holesOf = (json: CircuitJsonElement[]): Hole[] =>
  json.filter((e): e is Hole => e.type === "pcb_plated_hole");

/** Our description of one prop in an element's props table. */
function rowText(element: string, prop: string): string {
  const { table } = loadPropsTable(element);
  const row = [...table.own, ...table.inherited.flatMap((g) => g.props)].find(
    (r) => r.name === prop,
  );
  assert.ok(row, `<${element}> has ${prop}`);
  return row.description ?? "";
}

describe("/footprints/platedhole", () => {
  it("is on both copper layers and turns counter-clockwise with its component", async () => {
    const json = await circuitJsonOf(`
export default () => (
  <board width="20mm" height="20mm">
    <chip name="U1" pcbX={5} pcbY={3} pcbRotation={90} footprint={<footprint>
      <platedhole shape="circle" holeDiameter="1mm" outerDiameter="2mm" pcbX={-2} pcbY={0} portHints={["pin1"]} />
    </footprint>} />
  </board>
)`);
    const [hole] = holesOf(json);
    assert.deepEqual(hole.layers, ["top", "bottom"]);
    // (-2, 0) turned 90° counter-clockwise is (0, -2); plus the origin (5, 3).
    assert.deepEqual([hole.x, hole.y], [5, 1]);
  });

  it("guesses the shape from the sizes, and defaults to a 1.016 mm drill in a 2.54 mm pad (a 0.76 mm ring)", async () => {
    const json = await circuitJsonOf(`
export default () => (
  <board width="20mm" height="20mm">
    <chip name="U1" footprint={<footprint>
      <platedhole holeDiameter="1mm" rectPadWidth="2mm" rectPadHeight="2mm" pcbX={-3} portHints={["pin1"]} />
      <platedhole pcbX={3} portHints={["pin2"]} />
    </footprint>} />
  </board>
)`);
    const holes = holesOf(json).sort((a, b) => a.x - b.x);
    assert.equal(holes[0].shape, "circular_hole_with_rect_pad");
    assert.equal(holes[1].shape, "circle");
    assert.ok(Math.abs((holes[1].hole_diameter ?? 0) - 1.016) < 1e-9);
    assert.ok(Math.abs((holes[1].outer_diameter ?? 0) - 2.54) < 1e-9);
    const ring =
      ((holes[1].outer_diameter ?? 0) - (holes[1].hole_diameter ?? 0)) / 2;
    assert.ok(Math.abs(ring - 0.762) < 1e-9, `ring ${ring}`);
  });

  it("the TO-92 example leaves a 0.15 mm ring at the sides of its pads, under the 0.3 mm rule", async () => {
    const page = readFileSync("docs/footprints/platedhole.mdx", "utf8");
    const example = findExamples(page, "platedhole.mdx").find((e) =>
      e.code.includes("const To92"),
    );
    assert.ok(example, "the TO-92 example is on the page");
    const json = await circuitJsonOf(example.code);
    const holes = json.filter(
      (e) => e.type === "pcb_plated_hole",
    ) as unknown as {
      hole_width?: number;
      hole_height?: number;
      outer_width?: number;
      outer_height?: number;
      rect_pad_width?: number;
      rect_pad_height?: number;
    }[];
    assert.equal(holes.length, 3);
    for (const hole of holes) {
      const padWidth = hole.outer_width ?? hole.rect_pad_width ?? 0;
      const padHeight = hole.outer_height ?? hole.rect_pad_height ?? 0;
      const side = (padWidth - (hole.hole_width ?? 0)) / 2;
      const end = (padHeight - (hole.hole_height ?? 0)) / 2;
      assert.ok(Math.abs(side - 0.15) < 1e-6, `side ring ${side}`);
      assert.ok(Math.abs(end - 0.375) < 1e-6, `end ring ${end}`);
    }
    assert.deepEqual(
      json.filter((e) => e.type.endsWith("_error")).map((e) => e.type),
      [],
    );
  });

  it("only pcbX/pcbY place a hole, and a drill bigger than its copper still compiles", async () => {
    const json = await circuitJsonOf(`
export default () => (
  <board width="20mm" height="20mm">
    <chip name="U1" footprint={<footprint>
      <platedhole shape="circle" holeDiameter="2mm" outerDiameter="1mm" pcbX={0} pcbY={3} pcbOffsetX={1} portHints={["pin1"]} />
      <platedhole shape="circle" holeDiameter="1mm" outerDiameter="2mm" pcbLeftEdgeX={5} pcbY={-3} portHints={["pin2"]} />
    </footprint>} />
  </board>
)`);
    const holes = holesOf(json).sort((a, b) => b.y - a.y);
    assert.deepEqual(
      holes.map((h) => [h.x, h.y]),
      [
        [0, 3],
        [0, -3],
      ],
    );
    assert.equal(json.filter((e) => e.type.endsWith("_error")).length, 0);
  });

  it("pcbRotation turns a pill hole, and a hole without portHints gets an automatic name", async () => {
    const json = await circuitJsonOf(`
export default () => (
  <board width="20mm" height="20mm">
    <platedhole shape="pill" outerWidth={3} outerHeight={1.5} holeWidth={2} holeHeight={0.8} pcbRotation={90} />
  </board>
)`);
    const [hole] = holesOf(json);
    assert.equal(hole.ccw_rotation, 90);
    assert.ok(hole.port_hints.includes("unnamed_platedhole1"));
  });

  it("pcbLeftEdgeX and pcbPositionMode are not read on a plated hole, and the table says so", async () => {
    const json = await circuitJsonOf(`
export default () => (
  <board width="20mm" height="20mm">
    <chip name="U1" footprint={<footprint>
      <platedhole shape="circle" holeDiameter="1mm" outerDiameter="2mm" pcbX={3} pcbY={3} pcbLeftEdgeX={-5} portHints={["pin1"]} />
      <platedhole shape="circle" holeDiameter="1mm" outerDiameter="2mm" pcbX={-3} pcbY={-3} pcbPositionMode="relative_to_board_anchor" portHints={["pin2"]} />
    </footprint>} />
  </board>
)`);
    const holes = holesOf(json).sort((a, b) => b.y - a.y);
    assert.deepEqual(
      holes.map((h) => [h.x, h.y]),
      [
        [3, 3],
        [-3, -3],
      ],
    );
    assert.match(
      rowText("platedhole", "pcbLeftEdgeX"),
      /^(No effect in core|Not read by the core) \d+\.\d+\.\d+/,
    );
    assert.match(
      rowText("platedhole", "pcbPositionMode"),
      /^(No effect in core|Not read by the core) \d+\.\d+\.\d+/,
    );
  });
});
