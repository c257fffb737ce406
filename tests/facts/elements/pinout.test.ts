import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

type Rec = Record<string, unknown>;

function ofType(json: CircuitJsonElement[], type: string): Rec[] {
  return json.filter((e) => e.type === type) as unknown as Rec[];
}

function errorsOf(json: CircuitJsonElement[]): string[] {
  return json.filter((e) => e.type.endsWith("_error")).map((e) => e.type);
}

describe("/elements/pinout", () => {
  it("is a chip recorded as simple_pinout: pads from the footprint, pins from pinLabels; other prefixes do not warn; no footprint is an error", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="18mm" height="16mm">
        <pinout name="P1" footprint="pinrow3" pinLabels={{ pin1: "VCC", pin2: "OUT", pin3: "GND" }} pcbY={-3} />
        <pinout name="U7" pinLabels={{ pin1: "A" }} pcbY={4} />
      </board>)`);
    const p1 = ofType(json, "source_component").find((c) => c.name === "P1");
    assert.equal(p1?.ftype, "simple_pinout");
    const names = ofType(json, "source_port")
      .filter((p) => p.source_component_id === p1?.source_component_id)
      .map((p) => p.name);
    assert.deepEqual(names, ["VCC", "OUT", "GND"]);
    assert.equal(ofType(json, "pcb_plated_hole").length, 3);
    assert.equal(ofType(json, "source_refdes_convention_warning").length, 0);
    assert.ok(json.some((e) => e.type === "pcb_missing_footprint_error"));
  });
});
