/**
 * What the <analogsimulation> page states about the five simulation
 * elements, checked against the records the pinned core writes for the
 * page's own examples (read from the page) and for small variations.
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

const page = "docs/elements/analogsimulation.mdx";
const source = readFileSync(
  path.resolve(import.meta.dirname, "../../..", page),
  "utf8",
);
const [edgeExample, pointExample, sweepExample, acExample] = findExamples(
  source,
  page,
).map((example) => example.code);

type Rec = CircuitJsonElement & Record<string, any>;

const ofType = (json: CircuitJsonElement[], type: string) =>
  json.filter((e) => e.type === type) as Rec[];
const one = (json: CircuitJsonElement[], type: string, name?: string): Rec => {
  const found = ofType(json, type).filter(
    (e) => name === undefined || e.name === name,
  );
  assert.equal(found.length, 1, `one ${type}${name ? ` named ${name}` : ""}`);
  return found[0];
};
const results = (json: CircuitJsonElement[]) =>
  json.filter(
    (e) =>
      /^simulation_(transient|dc_operating_point|dc_sweep|ac_sweep)_/.test(
        e.type,
      ) || e.type === "simulation_unknown_experiment_error",
  );
/** The messages of elements the props check refused. */
const refused = (json: CircuitJsonElement[]) =>
  ofType(json, "source_failed_to_create_component_error").map((e) =>
    String(e.message),
  );
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
/** Linear interpolation of a sampled curve. */
function at(xs: number[], ys: number[], x: number): number {
  const i = xs.findIndex((value) => value >= x);
  if (i <= 0) return ys[i === -1 ? ys.length - 1 : 0];
  const t = (x - xs[i - 1]) / (xs[i] - xs[i - 1]);
  return ys[i - 1] + t * (ys[i] - ys[i - 1]);
}
const divider = (simulation: string, probes = true) => `export default () => (
  <board width="24mm" height="16mm" routingDisabled>
    <voltagesource name="V1" voltage="5V" />
    <resistor name="R1" resistance="1k" footprint="0603" />
    <resistor name="R2" resistance="4k" footprint="0603" />
    <trace from=".V1 > .pin1" to=".R1 > .pin1" />
    <trace from=".R1 > .pin2" to=".R2 > .pin1" />
    <trace from=".R2 > .pin2" to=".V1 > .pin2" />
    ${probes ? '<voltageprobe name="MID" connectsTo=".R2 > .pin1" />' : ""}
    ${simulation}
  </board>)`;

