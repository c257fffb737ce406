import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { closeCircuitCompiler } from "../../support/circuit-json";
import { assertNoErrors, type CircuitJsonElement, compiled } from "./_compile";

after(closeCircuitCompiler);

const circuit =
  compiled(`export default () => (<board width="40mm" height="30mm">
  <hole name="MH1" diameter="3mm" pcbX={-15} pcbY={-10} />
  <fiducial name="FID1" padDiameter={1} pcbX={15} pcbY={-10} />
  <pcbnotedimension from={{ x: -5, y: 0 }} to={{ x: 5, y: 0 }} />
  <pcbnotedimension from={{ x: "-5mm", y: 2 }} to={{ x: 5, y: "2mm" }} fontSize="2mm" arrowSize="0.5mm" units="in" color="red" layer="bottom" />
  <pcbnotedimension from="MH1" to="FID1" text="30 mm ±0.1" layer="inner1" />
</board>)`);

/** The dimensions in the order written. */
const dims = async () => {
  const json = await circuit();
  const found = json.filter((e) => e.type === "pcb_note_dimension");
  assert.equal(found.length, 3);
  return found as CircuitJsonElement[];
};
const dim = async (i: number) => (await dims())[i] as CircuitJsonElement;

/** The PCB picture of the board with only the given elements on it. */
const svgWith = async (...elements: CircuitJsonElement[]) => {
  const { convertCircuitJsonToPcbSvg } = await import("circuit-to-svg");
  const boardElement = (await circuit()).find((e) => e.type === "pcb_board");
  return convertCircuitJsonToPcbSvg([boardElement, ...elements] as never);
};
const NOTE_BLUE = "rgb(89, 148, 220)";

describe("docs/_descriptions/props/pcbnotedimension.json", () => {
  it("from: a point in mm (\"-5mm\" = -5), or a hole's or component's name, whose centre is used", async () => {
    assertNoErrors(await circuit());
    assert.deepEqual((await dim(0)).from, { x: -5, y: 0 });
    assert.deepEqual((await dim(1)).from, { x: -5, y: 2 });
    assert.deepEqual((await dim(2)).from, { x: -15, y: -10 });
  });

  it('to: a point in mm ("2mm" = 2), or a component\'s name, whose centre is used', async () => {
    assert.deepEqual((await dim(1)).to, { x: 5, y: 2 });
    assert.deepEqual((await dim(2)).to, { x: 15, y: -10 });
  });

  it("text: printed instead of the measured distance", async () => {
    assert.equal((await dim(0)).text, "10mm");
    assert.equal((await dim(2)).text, "30 mm ±0.1");
  });

  it('font: "tscircuit2024" recorded when omitted', async () => {
    assert.equal((await dim(0)).font, "tscircuit2024");
  });

  it('fontSize: 1 mm when omitted; "2mm" = 2', async () => {
    assert.equal((await dim(0)).font_size, 1);
    assert.equal((await dim(1)).font_size, 2);
  });

  it("color: recorded when given; when omitted none is recorded and the preview draws the dimension blue", async () => {
    assert.equal((await dim(0)).color, undefined);
    assert.equal((await dim(1)).color, "red");
    assert.ok(!(await svgWith()).includes(NOTE_BLUE));
    assert.ok((await svgWith(await dim(0))).includes(NOTE_BLUE));
    assert.ok(!(await svgWith(await dim(1))).includes(NOTE_BLUE));
  });

  it('arrowSize: 1 mm when omitted; "0.5mm" = 0.5', async () => {
    assert.equal((await dim(0)).arrow_size, 1);
    assert.equal((await dim(1)).arrow_size, 0.5);
  });

  it('units: the label is in mm by default, in inches with "in"', async () => {
    assert.equal((await dim(0)).text, "10mm");
    assert.equal((await dim(1)).text, "0.394in");
  });

  it('layer: "top" when omitted, "bottom" when given, an inner layer recorded as "top"', async () => {
    assert.equal((await dim(0)).layer, "top");
    assert.equal((await dim(1)).layer, "bottom");
    assert.equal((await dim(2)).layer, "top");
  });
});
