/**
 * What the <voltagesource> page states, checked against the records the
 * pinned core writes for the page's examples (read from the page) and for
 * small variations of them.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { after, describe, it } from "node:test";
import { findExamples } from "../../../plugins/circuit-previews/scan";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

const page = "docs/elements/voltagesource.mdx";
const source = readFileSync(
  path.resolve(import.meta.dirname, "../../..", page),
  "utf8",
);
const [quadrature, pulses] = findExamples(source, page).map((e) => e.code);

type Rec = CircuitJsonElement & Record<string, any>;
const ofType = (json: CircuitJsonElement[], type: string) =>
  json.filter((e) => e.type === type) as Rec[];
const graph = (json: CircuitJsonElement[], name: string): Rec => {
  const found = ofType(json, "simulation_transient_voltage_graph").find(
    (g) => g.name === name,
  );
  assert.ok(found, `a graph named ${name}`);
  return found;
};
const near = (
  actual: number,
  expected: number,
  tolerance: number,
  what: string,
) =>
  assert.ok(
    Math.abs(actual - expected) <= tolerance,
    `${what}: ${actual} is not within ${tolerance} of ${expected}`,
  );
function at(g: Rec, time: number): number {
  const t = g.timestamps_ms as number[];
  const v = g.voltage_levels as number[];
  const i = t.findIndex((value) => value >= time);
  if (i <= 0) return v[i === -1 ? v.length - 1 : 0];
  return v[i - 1] + ((time - t[i - 1]) / (t[i] - t[i - 1])) * (v[i] - v[i - 1]);
}
/** One source across a 1 kΩ load, probed as OUT. */
const loaded = (props: string, simulation: string) => `export default () => (
  <board width="20mm" height="15mm" routingDisabled>
    <voltagesource name="V1" ${props} />
    <resistor name="R1" resistance="1k" footprint="0603" />
    <trace from=".V1 > .pin1" to=".R1 > .pin1" />
    <trace from=".R1 > .pin2" to=".V1 > .pin2" />
    <voltageprobe name="OUT" connectsTo=".R1 > .pin1" />
    <voltageprobe name="LOW" connectsTo=".R1 > .pin2" />
    ${simulation}
  </board>)`;
const ngspice2ms =
  '<analogsimulation duration="2ms" timePerStep="5us" spiceEngine="ngspice" />';

