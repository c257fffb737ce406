import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

interface Rect extends CircuitJsonElement {
  layer: string;
  center: { x: number; y: number };
  width: number;
  height: number;
  stroke_width: number;
  is_filled: boolean;
  corner_radius?: number;
  stroke_style?: string;
  is_stroke_dashed?: boolean;
}

const rectsOf = (json: CircuitJsonElement[]): Rect[] =>
  json.filter((e): e is Rect => e.type === "pcb_silkscreen_rect");

describe("/footprints/silkscreenrect", () => {
  it("is an outline 0.1 mm wide unless filled; stroke is not passed on", async () => {
    const json = await circuitJsonOf(`
export default () => (
  <board width="26mm" height="10mm">
    <silkscreenrect pcbX={-8} width="5mm" height="4mm" stroke="dashed" />
    <silkscreenrect pcbX={8} width="5mm" height="4mm" filled strokeWidth={0.3} cornerRadius={0.8} />
  </board>
)`);
    const [outline, filled] = rectsOf(json);
    assert.equal(outline.is_filled, false);
    assert.equal(outline.stroke_width, 0.1);
    assert.equal(outline.stroke_style, undefined);
    assert.equal(outline.is_stroke_dashed, undefined);
    assert.deepEqual(outline.center, { x: -8, y: 0 });
    assert.equal(filled.is_filled, true);
    assert.equal(filled.stroke_width, 0.3);
    assert.equal(filled.corner_radius, 0.8);
  });

  it("turns with its component, swapping width and height at 90°", async () => {
    const json = await circuitJsonOf(`
export default () => (
  <board width="20mm" height="20mm">
    <chip name="U1" pcbX={5} pcbY={3} pcbRotation={90} footprint={<footprint>
      <smtpad shape="rect" width="1mm" height="1mm" portHints={["pin1"]} />
      <silkscreenrect pcbX={1} width="4mm" height="2mm" />
    </footprint>} />
  </board>
)`);
    const [rect] = rectsOf(json);
    assert.deepEqual(rect.center, { x: 5, y: 4 });
    assert.equal(rect.width, 2);
    assert.equal(rect.height, 4);
  });

  it("at 45° the rectangle turns with the part: size kept, angle in ccw_rotation", async () => {
    const json = await circuitJsonOf(`
export default () => (
  <board width="20mm" height="20mm">
    <chip name="U1" pcbRotation={45} footprint={<footprint>
      <smtpad shape="rect" width="1mm" height="1mm" portHints={["pin1"]} />
      <silkscreenrect pcbX={2} width="4mm" height="1mm" />
    </footprint>} />
  </board>
)`);
    const [rect] = rectsOf(json) as (Rect & { ccw_rotation?: number })[];
    assert.ok(Math.abs(rect.center.x - Math.SQRT2) < 1e-9);
    assert.ok(Math.abs(rect.center.y - Math.SQRT2) < 1e-9);
    assert.deepEqual([rect.width, rect.height], [4, 1]);
    assert.equal(rect.ccw_rotation, 45);
  });

  it("a bottom-side component's rectangles go to the bottom layer, mirrored in x", async () => {
    const json = await circuitJsonOf(`
export default () => (
  <board width="20mm" height="20mm">
    <chip name="U1" layer="bottom" footprint={<footprint>
      <smtpad shape="rect" width="1mm" height="1mm" portHints={["pin1"]} />
      <silkscreenrect pcbX={2} pcbY={1} width="1mm" height="1mm" filled />
    </footprint>} />
  </board>
)`);
    const [rect] = rectsOf(json);
    assert.equal(rect.layer, "bottom");
    assert.deepEqual(rect.center, { x: -2, y: 1 });
  });
});
