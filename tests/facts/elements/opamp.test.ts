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
  pin_number?: number;
  port_hints?: string[];
}

function ofType<T>(json: CircuitJsonElement[], type: string): T[] {
  return json.filter((e) => e.type === type) as unknown as T[];
}

function pinOf(json: CircuitJsonElement[], alias: string): string | undefined {
  return ofType<SourcePort>(json, "source_port").find((p) =>
    (p.port_hints ?? []).includes(alias),
  )?.name;
}

const withSupply = `export default () => (
  <board width="22mm" height="16mm">
    <opamp name="U1" footprint="sot23_5" connections={{ positive_supply: "net.V5", negative_supply: "net.GND", non_inverting_input: "net.VIN", inverting_input: "net.FB", output: "net.VOUT" }} />
    <resistor name="R1" resistance="10k" footprint="0603" pcbX={6} pcbY={3} connections={{ pin1: "net.VOUT", pin2: "net.FB" }} />
    <resistor name="R2" resistance="10k" footprint="0603" pcbX={6} pcbY={-1} connections={{ pin1: "net.FB", pin2: "net.GND" }} />
    <capacitor name="C1" capacitance="100nF" footprint="0402" pcbX={-5} pcbY={3} connections={{ pin1: "net.V5", pin2: "net.GND" }} />
    <pinheader name="J1" pinCount={4} pinLabels={["V5", "VIN", "VOUT", "GND"]} pcbY={-5} connections={{ V5: "net.V5", VIN: "net.VIN", VOUT: "net.VOUT", GND: "net.GND" }} />
  </board>)`;

describe("/elements/opamp", () => {
  it("alone: pins 1-5 are +in, -in, output, positive and negative supply; symbol opamp_no_power draws 3 pins; no footprint is an error", async () => {
    const json = await circuitJsonOf(
      `export default () => (<board width="12mm" height="10mm"><opamp name="U1" /></board>)`,
    );
    assert.equal(pinOf(json, "non_inverting_input"), "pin1");
    assert.equal(pinOf(json, "inverting_input"), "pin2");
    assert.equal(pinOf(json, "output"), "pin3");
    assert.equal(pinOf(json, "positive_supply"), "pin4");
    assert.equal(pinOf(json, "negative_supply"), "pin5");
    const [sch] = ofType<{ symbol_name: string }>(json, "schematic_component");
    assert.equal(sch?.symbol_name, "opamp_no_power_right");
    assert.equal(ofType(json, "schematic_port").length, 3);
    assert.ok(json.some((e) => e.type === "pcb_missing_footprint_error"));
    const [source] = ofType<{ ftype: string }>(json, "source_component");
    assert.equal(source?.ftype, "simple_op_amp");
  });

  it("supply in connections: negative supply is pin3, output pin4, positive pin5, with gnd/vss/vee and vcc/vdd aliases; opamp_with_power symbol", async () => {
    const json = await circuitJsonOf(withSupply);
    assert.equal(pinOf(json, "negative_supply"), "pin3");
    assert.equal(pinOf(json, "output"), "pin4");
    assert.equal(pinOf(json, "positive_supply"), "pin5");
    for (const alias of ["gnd", "vss", "vee"])
      assert.equal(pinOf(json, alias), "pin3");
    for (const alias of ["vcc", "vdd"])
      assert.equal(pinOf(json, alias), "pin5");
    const sch = ofType<{ symbol_name: string }>(json, "schematic_component");
    assert.ok(sch.some((s) => s.symbol_name === "opamp_with_power_right"));
    assert.equal(json.filter((e) => e.type.endsWith("_error")).length, 0);
    assert.equal(ofType(json, "simulation_op_amp").length, 1);
    assert.equal(
      ofType<{ pcb_component_id: string }>(json, "pcb_smtpad").length,
      5 + 2 + 2 + 2,
    );
  });

  it("supply wired with <trace> keeps the no-power symbol and numbering", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="22mm" height="16mm">
        <opamp name="U1" footprint="sot23_5" connections={{ non_inverting_input: "net.VIN", inverting_input: "net.VOUT", output: "net.VOUT" }} />
        <trace from=".U1 > .positive_supply" to="net.V5" />
        <trace from=".U1 > .negative_supply" to="net.GND" />
        <pinheader name="J1" pinCount={4} pinLabels={["V5", "VIN", "VOUT", "GND"]} pcbY={-5} connections={{ V5: "net.V5", VIN: "net.VIN", VOUT: "net.VOUT", GND: "net.GND" }} />
      </board>)`);
    const sch = ofType<{ symbol_name: string }>(json, "schematic_component");
    assert.ok(sch.some((s) => s.symbol_name === "opamp_no_power_right"));
    assert.equal(pinOf(json, "output"), "pin3");
  });
});
