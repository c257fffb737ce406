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
  <cutout shape="rect" width="4mm" height="2mm" pcbX={-12} pcbY={10} />
  <cutout shape="rect" width={4} height={2} pcbX="-12mm" pcbY="5mm" pcbRotation={30} />
  <cutout shape="circle" radius="1mm" pcbX={-12} pcbY={-5} />
  <cutout shape="polygon" points={[{ x: 0, y: -10 }, { x: "2mm", y: -10 }, { x: 2, y: "-8mm" }]} />
  <group pcbX={6} pcbY={4}>
    <cutout shape="circle" radius={1} pcbX={1} pcbY={2} />
    <cutout shape="polygon" points={[{ x: 0, y: 0 }, { x: 2, y: 0 }, { x: 2, y: 2 }]} />
  </group>
</board>)`);

/** The cutouts in the order written. */
const cutouts = async () => {
  const json = await circuit();
  const found = json.filter((e) => e.type === "pcb_cutout");
  assert.equal(found.length, 6);
  return found as CircuitJsonElement[];
};
const cutout = async (i: number) => (await cutouts())[i] as CircuitJsonElement;
const centre = async (i: number) =>
  (await cutout(i)).center as { x: number; y: number };

describe("docs/_descriptions/props/cutout.json", () => {
  it('pcbX: mm ("-12mm" = -12) from the board centre, or from the enclosing group\'s centre', async () => {
    assertNoErrors(await circuit());
    assert.equal((await centre(0)).x, -12);
    assert.equal((await centre(1)).x, -12);
    assert.equal((await centre(4)).x, 7);
  });

  it('pcbY: mm ("5mm" = 5), positive upwards, from the board or enclosing group centre', async () => {
    assert.equal((await centre(0)).y, 10);
    assert.equal((await centre(1)).y, 5);
    assert.equal((await centre(4)).y, 6);
  });

  it("width: mm along X, kept as written when the cutout is rotated", async () => {
    assert.equal((await cutout(0)).width, 4);
    assert.equal((await cutout(1)).width, 4);
    assert.equal(r3((await cutout(1)).rotation), 30);
  });

  it("height: mm along Y, kept as written when the cutout is rotated", async () => {
    assert.equal((await cutout(0)).height, 2);
    assert.equal((await cutout(1)).height, 2);
  });

  it('radius: mm ("1mm" = 1)', async () => {
    assert.equal((await cutout(2)).radius, 1);
  });

  it('points: mm ("2mm" = 2) from the board centre, or from the enclosing group\'s centre', async () => {
    assert.deepEqual((await cutout(3)).points, [
      { x: 0, y: -10 },
      { x: 2, y: -10 },
      { x: 2, y: -8 },
    ]);
    assert.deepEqual((await cutout(5)).points, [
      { x: 6, y: 4 },
      { x: 8, y: 4 },
      { x: 8, y: 6 },
    ]);
  });
});
