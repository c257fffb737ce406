import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { closeCircuitCompiler } from "../../support/circuit-json";
import {
  assertNoErrors,
  type CircuitJsonElement,
  compiled,
  r3,
} from "./_compile";

after(closeCircuitCompiler);

const boardOf = (name: string, size: number) =>
  `<board width="${size}mm" height="${size}mm" name="${name}"><resistor name="R1" resistance="1k" footprint="0603" /></board>`;
const panel = (attrs: string, boards: string) =>
  `export default () => (<panel><subpanel name="SP" ${attrs}>${boards}</subpanel></panel>)`;
const two20 = boardOf("A", 20) + boardOf("B", 20);

/** Defaults: 2 mm slots, 5 mm tabs, 5 mm edge padding (mouse bites off to see the tab). */
const defaults = compiled(
  panel(
    'layoutMode="grid" panelizationMethod="tab-routing" mouseBites={false}',
    two20,
  ),
);
/** Every size given, the edge paddings uneven; mouse bites left on. */
const given = compiled(
  panel(
    'layoutMode="grid" panelizationMethod="tab-routing" tabWidth="1mm" tabLength="4mm" edgePadding="3mm" edgePaddingLeft={1} edgePaddingTop="2mm" cellWidth="25mm" cellHeight={10}',
    two20,
  ),
);
/** No grid, one 8 mm board: the default slot and a given tab are capped by the board. */
const small = compiled(
  panel(
    'panelizationMethod="tab-routing" mouseBites={false} tabLength={1.8}',
    boardOf("A", 8),
  ),
);
/** A fixed 60 × 40 mm panel whose 20 mm padding leaves room for one column. */
const fixed = compiled(
  panel(
    'width={60} height="40mm" edgePadding={20} cellHeight={24} layoutMode="grid" panelizationMethod="tab-routing" tabWidth={3} tabLength={8} mouseBites={false}',
    two20,
  ),
);

type Pt = { x: number; y: number };
type Board = CircuitJsonElement & { center: Pt; width: number; height: number };
type Cutout = CircuitJsonElement & {
  center: Pt;
  width: number;
  height: number;
  rotation: number;
};

/** The subpanel's pcb_group. */
const panelOf = (json: CircuitJsonElement[]) => {
  const group = json.find((e) => e.type === "source_group" && e.name === "SP");
  const found = json.filter(
    (e) =>
      e.type === "pcb_group" && e.source_group_id === group?.source_group_id,
  );
  assert.equal(found.length, 1);
  return found[0] as CircuitJsonElement & {
    width: number;
    height: number;
    center: Pt;
  };
};
const boardsOf = (json: CircuitJsonElement[]) =>
  json.filter((e) => e.type === "pcb_board") as Board[];
const holesOf = (json: CircuitJsonElement[]) =>
  json.filter((e) => e.type === "pcb_hole");
/** Widths of the routed slots (the cutouts' short side). */
const slotWidths = (json: CircuitJsonElement[]) => {
  const cuts = json.filter((e) => e.type === "pcb_cutout") as Cutout[];
  assert.ok(cuts.length > 0);
  return [...new Set(cuts.map((c) => r3(c.height)))];
};
/** Lengths of the tabs left between the two slot parts of each board's top and bottom edges. */
const tabLengths = (json: CircuitJsonElement[]) => {
  const cuts = (json.filter((e) => e.type === "pcb_cutout") as Cutout[]).filter(
    (c) => Math.abs(Math.sin((c.rotation * Math.PI) / 180)) < 1e-6,
  );
  const gaps: number[] = [];
  for (const b of boardsOf(json)) {
    const lines = new Map<number, Cutout[]>();
    for (const c of cuts)
      if (
        Math.abs(c.center.x - b.center.x) < b.width / 2 + 3 &&
        Math.abs(c.center.y - b.center.y) < b.height / 2 + 3
      )
        lines.set(r3(c.center.y), [...(lines.get(r3(c.center.y)) ?? []), c]);
    for (const parts of lines.values()) {
      assert.equal(parts.length, 2);
      const [a, z] = parts.sort((p, q) => p.center.x - q.center.x);
      assert.ok(a && z);
      gaps.push(r3(z.center.x - z.width / 2 - (a.center.x + a.width / 2)));
    }
  }
  assert.ok(gaps.length >= 2);
  return [...new Set(gaps)];
};
const xs = (json: CircuitJsonElement[]) =>
  boardsOf(json).map((b) => r3(b.center.x));
const ys = (json: CircuitJsonElement[]) =>
  boardsOf(json).map((b) => r3(b.center.y));

