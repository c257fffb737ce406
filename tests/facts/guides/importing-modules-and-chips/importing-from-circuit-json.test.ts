import "../../../../plugins/shared/node22-polyfills";
import assert from "node:assert/strict";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, it } from "node:test";
import {
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../../support/circuit-json";

after(closeCircuitCompiler);

interface Element {
  type: string;
  name?: string;
  resistance?: number;
  center?: { x: number; y: number };
  source_component_id?: string;
  pcb_component_id?: string;
  pcb_port_id?: string;
  source_port_id?: string;
  x?: number;
}

describe("/guides/importing-modules-and-chips/importing-from-circuit-json", () => {
  it("a saved board placed as <subcircuit circuitJson> keeps its parts, offset by pcbX, and accepts traces", async () => {
    const { saveDivider, buildWithSavedDivider } = await import(
      "../../../../docs/guides/importing-modules-and-chips/_code/reuse-saved-board"
    );
    const file = join(await mkdtemp(join(tmpdir(), "cj-")), "divider.json");
    await saveDivider(file);
    const json = (await buildWithSavedDivider(file)) as Element[];
    assert.equal(json.filter((e) => e.type.endsWith("_error")).length, 0);
    const parts = json.filter((e) => e.type === "source_component");
    assert.deepEqual(
      parts.map((p) => [p.name, p.resistance]),
      [
        ["R1", 10000],
        ["R2", 4700],
        ["D1", undefined],
      ],
    );
    const xs = json
      .filter((e) => e.type === "pcb_component")
      .map((e) => e.center?.x);
    assert.deepEqual(xs, [-8, -4, 8]);
    assert.equal(json.filter((e) => e.type === "pcb_board").length, 1);
    assert.equal(json.filter((e) => e.type === "source_trace").length, 2);
    assert.ok(json.some((e) => e.type === "pcb_trace"));
  });

  it("footprint={array} turns circuit JSON pads into the chip's footprint, pad hint 1 to pin 1", async () => {
    const json = (await circuitJsonOf(`
const pads = [
  { type: "pcb_smtpad", shape: "rect", layer: "top", x: -1.5, y: 0, width: 1.2, height: 2, port_hints: ["1"] },
  { type: "pcb_smtpad", shape: "rect", layer: "top", x: 1.5, y: 0, width: 1.2, height: 2, port_hints: ["2"] },
]
export default () => (
  <board width="12mm" height="10mm">
    <chip name="U1" pinLabels={{ pin1: "IN", pin2: "OUT" }} footprint={pads} />
  </board>
)`)) as Element[];
    assert.equal(json.filter((e) => e.type.endsWith("_error")).length, 0);
    const pads = json.filter((e) => e.type === "pcb_smtpad");
    assert.deepEqual(
      pads.map((p) => p.x),
      [-1.5, 1.5],
    );
    const left = pads[0];
    const pcbPort = json.find(
      (e) => e.type === "pcb_port" && e.pcb_port_id === left.pcb_port_id,
    );
    const sourcePort = json.find(
      (e) =>
        e.type === "source_port" &&
        e.source_port_id === pcbPort?.source_port_id,
    );
    assert.equal(sourcePort?.name, "IN");
  });

  it("<footprint circuitJson> as the footprint adds no pads in this core", async () => {
    const json = (await circuitJsonOf(`
const pads = [
  { type: "pcb_smtpad", shape: "rect", layer: "top", x: -1.5, y: 0, width: 1.2, height: 2, port_hints: ["1"] },
]
export default () => (
  <board width="12mm" height="10mm">
    <chip name="U1" pinLabels={{ pin1: "IN" }} footprint={<footprint circuitJson={pads} />} />
  </board>
)`)) as Element[];
    assert.equal(json.filter((e) => e.type === "pcb_smtpad").length, 0);
  });
});
