import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { commonLayoutProps, routingTolerances } from "@tscircuit/props";
import { closeCircuitCompiler } from "../../support/circuit-json";
import {
  assertNoErrors,
  type CircuitJsonElement,
  compiled,
  ofComponent,
  r3,
} from "./_compile";

after(closeCircuitCompiler);

/*
 * The shared descriptions, each tested on one representative element:
 * CommonLayoutProps and CommonComponentProps on resistors and a chip,
 * the group and layout props on `<group>`s of resistors, the subcircuit
 * props on subcircuit groups and an auto-sized board.
 */

type Json = CircuitJsonElement[];
interface Xy {
  x: number;
  y: number;
}
interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

const pcbOf = (json: Json, name: string) =>
  ofComponent(json, name, "pcb_component") as CircuitJsonElement & {
    center: Xy;
    width: number;
    height: number;
    rotation: number;
    layer: string;
  };
const schOf = (json: Json, name: string) =>
  ofComponent(json, name, "schematic_component") as CircuitJsonElement & {
    center: Xy;
    size: { width: number; height: number };
    symbol_name?: string;
  };
/** The pcb_component's box, rounded. */
const pcbBox = (json: Json, name: string): Box => {
  const c = pcbOf(json, name);
  return {
    left: r3(c.center.x - c.width / 2),
    right: r3(c.center.x + c.width / 2),
    top: r3(c.center.y + c.height / 2),
    bottom: r3(c.center.y - c.height / 2),
  };
};
/** The element of `type` (pcb_group, schematic_group) of the group `name`. */
const groupOf = (json: Json, name: string, type = "pcb_group") => {
  const source = json.find((e) => e.type === "source_group" && e.name === name);
  assert.ok(source, `no group ${name}`);
  const found = json.find(
    (e) => e.type === type && e.source_group_id === source.source_group_id,
  );
  assert.ok(found, `no ${type} for ${name}`);
  return found as CircuitJsonElement & {
    center: Xy;
    width: number;
    height: number;
  };
};
const res = (name: string, fp: string, attrs = "") =>
  `<resistor name="${name}" resistance="1k" footprint="${fp}" ${attrs} />`;

/** CommonLayoutProps and CommonComponentProps on resistors and a chip. */
const parts = compiled(
  `export default () => (<board width="40mm" height="30mm">
    ${res("R1", "0805", "pcbX={-12} pcbY={10} schX={-6} schY={4}")}
    ${res("R2", "0805", 'pcbX="-6mm" pcbY="10mm" schX={-3} schY={4} symbolName="boxresistor_down"')}
    ${res("R3", "0805", 'pcbX="calc(board.minX + 4mm)" pcbY={4} schX={0} schY={4}')}
    ${res("R4", "0805", "pcbRightEdgeX={10} pcbTopEdgeY={6} schX={3} schY={4}")}
    ${res("R5", "0805", 'pcbRightEdgeX="16mm" pcbBottomEdgeY={2} schX={6} schY={4}')}
    ${res("R6", "0805", "pcbX={0} pcbY={0} pcbOffsetX={3} pcbOffsetY={2} schX={-6} schY={0}")}
    ${res("R7", "0805", 'pcbX={0} pcbY={-5} pcbRotation="90deg" schX={-3} schY={0} schRotation={90}')}
    ${res("R8", "0805", 'pcbX={5} pcbY={-5} pcbRotation={90} layer="bottom" schX={0} schY={0} schRotation="90deg"')}
    <chip name="U1" footprint="0805" pcbX={10} pcbY={-5} schX={4} schY={-4} symbol={<symbol><schematicline x1={-0.8} y1={1} x2={-0.8} y2={-1} /></symbol>} />
  </board>)`,
);

/** The pad (pcb_smtpad) of `name` whose port hints include `hint`. */
const padOf = (json: Json, name: string, hint: string) => {
  const pcb = pcbOf(json, name);
  const found = json.find(
    (e) =>
      e.type === "pcb_smtpad" &&
      e.pcb_component_id === pcb.pcb_component_id &&
      (e.port_hints as string[]).includes(hint),
  );
  assert.ok(found, `pad ${hint} of ${name}`);
  return { x: r3(found.x) + 0, y: r3(found.y) + 0 };
};
/** The schematic_port of `name`'s pin `pin`. */
const schPinOf = (json: Json, name: string, pin: string) => {
  const source = ofComponent(json, name);
  const port = json.find(
    (e) =>
      e.type === "source_port" &&
      e.source_component_id === source.source_component_id &&
      e.name === pin,
  );
  const found = json.find(
    (e) =>
      e.type === "schematic_port" && e.source_port_id === port?.source_port_id,
  ) as { center: Xy } | undefined;
  assert.ok(found, `schematic port ${pin} of ${name}`);
  return { x: r3(found.center.x) + 0, y: r3(found.center.y) + 0 };
};

/** PCB flex, grid and pack layouts of resistor groups (schematic placed by hand). */
const rs = (names: string[], fps: string[]) =>
  names
    .map((n, i) =>
      res(n, fps[i % fps.length] as string, `schX={${i * 2}} schY={0}`),
    )
    .join("");
