import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

interface NoteLine extends CircuitJsonElement {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  layer: string;
  stroke_width: number;
  is_dashed?: boolean;
}

describe("/elements/pcbnoteline", () => {
  it("mm end points, 0.1 mm default, top unless bottom, shifted by a group", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="30mm" height="20mm">
        <pcbnoteline x1={0} y1={0} x2={5} y2={5} layer="inner1" />
        <pcbnoteline x1={0} y1={-3} x2={5} y2={-3} layer="bottom" isDashed />
        <group pcbX={10} pcbY={5}><pcbnoteline x1={0} y1={0} x2={1} y2={0} /></group>
      </board>
    )`);
    const [a, b, c] = json.filter(
      (e): e is NoteLine => e.type === "pcb_note_line",
    );
    assert.deepEqual([a.x1, a.y1, a.x2, a.y2], [0, 0, 5, 5]);
    assert.equal(a.stroke_width, 0.1);
    assert.equal(a.layer, "top");
    assert.equal(b.layer, "bottom");
    assert.equal(b.is_dashed, true);
    assert.deepEqual([c.x1, c.y1, c.x2, c.y2], [10, 5, 11, 5]);
  });
});
