import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

interface Dimension extends CircuitJsonElement {
  from: { x: number; y: number };
  to: { x: number; y: number };
  text: string;
  font_size: number;
  arrow_size: number;
  layer: string;
}

describe("/elements/pcbnotedimension", () => {
  it("measures named holes centre to centre and labels mm or inches; ignores offset", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="50mm" height="30mm">
        <hole name="MH1" diameter="3.2mm" pcbX={-21} pcbY={-11} />
        <hole name="MH2" diameter="3.2mm" pcbX={21} pcbY={-11} />
        <hole name="MH3" diameter="3.2mm" pcbX={-21} pcbY={11} />
        <pcbnotedimension from="MH1" to="MH2" />
        <pcbnotedimension from="MH3" to="MH2" units="in" />
        <pcbnotedimension from={{ x: 0, y: 0 }} to={{ x: 0, y: 5 }} text="5 mm max" offset={2} outerEdgeToEdge />
      </board>
    )`);
    const [a, b, c] = json.filter(
      (e): e is Dimension => e.type === "pcb_note_dimension",
    );
    assert.deepEqual(a.from, { x: -21, y: -11 });
    assert.deepEqual(a.to, { x: 21, y: -11 });
    assert.equal(a.text, "42mm");
    assert.equal(a.font_size, 1);
    assert.equal(a.arrow_size, 1);
    assert.equal(a.layer, "top");
    assert.equal(b.text, "1.867in");
    assert.equal(c.text, "5 mm max");
    assert.deepEqual(c.from, { x: 0, y: 0 });
    assert.equal("offset_distance" in c, false);
  });

  it("a name that matches nothing fails the whole build", async () => {
    await assert.rejects(
      circuitJsonOf(`export default () => (
        <board width="20mm" height="20mm">
          <hole name="H1" diameter="3.2mm" pcbX={-5} />
          <pcbnotedimension from="H9" to="H1" />
        </board>
      )`),
      /could not find selector "H9"/,
    );
  });
});
