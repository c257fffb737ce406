import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { closeCircuitCompiler } from "../../support/circuit-json";
import {
  assertNoErrors,
  board,
  type CircuitJsonElement,
  compiled,
} from "./_compile";

after(closeCircuitCompiler);

const circuit = compiled(
  board(`
    <via name="V1" pcbX={-6} pcbY={0} />
    <via name="V2" pcbX={-3} pcbY={0} holeDiameter="0.4mm" outerDiameter={0.8} fromLayer="top" toLayer="bottom" tented />
    <via name="V3" pcbX={0} pcbY={0} tented={false} />
    <via name="V4" pcbX={3} pcbY={0} tented="both_sides" />
    <via name="V6" pcbX={9} pcbY={0} holeDiameter={0.4} outerDiameter="0.8mm" />
    <group pcbStyle={{ viaHoleDiameter: 0.5, viaPadDiameter: 0.9 }}>
      <via name="V5" pcbX={6} pcbY={0} />
    </group>`),
);

/** The vias in the order written (V1…V4, V6, V5). */
const vias = async () => {
  const json = await circuit();
  const found = json.filter((e) => e.type === "pcb_via");
  assert.equal(found.length, 6);
  return found as CircuitJsonElement[];
};
const at = async (x: number) => {
  const found = (await vias()).find((v) => v.x === x);
  assert.ok(found, `via at x=${x}`);
  return found;
};

describe("docs/_descriptions/props/via.json", () => {
  it('fromLayer: "top" when omitted, which the circuit JSON records as from_layer "bottom"', async () => {
    assertNoErrors(await circuit());
    assert.equal((await at(-6)).from_layer, "bottom");
    assert.equal((await at(-3)).from_layer, "top");
  });

  it('toLayer: "bottom" when omitted, which the circuit JSON records as to_layer "top"', async () => {
    assert.equal((await at(-6)).to_layer, "top");
    assert.equal((await at(-3)).to_layer, "bottom");
  });

  it('holeDiameter: mm ("0.4mm" = 0.4); 0.2 mm by default, or pcbStyle.viaHoleDiameter above', async () => {
    assert.equal((await at(-6)).hole_diameter, 0.2);
    assert.equal((await at(-3)).hole_diameter, 0.4);
    assert.equal((await at(9)).hole_diameter, 0.4);
    assert.equal((await at(6)).hole_diameter, 0.5);
  });

  it('outerDiameter: mm ("0.8mm" = 0.8); 0.3 mm by default, or pcbStyle.viaPadDiameter above', async () => {
    assert.equal((await at(-6)).outer_diameter, 0.3);
    assert.equal((await at(-3)).outer_diameter, 0.8);
    assert.equal((await at(9)).outer_diameter, 0.8);
    assert.equal((await at(6)).outer_diameter, 0.9);
  });

  it('tented: true and "both_sides" tent both sides, false exposes; when omitted no tenting is recorded', async () => {
    const tenting = async (x: number) => {
      const v = await at(x);
      return [v.tented_on_top, v.tented_on_bottom];
    };
    assert.deepEqual(await tenting(-6), [undefined, undefined]);
    assert.deepEqual(await tenting(-3), [true, true]);
    assert.deepEqual(await tenting(0), [false, false]);
    assert.deepEqual(await tenting(3), [true, true]);
  });
});
