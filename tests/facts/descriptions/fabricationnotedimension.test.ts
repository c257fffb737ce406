import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { closeCircuitCompiler } from "../../support/circuit-json";
import {
  assertNoErrors,
  board,
  type CircuitJsonElement,
  compiled,
} from "./_compile";

after(closeCircuitCompiler);

const pad = `<smtpad portHints={["pin1"]} shape="rect" width={0.5} height={0.5} pcbX={-3} pcbY={-3} />`;

const circuit = compiled(
  board(
    `
  <hole name="H1" diameter={1} pcbX={-10} pcbY={-8} />
  <hole name="H2" diameter={1} pcbX={10} pcbY={-8} />
  <fabricationnotedimension from={{ x: -10, y: 0 }} to={{ x: 10, y: 0 }} />
  <fabricationnotedimension from=".H1" to=".H2" text="20 mm ±0.1" fontSize="2mm" arrowSize="0.5mm" font="tscircuit2024" layer="bottom" />
  <fabricationnotedimension from={{ x: "-12.7mm", y: 5 }} to={{ x: 12.7, y: 5 }} units="in" />
  <fabricationnotedimension from={{ x: -5, y: 8 }} to={{ x: 5, y: 8 }} units="mm" fontSize={1.5} arrowSize={2} />
  <chip name="U1" pcbX={2} pcbY={1} footprint={<footprint>
    ${pad}
    <fabricationnotedimension from={{ x: 0, y: 0 }} to={{ x: 3, y: 0 }} />
  </footprint>} />
  <chip name="U2" pcbX={-5} pcbY={4} layer="bottom" footprint={<footprint>
    ${pad}
    <fabricationnotedimension from={{ x: 0, y: 0 }} to={{ x: 2, y: 0 }} />
  </footprint>} />`,
    'width="40mm" height="24mm"',
  ),
);

/** An inner layer: the core throws, so the whole circuit fails to compile. */
const innerLayer = compiled(
  board(
    `<fabricationnotedimension from={{ x: -3, y: -3 }} to={{ x: 3, y: -3 }} layer="inner1" />`,
    'width="10mm" height="10mm"',
  ),
);

/** The dimensions drawn, in the order written. */
const dims = async () => {
  const found = (await circuit()).filter(
    (e) => e.type === "pcb_fabrication_note_dimension",
  );
  assert.equal(found.length, 6);
  return found as CircuitJsonElement[];
};
const dim = async (i: number) => (await dims())[i] as CircuitJsonElement;

describe("docs/_descriptions/props/fabricationnotedimension.json", () => {
  it('layer: "top" when omitted, "bottom" when given; a bottom component flips it; an inner layer stops the compile', async () => {
    assertNoErrors(await circuit());
    await assert.rejects(innerLayer(), /Invalid layer "inner1"/);
    assert.equal((await dim(0)).layer, "top");
    assert.equal((await dim(1)).layer, "bottom");
    assert.equal((await dim(4)).layer, "top");
    assert.equal((await dim(5)).layer, "bottom");
  });

  it("from: a point in mm (from the board centre, or the component origin in a footprint), or a selector's centre", async () => {
    assert.deepEqual((await dim(0)).from, { x: -10, y: 0 });
    assert.deepEqual((await dim(1)).from, { x: -10, y: -8 });
    assert.deepEqual((await dim(2)).from, { x: -12.7, y: 5 });
    assert.deepEqual((await dim(4)).from, { x: 2, y: 1 });
  });

  it("to: a point in mm, or a selector's centre", async () => {
    assert.deepEqual((await dim(0)).to, { x: 10, y: 0 });
    assert.deepEqual((await dim(1)).to, { x: 10, y: -8 });
    assert.deepEqual((await dim(4)).to, { x: 5, y: 1 });
  });

  it('text: printed as given ("20 mm ±0.1") instead of the measured distance', async () => {
    assert.equal((await dim(1)).text, "20 mm ±0.1");
    assert.equal((await dim(0)).text, "20mm");
  });

  it('font: "tscircuit2024" when omitted', async () => {
    assert.equal((await dim(0)).font, "tscircuit2024");
    assert.equal((await dim(1)).font, "tscircuit2024");
  });

  it('fontSize: mm ("2mm" = 2); 1 mm when omitted', async () => {
    assert.equal((await dim(0)).font_size, 1);
    assert.equal((await dim(1)).font_size, 2);
    assert.equal((await dim(3)).font_size, 1.5);
  });

  it('arrowSize: mm ("0.5mm" = 0.5); 1 mm when omitted', async () => {
    assert.equal((await dim(0)).arrow_size, 1);
    assert.equal((await dim(1)).arrow_size, 0.5);
    assert.equal((await dim(3)).arrow_size, 2);
  });

  it('units: the automatic label in mm by default ("20mm"), or inches ("1in" for 25.4 mm)', async () => {
    assert.equal((await dim(0)).text, "20mm");
    assert.equal((await dim(2)).text, "1in");
    assert.equal((await dim(3)).text, "10mm");
    assert.equal((await dim(4)).text, "3mm");
  });
});
