import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { loadPropsTable } from "../../../plugins/props-tables/table";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

interface Pad extends CircuitJsonElement {
  x: number;
  y: number;
  width: number;
  height: number;
  layer: string;
  pcb_smtpad_id: string;
}
interface Paste extends CircuitJsonElement {
  width: number;
  height: number;
  pcb_smtpad_id?: string;
}

const byType = <T extends CircuitJsonElement>(
  json: CircuitJsonElement[],
  type: string,
): T[] => json.filter((e): e is T => e.type === type);

const chipWith = (pads: string, chipProps = "") => `
export default () => (
  <board width="20mm" height="20mm">
    <chip name="U1" ${chipProps} footprint={<footprint>${pads}</footprint>} />
  </board>
)`;

/** Our description of one prop in an element's props table. */
function rowText(element: string, prop: string): string {
  const { table } = loadPropsTable(element);
  const row = [...table.own, ...table.inherited.flatMap((g) => g.props)].find(
    (r) => r.name === prop,
  );
  assert.ok(row, `<${element}> has ${prop}`);
  return row.description ?? "";
}

describe("/footprints/smtpad", () => {
  it("paste is 70% of the pad, or the pad grown by solderPasteMargin; covered pads get none", async () => {
    const json = await circuitJsonOf(
      chipWith(`
        <smtpad shape="rect" width="2mm" height="1.2mm" pcbX={-4} portHints={["pin1"]} />
        <smtpad shape="rect" width="2mm" height="1.2mm" pcbX={0} solderPasteMargin="-0.1mm" portHints={["pin2"]} />
        <smtpad shape="rect" width="2mm" height="1.2mm" pcbX={4} coveredWithSolderMask portHints={["pin3"]} />`),
    );
    const pads = byType<Pad>(json, "pcb_smtpad").sort((a, b) => a.x - b.x);
    const paste = byType<Paste>(json, "pcb_solder_paste");
    const pasteOf = (pad: Pad) =>
      paste.find((p) => p.pcb_smtpad_id === pad.pcb_smtpad_id);
    assert.ok(Math.abs((pasteOf(pads[0])?.width ?? 0) - 1.4) < 1e-9);
    assert.ok(Math.abs((pasteOf(pads[0])?.height ?? 0) - 0.84) < 1e-9);
    assert.ok(Math.abs((pasteOf(pads[1])?.width ?? 0) - 1.8) < 1e-9);
    assert.ok(Math.abs((pasteOf(pads[1])?.height ?? 0) - 1.0) < 1e-9);
    assert.equal(pasteOf(pads[2]), undefined);
    // A covered pad is copper under the mask: nothing to probe, no test point.
    assert.equal(pads[2].is_covered_with_solder_mask, true);
    assert.equal(pads[0].is_covered_with_solder_mask, false);
  });

  it("pads rotate counter-clockwise with the component, y up, and 90° swaps width and height", async () => {
    const json = await circuitJsonOf(
      chipWith(
        `<smtpad shape="rect" width="1mm" height="0.5mm" pcbX={2} pcbY={1} portHints={["pin1"]} />`,
        "pcbX={5} pcbY={3} pcbRotation={90}",
      ),
    );
    const [pad] = byType<Pad>(json, "pcb_smtpad");
    // (2, 1) turned 90° counter-clockwise is (-1, 2); plus the origin (5, 3).
    assert.deepEqual([pad.x, pad.y], [4, 5]);
    assert.deepEqual([pad.width, pad.height], [0.5, 1]);
  });

  it("a bottom-side component puts its pads on the bottom layer, mirrored in x", async () => {
    const json = await circuitJsonOf(
      chipWith(
        `<smtpad shape="rect" width="1mm" height="1mm" pcbX={1} portHints={["pin1"]} />`,
        'layer="bottom" pcbX={3}',
      ),
    );
    const [pad] = byType<Pad>(json, "pcb_smtpad");
    assert.equal(pad.layer, "bottom");
    assert.equal(pad.x, 2);
  });

  it("only pcbX/pcbY place a pad: offsets, edge props and anchors are ignored", async () => {
    const json = await circuitJsonOf(
      chipWith(`
        <smtpad shape="rect" width="1mm" height="1mm" pcbX={0} pcbY={3} pcbOffsetX={1} pcbOffsetY={1} portHints={["pin1"]} />
        <smtpad shape="rect" width="1mm" height="1mm" pcbLeftEdgeX={5} pcbY={-3} portHints={["pin2"]} />
        <smtpad shape="rect" width="1mm" height="1mm" pcbX={-5} pcbY={-5} pcbPositionAnchor="top_left" portHints={["pin3"]} />`),
    );
    const pads = byType<Pad>(json, "pcb_smtpad").sort((a, b) => b.y - a.y);
    assert.deepEqual(
      pads.map((p) => [p.x, p.y]),
      [
        [0, 3],
        [0, -3],
        [-5, -5],
      ],
    );
  });

  it("solderMaskMargin on a covered pad is reported as ignored", async () => {
    const json = await circuitJsonOf(
      chipWith(
        `<smtpad shape="rect" width="1mm" height="1mm" coveredWithSolderMask solderMaskMargin="0.1mm" portHints={["pin1"]} />`,
      ),
    );
    assert.ok(json.some((e) => e.type === "source_property_ignored_warning"));
  });

  it("a circle pad without radius fails with an Invalid props error", async () => {
    const json = await circuitJsonOf(
      chipWith(`<smtpad shape="circle" width="1mm" portHints={["pin1"]} />`),
    ).catch((error: Error) => error);
    const text =
      json instanceof Error
        ? json.message
        : json
            .filter((e) => e.type.endsWith("_error"))
            .map((e) => String(e.message))
            .join("\n");
    assert.match(text, /Invalid props/i);
  });

  it("pcbLeftEdgeX and pcbPositionMode are not read on a pad, and the table says so", async () => {
    const json = await circuitJsonOf(
      chipWith(`
        <smtpad shape="rect" width="1mm" height="1mm" pcbX={2} pcbY={1} pcbLeftEdgeX={5} portHints={["pin1"]} />
        <smtpad shape="rect" width="1mm" height="1mm" pcbX={-2} pcbY={-1} pcbPositionMode="relative_to_board_anchor" portHints={["pin2"]} />`),
    );
    const pads = byType<Pad>(json, "pcb_smtpad").sort((a, b) => b.x - a.x);
    assert.deepEqual(
      pads.map((p) => [p.x, p.y]),
      [
        [2, 1],
        [-2, -1],
      ],
    );
    assert.match(
      rowText("smtpad", "pcbLeftEdgeX"),
      /^(No effect in core|Not read by the core) \d+\.\d+\.\d+/,
    );
    assert.match(
      rowText("smtpad", "pcbPositionMode"),
      /^(No effect in core|Not read by the core) \d+\.\d+\.\d+/,
    );
  });
});
