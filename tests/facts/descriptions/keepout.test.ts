import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { closeCircuitCompiler } from "../../support/circuit-json";
import { assertNoErrors, type CircuitJsonElement, compiled } from "./_compile";

after(closeCircuitCompiler);

const circuit =
  compiled(`export default () => (<board width="40mm" height="30mm">
  <keepout shape="rect" width="4mm" height="2mm" pcbX={-12} pcbY={10} />
  <keepout shape="rect" width={4} height={2} pcbX="-12mm" pcbY="5mm" pcbRotation={90} layers={["top", "bottom"]} />
  <keepout shape="rect" width={4} height={2} pcbX={-12} pcbY={0} pcbRotation="45deg" layer="bottom" />
  <keepout shape="circle" radius="1mm" pcbX={-12} pcbY={-5} />
  <keepout shape="rect" width={4} height={2} pcbX={0} pcbY={0} pcbRotation={270} />
  <group pcbX={6} pcbY={4}>
    <keepout shape="circle" radius={1} pcbX={1} pcbY={2} />
  </group>
</board>)`);

/** The keepouts in the order written. */
const keepouts = async () => {
  const json = await circuit();
  const found = json.filter((e) => e.type === "pcb_keepout");
  assert.equal(found.length, 6);
  return found as CircuitJsonElement[];
};
const keepout = async (i: number) =>
  (await keepouts())[i] as CircuitJsonElement;
const centre = async (i: number) =>
  (await keepout(i)).center as { x: number; y: number };

describe("docs/_descriptions/props/keepout.json", () => {
  it('pcbX: mm ("-12mm" = -12) from the board centre, or from the enclosing group\'s centre', async () => {
    assertNoErrors(await circuit());
    assert.equal((await centre(0)).x, -12);
    assert.equal((await centre(1)).x, -12);
    assert.equal((await centre(5)).x, 7);
  });

  it('pcbY: mm ("5mm" = 5), positive upwards, from the board or enclosing group centre', async () => {
    assert.equal((await centre(0)).y, 10);
    assert.equal((await centre(1)).y, 5);
    assert.equal((await centre(5)).y, 6);
  });

  it("pcbRotation: degrees; 90° and 270° swap width and height, 45° is not recorded", async () => {
    const size = async (i: number) => {
      const k = await keepout(i);
      return [k.width, k.height, k.rotation ?? k.ccw_rotation];
    };
    assert.deepEqual(await size(0), [4, 2, undefined]);
    assert.deepEqual(await size(1), [2, 4, undefined]);
    assert.deepEqual(await size(4), [2, 4, undefined]);
    assert.deepEqual(await size(2), [4, 2, undefined]);
  });

  it('width: mm along X ("4mm" = 4)', async () => {
    assert.equal((await keepout(0)).width, 4);
  });

  it('height: mm along Y ("2mm" = 2)', async () => {
    assert.equal((await keepout(0)).height, 2);
  });

  it('radius: mm ("1mm" = 1)', async () => {
    assert.equal((await keepout(3)).radius, 1);
    assert.equal((await keepout(5)).radius, 1);
  });

  it('layers: recorded as given; when omitted `layer` is used, and with neither ["top"]', async () => {
    assert.deepEqual((await keepout(1)).layers, ["top", "bottom"]);
    assert.deepEqual((await keepout(2)).layers, ["bottom"]);
    assert.deepEqual((await keepout(0)).layers, ["top"]);
  });
});
