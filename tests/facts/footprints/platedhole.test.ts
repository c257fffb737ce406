import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
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

  it("guesses the shape from the sizes, and defaults to a 1.016 mm drill in a 2.54 mm ring", async () => {
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
});
