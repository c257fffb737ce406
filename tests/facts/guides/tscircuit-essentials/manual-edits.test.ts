import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  byComponentName,
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../../support/circuit-json";

after(closeCircuitCompiler);

type XY = [number, number];

/** Rounded centre of each component in one view, by component name. */
function centres(
  json: CircuitJsonElement[],
  type: "pcb_component" | "schematic_component",
): Map<string, XY> {
  const round = (n: number) => Math.round(n * 100) / 100;
  const result = new Map<string, XY>();
  for (const [name, e] of byComponentName(json, type)) {
    const c = e.center as { x: number; y: number };
    result.set(name, [round(c.x), round(c.y)]);
  }
  return result;
}

const parts = (r1Props = "") => `
  <resistor name="R1" resistance="330" footprint="0603" ${r1Props} />
  <led name="D1" color="green" footprint="0603" />
  <pinheader name="J1" pinCount={2} pitch="2.54mm" />
  <trace from=".J1 > .pin1" to="net.V5" />
  <trace from=".J1 > .pin2" to="net.GND" />
  <trace from=".R1 > .pin1" to="net.V5" />
  <trace from=".R1 > .pin2" to=".D1 > .anode" />
  <trace from=".D1 > .cathode" to="net.GND" />`;

const edits = `manualEdits={{
  pcb_placements: [
    { selector: "R1", center: { x: -6, y: 3 }, relative_to: "group_center" },
    { selector: ".D1", center: { x: 6, y: -3 }, relative_to: "group_center" },
    { selector: "J1", center: { x: -8, y: -3 }, relative_to: "group_center" },
  ],
  schematic_placements: [
    { selector: "R1", center: { x: -3, y: 0 }, relative_to: "group_center" },
    { selector: "J1", center: { x: -6, y: 0 }, relative_to: "group_center" },
  ],
}}`;

const board = (boardProps: string, children: string) =>
  `export default () => (<board width="24mm" height="14mm" ${boardProps}>${children}</board>)`;

const messages = (json: CircuitJsonElement[], type: string) =>
  json.filter((e) => e.type === type).map((e) => String(e.message));

describe("/guides/tscircuit-essentials/manual-edits", () => {
  it("placements move parts by name or selector; an unplaced symbol stays at (0, 0)", async () => {
    const json = await circuitJsonOf(board(edits, parts()));
    const pcb = centres(json, "pcb_component");
    assert.deepEqual(pcb.get("R1"), [-6, 3]);
    assert.deepEqual(pcb.get("D1"), [6, -3]);
    assert.deepEqual(pcb.get("J1"), [-8, -3]);
    const sch = centres(json, "schematic_component");
    assert.deepEqual(sch.get("R1"), [-3, 0]);
    assert.deepEqual(sch.get("J1"), [-6, 0]);
    assert.deepEqual(sch.get("D1"), [0, 0]);
    assert.ok(
      json.some((e) => e.type === "pcb_trace"),
      "copper routed",
    );
    assert.deepEqual(
      json.filter((e) => e.type.endsWith("_error")).map((e) => e.type),
      [],
    );
  });

  it("relative_to may be left out; the origin is the board centre", async () => {
    const json = await circuitJsonOf(
      board(
        `manualEdits={{ pcb_placements: [{ selector: "R1", center: { x: -6, y: 3 } }] }}`,
        parts(),
      ),
    );
    assert.deepEqual(centres(json, "pcb_component").get("R1"), [-6, 3]);
  });

  it("pcbX wins on the PCB with a warning; the schematic warning says schX but the placement is drawn", async () => {
    const json = await circuitJsonOf(
      board(edits, parts("pcbX={2} pcbY={1} schX={1} schY={1}")),
    );
    assert.deepEqual(centres(json, "pcb_component").get("R1"), [2, 1]);
    assert.ok(
      messages(json, "pcb_manual_edit_conflict_warning").some((m) =>
        m.endsWith(
          "has both manual placement and prop coordinates. pcbX and pcbY will be used. Remove pcbX/pcbY or clear the manual placement.",
        ),
      ),
    );
    assert.ok(
      messages(json, "schematic_manual_edit_conflict_warning").some((m) =>
        m.includes("schX and schY will be used"),
      ),
    );
    assert.deepEqual(centres(json, "schematic_component").get("R1"), [-3, 0]);
  });

  it("inside a group: added to a one-part group's position, ignored in a group of several", async () => {
    const one = await circuitJsonOf(
      board(
        `manualEdits={{ pcb_placements: [{ selector: "R1", center: { x: -6, y: 3 } }] }}`,
        `<group pcbX={3} pcbY={2}><resistor name="R1" resistance="330" footprint="0603" /></group>`,
      ),
    );
    assert.deepEqual(centres(one, "pcb_component").get("R1"), [-3, 5]);
    const several = await circuitJsonOf(
      board(
        `manualEdits={{ pcb_placements: [{ selector: "R1", center: { x: -6, y: 3 } }] }}`,
        `<group pcbX={3} pcbY={2}>${parts()}</group>`,
      ),
    );
    const r1 = centres(several, "pcb_component").get("R1");
    assert.notDeepEqual(r1, [-6, 3]);
    assert.notDeepEqual(r1, [-3, 5]);
  });

  it("a placement for a renamed part no longer applies", async () => {
    const json = await circuitJsonOf(
      board(
        `manualEdits={{ pcb_placements: [{ selector: "R1", center: { x: -6, y: 3 } }] }}`,
        `<resistor name="R_LED" resistance="330" footprint="0603" />`,
      ),
    );
    assert.deepEqual(centres(json, "pcb_component").get("R_LED"), [0, 0]);
  });
});
