import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

interface Circle extends CircuitJsonElement {
  center: { x: number; y: number };
  radius: number;
  stroke_width: number;
  color: string;
  is_filled: boolean;
  fill_color?: string;
}

describe("/elements/schematiccircle", () => {
  it("keeps centre and radius, defaults, passes fillColor on", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="10mm" height="10mm">
        <schematiccircle center={{ x: -1.5, y: 2 }} radius={0.5} />
        <schematiccircle center={{ x: 1.5, y: 0 }} radius={0.5} isFilled fillColor="#ffd54f" />
      </board>
    )`);
    const [a, b] = json.filter(
      (e): e is Circle => e.type === "schematic_circle",
    );
    assert.deepEqual(a.center, { x: -1.5, y: 2 });
    assert.equal(a.radius, 0.5);
    assert.equal(a.stroke_width, 0.12);
    assert.equal(a.color, "rgba(132, 0, 0)");
    assert.equal(a.is_filled, false);
    assert.equal(b.is_filled, true);
    assert.equal(b.fill_color, "#ffd54f");
  });
  it("inside a symbol, center is relative to the component's schX/schY", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="16mm" height="10mm">
        <chip
          name="M1"
          footprint="pinrow2"
          schX={-1.5}
          schY={1}
          symbol={
            <symbol>
              <schematiccircle center={{ x: 0.25, y: 0 }} radius={0.5} />
              <port name="pin1" pinNumber={1} schX={0} schY={1} direction="up" />
              <port name="pin2" pinNumber={2} schX={0} schY={-1} direction="down" />
            </symbol>
          }
        />
      </board>
    )`);
    const [c] = json.filter((e): e is Circle => e.type === "schematic_circle");
    assert.deepEqual(c.center, { x: -1.25, y: 1 });
  });
});
