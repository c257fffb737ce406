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
  offset_distance?: number;
  offset_direction?: { x: number; y: number };
}

// -0 and 0 are the same direction; deepEqual tells them apart
const dir = (v?: { x: number; y: number }) => v && { x: v.x + 0, y: v.y + 0 };

describe("/elements/pcbnotedimension", () => {
  it("measures named holes centre to centre and labels mm or inches; ignores outerEdgeToEdge; offset moves the line to the left of from→to", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="50mm" height="30mm">
        <hole name="MH1" diameter="3.2mm" pcbX={-21} pcbY={-11} />
        <hole name="MH2" diameter="3.2mm" pcbX={21} pcbY={-11} />
        <hole name="MH3" diameter="3.2mm" pcbX={-21} pcbY={11} />
        <pcbnotedimension from="MH1" to="MH2" />
        <pcbnotedimension from="MH3" to="MH2" units="in" />
        <pcbnotedimension from={{ x: 0, y: 0 }} to={{ x: 0, y: 5 }} text="5 mm max" offset={2} outerEdgeToEdge />
        <pcbnotedimension from="MH1" to="MH2" outerEdgeToEdge offset={-2.5} />
        <pcbnotedimension from={{ x: 0, y: 0 }} to={{ x: 10, y: 0 }} offset={2} offsetDirection={{ x: 0, y: -1 }} />
      </board>
    )`);
    const [a, b, c, d, e] = json.filter(
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
    // the line keeps its ends; the offset and its side are recorded for the viewers
    assert.equal(a.offset_distance, undefined);
    assert.equal(a.offset_direction, undefined);
    assert.equal(c.offset_distance, 2);
    assert.deepEqual(dir(c.offset_direction), { x: -1, y: 0 });
    // outerEdgeToEdge is ignored: still centre to centre; a left-to-right line moves down for a negative offset
    assert.deepEqual(d.from, { x: -21, y: -11 });
    assert.equal(d.text, "42mm");
    assert.equal(d.offset_distance, -2.5);
    assert.deepEqual(dir(d.offset_direction), { x: 0, y: 1 });
    assert.deepEqual(dir(e.offset_direction), { x: 0, y: -1 });
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
