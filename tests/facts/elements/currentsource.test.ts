/**
 * What the <currentsource> page states, checked against the records the
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

const page = "docs/elements/currentsource.mdx";
const source = readFileSync(
  path.resolve(import.meta.dirname, "../../..", page),
  "utf8",
);
const [constant, sweep] = findExamples(source, page).map((e) => e.code);

type Rec = CircuitJsonElement & Record<string, any>;
const ofType = (json: CircuitJsonElement[], type: string) =>
  json.filter((e) => e.type === type) as Rec[];
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
const pointOf = (json: CircuitJsonElement[], name: string) => {
  const found = ofType(json, "simulation_dc_operating_point_voltage").find(
    (p) => p.name === name,
  );
  assert.ok(found, `an operating-point voltage named ${name}`);
  return found.voltage as number;
};
/** I1 into a 1 kΩ load on GND, probed as TOP, run as `simulation`. */
const loaded = (props: string, simulation: string) => `export default () => (
  <board width="20mm" height="15mm" routingDisabled>
    <currentsource name="I1" ${props} />
    <resistor name="R1" resistance="1k" footprint="0603" />
    <trace from=".I1 > .pin2" to=".R1 > .pin1" />
    <trace from=".R1 > .pin2" to="net.GND" />
    <trace from=".I1 > .pin1" to="net.GND" />
    <voltageprobe name="TOP" connectsTo=".R1 > .pin1" />
    ${simulation}
  </board>)`;
const transient =
  '<analogsimulation duration="2ms" timePerStep="5us" spiceEngine="ngspice" />';
const levels = (json: CircuitJsonElement[]) =>
  ofType(json, "simulation_transient_voltage_graph").find(
    (g) => g.name === "TOP",
  )?.voltage_levels as number[];