const mixed = ["0402", "0805", "1206"];
const layouts = compiled(
  `export default () => (<board width="80mm" height="60mm">
    <group name="F1" schX={0} schY={0} pcbFlex pcbWidth="20mm" pcbHeight="6mm" pcbX={-25} pcbY={24}>${rs(["R1", "R2", "R3"], mixed)}</group>
    <group name="F2" schX={0} schY={0} pcbFlex pcbFlexDirection="column" pcbWidth={6} pcbHeight={14} pcbX={0} pcbY={22}>${rs(["R4", "R5", "R6"], mixed)}</group>
    <group name="F3" schX={0} schY={0} pcbFlex pcbJustifyContent="start" pcbFlexGap="1mm" pcbWidth={20} pcbHeight={6} pcbX={25} pcbY={24}>${rs(["R7", "R8", "R9"], mixed)}</group>
    <group name="F4" schX={0} schY={0} pcbFlex pcbJustifyContent="start" pcbGap={2} pcbWidth={20} pcbHeight={6} pcbX={-25} pcbY={14}>${rs(["R10", "R11", "R12"], mixed)}</group>
    <group name="F5" schX={0} schY={0} flex justifyContent="start" gap="1.5mm" width={20} height={6} pcbX={25} pcbY={14}>${rs(["R13", "R14", "R15"], mixed)}</group>
    <group name="G1" schX={0} schY={0} pcbGrid pcbGridCols={2} pcbGridGap="2mm" pcbX={-25} pcbY={2}>${rs(["R16", "R17", "R18", "R19"], ["0805"])}</group>
    <group name="G2" schX={0} schY={0} pcbGrid pcbGridCols={2} pcbGridGap={1} pcbGridRowGap={3} pcbX={0} pcbY={2}>${rs(["R20", "R21", "R22", "R23"], ["0805"])}</group>
    <group name="G3" schX={0} schY={0} pcbGrid pcbGridCols={2} pcbGridGap={1} pcbGridColumnGap={3} pcbX={25} pcbY={2}>${rs(["R24", "R25", "R26", "R27"], ["0805"])}</group>
    <group name="G4" schX={0} schY={0} pcbGrid pcbGridTemplateColumns="repeat(2, 5mm)" pcbGridTemplateRows="repeat(2, 3mm)" pcbX={-25} pcbY={-10}>${rs(["R28", "R29", "R30", "R31"], ["0805"])}</group>
    <group name="G5" schX={0} schY={0} grid gridCols={2} gridGap="2mm" pcbX={0} pcbY={-10}>${rs(["R32", "R33", "R34", "R35"], ["0805"])}</group>
    <group name="G6" schX={0} schY={0} grid gridCols={2} gridGap={1} gridRowGap={3} gridColumnGap="2.5mm" pcbX={25} pcbY={-10}>${rs(["R36", "R37", "R38", "R39"], ["0805"])}</group>
    <group name="P1" schX={0} schY={0} pack pcbPackGap="3mm" pcbGap={1} pcbX={-25} pcbY={-22}>${rs(["R40", "R41"], ["0805"])}</group>
    <group name="P2" schX={0} schY={0} pack pcbGap={2} pcbX={0} pcbY={-22}>${rs(["R42", "R43"], ["0805"])}</group>
    <group name="P3" schX={0} schY={0} pack gap="1.5mm" pcbX={25} pcbY={-22}>${rs(["R44", "R45"], ["0805"])}</group>
  </board>)`,
);

/** Horizontal gaps between the boxes of `names`, left to right. */
const xGaps = (json: Json, names: string[]) => {
  const boxes = names
    .map((n) => pcbBox(json, n))
    .sort((a, b) => a.left - b.left);
  return boxes.slice(1).map((b, i) => r3(b.left - (boxes[i] as Box).right));
};
/** Vertical gap between the boxes of two parts stacked by a pack layout. */
const yGap = (json: Json, a: string, b: string) => {
  const [upper, lower] = [pcbBox(json, a), pcbBox(json, b)].sort(
    (p, q) => q.top - p.top,
  ) as [Box, Box];
  return r3(upper.bottom - lower.top);
};
/** Centre-to-centre steps of a 2 × 2 grid (first, second, third child). */
const gridSteps = (json: Json, [a, b, c]: string[]) => {
  const [pa, pb, pc] = [a, b, c].map(
    (n) => pcbOf(json, n as string).center,
  ) as [Xy, Xy, Xy];
  return { x: r3(pb.x - pa.x), y: r3(pa.y - pc.y) };
};
// An 0805 resistor's box is 2.85 × 1.4 mm.

/** Subcircuit groups (routing widths, padding, size, outline) on a board given no size. */
const routed = (
  group: string,
  attrs: string,
  y: number,
  a: string,
  b: string,
) =>
  `<group subcircuit name="${group}" pcbX={-10} pcbY={${y}} ${attrs}>
    ${res(a, "0402", "pcbX={-3}")}${res(b, "0402", "pcbX={3}")}
    <trace from=".${a} > .pin2" to=".${b} > .pin1" />
  </group>`;
const padded = (
  group: string,
  attrs: string,
  y: number,
  a: string,
  b: string,
) =>
  `<group name="${group}" pcbX={8} pcbY={${y}} ${attrs}>
    ${res(a, "0805", "pcbX={-2} pcbY={0}")}${res(b, "0805", "pcbX={2} pcbY={0}")}
  </group>`;
const subcircuits = compiled(
  `export default () => (<board outlineOffsetX={1} outlineOffsetY={-0.5}>
    ${routed("T1", 'defaultTraceWidth="0.3mm" nominalTraceWidth={0.2}', 9, "R1", "R2")}
    ${routed("T2", 'nominalTraceWidth="0.2mm"', 5, "R3", "R4")}
    ${routed("T3", "", 1, "R5", "R6")}
    ${routed("T4", 'minTraceWidth="0.25mm"', -3, "R7", "R8")}
    ${padded("D1", 'subcircuit padding="1mm" paddingLeft={2}', 9, "R9", "R10")}
    ${padded("D2", 'subcircuit paddingX={1} paddingY="0.5mm" paddingTop={2}', 4, "R11", "R12")}
    ${padded("D3", 'subcircuit padding={0.5} paddingRight={1} paddingBottom="1.5mm"', -1, "R13", "R14")}
    ${padded("W1", 'subcircuit width="12mm" height={4}', -6, "R15", "R16")}
    ${padded("D0", "padding={2}", -11, "R17", "R18")}
    <group subcircuit name="O1" outline={[{ x: 14, y: -16 }, { x: 20, y: -16 }, { x: 20, y: "-12mm" }, { x: 14, y: -12 }]}>
      ${res("R19", "0805", "pcbX={17} pcbY={-14}")}
    </group>
  </board>)`,
);

