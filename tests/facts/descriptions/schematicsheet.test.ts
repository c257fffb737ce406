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
    <schematicsheet name="power" displayName="Power">
      <resistor name="R1" resistance="1k" footprint="0402" pcbX={-3} schX={0} schY={0} />
    </schematicsheet>
    <schematicsheet displayName="Main" />
    <schematicsheet name="io" />
    <schematicsheet sheetIndex={5} />
    <schematicsheet />`,
    'width="12mm" height="8mm" routingDisabled',
  ),
);

/** The sheets in the order written. */
const sheets = async () => {
  const json = await circuit();
  const found = json.filter((e) => e.type === "schematic_sheet");
  assert.equal(found.length, 5);
  return found as CircuitJsonElement[];
};

describe("docs/_descriptions/props/schematicsheet.json", () => {
  it("name: the displayName when omitted, otherwise Sheet <index + 1>", async () => {
    assertNoErrors(await circuit());
    const names = (await sheets()).map((s) => s.name);
    assert.deepEqual(names, ["power", "Main", "io", "Sheet 6", "Sheet 4"]);
  });

  it("displayName: stored as display_name; the name when omitted", async () => {
    const shown = (await sheets()).map((s) => s.display_name);
    assert.deepEqual(shown, ["Power", "Main", "io", "Sheet 6", "Sheet 4"]);
  });

  it("sheetIndex: from 0; when omitted the lowest index not yet taken (5 is reserved by the sheet that sets it)", async () => {
    const indices = (await sheets()).map((s) => s.sheet_index);
    assert.deepEqual(indices, [0, 1, 2, 5, 3]);
  });
});
