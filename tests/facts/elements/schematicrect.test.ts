import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

interface Rect extends CircuitJsonElement {
  center: { x: number; y: number };
  width: number;
  height: number;
  rotation: number;
  stroke_width: number;
  color: string;
  is_filled: boolean;
  fill_color?: string;
}

describe("/elements/schematicrect", () => {
  it("schX/schY is the centre, defaults, rotation kept, fillColor dropped", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="10mm" height="10mm">
        <schematicrect schX={4} schY={1} width={2} height={1} rotation={30} isFilled fillColor="#ffee00" />
        <schematicrect width={1} height={1} />
      </board>
    )`);
    const [a, b] = json.filter((e): e is Rect => e.type === "schematic_rect");
    assert.deepEqual(a.center, { x: 4, y: 1 });
    assert.equal(a.width, 2);
    assert.equal(a.rotation, 30);
    assert.equal(a.is_filled, true);
    assert.equal(a.fill_color, undefined);
    assert.deepEqual(b.center, { x: 0, y: 0 });
    assert.equal(b.stroke_width, 0.12);
    assert.equal(b.color, "rgba(132, 0, 0)");
    assert.equal(b.is_filled, false);
  });
});
