import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

const dims = (json: CircuitJsonElement[]) =>
  json.filter((e) => e.type === "pcb_fabrication_note_dimension");

describe("/elements/fabricationnotedimension", () => {
  it("measures hole centres by selector: '24mm', offset 4 upwards, 1 mm arrows by default", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="32mm" height="16mm">
        <hole name="H1" diameter="3.2mm" pcbX={-12} pcbY={-3} />
        <hole name="H2" diameter="3.2mm" pcbX={12} pcbY={-3} />
        <fabricationnotedimension from=".H1" to=".H2" offset={4} fontSize={1.2} />
      </board>
    )`);
    const [dim] = dims(json);
    assert.deepEqual(dim?.from, { x: -12, y: -3 });
    assert.deepEqual(dim?.to, { x: 12, y: -3 });
    assert.equal(dim?.text, "24mm");
    assert.equal(dim?.offset, 4);
    // JSON drops the sign of -0, which the direction (-dy, dx) has for a horizontal line
    assert.deepEqual(JSON.parse(JSON.stringify(dim?.offset_direction)), {
      x: 0,
      y: 1,
    });
    assert.equal(dim?.font_size, 1.2);
    assert.equal(dim?.arrow_size, 1);
    assert.equal(dim?.layer, "top");
    assert.equal(dim?.font, "tscircuit2024");
  });

  it("labels: '0.1in' for 2.54 mm, '0.394in' for 10 mm, '7.07mm' on a diagonal, own text; 1 mm font; offsetDirection; bottom layer", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="40mm" height="30mm">
        <fabricationnotedimension from={{ x: -1.27, y: 0 }} to={{ x: 1.27, y: 0 }} units="in" />
        <fabricationnotedimension from={{ x: -10, y: -5 }} to={{ x: 0, y: -5 }} units="in" />
        <fabricationnotedimension from={{ x: 0, y: 5 }} to={{ x: 5, y: 10 }} />
        <fabricationnotedimension from={{ x: -10, y: -8 }} to={{ x: 10, y: -8 }} text="20 mm ±0.1" offset={1} offsetDirection={{ x: 0, y: -1 }} layer="bottom" />
      </board>
    )`);
    const [pitch, ten, diagonal, own] = dims(json);
    assert.equal(pitch?.text, "0.1in");
    assert.equal(ten?.text, "0.394in");
    assert.equal(diagonal?.text, "7.07mm");
    assert.equal(diagonal?.font_size, 1);
    assert.equal(own?.text, "20 mm ±0.1");
    assert.deepEqual(JSON.parse(JSON.stringify(own?.offset_direction)), {
      x: 0,
      y: -1,
    });
    assert.equal(own?.layer, "bottom");
  });

  it("inside a rotated footprint the ends turn with the part; a name without the dot stops the board", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="20mm" height="20mm">
        <chip name="U1" pcbX={5} pcbRotation={90} footprint={<footprint>
          <smtpad portHints={["1"]} shape="rect" width={1} height={1.6} pcbX={-1.27} />
          <smtpad portHints={["2"]} shape="rect" width={1} height={1.6} pcbX={1.27} />
          <fabricationnotedimension from={{ x: -2, y: 1 }} to={{ x: 2, y: 1 }} />
        </footprint>} />
      </board>
    )`);
    const [dim] = dims(json);
    assert.deepEqual(dim?.from, { x: 4, y: -2 });
    assert.deepEqual(dim?.to, { x: 4, y: 2 });
    assert.equal(typeof dim?.pcb_component_id, "string");
    await assert.rejects(
      circuitJsonOf(`export default () => (
        <board width="30mm" height="16mm">
          <hole name="H1" diameter={2} pcbX={-5} />
          <hole name="H2" diameter={2} pcbX={5} />
          <fabricationnotedimension from="H1" to="H2" />
        </board>
      )`),
      /could not find selector "H1"/,
    );
  });

  it("an inner layer is refused with an error that stops the board", async () => {
    await assert.rejects(
      circuitJsonOf(`export default () => (
        <board width="10mm" height="10mm"><fabricationnotedimension from={{ x: 0, y: 0 }} to={{ x: 1, y: 0 }} layer="inner1" /></board>
      )`),
      /Invalid layer "inner1" for FabricationNoteDimension/,
    );
  });
});
