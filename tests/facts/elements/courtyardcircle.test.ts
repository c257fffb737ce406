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
const round = (p: unknown) => {
  const { x, y } = p as { x: number; y: number };
  return {
    x: Math.round(x * 1000) / 1000 + 0,
    y: Math.round(y * 1000) / 1000 + 0,
  };
};
const roundPart = (name: string, x: number, y: number, courtyard: string) => `
  <chip name="${name}" pcbX={${x}} pcbY={${y}} footprint={<footprint>
    <smtpad portHints={["1"]} shape="circle" radius={0.6} pcbX={-1.2} />
    <smtpad portHints={["2"]} shape="circle" radius={0.6} pcbX={1.2} />
    ${courtyard}
  </footprint>} />`;

describe("/elements/courtyardcircle", () => {
  it("records centre and radius in mm; the centre turns with a rotated part; a bottom part moves it to the bottom", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="40mm" height="20mm">
        <chip name="BZ1" pcbX={-10} footprint={<footprint>
          <platedhole portHints={["1"]} shape="circle" holeDiameter={0.8} outerDiameter={1.6} pcbX={-3.25} />
          <platedhole portHints={["2"]} shape="circle" holeDiameter={0.8} outerDiameter={1.6} pcbX={3.25} />
          <courtyardcircle radius={6.5} />
        </footprint>} />
        ${roundPart("U1", 5, 0, `<courtyardcircle radius={3} pcbY={1} />`).replace("pcbY={0}", "pcbY={0} pcbRotation={90}")}
        ${roundPart("U2", 12, 0, `<courtyardcircle radius={3} pcbOffsetY={3} />`).replace("pcbY={0}", 'pcbY={0} layer="bottom"')}
      </board>
    )`);
    const [bz, rotated, bottom] = ofType(json, "pcb_courtyard_circle");
    assert.deepEqual(bz?.center, { x: -10, y: 0 });
    assert.equal(bz?.radius, 6.5);
    assert.equal(bz?.layer, "top");
    assert.deepEqual(round(rotated?.center), { x: 4, y: 0 });
    assert.equal(bottom?.layer, "bottom");
    assert.deepEqual(round(bottom?.center), { x: 12, y: 0 });
    assert.equal(
      ofType(json, "pcb_component_missing_courtyard_warning").length,
      0,
    );
  });

  it("circles 6.2 mm apart on a diagonal clear each other; 6 mm squares at the same places overlap", async () => {
    const circles = await circuitJsonOf(`export default () => (
      <board width="18mm" height="14mm">
        ${roundPart("U1", -2.2, -2.2, `<courtyardcircle radius={3} />`)}
        ${roundPart("U2", 2.2, 2.2, `<courtyardcircle radius={3} />`)}
      </board>
    )`);
    assert.equal(ofType(circles, "pcb_courtyard_overlap_error").length, 0);
    const squares = await circuitJsonOf(`export default () => (
      <board width="18mm" height="14mm">
        ${roundPart("U1", -2.2, -2.2, `<courtyardrect width={6} height={6} />`)}
        ${roundPart("U2", 2.2, 2.2, `<courtyardrect width={6} height={6} />`)}
      </board>
    )`);
    assert.equal(ofType(squares, "pcb_courtyard_overlap_error").length, 1);
  });

  it("an inner layer is refused with an error that stops the board", async () => {
    await assert.rejects(
      circuitJsonOf(`export default () => (
        <board width="10mm" height="10mm"><courtyardcircle radius={1} layer="inner1" /></board>
      )`),
      /Invalid layer "inner1" for CourtyardCircle/,
    );
  });

  it("a courtyard over another part's plated hole is a footprint overlap error", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="20mm" height="12mm">
        ${roundPart("U1", 0, 0, `<courtyardcircle radius={3} />`)}
        <chip name="H1" pcbX={2} footprint={<footprint><platedhole portHints={["1"]} shape="circle" holeDiameter={0.8} outerDiameter={1.4} /></footprint>} />
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
