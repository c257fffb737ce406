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
    <schematiccircle center={{ x: -2, y: 1 }} radius={1} />
    <schematiccircle center={{ x: "3mm", y: "-1mm" }} radius="0.5mm" strokeWidth="0.05mm" color="blue" />`),
);

/** The circles in the order written. */
const circles = async () => {
  const json = await circuit();
  const found = json.filter((e) => e.type === "schematic_circle");
  assert.equal(found.length, 2);
  return found as CircuitJsonElement[];
};

describe("docs/_descriptions/props/schematiccircle.json", () => {
  it('center: schematic units relative to the board, { x: "3mm", y: "-1mm" } = { x: 3, y: -1 }', async () => {
    assertNoErrors(await circuit());
    const [a, b] = await circles();
    assert.deepEqual(a.center, { x: -2, y: 1 });
    assert.deepEqual(b.center, { x: 3, y: -1 });
  });

  it('radius: schematic units, "0.5mm" = 0.5', async () => {
    const [a, b] = await circles();
    assert.equal(a.radius, 1);
    assert.equal(b.radius, 0.5);
  });

  it('strokeWidth: 0.12 when omitted; "0.05mm" = 0.05', async () => {
    const [a, b] = await circles();
    assert.equal(a.stroke_width, 0.12);
    assert.equal(b.stroke_width, 0.05);
  });

  it('color: "rgba(132, 0, 0)" when omitted; a given colour is kept', async () => {
    const [a, b] = await circles();
    assert.equal(a.color, "rgba(132, 0, 0)");
    assert.equal(b.color, "blue");
  });
});
