import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { closeCircuitCompiler } from "../../support/circuit-json";
import { assertNoErrors, board, compiled } from "./_compile";

after(closeCircuitCompiler);

const circuit = compiled(
  board(`
    <schematictable schX={0} schY={0}>
      <schematicrow>
        <schematiccell>A</schematiccell>
      </schematicrow>
      <schematicrow height="0.6mm">
        <schematiccell>B</schematiccell>
      </schematicrow>
    </schematictable>`),
);

describe("docs/_descriptions/props/schematicrow.json", () => {
  it('height: 1 when omitted; schematic units, "0.6mm" = 0.6', async () => {
    const json = await circuit();
    assertNoErrors(json);
    const table = json.find((e) => e.type === "schematic_table");
    assert.deepEqual(table?.row_heights, [1, 0.6]);
    const b = json.find(
      (e) => e.type === "schematic_table_cell" && e.text === "B",
    );
    assert.equal(b?.height, 0.6);
  });
});
