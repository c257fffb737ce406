import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { closeCircuitCompiler } from "../../support/circuit-json";
import { assertNoErrors, type CircuitJsonElement, compiled } from "./_compile";

after(closeCircuitCompiler);

const circuit =
  compiled(`export default () => (<board width="40mm" height="30mm">
  <pcbnotetext text="A" pcbX={3} pcbY={4} />
  <pcbnotetext text="B" pcbX="-3mm" pcbY="-4mm" fontSize="2mm" anchorAlignment="top_left" color="#ff8800" layer="bottom" />
  <pcbnotetext text="C" pcbX={0} pcbY={8} fontSize={2} layer="inner1" />
  <group pcbX={6} pcbY={4}>
    <pcbnotetext text="D" pcbX={1} pcbY={2} />
  </group>
</board>)`);

/** The note texts in the order written. */
const texts = async () => {
  const json = await circuit();
  const found = json.filter((e) => e.type === "pcb_note_text");
  assert.equal(found.length, 4);
  return found as CircuitJsonElement[];
};
const text = async (i: number) => (await texts())[i] as CircuitJsonElement;
const anchor = async (i: number) =>
  (await text(i)).anchor_position as { x: number; y: number };

/** The PCB picture of the board with only the given elements on it. */
const svgWith = async (...elements: CircuitJsonElement[]) => {
  const { convertCircuitJsonToPcbSvg } = await import("circuit-to-svg");
  const boardElement = (await circuit()).find((e) => e.type === "pcb_board");
  return convertCircuitJsonToPcbSvg([boardElement, ...elements] as never);
};
const NOTE_BLUE = "rgb(89, 148, 220)";

describe("docs/_descriptions/props/pcbnotetext.json", () => {
  it('anchorAlignment: "center" when omitted', async () => {
    assertNoErrors(await circuit());
    assert.equal((await text(0)).anchor_alignment, "center");
    assert.equal((await text(1)).anchor_alignment, "top_left");
  });

  it('font: "tscircuit2024" recorded when omitted', async () => {
    assert.equal((await text(0)).font, "tscircuit2024");
  });

  it('fontSize: 1 mm when omitted; "2mm" and 2 are the same', async () => {
    assert.equal((await text(0)).font_size, 1);
    assert.equal((await text(1)).font_size, 2);
    assert.equal((await text(2)).font_size, 2);
  });

  it("color: recorded when given; when omitted none is recorded and the preview draws the text blue", async () => {
    assert.equal((await text(0)).color, undefined);
    assert.equal((await text(1)).color, "#ff8800");
    assert.ok(!(await svgWith()).includes(NOTE_BLUE));
    assert.ok((await svgWith(await text(0))).includes(NOTE_BLUE));
    const coloured = await svgWith(await text(1));
    assert.ok(coloured.includes("#ff8800"));
    assert.ok(!coloured.includes(NOTE_BLUE));
  });

  it('layer: "top" when omitted, "bottom" when given, an inner layer recorded as "top"', async () => {
    assert.equal((await text(0)).layer, "top");
    assert.equal((await text(1)).layer, "bottom");
    assert.equal((await text(2)).layer, "top");
  });

  it('pcbX: mm from the board centre ("-3mm" = -3), or from the enclosing group\'s centre', async () => {
    assert.equal((await anchor(0)).x, 3);
    assert.equal((await anchor(1)).x, -3);
    assert.equal((await anchor(3)).x, 7);
  });

  it("pcbY: mm, positive upwards, from the board or enclosing group centre", async () => {
    assert.equal((await anchor(0)).y, 4);
    assert.equal((await anchor(1)).y, -4);
    assert.equal((await anchor(3)).y, 6);
  });
});
