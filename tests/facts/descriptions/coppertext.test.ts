import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { closeCircuitCompiler } from "../../support/circuit-json";
import { assertNoErrors, type CircuitJsonElement, compiled } from "./_compile";

after(closeCircuitCompiler);

const pad = `<smtpad portHints={["pin1"]} shape="rect" width={1} height={1} pcbX={0} pcbY={0} />`;
const circuit =
  compiled(`export default () => (<board width="40mm" height="30mm" layers={4}>
  <chip name="U1" pcbX={5} pcbY={2} footprint={<footprint>${pad}
    <coppertext text="AB" pcbX="1mm" pcbY={3} />
  </footprint>} />
  <coppertext text="XY" pcbX="-5mm" pcbY="-8mm" pcbRotation="90deg" layer="bottom" fontSize="2mm" anchorAlignment="top_left" />
  <coppertext text="IN" pcbX={10} pcbY={10} layer="inner1" fontSize={0.2} />
</board>)`);

/** The copper texts in the order written. */
const texts = async () => {
  const json = await circuit();
  const found = json.filter((e) => e.type === "pcb_copper_text");
  assert.equal(found.length, 3);
  return found as CircuitJsonElement[];
};
const text = async (i: number) => (await texts())[i] as CircuitJsonElement;
const anchor = async (i: number) =>
  (await text(i)).anchor_position as { x: number; y: number };

/** The PCB picture of the board with only the given element on it. */
const svgOf = async (element: CircuitJsonElement) => {
  const { convertCircuitJsonToPcbSvg } = await import("circuit-to-svg");
  const boardElement = (await circuit()).find((e) => e.type === "pcb_board");
  return convertCircuitJsonToPcbSvg([boardElement, element] as never);
};

describe("docs/_descriptions/props/coppertext.json", () => {
  it('pcbX: mm ("1mm" = 1) from the component origin in a footprint, from the board centre on a board', async () => {
    assertNoErrors(await circuit());
    assert.equal((await anchor(0)).x, 6);
    assert.equal((await anchor(1)).x, -5);
  });

  it('pcbY: mm ("-8mm" = -8), positive upwards, from the component origin in a footprint, from the board centre on a board', async () => {
    assert.equal((await anchor(0)).y, 5);
    assert.equal((await anchor(1)).y, -8);
  });

  it('pcbRotation: degrees counter-clockwise ("90deg" = 90), recorded as ccw_rotation', async () => {
    assert.equal((await text(1)).ccw_rotation, 90);
    assert.equal((await text(0)).ccw_rotation, undefined);
  });

  it('layer: "top" when omitted, "bottom" or an inner layer of a multilayer board when given', async () => {
    assert.equal((await text(0)).layer, "top");
    assert.equal((await text(1)).layer, "bottom");
    assert.equal((await text(2)).layer, "inner1");
  });

  it('anchorAlignment: "center" when omitted', async () => {
    assert.equal((await text(0)).anchor_alignment, "center");
    assert.equal((await text(1)).anchor_alignment, "top_left");
  });

  it('fontSize: mm ("2mm" = 2); when omitted no size is recorded and the preview draws it as 0.2 mm', async () => {
    assert.equal((await text(1)).font_size, 2);
    assert.equal((await text(0)).font_size, undefined);
    const unsized = { ...(await text(2)) };
    delete unsized.font_size;
    assert.equal(await svgOf(unsized), await svgOf(await text(2)));
    assert.notEqual(
      await svgOf(unsized),
      await svgOf({ ...(await text(2)), font_size: 1 }),
    );
  });
});
