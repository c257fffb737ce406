import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

interface Circle extends CircuitJsonElement {
  layer: string;
  center: { x: number; y: number };
  radius: number;
  stroke_width: number;
  is_filled?: boolean;
}

const circlesOf = (json: CircuitJsonElement[]): Circle[] =>
  json.filter((e): e is Circle => e.type === "pcb_silkscreen_circle");

describe("/footprints/silkscreencircle", () => {
  it("is a ring 0.1 mm wide by default; isFilled and isOutline are not passed on", async () => {
    const json = await circuitJsonOf(`
export default () => (
  <board width="26mm" height="8mm">
    <silkscreencircle pcbX={-9} radius={2} />
    <silkscreencircle pcbX={8} radius={0.6} strokeWidth={1.2} isFilled isOutline={false} />
  </board>
)`);
    const [ring, dot] = circlesOf(json);
    assert.equal(ring.stroke_width, 0.1);
    assert.deepEqual(ring.center, { x: -9, y: 0 });
    assert.equal(dot.radius, 0.6);
    assert.equal(dot.stroke_width, 1.2);
    assert.equal(dot.is_filled, undefined);
  });

  it("is placed from the component's origin and moves to the bottom, mirrored, with a bottom-side component", async () => {
    const json = await circuitJsonOf(`
export default () => (
  <board width="20mm" height="20mm">
    <chip name="U1" pcbX={3} footprint={<footprint>
      <smtpad shape="rect" width="1mm" height="1mm" portHints={["pin1"]} />
      <silkscreencircle pcbX={-1.7} pcbY={-1.6} radius={0.15} strokeWidth={0.3} />
    </footprint>} />
    <chip name="U2" layer="bottom" pcbX={-3} footprint={<footprint>
      <smtpad shape="rect" width="1mm" height="1mm" portHints={["pin1"]} />
      <silkscreencircle pcbX={-1.7} pcbY={-1.6} radius={0.15} strokeWidth={0.3} />
    </footprint>} />
  </board>
)`);
    const [top, bottom] = circlesOf(json);
    assert.equal(top.layer, "top");
    assert.ok(Math.abs(top.center.x - 1.3) < 1e-9);
    assert.equal(top.center.y, -1.6);
    assert.equal(bottom.layer, "bottom");
    assert.ok(Math.abs(bottom.center.x - -1.3) < 1e-9);
  });
});
