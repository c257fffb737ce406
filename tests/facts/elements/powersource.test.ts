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

describe("/elements/powersource", () => {
  it("stores volts, pins pin1 (positive, pos) and pin2 (negative, neg), meter symbol with no schematic ports, no simulation record", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="20mm" height="12mm">
        <powersource name="V1" voltage="5V" footprint="pinrow2" pcbX={-6} />
        <resistor name="R1" resistance="330" footprint="0603" pcbX={1} pcbY={2} connections={{ pin1: "net.VCC", pin2: "net.LED_A" }} />
        <led name="D1" color="red" footprint="0603" pcbX={5} pcbY={-2} connections={{ anode: "net.LED_A", cathode: "net.GND" }} />
        <trace from=".V1 > .positive" to="net.VCC" />
        <trace from=".V1 > .negative" to="net.GND" />
      </board>)`);
    const v1 = ofType(json, "source_component").find((c) => c.name === "V1");
    assert.equal(v1?.ftype, "simple_power_source");
    assert.equal(v1?.voltage, 5);
    assert.equal(v1?.are_pins_interchangeable, false);
    const ports = ofType(json, "source_port").filter(
      (p) => p.source_component_id === v1?.source_component_id,
    );
    assert.deepEqual(
      ports.map((p) => p.name),
      ["pin1", "pin2"],
    );
    assert.ok(
      (ports[0]?.port_hints as string[]).includes("positive") &&
        (ports[0]?.port_hints as string[]).includes("pos"),
    );
    assert.ok(
      (ports[1]?.port_hints as string[]).includes("negative") &&
        (ports[1]?.port_hints as string[]).includes("neg"),
    );
    const sch = ofType(json, "schematic_component").find(
      (s) => s.source_component_id === v1?.source_component_id,
    );
    assert.equal(sch?.symbol_name, "power_factor_meter_horz");
    assert.equal(sch?.symbol_display_value, undefined);
    assert.equal(
      ofType(json, "schematic_port").filter(
        (p) => p.schematic_component_id === sch?.schematic_component_id,
      ).length,
      0,
    );
    assert.ok(!json.some((e) => e.type.startsWith("simulation_")));
    assert.deepEqual(errorsOf(json), []);
  });

  it("without a footprint: missing-footprint error and unroutable traces; a PS prefix warns (V, VS, B, BT expected)", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="16mm" height="12mm">
        <powersource name="PS1" voltage="5V" />
        <resistor name="R1" resistance="1k" footprint="0603" connections={{ pin1: ".PS1 > .positive", pin2: ".PS1 > .negative" }} />
      </board>)`);
    assert.ok(json.some((e) => e.type === "pcb_missing_footprint_error"));
    assert.ok(json.some((e) => e.type === "pcb_trace_missing_error"));
    const warning = ofType(json, "source_refdes_convention_warning")[0];
    assert.match(String(warning?.message), /B, BT, V, VS/);
  });
});