/** The wire widths of the one trace inside the subcircuit group `group`. */
const widthsIn = (json: Json, group: string) => {
  const g = groupOf(json, group);
  const trace = json.find(
    (e) => e.type === "pcb_trace" && e.subcircuit_id === g.subcircuit_id,
  );
  assert.ok(trace, `trace in ${group}`);
  return [
    ...new Set(
      (trace.route as { route_type: string; width?: number }[])
        .filter((p) => p.route_type === "wire")
        .map((p) => p.width),
    ),
  ];
};
/** The pcb_board. */
const boardOf = (json: Json) => {
  const found = json.find((e) => e.type === "pcb_board");
  assert.ok(found, "pcb_board");
  return found as CircuitJsonElement & {
    center: Xy;
    width: number;
    height: number;
  };
};
/** The extent of the parts and of the groups' areas and outlines. */
const contents = (json: Json): Box => {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const e of json) {
    if (e.type !== "pcb_component" && e.type !== "pcb_group") continue;
    const outline = e.outline as Xy[] | undefined;
    if (outline) {
      xs.push(...outline.map((p) => p.x));
      ys.push(...outline.map((p) => p.y));
    } else if (e.width !== undefined && e.center) {
      const { x, y } = e.center as Xy;
      const w = Number(e.width) / 2;
      const h = Number(e.height) / 2;
      xs.push(x - w, x + w);
      ys.push(y - h, y + h);
    }
  }
  return {
    left: Math.min(...xs),
    right: Math.max(...xs),
    top: Math.max(...ys),
    bottom: Math.min(...ys),
  };
};
/** The pcb_group's box, rounded. */
const groupBox = (json: Json, name: string): Box => {
  const g = groupOf(json, name);
  return {
    left: r3(g.center.x - g.width / 2),
    right: r3(g.center.x + g.width / 2),
    top: r3(g.center.y + g.height / 2),
    bottom: r3(g.center.y - g.height / 2),
  };
};
// Each padded group holds two 0805 resistors (2.85 × 1.4 mm) at x ∓ 2 around
// the group: content x from -3.425 to +3.425 and y ∓ 0.7 around its centre.

/**
 * Pack margins: pairs of 0805 resistors packed in plain groups, one of them
 * with a margin. Turned 90° (H…) the packer sets them side by side, flat
 * (V…) it stacks them; H0 and V0 have no margin.
 */
const pair = (n: number, x: number, turned: boolean, a: string, b: string) => {
  const turn = turned ? "pcbRotation={90} schRotation={90}" : "";
  return `<group name="M${n}" pcbX={${x}} pcbY={0}>${res(`R${2 * n + 1}`, "0805", `${turn} ${a}`)}${res(`R${2 * n + 2}`, "0805", `${turn} ${b}`)}</group>`;
};
const margins = compiled(
  `export default () => (<board width="100mm" height="20mm">
    ${pair(0, -40, true, "", "")}
    ${pair(1, -30, true, "", "pcbMarginLeft={3}")}
    ${pair(2, -20, true, "pcbMarginRight={3}", "")}
    ${pair(3, -10, true, "", "pcbMarginX={3}")}
    ${pair(4, 0, false, "", "")}
    ${pair(5, 10, false, "pcbMarginBottom={3} schMarginBottom={3}", "")}
    ${pair(6, 20, false, "", "pcbMarginTop={3} schMarginTop={3}")}
    ${pair(7, 30, false, "", "pcbMarginY={3} schMarginY={3}")}
    ${pair(8, 40, false, "", "schMarginY={3} schMarginTop={0.5}")}
  </board>)`,
);

/**
 * The free space on `side` of `name`: distance to the nearest other part of
 * `others` whose box overlaps it across that side (Infinity when none).
 */
const clearance = (
  json: Json,
  name: string,
  side: "left" | "right" | "top" | "bottom",
  others: string[],
) => {
  const me = pcbBox(json, name);
  const gaps = others.map((o) => {
    const b = pcbBox(json, o);
    if (side === "left" || side === "right") {
      if (b.top <= me.bottom || b.bottom >= me.top) return Infinity;
      return side === "left" ? me.left - b.right : b.left - me.right;
    }
    if (b.right <= me.left || b.left >= me.right) return Infinity;
    return side === "top" ? b.bottom - me.top : me.bottom - b.top;
  });
  return r3(Math.min(...gaps.filter((g) => g >= 0), Infinity));
};
/** Centre-to-centre distance of a schematic pair stacked by the layout. */
const schStep = (json: Json, a: string, b: string) =>
  r3(Math.abs(schOf(json, a).center.y - schOf(json, b).center.y));

/** Schematic flex and grid layouts, and a bordered group (PCB placed by hand). */
const placed = (names: string[]) =>
  names.map((n, i) => res(n, "0805", `pcbX={${i * 4 - 6}}`)).join("");
