import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { closeCircuitCompiler } from "../../support/circuit-json";
import {
  assertNoErrors,
  type CircuitJsonElement,
  compiled,
  r3,
} from "./_compile";

after(closeCircuitCompiler);

const circuit =
  compiled(`export default () => (<board width="40mm" height="30mm">
  <pcbstiffener shape="rect" width="4mm" height="2mm" pcbX={-10} pcbY={10} layer="bottom" material="fr4" thickness="0.2mm" />
  <pcbstiffener shape="rect" width={4} height={2} pcbX="-10mm" pcbY="5mm" layer="bottom" material="fr4" thickness={0.2} adhesiveThickness="0.05mm" pcbRotation="30deg" />
  <pcbstiffener shape="polygon" outline={[{ x: 0, y: 0 }, { x: "2mm", y: 0 }, { x: 2, y: 2 }]} pcbX={10} pcbY={-5} layer="top" material="polyimide" thickness={0.1} />
  <group pcbX={6} pcbY={4}>
    <pcbstiffener shape="rect" width={2} height={2} pcbX={1} pcbY={2} layer="bottom" material="aluminum" thickness={0.3} />
  </group>
</board>)`);

/** The stiffeners in the order written. */
const stiffeners = async () => {
  const json = await circuit();
  const found = json.filter((e) => e.type === "pcb_stiffener");
  assert.equal(found.length, 4);
  return found as CircuitJsonElement[];
};
const stiffener = async (i: number) =>
  (await stiffeners())[i] as CircuitJsonElement;
const centre = async (i: number) =>
  (await stiffener(i)).center as { x: number; y: number };

describe("docs/_descriptions/props/pcbstiffener.json", () => {
  it('pcbX: mm ("-10mm" = -10) from the board centre, or from the enclosing group\'s centre', async () => {
    assertNoErrors(await circuit());
    assert.equal((await centre(0)).x, -10);
    assert.equal((await centre(1)).x, -10);
    assert.equal((await centre(3)).x, 7);
  });

  it('pcbY: mm ("5mm" = 5), positive upwards, from the board or enclosing group centre', async () => {
    assert.equal((await centre(0)).y, 10);
    assert.equal((await centre(1)).y, 5);
    assert.equal((await centre(3)).y, 6);
  });

  it('pcbRotation: degrees ("30deg" = 30), recorded as rotation; 0 when omitted', async () => {
    assert.equal(r3((await stiffener(1)).rotation), 30);
    assert.equal((await stiffener(0)).rotation, 0);
  });

  it('width: mm along X ("4mm" = 4)', async () => {
    assert.equal((await stiffener(0)).width, 4);
    assert.equal((await stiffener(1)).width, 4);
  });

  it('height: mm along Y ("2mm" = 2)', async () => {
    assert.equal((await stiffener(0)).height, 2);
    assert.equal((await stiffener(1)).height, 2);
  });

  it('outline: mm ("2mm" = 2), stored moved by pcbX/pcbY into board coordinates', async () => {
    assert.deepEqual((await stiffener(2)).outline, [
      { x: 10, y: -5 },
      { x: 12, y: -5 },
      { x: 12, y: -3 },
    ]);
  });

  it('thickness: mm ("0.2mm" = 0.2)', async () => {
    assert.equal((await stiffener(0)).thickness, 0.2);
    assert.equal((await stiffener(1)).thickness, 0.2);
  });

  it('adhesiveThickness: mm ("0.05mm" = 0.05); nothing is recorded when omitted', async () => {
    assert.equal((await stiffener(1)).adhesive_thickness, 0.05);
    assert.equal((await stiffener(0)).adhesive_thickness, undefined);
  });
});