describe("/elements/currentsource", () => {
  it("the constant-current example: 1 mA through 2.2 kΩ reads 2.2 V; a DC record with pin1 positive and pin2 negative", async () => {
    const json = await circuitJsonOf(constant);
    near(pointOf(json, "VR"), 2.2, 1e-6, "VR");
    const [record] = ofType(json, "simulation_current_source");
    assert.equal(record.is_dc_source, true);
    assert.equal(record.current, 0.001);
    const ports = new Map(
      ofType(json, "source_port").map((p) => [p.source_port_id, p.name]),
    );
    assert.equal(ports.get(record.positive_source_port_id), "pin1");
    assert.equal(ports.get(record.negative_source_port_id), "pin2");
    const [component] = ofType(json, "source_component").filter(
      (c) => c.name === "I1",
    );
    assert.equal(component.ftype, "simple_current_source");
    const [symbol] = ofType(json, "schematic_component").filter(
      (s) => s.source_component_id === component.source_component_id,
    );
    assert.match(symbol.symbol_name, /^current_source/);
    assert.equal(symbol.symbol_display_value, "1mA");
    assert.ok(
      !ofType(json, "pcb_component").some(
        (c) => c.source_component_id === component.source_component_id,
      ),
    );
  });

  it("wired the other way round, the voltage comes out negative", async () => {
    const json = await circuitJsonOf(
      constant
        .replace(
          'from=".I1 > .pin2" to=".R1 > .pin1"',
          'from=".I1 > .pin1" to=".R1 > .pin1"',
        )
        .replace(
          'from=".I1 > .pin1" to="net.GND"',
          'from=".I1 > .pin2" to="net.GND"',
        ),
    );
    near(pointOf(json, "VR"), -2.2, 1e-6, "VR reversed");
  });

  it("the sweep example: 0 to 2 mA in 0.1 mA steps, 21 points in amperes, VR a line from 0 V to 4.4 V", async () => {
    const json = await circuitJsonOf(sweep);
    const [experiment] = ofType(json, "simulation_experiment");
    assert.equal(experiment.dc_sweep_unit, "A");
    assert.ok(experiment.dc_sweep_current_source_id);
    const [graph] = ofType(json, "simulation_dc_sweep_voltage_graph");
    assert.equal(graph.sweep_values.length, 21);
    assert.equal(graph.sweep_unit, "A");
    near(graph.voltage_levels[0], 0, 1e-9, "VR at 0 mA");
    near(graph.voltage_levels.at(-1), 4.4, 1e-6, "VR at 2 mA");
    near(
      graph.voltage_levels[10] / graph.sweep_values[10],
      2200,
      1e-3,
      "slope",
    );
  });

  it("the default engine records 0 V where a current source should push", async () => {
    const json = await circuitJsonOf(
      loaded(
        'current="2mA"',
        '<analogsimulation duration="1ms" timePerStep="0.1ms" />',
      ),
    );
    assert.deepEqual([...new Set(levels(json))], [0]);
  });

  it("without a GND net the simulation fails: singular matrix", async () => {
    await assert.rejects(
      circuitJsonOf(
        constant
          .replace('to="net.GND" />', 'to=".I1 > .pin1" />')
          .replace(/\s*<trace from="\.I1 > \.pin1" to="net\.GND" \/>/, ""),
      ),
      /simulation_unknown_experiment_error: .*singular matrix/,
    );
  });

  it("a sine peaks at half of peakToPeakCurrent, and current is not added to it", async () => {
    const json = await circuitJsonOf(
      loaded(
        'current="5mA" peakToPeakCurrent="2mA" frequency="1kHz" waveShape="sinewave"',
        transient,
      ),
    );
    near(Math.max(...levels(json)), 1, 0.01, "peak");
    near(Math.min(...levels(json)), -1, 0.01, "trough");
    const [record] = ofType(json, "simulation_current_source");
    assert.equal(record.is_dc_source, false);
    assert.ok(
      record.terminal1_source_port_id && record.terminal2_source_port_id,
    );
    const [symbol] = ofType(json, "schematic_component").filter((s) =>
      String(s.symbol_name).startsWith("current_source"),
    );
    assert.equal(symbol.symbol_display_value, "5mA 2mA p-p 1kHz");
    const labelOnly = await circuitJsonOf(
      loaded(
        'peakToPeakCurrent="2mA" frequency="1kHz" waveShape="sinewave"',
        transient,
      ),
    );
    const [plain] = ofType(labelOnly, "schematic_component").filter((s) =>
      String(s.symbol_name).startsWith("current_source"),
    );
    assert.equal(plain.symbol_display_value, "2mA p-p 1kHz");
  });

  it("a square wave pulses from 0 A to peakToPeakCurrent, high half the period by default", async () => {
    const json = await circuitJsonOf(
      loaded(
        'peakToPeakCurrent="3mA" frequency="1kHz" waveShape="square"',
        transient,
      ),
    );
    const graph = ofType(json, "simulation_transient_voltage_graph")[0];
    const value = (ms: number) =>
      graph.voltage_levels[
        graph.timestamps_ms.findIndex((t: number) => t >= ms)
      ];
    near(Math.abs(value(0.25)), 3, 0.01, "high at 0.25 ms");
    near(value(0.75), 0, 0.01, "low at 0.75 ms");
  });

  it("triangle, sawtooth and a bare frequency push no current", async () => {
    for (const props of [
      'current="2mA" peakToPeakCurrent="2mA" frequency="1kHz" waveShape="triangle"',
      'current="2mA" peakToPeakCurrent="2mA" frequency="1kHz" waveShape="sawtooth"',
      'current="2mA" frequency="1kHz"',
    ]) {
      const json = await circuitJsonOf(loaded(props, transient));
      assert.deepEqual([...new Set(levels(json))], [0], props);
    }
  });

  it("a source with neither current nor an AC prop writes no simulation record", async () => {
    const json = await circuitJsonOf(loaded("", ""));
    assert.equal(ofType(json, "simulation_current_source").length, 0);
  });
});
