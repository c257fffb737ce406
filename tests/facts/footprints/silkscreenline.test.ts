import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

interface Line extends CircuitJsonElement {
  layer: string;
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  stroke_width: number;
  pcb_component_id: string | null;
}

const linesOf = (json: CircuitJsonElement[]): Line[] =>
  json.filter((e): e is Line => e.type === "pcb_silkscreen_line");

const near = (a: number, b: number) =>
  assert.ok(Math.abs(a - b) < 1e-9, `${a} is not ${b}`);

describe("/footprints/silkscreenline", () => {
  it("end points are relative to the component and turn with it; board-level lines use the board centre", async () => {
    const json = await circuitJsonOf(`
export default () => (
  <board width="20mm" height="20mm">
    <chip name="U1" pcbX={5} pcbY={3} pcbRotation={90} footprint={<footprint>
      <smtpad shape="rect" width="1mm" height="1mm" portHints={["pin1"]} />
      <silkscreenline x1={-1} y1={2} x2={1} y2={2} strokeWidth="0.15mm" />
    </footprint>} />
    <silkscreenline x1={-8} y1={-8} x2={8} y2={-8} strokeWidth={0.2} layer="bottom" />
  </board>
)`);
    const [inFootprint, onBoard] = linesOf(json);
    // (-1, 2) turned 90° ccw is (-2, -1), plus the origin (5, 3).
    near(inFootprint.x1, 3);
    near(inFootprint.y1, 2);
    near(inFootprint.x2, 3);
    near(inFootprint.y2, 4);
    assert.equal(inFootprint.stroke_width, 0.15);
    assert.equal(inFootprint.layer, "top");
    assert.equal(onBoard.pcb_component_id, null);
    assert.equal(onBoard.layer, "bottom");
    assert.deepEqual([onBoard.x1, onBoard.y1], [-8, -8]);
  });

  it("a bottom-side component's lines go to the bottom layer, mirrored in x", async () => {
    const json = await circuitJsonOf(`
export default () => (
  <board width="20mm" height="20mm">
    <chip name="U2" layer="bottom" pcbX={-5} footprint={<footprint>
      <smtpad shape="rect" width="1mm" height="1mm" portHints={["pin1"]} />
      <silkscreenline x1={-1} y1={2} x2={1} y2={3} strokeWidth={0.2} />
    </footprint>} />
  </board>
)`);
    const [line] = linesOf(json);
    assert.equal(line.layer, "bottom");
    assert.deepEqual([line.x1, line.y1, line.x2, line.y2], [-4, 2, -6, 3]);
  });

  it("strokeWidth is required", async () => {
    const json = await circuitJsonOf(`
export default () => (
  <board width="20mm" height="20mm">
    <silkscreenline x1={0} y1={0} x2={3} y2={0} />
  </board>
)`);
    assert.equal(linesOf(json).length, 0);
    const error = json.find(
      (e) => e.type === "source_failed_to_create_component_error",
    ) as (CircuitJsonElement & { message: string }) | undefined;
    assert.ok(error);
    assert.match(error.message, /silkscreenline.*strokeWidth \(Required\)/);
  });
});
