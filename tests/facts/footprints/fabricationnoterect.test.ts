import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

interface FabRect extends CircuitJsonElement {
  layer: string;
  center: { x: number; y: number };
  width: number;
  height: number;
  stroke_width: number;
  has_stroke: boolean;
  is_filled: boolean;
  is_stroke_dashed: boolean;
  color?: string;
  corner_radius?: number;
}

const rectsOf = (json: CircuitJsonElement[]): FabRect[] =>
  json.filter((e): e is FabRect => e.type === "pcb_fabrication_note_rect");

describe("/footprints/fabricationnoterect", () => {
  it("has no outline unless strokeWidth or hasStroke is set; the stroke defaults to 1 mm", async () => {
    const json = await circuitJsonOf(`
export default () => (
  <board width="30mm" height="20mm">
    <fabricationnoterect width="4mm" height="2mm" />
    <fabricationnoterect width="4mm" height="2mm" hasStroke />
    <fabricationnoterect width="4mm" height="2mm" strokeWidth={0.1} isStrokeDashed color="#00ff00" />
    <fabricationnoterect width="4mm" height="2mm" isFilled layer="bottom" cornerRadius={0.3} />
  </board>
)`);
    const [bare, stroked, dashed, filled] = rectsOf(json);
    assert.equal(bare.has_stroke, false);
    assert.equal(bare.is_filled, false);
    assert.equal(stroked.has_stroke, true);
    assert.equal(stroked.stroke_width, 1);
    assert.equal(dashed.has_stroke, true);
    assert.equal(dashed.stroke_width, 0.1);
    assert.equal(dashed.is_stroke_dashed, true);
    assert.equal(dashed.color, "#00ff00");
    assert.equal(filled.is_filled, true);
    assert.equal(filled.has_stroke, false);
    assert.equal(filled.layer, "bottom");
    assert.equal(filled.corner_radius, 0.3);
  });

  it("moves with a rotated component but keeps its width and height unswapped", async () => {
    const json = await circuitJsonOf(`
export default () => (
  <board width="30mm" height="20mm">
    <chip name="U1" pcbX={5} pcbY={3} pcbRotation={90} footprint={<footprint>
      <smtpad shape="rect" width="1mm" height="1mm" portHints={["pin1"]} />
      <fabricationnoterect pcbX={1} width="4mm" height="2mm" strokeWidth={0.1} />
    </footprint>} />
  </board>
)`);
    const [rect] = rectsOf(json);
    assert.deepEqual(rect.center, { x: 5, y: 4 });
    assert.equal(rect.width, 4);
    assert.equal(rect.height, 2);
  });

  it("goes to the bottom layer, mirrored in x, with a bottom-side component", async () => {
    const json = await circuitJsonOf(`
export default () => (
  <board width="30mm" height="20mm">
    <chip name="U1" layer="bottom" footprint={<footprint>
      <smtpad shape="rect" width="1mm" height="1mm" portHints={["pin1"]} />
      <fabricationnoterect pcbX={2} width="4mm" height="2mm" strokeWidth={0.1} />
    </footprint>} />
  </board>
)`);
    const [rect] = rectsOf(json);
    assert.equal(rect.layer, "bottom");
    assert.deepEqual(rect.center, { x: -2, y: 0 });
  });
});
