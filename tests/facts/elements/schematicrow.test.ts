import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

interface Cell extends CircuitJsonElement {
  text: string;
  start_row_index: number;
  start_column_index: number;
}

describe("/elements/schematicrow", () => {
  it("height defaults to 1; no record of its own; rows are read top to bottom; a rowSpan pushes the next row's cell right", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="14mm" height="10mm" routingDisabled>
        <schematictable schX={0} schY={0} anchor="top_left">
          <schematicrow height={0.5}>
            <schematiccell width={1}>Pin</schematiccell>
            <schematiccell width={1}>Signal</schematiccell>
          </schematicrow>
          <schematicrow>
            <schematiccell rowSpan={2} width={1}>Drawn by</schematiccell>
            <schematiccell width={1}>A. Maker</schematiccell>
          </schematicrow>
          <schematicrow height={0.35}>
            <schematiccell width={1}>B. Checker</schematiccell>
          </schematicrow>
        </schematictable>
      </board>
    )`);
    const [table] = json.filter(
      (e) => e.type === "schematic_table",
    ) as unknown as { row_heights: number[]; column_widths: number[] }[];
    assert.deepEqual(table.row_heights, [0.5, 1, 0.35]);
    assert.equal(table.column_widths.length, 2);
    assert.equal(
      json.some((e) => e.type.includes("row")),
      false,
    );
    const cells = json.filter(
      (e) => e.type === "schematic_table_cell",
    ) as Cell[];
    const at = Object.fromEntries(
      cells.map((c) => [c.text, [c.start_row_index, c.start_column_index]]),
    );
    assert.deepEqual(at, {
      Pin: [0, 0],
      Signal: [0, 1],
      "Drawn by": [1, 0],
      "A. Maker": [1, 1],
      "B. Checker": [2, 1],
    });
  });
});
