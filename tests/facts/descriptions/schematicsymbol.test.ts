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
  board(
    `
    <schematicsymbol name="A" symbolName="boxresistor_right" schX={-2} schY={1} />
    <schematicsymbol name="B" symbolName="boxresistor_right" schX="3mm" schY="-1mm" schRotation="90deg" />`,
    'width="12mm" height="8mm" routingDisabled',
  ),
);

/** The schematic components in the order written. */
const symbols = async () => {
  const json = await circuit();
  const found = json.filter((e) => e.type === "schematic_component");
  assert.equal(found.length, 2);
  return found as (CircuitJsonElement & { center: { x: number; y: number } })[];
};

describe("docs/_descriptions/props/schematicsymbol.json", () => {
  it('schX: the centre in schematic units, "3mm" = 3', async () => {
    assertNoErrors(await circuit());
    const [a, b] = await symbols();
    assert.equal(a.center.x, -2);
    assert.equal(b.center.x, 3);
  });

  it('schY: the centre in schematic units, "-1mm" = -1', async () => {
    const [a, b] = await symbols();
    assert.equal(a.center.y, 1);
    assert.equal(b.center.y, -1);
  });

  it('schRotation: "90deg" swaps boxresistor_right for boxresistor_up', async () => {
    const [a, b] = await symbols();
    assert.equal(a.symbol_name, "boxresistor_right");
    assert.equal(b.symbol_name, "boxresistor_up");
  });
});
