import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";
import { assertNoErrors, type CircuitJsonElement, compiled } from "./_compile";

after(closeCircuitCompiler);

const pad = `<smtpad portHints={["pin1"]} shape="rect" width={1} height={1} pcbX={0} pcbY={0} />`;
const outline = `outline={[{ x: 0, y: 0 }, { x: "2mm", y: 0 }, { x: 2, y: 1 }]}`;
const circuit =
  compiled(`export default () => (<board width="40mm" height="30mm">
  <chip name="U1" pcbX={5} pcbY={2} footprint={<footprint>${pad}
    <courtyardoutline ${outline} />
  </footprint>} />
  <chip name="U2" pcbX={-10} pcbY={0} layer="bottom" footprint={<footprint>${pad}
    <courtyardoutline ${outline} />
  </footprint>} />
  <courtyardoutline outline={[{ x: 10, y: 8 }, { x: 12, y: 8 }, { x: 12, y: 9 }]} layer="bottom" />
</board>)`);

/** The courtyard outlines in the order written. */
const outlines = async () => {
  const json = await circuit();
  const found = json.filter((e) => e.type === "pcb_courtyard_outline");
  assert.equal(found.length, 3);
  return found as CircuitJsonElement[];
};
const shape = async (i: number) => (await outlines())[i] as CircuitJsonElement;

describe("docs/_descriptions/props/courtyardoutline.json", () => {
  it('layer: "top" when omitted, "bottom" when given; a bottom component moves it; an inner layer stops the board', async () => {
    assertNoErrors(await circuit());
    assert.equal((await shape(0)).layer, "top");
    assert.equal((await shape(2)).layer, "bottom");
    assert.equal((await shape(1)).layer, "bottom");
    await assert.rejects(
      circuitJsonOf(
        `export default () => (<board width="10mm" height="10mm" layers={4}><courtyardoutline ${outline} layer="inner1" /></board>)`,
      ),
      /Invalid layer "inner1" for CourtyardOutline/,
    );
  });

  it('outline: points in mm ("2mm" = 2) from the component origin, y upwards, in order, not repeated to close', async () => {
    assert.deepEqual((await shape(0)).outline, [
      { x: 5, y: 2 },
      { x: 7, y: 2 },
      { x: 7, y: 3 },
    ]);
    assert.deepEqual((await shape(2)).outline, [
      { x: 10, y: 8 },
      { x: 12, y: 8 },
      { x: 12, y: 9 },
    ]);
  });
});
