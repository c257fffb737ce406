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
    <schematicline x1={-2} y1={1} x2={-1} y2={-1} />
    <schematicline x1="0.5mm" y1="1.5mm" x2="2mm" y2="-0.5mm" strokeWidth="0.05mm" color="blue" />
    <schematicline x1={3} y1={0} x2={4} y2={0} dashLength={0.1} />
    <schematicline x1={3} y1={-1} x2={4} y2={-1} dashGap="0.05mm" />`),
);

/** The lines in the order written. */
const lines = async () => {
  const json = await circuit();
  const found = json.filter((e) => e.type === "schematic_line");
  assert.equal(found.length, 4);
  return found as CircuitJsonElement[];
};

describe("docs/_descriptions/props/schematicline.json", () => {
  it('x1: schematic units, "0.5mm" = 0.5, relative to the board', async () => {
    assertNoErrors(await circuit());
    const [a, b] = await lines();
    assert.equal(a.x1, -2);
    assert.equal(b.x1, 0.5);
  });

  it('y1: schematic units, "1.5mm" = 1.5', async () => {
    const [a, b] = await lines();
    assert.equal(a.y1, 1);
    assert.equal(b.y1, 1.5);
  });

  it('x2: schematic units, "2mm" = 2', async () => {
    const [a, b] = await lines();
    assert.equal(a.x2, -1);
    assert.equal(b.x2, 2);
  });

  it('y2: schematic units, "-0.5mm" = -0.5', async () => {
    const [a, b] = await lines();
    assert.equal(a.y2, -1);
    assert.equal(b.y2, -0.5);
  });

  it('strokeWidth: 0.12 when omitted; "0.05mm" = 0.05', async () => {
    const [a, b] = await lines();
    assert.equal(a.stroke_width, 0.12);
    assert.equal(b.stroke_width, 0.05);
  });

  it('color: "rgba(132, 0, 0)" when omitted; a given colour is kept', async () => {
    const [a, b] = await lines();
    assert.equal(a.color, "rgba(132, 0, 0)");
    assert.equal(b.color, "blue");
  });

  it("dashLength: recorded in schematic units and turns dashing on", async () => {
    const [a, , c] = await lines();
    assert.equal(a.is_dashed, false);
    assert.equal(c.is_dashed, true);
    assert.equal(c.dash_length, 0.1);
  });

  it('dashGap: recorded in schematic units ("0.05mm" = 0.05) and turns dashing on', async () => {
    const [, , , d] = await lines();
    assert.equal(d.is_dashed, true);
    assert.equal(d.dash_gap, 0.05);
  });
});
