import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

interface NotePath extends CircuitJsonElement {
  route: { x: number; y: number }[];
  layer: string;
  stroke_width: number;
}

describe("/elements/pcbnotepath", () => {
  it("keeps the points in mm, open, 0.1 mm wide, top by default", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="30mm" height="20mm">
        <pcbnotepath route={[{ x: 0, y: 0 }, { x: "2mm", y: 1 }, { x: 4, y: 0 }]} />
        <group pcbX={10} pcbY={5}><pcbnotepath route={[{ x: 0, y: 0 }, { x: 1, y: 1 }]} layer="bottom" /></group>
      </board>
    )`);
    const [a, b] = json.filter(
      (e): e is NotePath => e.type === "pcb_note_path",
    );
    assert.deepEqual(
      a.route.map((p) => [p.x, p.y]),
      [
        [0, 0],
        [2, 1],
        [4, 0],
      ],
    );
    assert.equal(a.stroke_width, 0.1);
    assert.equal(a.layer, "top");
    assert.deepEqual(
      b.route.map((p) => [p.x, p.y]),
      [
        [10, 5],
        [11, 6],
      ],
    );
    assert.equal(b.layer, "bottom");
  });
});
