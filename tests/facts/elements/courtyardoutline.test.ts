import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

const ofType = (json: CircuitJsonElement[], type: string) =>
  json.filter((e) => e.type === type);
const pads = `<smtpad portHints={["1"]} shape="rect" width={1} height={1.2} pcbX={-1.5} /><smtpad portHints={["2"]} shape="rect" width={1} height={1.2} pcbX={1.5} />`;
const L = `[{ x: -2.5, y: -1.1 }, { x: 2.5, y: -1.1 }, { x: 2.5, y: 0.5 }, { x: 5.5, y: 0.5 }, { x: 5.5, y: 3.1 }, { x: -2.5, y: 3.1 }]`;

describe("/elements/courtyardoutline", () => {
  it("records the points in board mm; a 0402 under the overhang does not overlap the L, but an 8 x 4.2 mm rectangle would", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="16mm" height="10mm">
        <chip name="U1" footprint={<footprint>${pads}<courtyardoutline outline={${L}} strokeWidth={0.2} isClosed={false} color="red" /></footprint>} />
        <resistor name="R1" resistance="10k" footprint="0402" pcbX={4} pcbY={-1} />
      </board>
    )`);
    const [outline] = ofType(json, "pcb_courtyard_outline");
    assert.deepEqual(outline?.outline, [
      { x: -2.5, y: -1.1 },
      { x: 2.5, y: -1.1 },
      { x: 2.5, y: 0.5 },
      { x: 5.5, y: 0.5 },
      { x: 5.5, y: 3.1 },
      { x: -2.5, y: 3.1 },
    ]);
    assert.equal(outline?.layer, "top");
    for (const key of ["stroke_width", "is_closed", "color"])
      assert.ok(!(key in (outline ?? {})));
    const [r1] = ofType(json, "pcb_courtyard_rect");
    assert.equal(r1?.width, 1.86);
    assert.equal(r1?.height, 0.94);
    assert.equal(ofType(json, "pcb_courtyard_overlap_error").length, 0);
    const boxed = await circuitJsonOf(`export default () => (
      <board width="16mm" height="10mm">
        <chip name="U1" footprint={<footprint>${pads}<courtyardrect width={8} height={4.2} pcbX={1.5} pcbY={1} /></footprint>} />
        <resistor name="R1" resistance="10k" footprint="0402" pcbX={4} pcbY={-1} />
      </board>
    )`);
    assert.equal(ofType(boxed, "pcb_courtyard_overlap_error").length, 1);
  });

  it("points turn with a rotated part, flip to the bottom with a bottom part; soic8 writes its courtyard as an outline", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="40mm" height="20mm">
        <chip name="U1" pcbX={-8} pcbRotation={90} footprint={<footprint>${pads}<courtyardoutline outline={[{ x: 2, y: 0 }, { x: 3, y: 0 }, { x: 3, y: 1 }]} /></footprint>} />
        <chip name="U2" pcbX={0} layer="bottom" footprint={<footprint>${pads}<courtyardoutline outline={${L}} /></footprint>} />
        <chip name="U3" footprint="soic8" pcbX={10} />
      </board>
    )`);
    const [rotated, bottom, soic] = ofType(json, "pcb_courtyard_outline");
    const first = (rotated?.outline as { x: number; y: number }[])[0];
    assert.ok(
      Math.abs((first?.x ?? 0) + 8) < 1e-9 &&
        Math.abs((first?.y ?? 0) - 2) < 1e-9,
    );
    assert.equal(bottom?.layer, "bottom");
    assert.ok(soic);
    assert.equal(
      ofType(json, "pcb_component_missing_courtyard_warning").length,
      0,
    );
  });

  it("an inner layer is refused with an error that stops the board", async () => {
    await assert.rejects(
      circuitJsonOf(`export default () => (
        <board width="10mm" height="10mm"><courtyardoutline outline={[{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 0, y: 1 }]} layer="inner1" /></board>
      )`),
      /Invalid layer "inner1" for CourtyardOutline/,
    );
  });

  it("a courtyard over another part's plated hole is a footprint overlap error", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="20mm" height="12mm">
        <chip name="U1" footprint={<footprint>${pads}<courtyardoutline outline={${L}} /></footprint>} />
        <chip name="H1" pcbX={4} footprint={<footprint><platedhole portHints={["1"]} shape="circle" holeDiameter={0.8} outerDiameter={1.4} /></footprint>} />
      </board>
    )`);
    const messages = JSON.stringify(
      ofType(json, "pcb_footprint_overlap_error"),
    );
    assert.match(
      messages,
      /pcb_courtyard_[a-z]+ [^"]*overlaps with pcb_plated_hole H1\.pin1/,
    );
  });
});
