import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";
import { assertNoErrors, type CircuitJsonElement, compiled } from "./_compile";

after(closeCircuitCompiler);

const pad = `<smtpad portHints={["pin1"]} shape="rect" width={1} height={1} pcbX={0} pcbY={0} />`;
const circuit =
  compiled(`export default () => (<board width="40mm" height="30mm">
  <chip name="U1" pcbX={5} pcbY={2} footprint={<footprint>${pad}
    <courtyardcircle pcbX="1mm" pcbY="-2mm" radius="1.5mm" />
  </footprint>} />
  <chip name="U2" pcbX={-10} pcbY={0} layer="bottom" footprint={<footprint>${pad}
    <courtyardcircle radius={1} />
  </footprint>} />
  <courtyardcircle pcbX="-15mm" pcbY={10} radius={1} layer="bottom" />
  <courtyardcircle pcbX={15} pcbY={-10} radius={1} />
</board>)`);

/** The courtyard circles in the order written. */
const circles = async () => {
  const json = await circuit();
  const found = json.filter((e) => e.type === "pcb_courtyard_circle");
  assert.equal(found.length, 4);
  return found as CircuitJsonElement[];
};
const circle = async (i: number) => (await circles())[i] as CircuitJsonElement;
const centre = async (i: number) =>
  (await circle(i)).center as { x: number; y: number };

describe("docs/_descriptions/props/courtyardcircle.json", () => {
  it('pcbX: mm ("1mm" = 1) from the component origin in a footprint, from the board centre on a board', async () => {
    assertNoErrors(await circuit());
    assert.equal((await centre(0)).x, 6);
    assert.equal((await centre(2)).x, -15);
    assert.equal((await centre(3)).x, 15);
  });

  it("pcbY: mm, positive upwards, from the component origin in a footprint, from the board centre on a board", async () => {
    assert.equal((await centre(0)).y, 0);
    assert.equal((await centre(2)).y, 10);
    assert.equal((await centre(3)).y, -10);
  });

  it('layer: "top" when omitted, "bottom" when given; a bottom component moves it; an inner layer stops the board', async () => {
    assert.equal((await circle(0)).layer, "top");
    assert.equal((await circle(3)).layer, "top");
    assert.equal((await circle(2)).layer, "bottom");
    assert.equal((await circle(1)).layer, "bottom");
    await assert.rejects(
      circuitJsonOf(
        `export default () => (<board width="10mm" height="10mm" layers={4}><courtyardcircle radius={1} layer="inner1" /></board>)`,
      ),
      /Invalid layer "inner1" for CourtyardCircle/,
    );
  });

  it('radius: mm ("1.5mm" = 1.5)', async () => {
    assert.equal((await circle(0)).radius, 1.5);
    assert.equal((await circle(1)).radius, 1);
  });
});
