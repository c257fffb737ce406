import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { convertCircuitJsonToSchematicSvg } from "circuit-to-svg";
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
    <schematictable schX={0} schY={0} fontSize={0.3}>
      <schematicrow>
        <schematiccell horizontalAlign="right" verticalAlign="bottom" fontSize="0.4mm">AB</schematiccell>
        <schematiccell>XYZW</schematiccell>
        <schematiccell rowSpan={2} width="3mm">R</schematiccell>
      </schematicrow>
      <schematicrow>
        <schematiccell colSpan={2}>S</schematiccell>
      </schematicrow>
    </schematictable>`),
);

const cell = async (text: string) => {
  const found = (await circuit()).find(
    (e) => e.type === "schematic_table_cell" && e.text === text,
  );
  assert.ok(found, text);
  return found as CircuitJsonElement;
};

/** The attributes the schematic viewer gives the text of a cell. */
const drawnText = async (text: string) => {
  const svg = convertCircuitJsonToSchematicSvg((await circuit()) as never);
  const m = new RegExp(`<text class="sch-table-text"[^>]*>${text}<`).exec(svg);
  assert.ok(m, text);
  return {
    anchor: /text-anchor="([^"]*)"/.exec(m[0])?.[1],
    baseline: /dominant-baseline="([^"]*)"/.exec(m[0])?.[1],
  };
};

describe("docs/_descriptions/props/schematiccell.json", () => {
  it("horizontalAlign: not recorded when omitted and the viewer centres the text (text-anchor middle)", async () => {
    assertNoErrors(await circuit());
    assert.equal((await cell("XYZW")).horizontal_align, undefined);
    assert.equal((await cell("AB")).horizontal_align, "right");
    assert.equal((await drawnText("XYZW")).anchor, "middle");
    assert.equal((await drawnText("AB")).anchor, "end");
  });

  it("verticalAlign: not recorded when omitted and the viewer centres the text (dominant-baseline middle)", async () => {
    assert.equal((await cell("XYZW")).vertical_align, undefined);
    assert.equal((await cell("AB")).vertical_align, "bottom");
    assert.equal((await drawnText("XYZW")).baseline, "middle");
    assert.equal((await drawnText("AB")).baseline, "ideographic");
  });

  it('fontSize: the table\'s fontSize when omitted; "0.4mm" = 0.4', async () => {
    assert.equal((await cell("XYZW")).font_size, 0.3);
    assert.equal((await cell("AB")).font_size, 0.4);
  });

  it("rowSpan: 1 when omitted; 2 covers two rows downwards", async () => {
    const xyzw = await cell("XYZW");
    assert.deepEqual([xyzw.start_row_index, xyzw.end_row_index], [0, 0]);
    const r = await cell("R");
    assert.deepEqual([r.start_row_index, r.end_row_index], [0, 1]);
    assert.equal(r.height, 2);
  });

  it("colSpan: 1 when omitted; 2 covers two columns to the right", async () => {
    const xyzw = await cell("XYZW");
    assert.deepEqual([xyzw.start_column_index, xyzw.end_column_index], [1, 1]);
    const s = await cell("S");
    assert.deepEqual([s.start_column_index, s.end_column_index], [0, 1]);
    assert.equal(s.width, 3);
  });

  it('width: 0.5 per character when omitted, the widest cell sets the column; "3mm" = 3', async () => {
    const table = (await circuit()).find((e) => e.type === "schematic_table");
    // AB (2 × 0.5) beats S (0.5); XYZW 4 × 0.5; R asks for 3
    assert.deepEqual(table?.column_widths, [1, 2, 3]);
  });
});
