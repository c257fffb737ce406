import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { closeCircuitCompiler } from "../../support/circuit-json";
import { assertNoErrors, type CircuitJsonElement, compiled } from "./_compile";

after(closeCircuitCompiler);

const circuit =
  compiled(`export default () => (<board width="40mm" height="30mm">
  <pcbnoterect pcbX={-10} pcbY={5} width={4} height={2} />
  <pcbnoterect pcbX="5mm" pcbY="-3mm" width="4mm" height="2mm" strokeWidth="0.3mm" isFilled hasStroke={false} isStrokeDashed color="#ff0000" cornerRadius="0.5mm" layer="bottom" />
  <pcbnoterect pcbX={0} pcbY={0} width={1} height={1} layer="inner1" />
  <group pcbX={6} pcbY={4}>
    <pcbnoterect pcbX={1} pcbY={2} width={1} height={1} strokeWidth={0.3} />
  </group>
</board>)`);

/** The note rectangles in the order written. */
const rects = async () => {
  const json = await circuit();
  const found = json.filter((e) => e.type === "pcb_note_rect");
  assert.equal(found.length, 4);
  return found as CircuitJsonElement[];
};
const rect = async (i: number) => (await rects())[i] as CircuitJsonElement;
const centre = async (i: number) =>
  (await rect(i)).center as { x: number; y: number };

/** The PCB picture of the board with only the given elements on it. */
const svgWith = async (...elements: CircuitJsonElement[]) => {
  const { convertCircuitJsonToPcbSvg } = await import("circuit-to-svg");
  const boardElement = (await circuit()).find((e) => e.type === "pcb_board");
  return convertCircuitJsonToPcbSvg([boardElement, ...elements] as never);
};
const NOTE_BLUE = "rgb(89, 148, 220)";

describe("docs/_descriptions/props/pcbnoterect.json", () => {
  it('width: mm along X ("4mm" = 4)', async () => {
    assertNoErrors(await circuit());
    assert.equal((await rect(0)).width, 4);
    assert.equal((await rect(1)).width, 4);
  });

  it('height: mm along Y ("2mm" = 2)', async () => {
    assert.equal((await rect(0)).height, 2);
    assert.equal((await rect(1)).height, 2);
  });

  it('strokeWidth: 0.1 mm when omitted; "0.3mm" = 0.3', async () => {
    assert.equal((await rect(0)).stroke_width, 0.1);
    assert.equal((await rect(1)).stroke_width, 0.3);
  });

  it("isFilled: false when omitted", async () => {
    assert.equal((await rect(0)).is_filled, false);
    assert.equal((await rect(1)).is_filled, true);
  });

  it("hasStroke: true when omitted, false when set so", async () => {
    assert.equal((await rect(0)).has_stroke, true);
    assert.equal((await rect(1)).has_stroke, false);
  });

  it("isStrokeDashed: false when omitted", async () => {
    assert.equal((await rect(0)).is_stroke_dashed, false);
    assert.equal((await rect(1)).is_stroke_dashed, true);
  });

  it("color: recorded when given; when omitted none is recorded and the preview draws the note blue", async () => {
    assert.equal((await rect(0)).color, undefined);
    assert.equal((await rect(1)).color, "#ff0000");
    assert.ok(!(await svgWith()).includes(NOTE_BLUE));
    assert.ok((await svgWith(await rect(0))).includes(NOTE_BLUE));
    const coloured = await svgWith(await rect(1));
    assert.ok(coloured.includes("#ff0000"));
    assert.ok(!coloured.includes(NOTE_BLUE));
  });

  it('cornerRadius: mm ("0.5mm" = 0.5); no radius recorded (square corners) when omitted', async () => {
    assert.equal((await rect(0)).corner_radius, undefined);
    assert.equal((await rect(1)).corner_radius, 0.5);
  });

  it('layer: "top" when omitted, "bottom" when given, an inner layer recorded as "top"', async () => {
    assert.equal((await rect(0)).layer, "top");
    assert.equal((await rect(1)).layer, "bottom");
    assert.equal((await rect(2)).layer, "top");
  });

  it('pcbX: mm from the board centre ("5mm" = 5), or from the enclosing group\'s centre', async () => {
    assert.equal((await centre(0)).x, -10);
    assert.equal((await centre(1)).x, 5);
    assert.equal((await centre(3)).x, 7);
  });

  it("pcbY: mm, positive upwards, from the board or enclosing group centre", async () => {
    assert.equal((await centre(0)).y, 5);
    assert.equal((await centre(1)).y, -3);
    assert.equal((await centre(3)).y, 6);
  });
});
