import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";
import { assertNoErrors, type CircuitJsonElement, compiled } from "./_compile";

after(closeCircuitCompiler);

const pad = `<smtpad portHints={["pin1"]} shape="rect" width={1} height={1} pcbX={0} pcbY={0} noSolderPaste />`;
const circuit =
  compiled(`export default () => (<board width="40mm" height="30mm">
  <chip name="U1" pcbX={5} pcbY={2} footprint={<footprint>${pad}
    <solderpaste shape="rect" width="1mm" height="0.5mm" pcbX="1mm" pcbY={1} />
    <solderpaste shape="circle" radius="0.5mm" pcbX={-1} pcbY="-1mm" />
  </footprint>} />
  <chip name="U2" pcbX={-10} pcbY={0} layer="bottom" footprint={<footprint>${pad}
    <solderpaste shape="rect" width={1} height={0.5} />
  </footprint>} />
  <solderpaste shape="rect" width={1} height={1} pcbX={-15} pcbY={-10} layer="bottom" />
  <solderpaste shape="circle" radius={0.4} pcbX={15} pcbY={10} />
</board>)`);

/** The paste apertures in the order written. */
const pastes = async () => {
  const json = await circuit();
  const found = json.filter((e) => e.type === "pcb_solder_paste");
  assert.equal(found.length, 5);
  return found as CircuitJsonElement[];
};
const paste = async (i: number) => (await pastes())[i] as CircuitJsonElement;

describe("docs/_descriptions/props/solderpaste.json", () => {
  it('pcbX: mm ("1mm" = 1) from the component origin in a footprint, from the board centre on a board', async () => {
    assertNoErrors(await circuit());
    assert.equal((await paste(0)).x, 6);
    assert.equal((await paste(1)).x, 4);
    assert.equal((await paste(3)).x, -15);
    assert.equal((await paste(4)).x, 15);
  });

  it('pcbY: mm ("-1mm" = -1), positive upwards, from the component origin in a footprint, from the board centre on a board', async () => {
    assert.equal((await paste(0)).y, 3);
    assert.equal((await paste(1)).y, 1);
    assert.equal((await paste(3)).y, -10);
    assert.equal((await paste(4)).y, 10);
  });

  it('layer: "top" when omitted, "bottom" when given; a bottom component moves it; an inner layer stops the board', async () => {
    assert.equal((await paste(0)).layer, "top");
    assert.equal((await paste(4)).layer, "top");
    assert.equal((await paste(3)).layer, "bottom");
    assert.equal((await paste(2)).layer, "bottom");
    await assert.rejects(
      circuitJsonOf(
        `export default () => (<board width="10mm" height="10mm" layers={4}><solderpaste shape="rect" width={1} height={1} layer="inner1" /></board>)`,
      ),
      /inner1/,
    );
  });

  it('width: mm along X ("1mm" = 1)', async () => {
    assert.equal((await paste(0)).width, 1);
    assert.equal((await paste(2)).width, 1);
  });

  it('height: mm along Y ("0.5mm" = 0.5)', async () => {
    assert.equal((await paste(0)).height, 0.5);
    assert.equal((await paste(2)).height, 0.5);
  });

  it('radius: mm ("0.5mm" = 0.5)', async () => {
    assert.equal((await paste(1)).radius, 0.5);
    assert.equal((await paste(4)).radius, 0.4);
  });
});
