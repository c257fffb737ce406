import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { closeCircuitCompiler } from "../../support/circuit-json";
import { assertNoErrors, type CircuitJsonElement, compiled } from "./_compile";

after(closeCircuitCompiler);

const circuit =
  compiled(`export default () => (<board width="40mm" height="30mm">
  <pcbnotepath route={[{ x: 0, y: 0 }, { x: 1, y: 1 }, { x: 2, y: 0 }]} />
  <pcbnotepath route={[{ x: "1mm", y: "-2mm" }, { x: 3, y: 1 }]} strokeWidth="0.3mm" color="red" layer="bottom" />
  <pcbnotepath route={[{ x: 0, y: 5 }, { x: 1, y: 5 }]} layer="inner1" />
  <group pcbX={6} pcbY={4}>
    <pcbnotepath route={[{ x: 1, y: 2 }, { x: 3, y: -1 }]} />
  </group>
</board>)`);

/** The note paths in the order written. */
const paths = async () => {
  const json = await circuit();
  const found = json.filter((e) => e.type === "pcb_note_path");
  assert.equal(found.length, 4);
  return found as CircuitJsonElement[];
};
const path = async (i: number) => (await paths())[i] as CircuitJsonElement;

/** The PCB picture of the board with only the given elements on it. */
const svgWith = async (...elements: CircuitJsonElement[]) => {
  const { convertCircuitJsonToPcbSvg } = await import("circuit-to-svg");
  const boardElement = (await circuit()).find((e) => e.type === "pcb_board");
  return convertCircuitJsonToPcbSvg([boardElement, ...elements] as never);
};
const NOTE_BLUE = "rgb(89, 148, 220)";

describe("docs/_descriptions/props/pcbnotepath.json", () => {
  it('route: points in order, mm ("1mm" = 1), positive y up, from the board or enclosing group centre', async () => {
    assertNoErrors(await circuit());
    assert.deepEqual((await path(0)).route, [
      { x: 0, y: 0 },
      { x: 1, y: 1 },
      { x: 2, y: 0 },
    ]);
    assert.deepEqual((await path(1)).route, [
      { x: 1, y: -2 },
      { x: 3, y: 1 },
    ]);
    assert.deepEqual((await path(3)).route, [
      { x: 7, y: 6 },
      { x: 9, y: 3 },
    ]);
  });

  it('strokeWidth: 0.1 mm when omitted; "0.3mm" = 0.3', async () => {
    assert.equal((await path(0)).stroke_width, 0.1);
    assert.equal((await path(1)).stroke_width, 0.3);
  });

  it("color: recorded when given; when omitted none is recorded and the preview draws the path blue", async () => {
    assert.equal((await path(0)).color, undefined);
    assert.equal((await path(1)).color, "red");
    assert.ok(!(await svgWith()).includes(NOTE_BLUE));
    assert.ok((await svgWith(await path(0))).includes(NOTE_BLUE));
    assert.ok(!(await svgWith(await path(1))).includes(NOTE_BLUE));
  });

  it('layer: "top" when omitted, "bottom" when given, an inner layer recorded as "top"', async () => {
    assert.equal((await path(0)).layer, "top");
    assert.equal((await path(1)).layer, "bottom");
    assert.equal((await path(2)).layer, "top");
  });
});