describe("/elements/voltagesource", () => {
  it("the quadrature example: ±1.5 V sines, SIN starts at 0 V rising, COS (phase 90) at +1.5 V, a quarter period ahead", async () => {
    const json = await circuitJsonOf(quadrature);
    const sin = graph(json, "SIN");
    const cos = graph(json, "COS");
    near(at(sin, 0), 0, 0.01, "SIN at 0 ms");
    assert.ok(at(sin, 0.05) > 0, "SIN rises");
    near(at(cos, 0), 1.5, 0.01, "COS at 0 ms");
    near(at(sin, 0.25), 1.5, 0.01, "SIN at 0.25 ms");
    near(Math.max(...sin.voltage_levels), 1.5, 0.01, "SIN peak");
    near(Math.min(...sin.voltage_levels), -1.5, 0.01, "SIN trough");
    const [v2] = ofType(json, "simulation_voltage_source").filter(
      (s) => s.phase === 90,
    );
    assert.equal(v2?.wave_shape, "sinewave");
  });

  it("the pulse example: 0 V to 1 ms, ramp to 5 V by 1.2 ms, high to 1.7 ms, 0 V by 1.9 ms, again from 3 and 5 ms; default engine", async () => {
    assert.doesNotMatch(pulses, /spiceEngine/);
    const json = await circuitJsonOf(pulses);
    const en = graph(json, "EN");
    near(at(en, 0.5), 0, 0.01, "EN at 0.5 ms");
    near(at(en, 1.1), 2.5, 0.05, "EN at 1.1 ms");
    near(at(en, 1.2), 5, 0.05, "EN at 1.2 ms");
    near(at(en, 1.65), 5, 0.01, "EN at 1.65 ms");
    near(at(en, 1.8), 2.5, 0.05, "EN at 1.8 ms");
    near(at(en, 1.9), 0, 0.05, "EN at 1.9 ms");
    near(at(en, 2.5), 0, 0.01, "EN at 2.5 ms");
    near(at(en, 3.45), 5, 0.01, "EN at 3.45 ms");
    near(at(en, 5.45), 5, 0.01, "EN at 5.45 ms");
    near(at(en, 4.5), 0, 0.01, "EN at 4.5 ms");
    const [component] = ofType(json, "source_component").filter(
      (c) => c.name === "V1",
    );
    assert.equal(component.ftype, "simple_voltage_source");
    assert.equal(component.voltage, 5);
    assert.equal(component.period, 2);
    assert.equal(component.duty_cycle, 0.25);
    assert.equal(component.pulse_delay, 1);
    assert.equal(component.rise_time, 0.2);
    const [symbol] = ofType(json, "schematic_component").filter(
      (s) => s.source_component_id === component.source_component_id,
    );
    assert.equal(symbol.symbol_name, "square_wave_right");
    assert.equal(symbol.symbol_display_value, "5V");
  });

  it("the default engine gives a sine wave a flat 0 V", async () => {
    const json = await circuitJsonOf(
      quadrature.replace(/\s*spiceEngine="ngspice"/, ""),
    );
    for (const name of ["SIN", "COS"])
      assert.deepEqual(
        [...new Set(graph(json, name).voltage_levels)],
        [0],
        name,
      );
  });

  it("a sine's peak is half of peakToPeakVoltage without voltage; a sine with no frequency is a steady voltage", async () => {
    const pp = await circuitJsonOf(
      loaded(
        'peakToPeakVoltage="4V" frequency="1kHz" waveShape="sinewave"',
        ngspice2ms,
      ),
    );
    near(Math.max(...graph(pp, "OUT").voltage_levels), 2, 0.01, "peak");
    const steady = await circuitJsonOf(
      loaded('voltage="3V" waveShape="sinewave"', ngspice2ms),
    );
    assert.deepEqual(
      [
        ...new Set(
          graph(steady, "OUT").voltage_levels.map((v: number) => v.toFixed(6)),
        ),
      ],
      ["3.000000"],
    );
  });

  it("a square wave is high for half of 1 / frequency by default; pulseWidth overrides dutyCycle", async () => {
    const json = await circuitJsonOf(
      loaded(
        'voltage="5V" waveShape="square" frequency="1kHz"',
        '<analogsimulation duration="2ms" timePerStep="10us" />',
      ),
    );
    const out = graph(json, "OUT");
    near(at(out, 0.25), 5, 0.01, "high at 0.25 ms");
    near(at(out, 0.75), 0, 0.01, "low at 0.75 ms");
    near(at(out, 1.25), 5, 0.01, "high at 1.25 ms");
    const narrow = await circuitJsonOf(
      loaded(
        'voltage="5V" waveShape="square" frequency="1kHz" dutyCycle={0.9} pulseWidth="0.2ms"',
        '<analogsimulation duration="2ms" timePerStep="10us" />',
      ),
    );
    near(at(graph(narrow, "OUT"), 0.1), 5, 0.01, "high at 0.1 ms");
    near(at(graph(narrow, "OUT"), 0.5), 0, 0.01, "low at 0.5 ms");
  });

  it("triangle and sawtooth are simulated as a constant voltage", async () => {
    for (const shape of ["triangle", "sawtooth"]) {
      const json = await circuitJsonOf(
        loaded(
          `voltage="3V" waveShape="${shape}" frequency="1kHz"`,
          ngspice2ms,
        ),
      );
      const levels = graph(json, "OUT").voltage_levels as number[];
      near(Math.min(...levels), 3, 1e-6, `${shape} min`);
      near(Math.max(...levels), 3, 1e-6, `${shape} max`);
    }
  });

  it("pin1 is positive and the net on pin2 is ground: a probe there records nothing", async () => {
    const json = await circuitJsonOf(
      loaded(
        'voltage="5V"',
        '<analogdcoperatingpointsimulation spiceEngine="ngspice" />',
      ),
    );
    const points = ofType(json, "simulation_dc_operating_point_voltage");
    assert.deepEqual(
      points.map((p) => [p.name, p.voltage]),
      [["OUT", 5]],
    );
    const [record] = ofType(json, "simulation_voltage_source");
    const ports = new Map(
      ofType(json, "source_port").map((p) => [p.source_port_id, p.name]),
    );
    assert.equal(ports.get(record.terminal1_source_port_id), "pin1");
    assert.equal(ports.get(record.terminal2_source_port_id), "pin2");
  });

  it("an AC sweep is driven by acMagnitude, with or without a voltage; without it every probe reads 0 V", async () => {
    const sweep =
      '<analogacsweepsimulation sweepType="linear" sampleCount={3} startFrequency="100Hz" stopFrequency="300Hz" spiceEngine="ngspice" />';
    const magnitudes = (json: CircuitJsonElement[]) =>
      (
        ofType(json, "simulation_ac_sweep_voltage_graph").find(
          (g) => g.name === "OUT",
        )?.complex_voltages as { re: number; im: number }[]
      ).map(({ re, im }) => Math.hypot(re, im));
    const both = await circuitJsonOf(
      loaded('voltage="5V" acMagnitude="1V"', sweep),
    );
    for (const m of magnitudes(both)) near(m, 1, 1e-6, "with acMagnitude");
    const none = await circuitJsonOf(loaded('voltage="5V"', sweep));
    for (const m of magnitudes(none)) near(m, 0, 1e-9, "without acMagnitude");
  });

  it("no footprint: no PCB component, still a schematic symbol ac_voltmeter_right labelled with voltage and frequency", async () => {
    const json = await circuitJsonOf(quadrature);
    const ids = new Map(
      ofType(json, "source_component").map((c) => [
        c.name,
        c.source_component_id,
      ]),
    );
    const pcb = ofType(json, "pcb_component").map((c) => c.source_component_id);
    assert.ok(!pcb.includes(ids.get("V1")));
    assert.ok(pcb.includes(ids.get("R1")));
    const [symbol] = ofType(json, "schematic_component").filter(
      (s) => s.source_component_id === ids.get("V1"),
    );
    assert.equal(symbol.symbol_name, "ac_voltmeter_right");
    assert.equal(symbol.symbol_display_value, "1.5V 1kHz");
  });

  it("pcbX without a footprint stops the render", async () => {
    await assert.rejects(
      circuitJsonOf(loaded('voltage="5V" pcbX={3}', "")),
      /VoltageSource requires a footprint when pcbX\/pcbY or pcb edge position props are used/,
    );
  });

  it("no offset by stacking: a DC source in series with the sine is shorted, because the net between them is ground", async () => {
    await assert.rejects(
      circuitJsonOf(`export default () => (
        <board width="24mm" height="16mm" routingDisabled>
          <voltagesource name="VDC" voltage="2.5V" />
          <voltagesource name="VAC" voltage="1V" frequency="1kHz" waveShape="sinewave" />
          <resistor name="R1" resistance="1k" footprint="0603" />
          <trace from=".VDC > .pin1" to=".VAC > .pin2" />
          <trace from=".VAC > .pin1" to=".R1 > .pin1" />
          <trace from=".R1 > .pin2" to=".VDC > .pin2" />
          <voltageprobe name="OUT" connectsTo=".R1 > .pin1" />
          ${ngspice2ms}
        </board>)`),
      /is a shorted VSRC/,
    );
  });

  it("2.5 V ± 1 V: a 5 V source and a 2 V-peak sine, both on ground, averaged through two equal 10 kΩ resistors", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="24mm" height="16mm" routingDisabled>
        <voltagesource name="VDC" voltage="5V" />
        <voltagesource name="VAC" voltage="2V" frequency="1kHz" waveShape="sinewave" />
        <resistor name="R1" resistance="10k" footprint="0603" />
        <resistor name="R2" resistance="10k" footprint="0603" />
        <trace from=".VDC > .pin1" to=".R1 > .pin1" />
        <trace from=".VAC > .pin1" to=".R2 > .pin1" />
        <trace from=".R1 > .pin2" to="net.OUT" />
        <trace from=".R2 > .pin2" to="net.OUT" />
        <trace from=".VDC > .pin2" to="net.GND" />
        <trace from=".VAC > .pin2" to="net.GND" />
        <voltageprobe name="OUT" connectsTo="net.OUT" />
        ${ngspice2ms}
      </board>)`);
    const out = graph(json, "OUT");
    near(Math.max(...out.voltage_levels), 3.5, 0.01, "OUT top");
    near(Math.min(...out.voltage_levels), 1.5, 0.01, "OUT bottom");
    near(at(out, 0), 2.5, 0.01, "OUT centre");
  });
});
