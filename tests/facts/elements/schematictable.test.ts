import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

interface Table extends CircuitJsonElement {
  anchor_position: { x: number; y: number };
  anchor?: string;
  column_widths: number[];
  row_heights: number[];
  cell_padding?: number;
  border_width?: number;
}
interface Cell extends CircuitJsonElement {
  text: string;
  center: { x: number; y: number };
  font_size?: number;
}

const ofType = <T>(json: CircuitJsonElement[], type: string) =>
  json.filter((e) => e.type === type) as unknown as T[];

describe("/elements/schematictable", () => {
  it("revision table: widths from the cells, row heights, anchor kept, table fontSize passed to cells", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="14mm" height="10mm" routingDisabled>
        <schematictable schX={1} schY={1} anchor="top_left" fontSize={0.18} cellPadding={0.1} borderWidth={0.02}>
          <schematicrow height={0.4}>
            <schematiccell width={0.6}>Rev</schematiccell>
            <schematiccell width={1.2}>Date</schematiccell>
            <schematiccell width={2.6}>Change</schematiccell>
          </schematicrow>
          <schematicrow height={0.4}>
            <schematiccell width={0.6}>A</schematiccell>
            <schematiccell width={1.2}>2026-03</schematiccell>
            <schematiccell width={2.6}>First release</schematiccell>
          </schematicrow>
          <schematictext text="ignored by the grid" />
        </schematictable>
      </board>
    )`);
    const [table] = ofType<Table>(json, "schematic_table");
    assert.deepEqual(table.anchor_position, { x: 1, y: 1 });
    assert.equal(table.anchor, "top_left");
    assert.deepEqual(table.column_widths, [0.6, 1.2, 2.6]);
    assert.deepEqual(table.row_heights, [0.4, 0.4]);
    assert.equal(table.cell_padding, 0.1);
    assert.equal(table.border_width, 0.02);
    const cells = ofType<Cell>(json, "schematic_table_cell");
    assert.equal(cells.length, 6);
    assert.ok(cells.every((c) => c.font_size === 0.18));
    // cell centres assume schX/schY is the top-left corner
    const rev = cells.find((c) => c.text === "Rev")!;
    assert.deepEqual(rev.center, { x: 1.3, y: 0.8 });
    assert.equal(ofType(json, "pcb_component").length, 0);
  });

  it("anchor, cellPadding and borderWidth are left out when not given; a table without rows writes nothing", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="14mm" height="10mm" routingDisabled>
        <schematictable schX={0} schY={0}>
          <schematicrow><schematiccell>AB</schematiccell></schematicrow>
          <schematicrow height={0.4}><schematiccell width={0.6}>C1 changed</schematiccell></schematicrow>
        </schematictable>
        <schematictable schX={5} schY={5} />
      </board>
    )`);
    const tables = ofType<Table>(json, "schematic_table");
    assert.equal(tables.length, 1);
    assert.equal(tables[0].anchor, undefined);
    assert.equal(tables[0].cell_padding, undefined);
    assert.equal(tables[0].border_width, undefined);
    // a cell without width counts 0.5 per character and widens its column past a sibling's width
    assert.deepEqual(tables[0].column_widths, [1]);
    assert.deepEqual(tables[0].row_heights, [1, 0.4]);
  });
});
