import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

interface Sheet extends CircuitJsonElement {
  schematic_sheet_id: string;
  name: string;
  display_name: string;
  sheet_index: number;
  sheet_size: string;
  sheet_width: number;
  sheet_height: number;
  center?: { x: number; y: number };
}

const ofType = <T>(json: CircuitJsonElement[], type: string) =>
  json.filter((e) => e.type === type) as unknown as T[];
const has = (json: CircuitJsonElement[], type: string) =>
  json.some((e) => e.type === type);
const part = `<resistor name="R1" resistance="1k" footprint="0402" schX={2} schY={1} />`;

describe("/elements/schematicsheet", () => {
  it("without a sheet every board with parts gets schematic_missing_sheet_warning; a sheet removes it", async () => {
    const without = await circuitJsonOf(
      `export default () => (<board width="10mm" height="10mm" routingDisabled>${part}</board>)`,
    );
    assert.ok(has(without, "schematic_missing_sheet_warning"));
    const withSheet = await circuitJsonOf(
      `export default () => (<board width="10mm" height="10mm" routingDisabled><schematicsheet>${part}</schematicsheet></board>)`,
    );
    assert.equal(has(withSheet, "schematic_missing_sheet_warning"), false);
    assert.equal(has(withSheet, "schematic_sheet_styling_warning"), false);
    const [sheet] = ofType<Sheet>(withSheet, "schematic_sheet");
    // defaults: A4, 297 x 210 mm, index 0, named "Sheet 1", centred on its parts
    assert.equal(sheet.sheet_size, "a4");
    assert.equal(sheet.sheet_width, 297);
    assert.equal(sheet.sheet_height, 210);
    assert.equal(sheet.sheet_index, 0);
    assert.equal(sheet.name, "Sheet 1");
    assert.equal(sheet.display_name, "Sheet 1");
    assert.ok(sheet.center);
    const [comp] = ofType<{ schematic_sheet_id?: string }>(
      withSheet,
      "schematic_component",
    );
    assert.equal(comp.schematic_sheet_id, sheet.schematic_sheet_id);
  });

  it("parts outside every sheet get no sheet id; schSheetName keeps schX/schY; unknown names warn", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="14mm" height="10mm" routingDisabled>
        <schematicsheet name="power" displayName="Power" />
        <schematicsheet name="main">
          <resistor name="R1" resistance="1k" footprint="0402" pcbX={-3} schX={4} schY={3} />
        </schematicsheet>
        <resistor name="R2" resistance="1k" footprint="0402" pcbX={0} schX={1.6} schY={0.5} schSheetName="power" />
        <resistor name="R3" resistance="1k" footprint="0402" pcbX={3} />
        <resistor name="R4" resistance="1k" footprint="0402" pcbX={5} schSheetName="nowhere" />
      </board>
    )`);
    const sheets = ofType<Sheet>(json, "schematic_sheet");
    const power = sheets.find((s) => s.name === "power")!;
    const main = sheets.find((s) => s.name === "main")!;
    assert.equal(power.display_name, "Power");
    assert.equal(main.display_name, "main");
    assert.deepEqual(sheets.map((s) => s.sheet_index).sort(), [0, 1]);
    const names = new Map(
      ofType<{ source_component_id: string; name: string }>(
        json,
        "source_component",
      ).map((c) => [c.source_component_id, c.name]),
    );
    const byName = new Map(
      ofType<{
        source_component_id: string;
        schematic_sheet_id?: string;
        center: { x: number; y: number };
      }>(json, "schematic_component").map((c) => [
        names.get(c.source_component_id),
        c,
      ]),
    );
    assert.equal(
      byName.get("R2")?.schematic_sheet_id,
      power.schematic_sheet_id,
    );
    assert.deepEqual(byName.get("R2")?.center, { x: 1.6, y: 0.5 });
    assert.equal(byName.get("R1")?.schematic_sheet_id, main.schematic_sheet_id);
    assert.equal(byName.get("R3")?.schematic_sheet_id, undefined);
    assert.ok(
      json.some(
        (e) =>
          e.type === "source_property_ignored_warning" &&
          String(e.message).includes("nowhere"),
      ),
    );
  });

  it("ANSI_B is 431.8 x 279.4 mm; custom sizes warn, are centred on the origin, and report parts outside", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="14mm" height="10mm" routingDisabled>
        <schematicsheet name="b" sheetSize="ANSI_B" />
        <schematicsheet name="small" sheetWidth={60} sheetHeight={40} />
        <resistor name="R1" resistance="1k" footprint="0402" schX={3} schSheetName="small" />
      </board>
    )`);
    const [b, small] = ofType<Sheet>(json, "schematic_sheet");
    assert.equal(b.sheet_size, "ansi_b");
    assert.equal(b.sheet_width, 431.8);
    assert.equal(b.sheet_height, 279.4);
    assert.equal(small.sheet_size, "a4");
    assert.equal(small.sheet_width, 60);
    assert.equal(small.center, undefined);
    const styling = json.filter(
      (e) => e.type === "schematic_sheet_styling_warning",
    );
    assert.equal(styling.length, 2);
    assert.ok(has(json, "schematic_element_outside_sheet_warning"));
  });
});
