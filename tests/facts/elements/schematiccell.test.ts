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
  end_row_index: number;
  start_column_index: number;
  end_column_index: number;
  width: number;
  height: number;
  horizontal_align?: string;
  vertical_align?: string;
  font_size?: number;
}

const tableOf = (json: CircuitJsonElement[]) =>
  json.find((e) => e.type === "schematic_table") as unknown as {
    column_widths: number[];
  };
const cellsOf = (json: CircuitJsonElement[]) =>
  json.filter((e) => e.type === "schematic_table_cell") as Cell[];

describe("/elements/schematiccell", () => {
  it("spans, alignment, font size override and summed sizes", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="14mm" height="10mm" routingDisabled>
        <schematictable schX={1} schY={1} anchor="top_left" fontSize={0.16}>
          <schematicrow height={0.5}>
            <schematiccell colSpan={2} width={1.5} horizontalAlign="center" fontSize={0.22}>Sensor board</schematiccell>
          </schematicrow>
          <schematicrow height={0.35}>
            <schematiccell rowSpan={2} width={1.5} horizontalAlign="left" verticalAlign="top">Drawn by</schematiccell>
            <schematiccell width={1.5} horizontalAlign="right">A. Maker</schematiccell>
          </schematicrow>
          <schematicrow height={0.35}>
            <schematiccell width={1.5} horizontalAlign="right">B. Checker</schematiccell>
          </schematicrow>
        </schematictable>
      </board>
    )`);
    const cells = Object.fromEntries(cellsOf(json).map((c) => [c.text, c]));
    const title = cells["Sensor board"];
    assert.deepEqual(
      [
        title.start_row_index,
        title.end_row_index,
        title.start_column_index,
        title.end_column_index,
      ],
      [0, 0, 0, 1],
    );
    assert.equal(title.width, 3);
    assert.equal(title.height, 0.5);
    assert.equal(title.horizontal_align, "center");
    assert.equal(title.font_size, 0.22);
    const drawn = cells["Drawn by"];
    assert.deepEqual([drawn.start_row_index, drawn.end_row_index], [1, 2]);
    assert.equal(drawn.height, 0.7);
    assert.equal(drawn.vertical_align, "top");
    assert.equal(drawn.font_size, 0.16);
    assert.equal(cells["B. Checker"].start_column_index, 1);
    assert.equal(cells["A. Maker"].vertical_align, undefined);
  });

  it("width defaults to 0.5 per character (1 when empty); the widest cell sets the column; a spanning cell counts in each column; text wins over children", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="14mm" height="10mm" routingDisabled>
        <schematictable schX={0} schY={0}>
          <schematicrow>
            <schematiccell>Rev</schematiccell>
            <schematiccell />
            <schematiccell text="from prop">from children</schematiccell>
          </schematicrow>
          <schematicrow>
            <schematiccell width={0.4}>A</schematiccell>
            <schematiccell width={0.4}>B</schematiccell>
            <schematiccell width={0.4}>C</schematiccell>
          </schematicrow>
        </schematictable>
        <schematictable schX={0} schY={5}>
          <schematicrow>
            <schematiccell colSpan={2}>Sensor board</schematiccell>
          </schematicrow>
          <schematicrow>
            <schematiccell width={1}>x</schematiccell>
            <schematiccell width={1}>y</schematiccell>
          </schematicrow>
        </schematictable>
      </board>
    )`);
    const tables = json.filter(
      (e) => e.type === "schematic_table",
    ) as unknown as { column_widths: number[] }[];
    assert.deepEqual(tables[0].column_widths, [1.5, 1, 4.5]);
    assert.deepEqual(tables[1].column_widths, [6, 6]);
    assert.ok(cellsOf(json).some((c) => c.text === "from prop"));
    assert.equal(
      cellsOf(json).some((c) => c.text === "from children"),
      false,
    );
    assert.ok(tableOf(json));
  });
});
