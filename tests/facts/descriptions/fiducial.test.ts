import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { closeCircuitCompiler } from "../../support/circuit-json";
import { assertNoErrors, type CircuitJsonElement, compiled } from "./_compile";

after(closeCircuitCompiler);

const circuit =
  compiled(`export default () => (<board width="40mm" height="30mm">
  <fiducial name="FID1" padDiameter={1} pcbX={-10} pcbY={10} />
  <fiducial name="FID2" padDiameter="2mm" pcbX="5mm" pcbY="-10mm" soldermaskPullback="0.3mm" layer="bottom" />
  <fiducial name="FID3" padDiameter={1} pcbX={-10} pcbY={-5} pcbRotation={45} />
  <group pcbX={6} pcbY={4}>
    <fiducial name="FID4" padDiameter={1} pcbX={1} pcbY={2} />
  </group>
</board>)`);

/** The fiducials' copper dots in the order written. */
const dots = async () => {
  const json = await circuit();
  const found = json.filter((e) => e.type === "pcb_smtpad");
  assert.equal(found.length, 4);
  return found as CircuitJsonElement[];
};
const dot = async (i: number) => (await dots())[i] as CircuitJsonElement;

describe("docs/_descriptions/props/fiducial.json", () => {
  it('pcbX: mm ("5mm" = 5) from the board centre, or from the enclosing group\'s centre', async () => {
    assertNoErrors(await circuit());
    assert.equal((await dot(0)).x, -10);
    assert.equal((await dot(1)).x, 5);
    assert.equal((await dot(3)).x, 7);
  });

  it('pcbY: mm ("-10mm" = -10), positive upwards, from the board or enclosing group centre', async () => {
    assert.equal((await dot(0)).y, 10);
    assert.equal((await dot(1)).y, -10);
    assert.equal((await dot(3)).y, 6);
  });

  it("pcbRotation: degrees; the dot comes out the same as an unturned one", async () => {
    // FID3 is FID1 turned by 45° and moved down: only the ids and y differ
    const own = (e: CircuitJsonElement) =>
      Object.fromEntries(
        Object.entries(e).filter(([k]) => k !== "y" && !k.endsWith("_id")),
      );
    assert.deepEqual(own(await dot(2)), own(await dot(0)));
    assert.equal((await dot(2)).shape, "circle");
  });

  it('padDiameter: mm ("2mm" = 2), the round copper dot\'s diameter', async () => {
    assert.equal((await dot(0)).shape, "circle");
    assert.equal((await dot(0)).radius, 0.5);
    assert.equal((await dot(1)).radius, 1);
  });

  it('soldermaskPullback: mm ("0.3mm" = 0.3); half the pad diameter when omitted', async () => {
    assert.equal((await dot(0)).soldermask_margin, 0.5);
    assert.equal((await dot(1)).soldermask_margin, 0.3);
  });

  it('layer: "top" when omitted, "bottom" when given', async () => {
    assert.equal((await dot(0)).layer, "top");
    assert.equal((await dot(1)).layer, "bottom");
  });
});
