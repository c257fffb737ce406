import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

interface SourcePort {
  name: string;
  port_hints?: string[];
  source_component_id: string;
}

interface SourceComponent {
  source_component_id: string;
  name: string;
  frequency?: number;
  load_capacitance?: number;
  pin_variant?: string;
}

interface SourceTrace {
  max_length?: number;
}

function ofType<T>(json: CircuitJsonElement[], type: string): T[] {
  return json.filter((e) => e.type === type) as unknown as T[];
}

describe("/elements/resonator", () => {
  it("no_ground (default) has 2 pins, ground_pin 3 unnamed pins, two_ground_pins 4 with pin2/pin4 as gnd2/gnd1", async () => {
    const json = await circuitJsonOf(
      `export default () => (<board width="40mm" height="20mm">
        <resonator name="Y1" frequency="16MHz" loadCapacitance="15pF" />
        <resonator name="Y2" frequency="8MHz" loadCapacitance="15pF" pinVariant="ground_pin" schX={4} />
        <resonator name="X3" frequency={16} loadCapacitance="15pF" pinVariant="two_ground_pins" schX={8} />
      </board>)`,
    );
    const components = ofType<SourceComponent>(json, "source_component");
    const ports = ofType<SourcePort>(json, "source_port");
    const portsOf = (name: string) => {
      const id = components.find((c) => c.name === name)?.source_component_id;
      return ports.filter((p) => p.source_component_id === id);
    };
    const hintsOf = (p?: SourcePort) =>
      (p?.port_hints ?? []).filter((h) => !/^\d+$/.test(h) && h !== p?.name);
    assert.deepEqual(
      portsOf("Y1")
        .map((p) => p.name)
        .sort(),
      ["pin1", "pin2"],
    );
    assert.deepEqual(
      portsOf("Y2")
        .map((p) => p.name)
        .sort(),
      ["pin1", "pin2", "pin3"],
    );
    for (const p of [...portsOf("Y1"), ...portsOf("Y2")])
      assert.deepEqual(hintsOf(p), []);
    const x3 = portsOf("X3");
    assert.equal(x3.length, 4);
    assert.deepEqual(hintsOf(x3.find((p) => p.name === "pin2")), ["gnd2"]);
    assert.deepEqual(hintsOf(x3.find((p) => p.name === "pin4")), ["gnd1"]);
    assert.deepEqual(
      components.map((c) => [c.pin_variant, c.frequency, c.load_capacitance]),
      [
        ["no_ground", 16_000_000, 1.5e-11],
        ["ground_pin", 8_000_000, 1.5e-11],
        ["two_ground_pins", 16, 1.5e-11],
      ],
    );
    assert.match(
      JSON.stringify(json),
      /"symbol_display_value":"16MHz \/ 15pF"/,
    );
    // ground_pin: pin1 on the left of the symbol, pin2 and pin3 on the right
    const y2Sides = json
      .filter(
        (e) =>
          e.type === "schematic_port" &&
          e.schematic_component_id === "schematic_component_1",
      )
      .map((e) => `${e.pin_number}:${e.facing_direction}`)
      .sort();
    assert.deepEqual(y2Sides, ["1:left", "2:right", "3:right"]);
    assert.ok(!json.some((e) => e.type === "source_refdes_convention_warning"));
  });

  it("loadCapacitance is required; connections is ignored; resonator traces get no maximum length", async () => {
    const json = await circuitJsonOf(
      `export default () => (<board width="20mm" height="12mm">
        <resonator name="Y1" frequency="8MHz" footprint="pinrow2" pcbY={-3} />
        <resonator name="Y2" frequency="8MHz" loadCapacitance="15pF" footprint="pinrow2" pcbY={3} schX={4} connections={{ pin1: "net.A", pin2: "net.B" }} />
        <resonator name="Y3" frequency="8MHz" loadCapacitance="15pF" footprint="pinrow2" pcbX={6} schX={8} />
        <trace from=".Y3 > .pin1" to="net.C" />
      </board>)`,
    );
    const failed = json.find(
      (e) => e.type === "source_failed_to_create_component_error",
    );
    assert.match(String(failed?.message), /loadCapacitance/);
    const traces = ofType<SourceTrace>(json, "source_trace");
    assert.equal(traces.length, 1, "only the <trace>; connections adds none");
    const missing = json
      .filter((e) => e.type === "source_pin_missing_trace_warning")
      .map((e) => String(e.message));
    assert.ok(missing.some((m) => /pin1 on Y2/.test(m)));
    for (const trace of traces) assert.equal(trace.max_length, undefined);
  });
});