describe("docs/_descriptions/props/subpanel.json", () => {
  it("width: grid + left and right padding when not given (20 + 2 + 20 + 5 + 5 = 52); a given width is kept", async () => {
    for (const c of [defaults, given, small, fixed]) assertNoErrors(await c());
    assert.equal(panelOf(await defaults()).width, 52);
    assert.equal(panelOf(await given()).width, 55);
    assert.equal(panelOf(await fixed()).width, 60);
  });

  it('height: grid + top and bottom padding when not given (20 + 5 + 5 = 30); "40mm" = 40', async () => {
    assert.equal(panelOf(await defaults()).height, 30);
    assert.equal(panelOf(await given()).height, 25);
    assert.equal(panelOf(await fixed()).height, 40);
  });

  it('cellWidth: mm ("25mm" = 25); 20 mm boards in 25 mm columns sit at ±13 and the grid is 51 wide', async () => {
    assert.deepEqual(xs(await given()), [-13, 13]);
    assert.deepEqual(xs(await defaults()), [-11, 11]);
  });

  it("cellHeight: 10 below the 20 mm boards keeps the row at 20; 24 above them spreads the rows to ±13.5", async () => {
    assert.equal(panelOf(await given()).height, 20 + 2 + 3);
    assert.deepEqual(ys(await given()), [0, 0]);
    // rows of 24 with a 3 mm gap: centres at ±13.5 (±11.5 for rows of 20)
    assert.deepEqual(ys(await fixed()), [-13.5, 13.5]);
  });

  it('tabWidth: 2 mm slots and a 2 mm board gap when omitted; "1mm" = 1; capped at a tenth of the smallest board side (3 → 2 on 20 mm, default 2 → 0.8 on 8 mm) while the gap keeps 3', async () => {
    assert.deepEqual(slotWidths(await defaults()), [2]);
    assert.deepEqual(slotWidths(await given()), [1]);
    assert.deepEqual(slotWidths(await fixed()), [2]);
    assert.deepEqual(slotWidths(await small()), [0.8]);
    // board gap: 2 by default (boards at ±11), 3 from tabWidth={3} uncapped (20 + 3 apart)
    const f = ys(await fixed());
    assert.equal(r3((f[1] ?? 0) - (f[0] ?? 0)), 24 + 3);
  });

  it("tabLength: 5 mm when omitted; capped at a quarter of the smallest board side (8 → 5 on 20 mm); 1.8 on an 8 mm board is kept; with mouse bites the tab is as long as its two holes", async () => {
    assert.deepEqual(tabLengths(await defaults()), [5]);
    assert.deepEqual(tabLengths(await fixed()), [5]);
    assert.deepEqual(tabLengths(await small()), [1.8]);
    // mouse bites on, tabWidth 1: two 0.45 holes 0.045 apart
    assert.deepEqual(tabLengths(await given()), [0.945]);
  });

  it("mouseBites: true when omitted, two holes 0.45 × the slot width across per tab; false drills none", async () => {
    const holes = holesOf(await given());
    assert.equal(holes.length, 2 * 4 * 2);
    for (const h of holes) assert.equal(r3(h.hole_diameter), 0.45);
    assert.equal(holesOf(await defaults()).length, 0);
  });

  it("edgePadding: 5 mm when omitted; sets the size without width/height; with both given it shrinks the grid area (20 mm leaves one 20 mm column, so the boards stack)", async () => {
    assert.equal(panelOf(await defaults()).width, 42 + 5 + 5);
    assert.equal(panelOf(await given()).width, 51 + 1 + 3);
    assert.deepEqual(xs(await fixed()), [0, 0]);
  });

  it("edgePaddingLeft: 1 replaces the 3 mm edgePadding on the left in the width (51 + 1 + 3), but the grid stays centred on the panel", async () => {
    const p = panelOf(await given());
    assert.equal(p.width, 55);
    assert.equal(p.center.x, 0);
    assert.deepEqual(xs(await given()), [-13, 13]);
  });

  it("edgePaddingRight: falls back to edgePadding (3 mm) in the width", async () => {
    assert.equal(panelOf(await given()).width, 51 + 1 + 3);
  });

  it('edgePaddingTop: "2mm" replaces edgePadding at the top in the height (20 + 2 + 3), the grid staying centred', async () => {
    const p = panelOf(await given());
    assert.equal(p.height, 25);
    assert.equal(p.center.y, 0);
    assert.deepEqual(ys(await given()), [0, 0]);
  });

  it("edgePaddingBottom: falls back to edgePadding (3 mm) in the height", async () => {
    assert.equal(panelOf(await given()).height, 20 + 2 + 3);
  });
});
