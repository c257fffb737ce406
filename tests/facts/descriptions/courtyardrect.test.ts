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
    <courtyardrect pcbX="1mm" pcbY="2mm" width="4mm" height={2} pcbRotation={30} />
  </footprint>} />
  <chip name="U2" pcbX={-10} pcbY={0} layer="bottom" footprint={<footprint>${pad}
    <courtyardrect width={2} height="2mm" />
  </footprint>} />
  <chip name="U3" pcbX={-10} pcbY={-8} pcbRotation={90} footprint={<footprint>${pad}
    <courtyardrect pcbX={1} pcbY={0} width={4} height={2} pcbRotation="30deg" />
  </footprint>} />
  <courtyardrect pcbX="-15mm" pcbY={10} width={2} height={2} layer="bottom" />
  <courtyardrect pcbX={15} pcbY={-10} width={1} height={1} />
</board>)`);

/** The courtyard rectangles in the order written. */
const rects = async () => {
  const json = await circuit();
  const found = json.filter((e) => e.type === "pcb_courtyard_rect");
  assert.equal(found.length, 5);
  return found as CircuitJsonElement[];
};
const rect = async (i: number) => (await rects())[i] as CircuitJsonElement;
const centre = async (i: number) =>
  (await rect(i)).center as { x: number; y: number };

describe("docs/_descriptions/props/courtyardrect.json", () => {
  it('pcbX: mm ("1mm" = 1) from the component origin in a footprint, from the board centre on a board', async () => {
    assertNoErrors(await circuit());
    assert.equal((await centre(0)).x, 6);
    assert.equal((await centre(3)).x, -15);
    assert.equal((await centre(4)).x, 15);
  });

  it("pcbY: mm, positive upwards, from the component origin in a footprint, from the board centre on a board", async () => {
    assert.equal((await centre(0)).y, 4);
    assert.equal((await centre(3)).y, 10);
    assert.equal((await centre(4)).y, -10);
  });

  it('pcbRotation: degrees ("30deg" = 30), added to the component\'s rotation, recorded as ccw_rotation', async () => {
    assert.equal(Math.round(Number((await rect(0)).ccw_rotation)), 30);
    assert.equal(Math.round(Number((await rect(2)).ccw_rotation)), 120);
    assert.equal((await rect(4)).ccw_rotation, undefined);
  });

  it('layer: "top" when omitted, "bottom" when given; a bottom component moves it; an inner layer stops the board', async () => {
    assert.equal((await rect(0)).layer, "top");
    assert.equal((await rect(4)).layer, "top");
    assert.equal((await rect(3)).layer, "bottom");
    assert.equal((await rect(1)).layer, "bottom");
    await assert.rejects(
      circuitJsonOf(
        `export default () => (<board width="10mm" height="10mm" layers={4}><courtyardrect width={2} height={2} layer="inner1" /></board>)`,
      ),
      /Invalid layer "inner1" for CourtyardRect/,
    );
  });

  it('width: mm along X ("4mm" = 4)', async () => {
    assert.equal((await rect(0)).width, 4);
    assert.equal((await rect(1)).width, 2);
  });

  it('height: mm along Y ("2mm" = 2)', async () => {
    assert.equal((await rect(0)).height, 2);
    assert.equal((await rect(1)).height, 2);
  });
});