const schLayouts = compiled(
  `export default () => (<board width="80mm" height="40mm">
    <group name="S1" schX={0} schY={0} pcbX={-25} pcbY={6} schFlex schJustifyContent="start" schFlexGap={1}>${placed(["R1", "R2", "R3"])}</group>
    <group name="S2" schX={12} schY={0} pcbX={0} pcbY={6} schFlex schJustifyContent="start" schGap={2}>${placed(["R4", "R5", "R6"])}</group>
    <group name="S3" schX={24} schY={0} pcbX={25} pcbY={6} schGrid schGridCols={2} schGridGap={1}>${placed(["R7", "R8", "R9", "R10"])}</group>
    <group name="S4" schX={0} schY={12} pcbX={-25} pcbY={-6} schGrid schGridCols={2} schGridGap={1} schGridRowGap={3} schGridColumnGap={3}>${placed(["R11", "R12", "R13", "R14"])}</group>
    <group name="S5" schX={12} schY={12} pcbX={0} pcbY={-6} schGrid schGridCols={2} gridRowGap={3} gridColumnGap={2}>${placed(["R15", "R16", "R17", "R18"])}</group>
    <group name="S6" schX={24} schY={12} pcbX={25} pcbY={-6} border={{ dashed: true }} schWidth={4} schHeight={3} schPadding={0.5} schPaddingLeft={1} schPaddingTop={0.25}>${placed(["R19", "R20"])}</group>
    <group name="S7" schX={36} schY={12} pcbX={25} pcbY={-14} border={{ dashed: true }} schWidth={2} schHeight={2} schPadding={0.1} schPaddingRight={0.75} schPaddingBottom={0.2}>${placed(["R21", "R22"])}</group>
  </board>)`,
);

/** Centre-to-centre steps in the schematic: a → b across, a → c down. */
const schSteps = (json: Json, [a, b, c]: string[]) => {
  const [pa, pb, pc] = [a, b, c].map(
    (n) => schOf(json, n as string).center,
  ) as [Xy, Xy, Xy];
  return { x: r3(pb.x - pa.x), y: r3(pa.y - pc.y) };
};
/** The schematic_box drawn as the border of `group`, as distances from its centre. */
const border = async (group = "S6") => {
  const json = await schLayouts();
  const c = groupOf(json, group, "schematic_group").center;
  const box = json.find(
    (e) =>
      e.type === "schematic_box" &&
      Number(e.x) < c.x &&
      c.x < Number(e.x) + Number(e.width),
  ) as { x: number; y: number; width: number; height: number } | undefined;
  assert.ok(box, `${group} border`);
  return {
    left: r3(c.x - box.x),
    right: r3(box.x + box.width - c.x),
    bottom: r3(c.y - box.y),
    top: r3(box.y + box.height - c.y),
  };
};
// An 0805 resistor's schematic box is 0.6 × 0.65.

