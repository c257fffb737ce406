import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { closeCircuitCompiler } from "../../support/circuit-json";
import { assertNoErrors, type CircuitJsonElement, compiled } from "./_compile";

after(closeCircuitCompiler);

const circuit =
  compiled(`export default () => (<board width="40mm" height="30mm">
  <pcbnoteline x1={-5} y1={-5} x2={5} y2={-6} />
  <pcbnoteline x1="-5mm" y1="-4mm" x2="5mm" y2="-3mm" strokeWidth="0.3mm" color="red" isDashed layer="bottom" />
  <pcbnoteline x1={0} y1={0} x2={1} y2={1} layer="inner1" />
  <group pcbX={6} pcbY={4}>
    <pcbnoteline x1={1} y1={2} x2={3} y2={-1} />
  </group>
</board>)`);

/** The note lines in the order written. */
const lines = async () => {
  const json = await circuit();
  const found = json.filter((e) => e.type === "pcb_note_line");
  assert.equal(found.length, 4);
  return found as CircuitJsonElement[];
};
const line = async (i: number) => (await lines())[i] as CircuitJsonElement;

/** The PCB picture of the board with only the given elements on it. */
const svgWith = async (...elements: CircuitJsonElement[]) => {
  const { convertCircuitJsonToPcbSvg } = await import("circuit-to-svg");
  const boardElement = (await circuit()).find((e) => e.type === "pcb_board");
  return convertCircuitJsonToPcbSvg([boardElement, ...elements] as never);
};
const NOTE_BLUE = "rgb(89, 148, 220)";

describe("docs/_descriptions/props/pcbnoteline.json", () => {
  it('x1: mm ("-5mm" = -5), from the board or enclosing group centre', async () => {
    assertNoErrors(await circuit());
    assert.equal((await line(0)).x1, -5);
    assert.equal((await line(1)).x1, -5);
    assert.equal((await line(3)).x1, 7);
  });

  it("y1: mm, positive up, from the board or enclosing group centre", async () => {
    assert.equal((await line(0)).y1, -5);
    assert.equal((await line(1)).y1, -4);
    assert.equal((await line(3)).y1, 6);
  });

  it("x2: mm, from the board or enclosing group centre", async () => {
    assert.equal((await line(0)).x2, 5);
    assert.equal((await line(1)).x2, 5);
    assert.equal((await line(3)).x2, 9);
  });

  it("y2: mm, positive up, from the board or enclosing group centre", async () => {
    assert.equal((await line(0)).y2, -6);
    assert.equal((await line(1)).y2, -3);
    assert.equal((await line(3)).y2, 3);
  });

  it('strokeWidth: 0.1 mm when omitted; "0.3mm" = 0.3', async () => {
    assert.equal((await line(0)).stroke_width, 0.1);
    assert.equal((await line(1)).stroke_width, 0.3);
  });

  it("color: recorded when given; when omitted none is recorded and the preview draws the line blue", async () => {
    assert.equal((await line(0)).color, undefined);
    assert.equal((await line(1)).color, "red");
    assert.ok(!(await svgWith()).includes(NOTE_BLUE));
    assert.ok((await svgWith(await line(0))).includes(NOTE_BLUE));
    assert.ok(!(await svgWith(await line(1))).includes(NOTE_BLUE));
  });

  it("isDashed: recorded as is_dashed", async () => {
    assert.equal((await line(0)).is_dashed, undefined);
    assert.equal((await line(1)).is_dashed, true);
  });

  it('layer: "top" when omitted, "bottom" when given, an inner layer recorded as "top"', async () => {
    assert.equal((await line(0)).layer, "top");
    assert.equal((await line(1)).layer, "bottom");
    assert.equal((await line(2)).layer, "top");
  });
});
