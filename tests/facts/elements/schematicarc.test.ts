import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

interface Arc extends CircuitJsonElement {
  center: { x: number; y: number };
  radius: number;
  start_angle_degrees: number;
  end_angle_degrees: number;
  direction: string;
  stroke_width: number;
}

describe("/elements/schematicarc", () => {
  it("stores degrees as written and defaults to counterclockwise", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="10mm" height="10mm">
        <schematicarc center={{ x: -1, y: 0 }} radius={0.6} startAngleDegrees={0} endAngleDegrees={180} />
        <schematicarc center={{ x: 1, y: 0 }} radius={0.6} startAngleDegrees={0} endAngleDegrees={180} direction="clockwise" />
      </board>
    )`);
    const [a, b] = json.filter((e): e is Arc => e.type === "schematic_arc");
    assert.deepEqual(a.center, { x: -1, y: 0 });
    assert.equal(a.radius, 0.6);
    assert.equal(a.start_angle_degrees, 0);
    assert.equal(a.end_angle_degrees, 180);
    assert.equal(a.direction, "counterclockwise");
    assert.equal(a.stroke_width, 0.12);
    assert.equal(b.direction, "clockwise");
  });
});