describe("docs/_descriptions/props/_shared.json", () => {
  it('CommonComponentProps.symbolName: replaces the default symbol ("boxresistor_right" when omitted)', async () => {
    const json = await parts();
    assertNoErrors(json);
    assert.equal(schOf(json, "R1").symbol_name, "boxresistor_right");
    assert.equal(schOf(json, "R2").symbol_name, "boxresistor_down");
  });

  it('CommonLayoutProps.pcbX: mm; a number, "-6mm" and calc(board.minX + 4mm) on a 40 mm board', async () => {
    const json = await parts();
    assert.equal(pcbOf(json, "R1").center.x, -12);
    assert.equal(pcbOf(json, "R2").center.x, -6);
    assert.equal(r3(pcbOf(json, "R3").center.x), -16);
  });

  it('CommonLayoutProps.pcbY: mm; a number and "10mm" give the same y', async () => {
    const json = await parts();
    assert.equal(pcbOf(json, "R1").center.y, 10);
    assert.equal(pcbOf(json, "R2").center.y, 10);
  });

  it('CommonLayoutProps.pcbRightEdgeX: mm; the right edge lands there (10 and "16mm")', async () => {
    const json = await parts();
    assert.equal(pcbBox(json, "R4").right, 10);
    assert.equal(pcbBox(json, "R5").right, 16);
  });

  it("CommonLayoutProps.pcbTopEdgeY: mm; the top edge lands there", async () => {
    assert.equal(pcbBox(await parts(), "R4").top, 6);
  });

  it("CommonLayoutProps.pcbBottomEdgeY: mm; the bottom edge lands there", async () => {
    assert.equal(pcbBox(await parts(), "R5").bottom, 2);
  });

  it("CommonLayoutProps.pcbOffsetX: not read: pcbOffsetX 3 leaves the part at pcbX 0", async () => {
    assert.equal(pcbOf(await parts(), "R6").center.x, 0);
  });

  it("CommonLayoutProps.pcbOffsetY: not read: pcbOffsetY 2 leaves the part at pcbY 0", async () => {
    assert.equal(pcbOf(await parts(), "R6").center.y, 0);
  });

  it('CommonLayoutProps.pcbRotation: degrees counter-clockwise; "90deg" = 90 turns pin 1 from -x to -y', async () => {
    const json = await parts();
    assert.equal(pcbOf(json, "R7").rotation, 90);
    assert.equal(pcbOf(json, "R8").rotation, 90);
    // Unrotated (R6) pin 1 is left of the centre; turned CCW it is below.
    assert.ok(padOf(json, "R6", "1").x < 0);
    assert.deepEqual(padOf(json, "R7", "1"), { x: 0, y: -5.912 });
  });

  it('CommonLayoutProps.layer: "top" when omitted, "bottom" when given', async () => {
    const json = await parts();
    assert.equal(pcbOf(json, "R1").layer, "top");
    assert.equal(pcbOf(json, "R8").layer, "bottom");
  });

  it("CommonLayoutProps.schX: schematic units (schX -6 → x -6)", async () => {
    assert.equal(schOf(await parts(), "R1").center.x, -6);
  });

  it("CommonLayoutProps.schY: schematic units (schY 4 → y 4)", async () => {
    assert.equal(schOf(await parts(), "R1").center.y, 4);
  });

  it('CommonLayoutProps.schRotation: degrees counter-clockwise; 90 and "90deg" turn pin 1 from the left to the bottom', async () => {
    const json = await parts();
    assert.deepEqual(schPinOf(json, "R6", "pin1"), { x: -6.3, y: 0 });
    assert.deepEqual(schPinOf(json, "R7", "pin1"), { x: -3, y: -0.3 });
    assert.deepEqual(schPinOf(json, "R8", "pin1"), { x: 0, y: -0.3 });
    assert.equal(schOf(json, "R7").symbol_name, "boxresistor_up");
  });

  it("CommonLayoutProps.symbol: a <symbol> is drawn instead of the default symbol", async () => {
    const json = await parts();
    const u1 = schOf(json, "U1");
    assert.equal(u1.symbol_name, undefined);
    assert.ok(
      json.some(
        (e) =>
          e.type === "schematic_line" &&
          e.schematic_component_id === u1.schematic_component_id,
      ),
    );
  });

  it('BaseGroupProps.pcbWidth: mm ("20mm"); the flex container spans it (R1 left edge -35, R3 right edge -15)', async () => {
    const json = await layouts();
    assertNoErrors(json);
    assert.equal(pcbBox(json, "R1").left, -35);
    assert.equal(pcbBox(json, "R3").right, -15);
  });

  it("BaseGroupProps.pcbHeight: mm (14); a column flex container spans it (15 to 29)", async () => {
    const json = await layouts();
    assert.equal(pcbBox(json, "R4").bottom, 15);
    assert.equal(pcbBox(json, "R6").top, 29);
  });

  it('BaseGroupProps.pcbFlexDirection: "row" by default (one y, rising x); "column" stacks on one x', async () => {
    const json = await layouts();
    const f1 = ["R1", "R2", "R3"].map((n) => pcbOf(json, n).center);
    assert.deepEqual(new Set(f1.map((c) => c.y)), new Set([24]));
    assert.ok(f1[0].x < f1[1].x && f1[1].x < f1[2].x);
    const f2 = ["R4", "R5", "R6"].map((n) => pcbOf(json, n).center);
    assert.deepEqual(new Set(f2.map((c) => c.x)), new Set([0]));
  });

  it('BaseGroupProps.pcbAlignItems: "center" when omitted: parts of three heights share the centre line y = 24', async () => {
    const json = await layouts();
    const heights = ["R1", "R2", "R3"].map((n) => r3(pcbOf(json, n).height));
    assert.equal(new Set(heights).size, 3);
    for (const n of ["R1", "R2", "R3"])
      assert.equal(pcbOf(json, n).center.y, 24);
  });

  it('BaseGroupProps.pcbJustifyContent: "space-between" when omitted: first and last touch the 20 mm ends', async () => {
    const json = await layouts();
    assert.equal(pcbBox(json, "R1").left, -35);
    assert.equal(pcbBox(json, "R3").right, -15);
    // "start" packs them at the given gap instead (F3).
    assert.deepEqual(xGaps(json, ["R7", "R8", "R9"]), [1, 1]);
  });

  it('BaseGroupProps.pcbFlexGap: mm ("1mm") between flex children', async () => {
    assert.deepEqual(xGaps(await layouts(), ["R7", "R8", "R9"]), [1, 1]);
  });

  it("BaseGroupProps.pcbGap: mm between flex children (2) and at least that between packed ones", async () => {
    const json = await layouts();
    assert.deepEqual(xGaps(json, ["R10", "R11", "R12"]), [2, 2]);
    const packed = yGap(json, "R42", "R43");
    assert.ok(packed >= 2 && packed < 3, String(packed));
  });

  it('BaseGroupProps.pcbPackGap: mm ("3mm"), the smallest gap between packed parts; wins over pcbGap 1', async () => {
    const gap = yGap(await layouts(), "R40", "R41");
    assert.ok(gap >= 3 && gap < 4, String(gap));
  });

  it('LayoutConfig.gap: mm ("1.5mm") between flex children, at least that between packed ones', async () => {
    const json = await layouts();
    assert.deepEqual(xGaps(json, ["R13", "R14", "R15"]), [1.5, 1.5]);
    const packed = yGap(json, "R44", "R45");
    assert.ok(packed >= 1.5 && packed < 2.5, String(packed));
  });

  it('BaseGroupProps.pcbGridGap: mm ("2mm") between rows and columns', async () => {
    // Steps are the 2.85 × 1.4 mm box plus the gap.
    assert.deepEqual(gridSteps(await layouts(), ["R16", "R17", "R18"]), {
      x: 4.85,
      y: 3.4,
    });
  });

  it("BaseGroupProps.pcbGridRowGap: mm between rows (3), overriding pcbGridGap 1 vertically", async () => {
    assert.deepEqual(gridSteps(await layouts(), ["R20", "R21", "R22"]), {
      x: 3.85,
      y: 4.4,
    });
  });

  it("BaseGroupProps.pcbGridColumnGap: mm between columns (3), overriding pcbGridGap 1 horizontally", async () => {
    assert.deepEqual(gridSteps(await layouts(), ["R24", "R25", "R26"]), {
      x: 5.85,
      y: 2.4,
    });
  });

  it('BaseGroupProps.pcbGridTemplateColumns: "repeat(2, 5mm)" makes 5 mm columns (centres 5 mm + the 1 mm default gap apart)', async () => {
    assert.equal(gridSteps(await layouts(), ["R28", "R29", "R30"]).x, 6);
  });

  it('BaseGroupProps.pcbGridTemplateRows: "repeat(2, 3mm)" makes 3 mm rows (centres 3 mm + the 1 mm default gap apart)', async () => {
    assert.equal(gridSteps(await layouts(), ["R28", "R29", "R30"]).y, 4);
  });

  it('LayoutConfig.gridGap: mm ("2mm") between grid cells', async () => {
    assert.deepEqual(gridSteps(await layouts(), ["R32", "R33", "R34"]), {
      x: 4.85,
      y: 3.4,
    });
  });

  it("LayoutConfig.gridRowGap: mm between rows (3)", async () => {
    assert.equal(gridSteps(await layouts(), ["R36", "R37", "R38"]).y, 4.4);
  });

  it('LayoutConfig.gridColumnGap: mm between columns ("2.5mm")', async () => {
    assert.equal(gridSteps(await layouts(), ["R36", "R37", "R38"]).x, 5.35);
  });

  it("BaseGroupProps.minTraceWidth: mm; the router's width inside (0.15 mm when omitted)", async () => {
    const json = await subcircuits();
    assertNoErrors(json);
    assert.deepEqual(widthsIn(json, "T3"), [0.15]);
    assert.deepEqual(widthsIn(json, "T4"), [0.25]);
  });

  it('BaseGroupProps.nominalTraceWidth: mm; "0.2mm" routes 0.2 mm traces', async () => {
    assert.deepEqual(widthsIn(await subcircuits(), "T2"), [0.2]);
  });

  it("SubcircuitGroupProps.nominalTraceWidth: mm, used when defaultTraceWidth is not set", async () => {
    const json = await subcircuits();
    assert.deepEqual(widthsIn(json, "T2"), [0.2]);
    assert.deepEqual(widthsIn(json, "T1"), [0.3]);
  });

  it('SubcircuitGroupProps.defaultTraceWidth: mm ("0.3mm"), wins over nominalTraceWidth; else nominal, then min', async () => {
    const json = await subcircuits();
    assert.deepEqual(widthsIn(json, "T1"), [0.3]);
    assert.deepEqual(widthsIn(json, "T2"), [0.2]);
    assert.deepEqual(widthsIn(json, "T4"), [0.25]);
  });

  it('SubcircuitGroupProps.width: mm ("12mm"); a board given none fits its contents (parts and group areas) plus 2 mm a side', async () => {
    const json = await subcircuits();
    assert.equal(groupOf(json, "W1").width, 12);
    const c = contents(json);
    assert.equal(r3(boardOf(json).width), r3(c.right - c.left + 4));
  });

  it("SubcircuitGroupProps.height: mm (4); a board given none fits its contents (parts and group areas) plus 2 mm a side", async () => {
    const json = await subcircuits();
    assert.equal(groupOf(json, "W1").height, 4);
    const c = contents(json);
    assert.equal(r3(boardOf(json).height), r3(c.top - c.bottom + 4));
  });

  it('SubcircuitGroupProps.outline: { x, y } points in mm ("-12mm" = -12), kept as the group\'s outline', async () => {
    const outline = groupOf(await subcircuits(), "O1").outline;
    assert.deepEqual(outline, [
      { x: 14, y: -16 },
      { x: 20, y: -16 },
      { x: 20, y: -12 },
      { x: 14, y: -12 },
    ]);
  });

  it("SubcircuitGroupProps.outlineOffsetX: mm; the auto-sized board sits 1 mm right of its contents' centre", async () => {
    const json = await subcircuits();
    const c = contents(json);
    assert.equal(r3(boardOf(json).center.x), r3((c.left + c.right) / 2 + 1));
  });

  it("SubcircuitGroupProps.outlineOffsetY: mm; the auto-sized board sits 0.5 mm below its contents' centre", async () => {
    const json = await subcircuits();
    const c = contents(json);
    assert.equal(r3(boardOf(json).center.y), r3((c.top + c.bottom) / 2 - 0.5));
  });

  it('LayoutConfig.padding: mm on every side of a subcircuit group ("1mm"); ignored on a plain group', async () => {
    const json = await subcircuits();
    // D1: 1 mm on the right, top and bottom.
    const d1 = groupBox(json, "D1");
    assert.deepEqual([d1.right, d1.top, d1.bottom], [12.425, 10.7, 7.3]);
    // D0, a plain group: padding={2} adds nothing.
    assert.deepEqual(groupBox(json, "D0"), {
      left: 4.575,
      right: 11.425,
      top: -10.3,
      bottom: -11.7,
    });
  });

  it("LayoutConfig.paddingLeft: mm, overrides padding (2 instead of 1)", async () => {
    assert.equal(groupBox(await subcircuits(), "D1").left, 2.575);
  });

  it("LayoutConfig.paddingX: mm on the left and right", async () => {
    const d2 = groupBox(await subcircuits(), "D2");
    assert.deepEqual([d2.left, d2.right], [3.575, 12.425]);
  });

  it('LayoutConfig.paddingY: mm at the top and bottom ("0.5mm")', async () => {
    assert.equal(groupBox(await subcircuits(), "D2").bottom, 2.8);
  });

  it("LayoutConfig.paddingTop: mm, overrides paddingY (2 instead of 0.5)", async () => {
    assert.equal(groupBox(await subcircuits(), "D2").top, 6.7);
  });

  it("LayoutConfig.paddingRight: mm, overrides padding (1 instead of 0.5)", async () => {
    const d3 = groupBox(await subcircuits(), "D3");
    assert.deepEqual([d3.left, d3.right], [4.075, 12.425]);
  });

  it('LayoutConfig.paddingBottom: mm, overrides padding ("1.5mm" instead of 0.5)', async () => {
    const d3 = groupBox(await subcircuits(), "D3");
    assert.deepEqual([d3.top, d3.bottom], [0.2, -3.2]);
  });

  it('LayoutConfig.width: mm ("12mm"), the width of a subcircuit group\'s area', async () => {
    assert.equal(groupOf(await subcircuits(), "W1").width, 12);
  });

  it("LayoutConfig.height: mm (4), the height of a subcircuit group's area", async () => {
    assert.equal(groupOf(await subcircuits(), "W1").height, 4);
  });

  it("CommonLayoutProps.pcbMarginLeft: mm kept clear on the left when packed (under 3 mm without it)", async () => {
    const json = await margins();
    assertNoErrors(json);
    assert.ok(clearance(json, "R2", "left", ["R1"]) < 3);
    assert.ok(clearance(json, "R4", "left", ["R3"]) >= 3);
  });

  it("CommonLayoutProps.pcbMarginRight: mm kept clear on the right when packed", async () => {
    const json = await margins();
    assert.ok(clearance(json, "R1", "right", ["R2"]) < 3);
    assert.ok(clearance(json, "R5", "right", ["R6"]) >= 3);
  });

  it("CommonLayoutProps.pcbMarginX: mm kept clear on the left and right when packed", async () => {
    const json = await margins();
    const sides = (["left", "right"] as const).map((s) =>
      clearance(json, "R8", s, ["R7"]),
    );
    assert.ok(Math.min(...sides) >= 3, String(sides));
  });

  it("CommonLayoutProps.pcbMarginTop: mm kept clear above when packed (1.5 mm without it)", async () => {
    const json = await margins();
    assert.equal(clearance(json, "R10", "top", ["R9"]), 1.5);
    assert.ok(clearance(json, "R14", "top", ["R13"]) >= 3);
  });

  it("CommonLayoutProps.pcbMarginBottom: mm kept clear below when packed", async () => {
    const json = await margins();
    assert.equal(clearance(json, "R9", "bottom", ["R10"]), 1.5);
    assert.ok(clearance(json, "R11", "bottom", ["R12"]) >= 3);
  });

  it("CommonLayoutProps.pcbMarginY: mm kept clear above and below when packed", async () => {
    const json = await margins();
    const sides = (["top", "bottom"] as const).map((s) =>
      clearance(json, "R16", s, ["R15"]),
    );
    assert.ok(Math.min(...sides) >= 3, String(sides));
  });

  it("CommonLayoutProps.schMarginTop: schematic units added to the box, centred: 3 spaces a stacked pair 1.5 further", async () => {
    const json = await margins();
    assert.equal(
      r3(schStep(json, "R13", "R14") - schStep(json, "R9", "R10")),
      1.5,
    );
  });

  it("CommonLayoutProps.schMarginBottom: schematic units added to the box, centred: 3 spaces a stacked pair 1.5 further", async () => {
    const json = await margins();
    assert.equal(
      r3(schStep(json, "R11", "R12") - schStep(json, "R9", "R10")),
      1.5,
    );
  });

  it("CommonLayoutProps.schMarginY: schematic units above and below (3 + 3 → 3 further); schMarginTop 0.5 wins on top (0.5 + 3 → 1.75)", async () => {
    const json = await margins();
    const base = schStep(json, "R9", "R10");
    assert.equal(r3(schStep(json, "R15", "R16") - base), 3);
    assert.equal(r3(schStep(json, "R17", "R18") - base), 1.75);
  });

  it("BaseGroupProps.schFlexGap: schematic units between flex children (1)", async () => {
    const json = await schLayouts();
    assertNoErrors(json);
    assert.equal(schSteps(json, ["R1", "R2", "R1"]).x, 1.6);
  });

  it("BaseGroupProps.schGap: schematic units between flex children (2)", async () => {
    assert.equal(schSteps(await schLayouts(), ["R4", "R5", "R4"]).x, 2.6);
  });

  it("BaseGroupProps.schGridGap: schematic units between rows and columns (1)", async () => {
    assert.deepEqual(schSteps(await schLayouts(), ["R7", "R8", "R9"]), {
      x: 1.6,
      y: 1.65,
    });
  });

  it("BaseGroupProps.schGridRowGap: not read: 3 leaves the rows at schGridGap 1", async () => {
    assert.equal(schSteps(await schLayouts(), ["R11", "R12", "R13"]).y, 1.65);
  });

  it("BaseGroupProps.schGridColumnGap: not read: 3 leaves the columns at schGridGap 1", async () => {
    assert.equal(schSteps(await schLayouts(), ["R11", "R12", "R13"]).x, 1.6);
  });

  it("LayoutConfig.gridRowGap: schematic units in a schematic grid (3)", async () => {
    assert.equal(schSteps(await schLayouts(), ["R15", "R16", "R17"]).y, 3.65);
  });

  it("LayoutConfig.gridColumnGap: schematic units in a schematic grid (2)", async () => {
    assert.equal(schSteps(await schLayouts(), ["R15", "R16", "R17"]).x, 2.6);
  });

  it("BaseGroupProps.schWidth: schematic units, the width of the group's border box (4 + padding 1 + 0.5)", async () => {
    const b = await border();
    assert.equal(r3(b.left + b.right), 5.5);
  });

  it("BaseGroupProps.schHeight: schematic units, the height of the group's border box (3 + padding 0.25 + 0.5)", async () => {
    const b = await border();
    assert.equal(r3(b.top + b.bottom), 3.75);
  });

  it("BaseGroupProps.schPadding: schematic units between border and contents on every side (0.5)", async () => {
    const b = await border();
    assert.equal(b.right, 2.5);
    assert.equal(b.bottom, 2);
  });

  it("BaseGroupProps.schPaddingLeft: schematic units on the left, overrides schPadding (1)", async () => {
    assert.equal((await border()).left, 3);
  });

  it("BaseGroupProps.schPaddingTop: schematic units at the top, overrides schPadding (0.25)", async () => {
    assert.equal((await border()).top, 1.75);
  });

  it("BaseGroupProps.schPaddingRight: schematic units on the right, overrides schPadding (0.75 instead of 0.1)", async () => {
    const b = await border("S7");
    assert.deepEqual([b.left, b.right], [1.1, 1.75]);
  });

  it("BaseGroupProps.schPaddingBottom: schematic units at the bottom, overrides schPadding (0.2 instead of 0.1)", async () => {
    const b = await border("S7");
    assert.deepEqual([b.top, b.bottom], [1.1, 1.2]);
  });

  it('RoutingTolerances.minViaHoleEdgeToViaHoleEdgeClearance: (props schema; an autorouter and DRC input the circuit JSON does not record) mm, "0.3mm" = 0.3', () => {
    assert.deepEqual(
      routingTolerances.parse({
        minViaHoleEdgeToViaHoleEdgeClearance: "0.3mm",
      }),
      { minViaHoleEdgeToViaHoleEdgeClearance: 0.3 },
    );
    assert.deepEqual(
      routingTolerances.parse({ minViaHoleEdgeToViaHoleEdgeClearance: 0.3 }),
      { minViaHoleEdgeToViaHoleEdgeClearance: 0.3 },
    );
  });

  it('RoutingTolerances.minPlatedHoleDrillEdgeToDrillEdgeClearance: (props schema; an autorouter and DRC input the circuit JSON does not record) mm, "0.3mm" = 0.3', () => {
    assert.deepEqual(
      routingTolerances.parse({
        minPlatedHoleDrillEdgeToDrillEdgeClearance: "0.3mm",
      }),
      { minPlatedHoleDrillEdgeToDrillEdgeClearance: 0.3 },
    );
    assert.deepEqual(
      routingTolerances.parse({
        minPlatedHoleDrillEdgeToDrillEdgeClearance: 0.3,
      }),
      { minPlatedHoleDrillEdgeToDrillEdgeClearance: 0.3 },
    );
  });

  it('RoutingTolerances.minTraceToPadEdgeClearance: (props schema; an autorouter and DRC input the circuit JSON does not record) mm, "0.3mm" = 0.3', () => {
    assert.deepEqual(
      routingTolerances.parse({ minTraceToPadEdgeClearance: "0.3mm" }),
      { minTraceToPadEdgeClearance: 0.3 },
    );
    assert.deepEqual(
      routingTolerances.parse({ minTraceToPadEdgeClearance: 0.3 }),
      { minTraceToPadEdgeClearance: 0.3 },
    );
  });

  it('RoutingTolerances.minPadEdgeToPadEdgeClearance: (props schema; an autorouter and DRC input the circuit JSON does not record) mm, "0.3mm" = 0.3', () => {
    assert.deepEqual(
      routingTolerances.parse({ minPadEdgeToPadEdgeClearance: "0.3mm" }),
      { minPadEdgeToPadEdgeClearance: 0.3 },
    );
    assert.deepEqual(
      routingTolerances.parse({ minPadEdgeToPadEdgeClearance: 0.3 }),
      { minPadEdgeToPadEdgeClearance: 0.3 },
    );
  });

  it('RoutingTolerances.minBoardEdgeClearance: (props schema; an autorouter and DRC input the circuit JSON does not record) mm, "0.3mm" = 0.3', () => {
    assert.deepEqual(
      routingTolerances.parse({ minBoardEdgeClearance: "0.3mm" }),
      { minBoardEdgeClearance: 0.3 },
    );
    assert.deepEqual(routingTolerances.parse({ minBoardEdgeClearance: 0.3 }), {
      minBoardEdgeClearance: 0.3,
    });
  });

  it('RoutingTolerances.minViaEdgeToPadEdgeClearance: (props schema; an autorouter and DRC input the circuit JSON does not record) mm, "0.3mm" = 0.3', () => {
    assert.deepEqual(
      routingTolerances.parse({ minViaEdgeToPadEdgeClearance: "0.3mm" }),
      { minViaEdgeToPadEdgeClearance: 0.3 },
    );
    assert.deepEqual(
      routingTolerances.parse({ minViaEdgeToPadEdgeClearance: 0.3 }),
      { minViaEdgeToPadEdgeClearance: 0.3 },
    );
  });

  it('RoutingTolerances.minViaHoleDiameter: (props schema; an autorouter and DRC input the circuit JSON does not record) mm, "0.3mm" = 0.3', () => {
    assert.deepEqual(routingTolerances.parse({ minViaHoleDiameter: "0.3mm" }), {
      minViaHoleDiameter: 0.3,
    });
    assert.deepEqual(routingTolerances.parse({ minViaHoleDiameter: 0.3 }), {
      minViaHoleDiameter: 0.3,
    });
  });

  it('RoutingTolerances.minViaPadDiameter: (props schema; an autorouter and DRC input the circuit JSON does not record) mm, "0.3mm" = 0.3', () => {
    assert.deepEqual(routingTolerances.parse({ minViaPadDiameter: "0.3mm" }), {
      minViaPadDiameter: 0.3,
    });
    assert.deepEqual(routingTolerances.parse({ minViaPadDiameter: 0.3 }), {
      minViaPadDiameter: 0.3,
    });
  });

  it("CommonLayoutProps.schMarginLeft: (props schema; the stacked layouts above show no horizontal margin) schematic units, a number", () => {
    assert.deepEqual(commonLayoutProps.parse({ schMarginLeft: 0.5 }), {
      schMarginLeft: 0.5,
    });
  });

  it("CommonLayoutProps.schMarginRight: (props schema; the stacked layouts above show no horizontal margin) schematic units, a number", () => {
    assert.deepEqual(commonLayoutProps.parse({ schMarginRight: 0.5 }), {
      schMarginRight: 0.5,
    });
  });

  it("CommonLayoutProps.schMarginX: (props schema; the stacked layouts above show no horizontal margin) schematic units, a number", () => {
    assert.deepEqual(commonLayoutProps.parse({ schMarginX: 0.5 }), {
      schMarginX: 0.5,
    });
  });
});
