import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { closeCircuitCompiler } from "../../support/circuit-json";
import { assertNoErrors, type CircuitJsonElement, compiled } from "./_compile";

after(closeCircuitCompiler);

const circuit =
  compiled(`export default () => (<board width="40mm" height="20mm">
  <pcbbend x1={-10} y1={-10} x2={-10} y2={10} bendAngle={90} bendRadius={1} bendSide="right" />
  <pcbbend x1="2mm" y1="-10mm" x2="2mm" y2="10mm" bendAngle={90} bendRadius={1} bendSide="right" />
  <group pcbX={5} pcbY={1}>
    <pcbbend x1={10} y1={-11} x2={10} y2={9} bendAngle={90} bendRadius={1} bendSide="right" />
  </group>
</board>)`);

/** The bends in the order written. */
const bends = async () => {
  const json = await circuit();
  const found = json.filter((e) => e.type === "pcb_bend");
  assert.equal(found.length, 3);
  return found as CircuitJsonElement[];
};
const bend = async (i: number) => (await bends())[i] as CircuitJsonElement;
const end = async (i: number, which: "start" | "end") =>
  (await bend(i))[which] as { x: number; y: number };

describe("docs/_descriptions/props/pcbbend.json", () => {
  it('y1: mm ("-10mm" = -10) from the board centre or enclosing group centre, positive upwards: the start\'s y', async () => {
    assertNoErrors(await circuit());
    assert.equal((await end(0, "start")).y, -10);
    assert.equal((await end(1, "start")).y, -10);
    assert.equal((await end(2, "start")).y, -10);
  });

  it('x2: mm ("2mm" = 2) from the board centre or enclosing group centre: the end\'s x', async () => {
    assert.equal((await end(0, "end")).x, -10);
    assert.equal((await end(1, "end")).x, 2);
    assert.equal((await end(2, "end")).x, 15);
  });

  it('y2: mm ("10mm" = 10) from the board centre or enclosing group centre, positive upwards: the end\'s y', async () => {
    assert.equal((await end(0, "end")).y, 10);
    assert.equal((await end(1, "end")).y, 10);
    assert.equal((await end(2, "end")).y, 10);
  });
});
