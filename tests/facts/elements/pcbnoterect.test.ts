import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

interface NoteRect extends CircuitJsonElement {
  center: { x: number; y: number };
  width: number;
  height: number;
  layer: string;
  stroke_width: number;
  is_filled: boolean;
  has_stroke: boolean;
  is_stroke_dashed: boolean;
  corner_radius?: number;
}

describe("/elements/pcbnoterect", () => {
  it("pcbX/pcbY is the centre in mm; outline on, 0.1 mm, unfilled by default", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="30mm" height="20mm">
        <pcbnoterect pcbX={-5} pcbY={2} width={4} height="3mm" />
        <pcbnoterect width={6} height={4} isFilled hasStroke={false} cornerRadius={1} layer="bottom" />
      </board>
    )`);
    const [a, b] = json.filter(
      (e): e is NoteRect => e.type === "pcb_note_rect",
    );
    assert.deepEqual(a.center, { x: -5, y: 2 });
    assert.equal(a.height, 3);
    assert.equal(a.stroke_width, 0.1);
    assert.equal(a.has_stroke, true);
    assert.equal(a.is_filled, false);
    assert.equal(a.is_stroke_dashed, false);
    assert.equal(a.layer, "top");
    assert.equal(b.has_stroke, false);
    assert.equal(b.is_filled, true);
    assert.equal(b.corner_radius, 1);
    assert.equal(b.layer, "bottom");
  });
  it("ignores the edge and offset props: only pcbX/pcbY place it", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="40mm" height="30mm">
        <pcbnoterect pcbLeftEdgeX={-10} pcbTopEdgeY={5} width={4} height={2} />
        <pcbnoterect pcbX={2} pcbY={1} pcbOffsetX={3} pcbOffsetY={1} width={4} height={2} />
      </board>
    )`);
    const [a, b] = json.filter(
      (e): e is NoteRect => e.type === "pcb_note_rect",
    );
    assert.deepEqual(a.center, { x: 0, y: 0 });
    assert.deepEqual(b.center, { x: 2, y: 1 });
  });
});
