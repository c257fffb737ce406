import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { convertCircuitJsonToSchematicSvg } from "circuit-to-svg";
import { closeCircuitCompiler } from "../../support/circuit-json";
import {
  assertNoErrors,
  board,
  type CircuitJsonElement,
  compiled,
  r3,
} from "./_compile";

after(closeCircuitCompiler);

// T1 leaves cellPadding, borderWidth, anchor and fontSize to their defaults;
// T2 sets them, with strings where a unit is accepted.
const circuit = compiled(
  board(`
    <schematictable schX={-2} schY={1}>
      <schematicrow>
        <schematiccell horizontalAlign="left">AB</schematiccell>
        <schematiccell>XYZW</schematiccell>
      </schematicrow>
    </schematictable>
    <schematictable schX="6mm" schY="-1mm" cellPadding="0.3mm" borderWidth={0.1} anchor="top_left" fontSize="0.25mm">
      <schematicrow>
        <schematiccell horizontalAlign="left">A</schematiccell>
        <schematiccell fontSize={0.4}>B</schematiccell>
      </schematicrow>
    </schematictable>`),
);

type Table = CircuitJsonElement & {
  schematic_table_id: string;
  anchor_position: { x: number; y: number };
  column_widths: number[];
  row_heights: number[];
};

const tables = async () => {
  const json = await circuit();
  const found = json.filter((e) => e.type === "schematic_table") as Table[];
  assert.equal(found.length, 2);
  return found;
};

const cell = async (text: string) => {
  const found = (await circuit()).find(
    (e) => e.type === "schematic_table_cell" && e.text === text,
  );
  assert.ok(found, text);
  return found;
};

/**
 * What the schematic viewer draws: the two border rectangles (T1, T2) and
 * the cell texts' x, plus the screen scale (screen length per schematic unit).
 */
const drawn = async () => {
  const json = await circuit();
  const svg = convertCircuitJsonToSchematicSvg(json as never);
  const num = (tag: string, attr: string) =>
    Number(new RegExp(`\\s${attr}="([^"]*)"`).exec(tag)?.[1]);
  const borders = [
    ...svg.matchAll(/<rect class="sch-table-border"[^>]*>/g),
  ].map((m) => ({
    x: num(m[0], "x"),
    y: num(m[0], "y"),
    width: num(m[0], "width"),
    height: num(m[0], "height"),
    stroke: num(m[0], "stroke-width"),
  }));
  assert.equal(borders.length, 2);
  const textX = (t: string) => {
    const m = new RegExp(`<text class="sch-table-text"[^>]*>${t}<`).exec(svg);
    assert.ok(m, t);
    return num(m[0], "x");
  };
  const [t1, t2] = await tables();
  const total = (t: Table) => t.column_widths.reduce((a, b) => a + b, 0);
  const scale = (borders[0]?.width ?? 0) / total(t1 as Table);
  assert.ok(scale > 0);
  assert.equal(r3((borders[1]?.width ?? 0) / scale), r3(total(t2 as Table)));
  return { borders, textX, scale };
};

describe("docs/_descriptions/props/schematictable.json", () => {
  it('schX: the anchor point in schematic units, "6mm" = 6', async () => {
    assertNoErrors(await circuit());
    const [t1, t2] = await tables();
    assert.equal(t1?.anchor_position.x, -2);
    assert.equal(t2?.anchor_position.x, 6);
  });

  it('schY: the anchor point in schematic units, "-1mm" = -1', async () => {
    const [t1, t2] = await tables();
    assert.equal(t1?.anchor_position.y, 1);
    assert.equal(t2?.anchor_position.y, -1);
  });

  it('cellPadding: not recorded when omitted and the viewer insets left-aligned text by 0.2; "0.3mm" = 0.3', async () => {
    const [t1, t2] = await tables();
    assert.equal(t1?.cell_padding, undefined);
    assert.equal(t2?.cell_padding, 0.3);
    const { borders, textX, scale } = await drawn();
    assert.equal(r3((textX("AB") - (borders[0]?.x ?? 0)) / scale), 0.2);
    assert.equal(r3((textX("A") - (borders[1]?.x ?? 0)) / scale), 0.3);
  });

  it("borderWidth: not recorded when omitted and the viewer draws 0.05; a given width is drawn", async () => {
    const [t1, t2] = await tables();
    assert.equal(t1?.border_width, undefined);
    assert.equal(t2?.border_width, 0.1);
    const { borders, scale } = await drawn();
    assert.equal(r3((borders[0]?.stroke ?? 0) / scale), 0.05);
    assert.equal(r3((borders[1]?.stroke ?? 0) / scale), 0.1);
  });

  it("anchor: not recorded when omitted and the viewer centres the table on schX/schY; top_left puts that corner there", async () => {
    const [t1, t2] = await tables();
    assert.equal(t1?.anchor, undefined);
    assert.equal(t2?.anchor, "top_left");
    const { borders, scale } = await drawn();
    const [b1, b2] = borders;
    assert.ok(b1 && b2);
    // b2's top-left corner is (6, -1): screen x = 6·scale + cx, y = scale + cy
    const cx = b2.x - 6 * scale;
    const cy = b2.y - scale;
    assert.equal(r3((b1.x + b1.width / 2 - cx) / scale), -2);
    assert.equal(r3(-(b1.y + b1.height / 2 - cy) / scale), 1);
  });

  it('fontSize: schematic units ("0.25mm" = 0.25) for every cell without its own fontSize', async () => {
    assert.equal((await cell("A")).font_size, 0.25);
    assert.equal((await cell("B")).font_size, 0.4);
    assert.equal((await cell("XYZW")).font_size, undefined);
  });
});
