import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

describe("/building-electronics/designing-electronics-from-scratch", () => {
  it("330 ohm gives about 4 mA from 1.3 V, and under 1 mA from 0.3 V", () => {
    assert.equal(Math.round((1.3 / 330) * 1000), 4);
    assert.ok((0.3 / 330) * 1000 < 1);
  });

  it("the header's pinLabels make .J1 > .VIN and .J1 > .GND selectable", async () => {
    const json = await circuitJsonOf(`export default () => (
  <board width="20mm" height="12mm">
    <pinheader name="J1" pinCount={2} pitch="2.54mm" pinLabels={["VIN", "GND"]} pcbX={-7} pcbRotation={90} />
    <trace from=".J1 > .VIN" to="net.V3_3" />
    <trace from=".J1 > .GND" to="net.GND" />
    <capacitor name="C1" capacitance="100nF" footprint="0603" pcbX={-2} pcbY={3} />
    <trace from=".C1 > .pin1" to="net.V3_3" />
    <trace from=".C1 > .pin2" to="net.GND" />
  </board>
)`);
    assert.deepEqual(
      json.filter((e) => e.type.endsWith("_error")),
      [],
    );
    const ports = json.filter((e) => e.type === "source_port");
    const headerTraces = json.filter(
      (e) =>
        e.type === "source_trace" && String(e.display_name).startsWith(".J1"),
    );
    assert.equal(headerTraces.length, 2);
    const reached = headerTraces.map((trace) => {
      const ids = trace.connected_source_port_ids as string[];
      assert.equal(ids.length, 1);
      return ports.find((p) => p.source_port_id === ids[0])?.name;
    });
    assert.deepEqual(reached, ["VIN", "GND"]);
  });

  it("overlapping parts and unconnected pins are reported while compiling", async () => {
    const json = await circuitJsonOf(`export default () => (
  <board width="20mm" height="12mm">
    <resistor name="R1" resistance="330" footprint="0603" pcbX={0} />
    <resistor name="R2" resistance="330" footprint="0603" pcbX={0.3} />
  </board>
)`);
    const types = new Set(json.map((e) => e.type));
    assert.ok(types.has("pcb_footprint_overlap_error"));
    assert.ok(types.has("source_pin_missing_trace_warning"));
  });
});