describe("/elements/analogsimulation", () => {
  it("the edge example: <analogsimulation> with the default engine, 8 ms in 5 µs steps, EDGE jumps 3.3 V at each edge and decays", async () => {
    assert.doesNotMatch(edgeExample, /spiceEngine/);
    const json = await circuitJsonOf(edgeExample);
    const experiment = one(json, "simulation_experiment");
    assert.equal(experiment.experiment_type, "spice_transient_analysis");
    assert.equal(experiment.name, "spice_transient_analysis");
    assert.equal(experiment.end_time_ms, 8);
    assert.equal(experiment.time_per_step, 0.005);
    assert.equal(experiment.start_time_ms, undefined);
    const edge = one(json, "simulation_transient_voltage_graph", "EDGE");
    const t = edge.timestamps_ms as number[];
    const v = edge.voltage_levels as number[];
    for (const [time, sign] of [
      [2, -1],
      [4, 1],
      [6, -1],
    ]) {
      const jump = at(t, v, time + 0.006) - at(t, v, time - 0.006);
      near(jump, sign * 3.3, 0.1, `EDGE's jump at ${time} ms`);
    }
    assert.ok(Math.abs(at(t, v, 1.9)) < Math.abs(at(t, v, 0.1)) / 4);
    const clk = one(json, "simulation_transient_voltage_graph", "CLK");
    near(Math.max(...clk.voltage_levels), 3.3, 1e-6, "CLK high");
    near(Math.min(...clk.voltage_levels), 0, 1e-6, "CLK low");
  });

  it("transient defaults: 10 ms and 0.01 ms for both elements; the newer one records start time 0 and its engine", async () => {
    const legacy = one(
      await circuitJsonOf(divider("<analogsimulation />")),
      "simulation_experiment",
    );
    assert.equal(legacy.end_time_ms, 10);
    assert.equal(legacy.time_per_step, 0.01);
    assert.equal(legacy.start_time_ms, undefined);
    const json = await circuitJsonOf(
      divider(
        '<analogtransientsimulation name="boot" spiceEngine="ngspice" />',
      ),
    );
    const modern = one(json, "simulation_experiment");
    assert.equal(modern.end_time_ms, 10);
    assert.equal(modern.time_per_step, 0.01);
    assert.equal(modern.start_time_ms, 0);
    assert.equal(modern.spice_engine, "ngspice");
    assert.equal(modern.name, "boot");
    const graph = one(json, "simulation_transient_voltage_graph", "MID");
    near(graph.voltage_levels[0], 4, 1e-6, "MID");
  });

  it("numbers are milliseconds", async () => {
    const experiment = one(
      await circuitJsonOf(
        divider("<analogsimulation duration={5} timePerStep={0.05} />"),
      ),
      "simulation_experiment",
    );
    assert.equal(experiment.end_time_ms, 5);
    assert.equal(experiment.time_per_step, 0.05);
  });

  it("<analogtransientsimulation> refuses a zero duration, a start after the end, and pcb_spice props with another engine: the element is left out with a source_failed_to_create_component_error", async () => {
    for (const [element, reason] of [
      [
        "<analogtransientsimulation duration={0} />",
        "duration (Time must be positive)",
      ],
      [
        '<analogtransientsimulation duration="2ms" startTime="3ms" />',
        "startTime must be between zero and duration",
      ],
      [
        "<analogtransientsimulation ibisPinStates={{}} />",
        "IBIS pin states require spiceEngine=pcb_spice",
      ],
    ]) {
      const json = await circuitJsonOf(divider(element));
      assert.ok(
        refused(json).some((message) => message.includes(reason)),
        `${element}: ${refused(json).join(" / ")}`,
      );
      assert.equal(ofType(json, "simulation_experiment").length, 0);
    }
  });

  it("spicey ignores startTime and records from 0 ms", async () => {
    const json = await circuitJsonOf(
      divider(
        '<analogtransientsimulation duration="6ms" startTime="2ms" timePerStep="0.1ms" />',
      ),
    );
    assert.equal(one(json, "simulation_experiment").start_time_ms, 2);
    const graph = one(json, "simulation_transient_voltage_graph", "MID");
    assert.equal(graph.timestamps_ms[0], 0);
  });

  it("a transient naming pcb_spice is recorded but not run", async () => {
    const json = await circuitJsonOf(
      divider('<analogtransientsimulation spiceEngine="pcb_spice" />'),
    );
    assert.equal(one(json, "simulation_experiment").spice_engine, "pcb_spice");
    assert.deepEqual(results(json), []);
  });

  it("the operating-point example: A = 3 V, B = 1 V, one record per probe", async () => {
    const json = await circuitJsonOf(pointExample);
    const experiment = one(json, "simulation_experiment");
    assert.equal(experiment.experiment_type, "spice_dc_operating_point");
    assert.equal(experiment.name, "spice_dc_operating_point");
    near(
      one(json, "simulation_dc_operating_point_voltage", "A").voltage,
      3,
      1e-6,
      "A",
    );
    near(
      one(json, "simulation_dc_operating_point_voltage", "B").voltage,
      1,
      1e-6,
      "B",
    );
    assert.equal(
      ofType(json, "simulation_dc_operating_point_voltage").length,
      2,
    );
  });

  it("spicey runs no operating point, DC sweep or AC sweep: no result and no error", async () => {
    for (const code of [pointExample, sweepExample, acExample]) {
      const json = await circuitJsonOf(
        code.replace(/\s*spiceEngine="ngspice"/, ""),
      );
      assert.equal(ofType(json, "simulation_experiment").length, 1);
      assert.deepEqual(results(json), []);
    }
  });

  it("the DC-sweep example: 0 to 15 V in 0.5 V steps, 31 points, SENSE a line of slope 0.248 reaching 3.72 V; the source's 12 V is replaced", async () => {
    const json = await circuitJsonOf(sweepExample);
    const experiment = one(json, "simulation_experiment");
    assert.equal(experiment.experiment_type, "spice_dc_sweep");
    assert.equal(experiment.dc_sweep_unit, "V");
    assert.equal(experiment.dc_sweep_start, 0);
    assert.equal(experiment.dc_sweep_stop, 15);
    assert.equal(experiment.dc_sweep_step, 0.5);
    assert.ok(experiment.dc_sweep_voltage_source_id);
    const sense = one(json, "simulation_dc_sweep_voltage_graph", "SENSE");
    assert.equal(sense.sweep_values.length, 31);
    assert.equal(sense.sweep_unit, "V");
    near(sense.voltage_levels[0], 0, 1e-6, "SENSE at 0 V");
    near(sense.voltage_levels.at(-1), 3.72, 0.005, "SENSE at 15 V");
    near(3.3 / 13.3, 0.248, 0.0005, "slope");
    near(
      at(sense.sweep_values, sense.voltage_levels, 12) / 12,
      0.248,
      0.001,
      "slope at 12 V",
    );
  });

  it("sweepSource must be a source, and sweepStep must point from start to stop", async () => {
    await assert.rejects(
      circuitJsonOf(
        sweepExample.replace('sweepSource=".VBAT"', 'sweepSource=".R1"'),
      ),
      /DC sweep source "\.R1" must resolve to one voltage or current source/,
    );
    const wrongWay = await circuitJsonOf(
      sweepExample.replace('sweepStep="0.5V"', 'sweepStep="-0.5V"'),
    );
    assert.ok(
      refused(wrongWay).some((m) =>
        m.includes("sweepStep must move from sweepStart toward sweepStop"),
      ),
    );
  });

  it("the AC example: 41 frequencies from 1 Hz to 10 kHz, OUT 0.0063 V at 1 Hz, 0.71 V at 159 Hz, near 1 V from a few kHz", async () => {
    const json = await circuitJsonOf(acExample);
    const experiment = one(json, "simulation_experiment");
    assert.equal(experiment.experiment_type, "spice_ac_analysis");
    assert.equal(experiment.ac_sweep_type, "decade");
    assert.equal(experiment.ac_samples_per_interval, 10);
    assert.equal(experiment.ac_start_frequency_hz, 1);
    assert.equal(experiment.ac_stop_frequency_hz, 10_000);
    const out = one(json, "simulation_ac_sweep_voltage_graph", "OUT");
    const f = out.frequencies_hz as number[];
    const magnitude = (
      out.complex_voltages as { re: number; im: number }[]
    ).map(({ re, im }) => Math.hypot(re, im));
    assert.equal(f.length, 41);
    near(magnitude[0], 0.0063, 0.0001, "OUT at 1 Hz");
    near(Math.round(1 / (2 * Math.PI * 10e3 * 100e-9)), 159, 0, "cut-off");
    near(
      at(f.map(Math.log10), magnitude, Math.log10(159)),
      0.71,
      0.01,
      "OUT at 159 Hz",
    );
    for (const [i, hz] of f.entries())
      if (hz >= 3_000) assert.ok(magnitude[i] > 0.99, `OUT at ${hz} Hz`);
  });

  it("a linear AC sweep wants sampleCount, not samplesPerInterval", async () => {
    const wrong = await circuitJsonOf(
      acExample.replace('sweepType="decade"', 'sweepType="linear"'),
    );
    assert.ok(
      refused(wrong).some(
        (m) =>
          m.includes("sampleCount is required for a linear AC sweep") &&
          m.includes(
            "samplesPerInterval is only valid for decade or octave sweeps",
          ),
      ),
      refused(wrong).join(" / "),
    );
    const json = await circuitJsonOf(
      acExample
        .replace('sweepType="decade"', 'sweepType="linear"')
        .replace("samplesPerInterval={10}", "sampleCount={5}"),
    );
    assert.equal(one(json, "simulation_experiment").ac_sample_count, 5);
    assert.equal(
      one(json, "simulation_ac_sweep_voltage_graph", "OUT").frequencies_hz
        .length,
      5,
    );
  });

  it("only sources with an acMagnitude drive an AC sweep", async () => {
    const json = await circuitJsonOf(
      acExample.replace('acMagnitude="1V"', 'voltage="5V"'),
    );
    const out = one(json, "simulation_ac_sweep_voltage_graph", "OUT");
    for (const { re, im } of out.complex_voltages)
      near(Math.hypot(re, im), 0, 1e-9, "OUT");
  });

  it("a circuit with only a current source and no GND net fails with a simulation_unknown_experiment_error", async () => {
    await assert.rejects(
      circuitJsonOf(`export default () => (
        <board width="20mm" height="15mm" routingDisabled>
          <currentsource name="I1" current="1mA" />
          <resistor name="R1" resistance="1k" footprint="0603" />
          <trace from=".I1 > .pin2" to=".R1 > .pin1" />
          <trace from=".R1 > .pin2" to=".I1 > .pin1" />
          <voltageprobe name="TOP" connectsTo=".R1 > .pin1" />
          <analogdcoperatingpointsimulation spiceEngine="ngspice" />
        </board>)`),
      /simulation_unknown_experiment_error/,
    );
  });

  it("graphIndependentAxes gives each probe's graph its own scale record", async () => {
    const json = await circuitJsonOf(
      divider('<analogsimulation duration="1ms" graphIndependentAxes />'),
    );
    assert.equal(ofType(json, "simulation_oscilloscope_trace").length, 1);
  });

  it("none of them draws on the PCB or the schematic", async () => {
    const without = await circuitJsonOf(divider("", true));
    const withSim = await circuitJsonOf(
      divider('<analogsimulation duration="1ms" />'),
    );
    for (const type of ["pcb_component", "schematic_component", "pcb_smtpad"])
      assert.equal(
        ofType(withSim, type).length,
        ofType(without, type).length,
        type,
      );
  });

  it("spicey also runs inductors: 5 V steps into 1 H and 1 kΩ reach 5 V × (1 − 1/e) ≈ 3.16 V after 1 ms", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="24mm" height="16mm" routingDisabled>
        <voltagesource name="V1" voltage="5V" waveShape="square" frequency="250Hz" />
        <inductor name="L1" inductance="1H" footprint="0603" />
        <resistor name="R1" resistance="1k" footprint="0603" />
        <trace from=".V1 > .pin1" to=".L1 > .pin1" />
        <trace from=".L1 > .pin2" to=".R1 > .pin1" />
        <trace from=".R1 > .pin2" to=".V1 > .pin2" />
        <voltageprobe name="VR" connectsTo=".R1 > .pin1" />
        <analogsimulation duration="2ms" timePerStep="10us" />
      </board>)`);
    const vr = one(json, "simulation_transient_voltage_graph", "VR");
    near(
      at(vr.timestamps_ms, vr.voltage_levels, 1),
      5 * (1 - Math.exp(-1)),
      0.05,
      "VR at 1 ms",
    );
  });

  it("in an operating point a square-wave or sine source sits at 0 V, not at its voltage", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="24mm" height="16mm" routingDisabled>
        <voltagesource name="V1" voltage="5V" waveShape="square" frequency="1kHz" />
        <voltagesource name="V2" voltage="3V" waveShape="sinewave" frequency="1kHz" />
        <resistor name="R1" resistance="1k" footprint="0603" />
        <resistor name="R2" resistance="1k" footprint="0603" />
        <trace from=".V1 > .pin1" to=".R1 > .pin1" />
        <trace from=".R1 > .pin2" to="net.GND" />
        <trace from=".V1 > .pin2" to="net.GND" />
        <trace from=".V2 > .pin1" to=".R2 > .pin1" />
        <trace from=".R2 > .pin2" to="net.GND" />
        <trace from=".V2 > .pin2" to="net.GND" />
        <voltageprobe name="SQ" connectsTo=".R1 > .pin1" />
        <voltageprobe name="SN" connectsTo=".R2 > .pin1" />
        <analogdcoperatingpointsimulation spiceEngine="ngspice" />
      </board>)`);
    for (const name of ["SQ", "SN"])
      near(
        one(json, "simulation_dc_operating_point_voltage", name).voltage,
        0,
        1e-9,
        name,
      );
  });
});
