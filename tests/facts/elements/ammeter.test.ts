/**
 * What the <ammeter> page states, checked against the records the pinned
 * core writes for the page's examples (read from the page), small
 * variations of them, and the legend of the graph the build draws.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { after, describe, it } from "node:test";
import { RenderPool } from "../../../plugins/circuit-previews/pool";
import { findExamples } from "../../../plugins/circuit-previews/scan";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

const page = "docs/elements/ammeter.mdx";
const source = readFileSync(
  path.resolve(import.meta.dirname, "../../..", page),
  "utf8",
);
const [charging, branches] = findExamples(source, page).map((e) => e.code);

type Rec = CircuitJsonElement & Record<string, any>;
const ofType = (json: CircuitJsonElement[], type: string) =>
  json.filter((e) => e.type === type) as Rec[];
const named = (json: CircuitJsonElement[], type: string, name: string): Rec => {
  const found = ofType(json, type).find((e) => e.name === name);
  assert.ok(found, `a ${type} named ${name}`);
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
  const v = g.current_levels as number[];
  const i = t.findIndex((value) => value >= time);
  if (i <= 0) return v[i === -1 ? v.length - 1 : 0];
  return v[i - 1] + ((time - t[i - 1]) / (t[i] - t[i - 1])) * (v[i] - v[i - 1]);
}

describe("/elements/ammeter", () => {
  it("the charging example: 5 mA at the first rising edge, 1.84 mA one time constant later, negative after the falling edge", async () => {
    const json = await circuitJsonOf(charging);
    const current = named(json, "simulation_transient_current_graph", "AM1");
    near(Math.max(...current.current_levels), 0.005, 0.0001, "peak");
    near(at(current, 1), 0.005 * Math.exp(-1), 0.0001, "AM1 at 1 ms");
    assert.ok(at(current, 2.05) < -0.003, "AM1 just after 2 ms");
    const probe = named(json, "simulation_current_probe", "AM1");
    assert.equal(current.source_probe_id, probe.simulation_current_probe_id);
    const ports = new Map(
      ofType(json, "source_port").map((p) => [p.source_port_id, p]),
    );
    const pos = ports.get(probe.positive_source_port_id);
    const neg = ports.get(probe.negative_source_port_id);
    assert.equal(pos?.name, "pin1");
    assert.ok(pos?.port_hints.includes("pos"));
    assert.equal(neg?.name, "pin2");
    assert.ok(neg?.port_hints.includes("neg"));
    const [component] = ofType(json, "source_component").filter(
      (c) => c.name === "AM1",
    );
    assert.equal(component.ftype, "simple_ammeter");
    const [symbol] = ofType(json, "schematic_component").filter(
      (s) => s.source_component_id === component.source_component_id,
    );
    assert.match(symbol.symbol_name, /^dc_ammeter/);
    assert.ok(
      !ofType(json, "pcb_component").some(
        (c) => c.source_component_id === component.source_component_id,
      ),
    );
  });

  it("its legend reads I(AM1); graphDisplayName replaces it", async () => {
    const pool = new RenderPool({ size: 1, timeoutMs: 120_000 });
    try {
      const svgOf = async (code: string) => {
        const result = await pool.render({
          code,
          filename: "ammeter.tsx",
          views: ["simulation"],
        });
        assert.ok(result.ok);
        return result.pictures.find((p) => p.view === "simulation")?.svg ?? "";
      };
      assert.match(await svgOf(charging), />I\(AM1\)</);
      const renamed = await svgOf(
        charging.replace(
          'name="AM1"',
          'name="AM1" graphDisplayName="I charge"',
        ),
      );
      assert.match(renamed, />I charge</);
      assert.doesNotMatch(renamed, />I\(AM1\)</);
    } finally {
      await pool.close();
    }
  });

  it("the default engine gives an ammeter no graph", async () => {
    const json = await circuitJsonOf(
      charging.replace(/\s*spiceEngine="ngspice"/, ""),
    );
    assert.equal(ofType(json, "simulation_current_probe").length, 1);
    assert.equal(ofType(json, "simulation_transient_current_graph").length, 0);
    assert.equal(ofType(json, "simulation_transient_voltage_graph").length, 1);
  });

  it("the branches example: AM1 6 mA, AM2 2 mA; swapping the sides makes it negative", async () => {
    const json = await circuitJsonOf(branches);
    const value = (j: CircuitJsonElement[], name: string) =>
      named(j, "simulation_dc_operating_point_current", name).current;
    near(value(json, "AM1"), 0.006, 1e-9, "AM1");
    near(value(json, "AM2"), 0.002, 1e-9, "AM2");
    const swapped = await circuitJsonOf(
      branches.replace(
        '{{ pos: ".V1 > .pin1", neg: ".R2 > .pin1" }}',
        '{{ pos: ".R2 > .pin1", neg: ".V1 > .pin1" }}',
      ),
    );
    near(value(swapped, "AM2"), -0.002, 1e-9, "AM2 swapped");
  });

  it("connections must name both sides", async () => {
    const json = await circuitJsonOf(
      branches.replace(
        '{{ pos: ".V1 > .pin1", neg: ".R2 > .pin1" }}',
        '{{ pos: ".V1 > .pin1" }}',
      ),
    ).catch((error: Error) => [
      { type: "thrown", message: error.message } as CircuitJsonElement,
    ]);
    assert.ok(
      json.some((e) =>
        String(e.message ?? "").includes(
          "Ammeter connections must include either pos/neg or pin1/pin2",
        ),
      ),
    );
  });

  it("DC and AC sweeps give current graphs, the AC one as complex currents", async () => {
    const dc = await circuitJsonOf(
      branches.replace(
        /<analogdcoperatingpointsimulation[^>]*\/>/,
        '<analogdcsweepsimulation sweepSource=".V1" sweepStart="0V" sweepStop="6V" sweepStep="1V" spiceEngine="ngspice" />',
      ),
    );
    const sweep = named(dc, "simulation_dc_sweep_current_graph", "AM1");
    near(sweep.current_levels.at(-1), 0.006, 1e-9, "AM1 at 6 V");
    const ac = await circuitJsonOf(
      branches
        .replace('voltage="6V"', 'acMagnitude="1V"')
        .replace(
          /<analogdcoperatingpointsimulation[^>]*\/>/,
          '<analogacsweepsimulation sweepType="linear" sampleCount={2} startFrequency="100Hz" stopFrequency="200Hz" spiceEngine="ngspice" />',
        ),
    );
    const [first] = named(ac, "simulation_ac_sweep_current_graph", "AM1")
      .complex_currents as { re: number; im: number }[];
    near(Math.hypot(first.re, first.im), 0.001, 1e-9, "AM1 at 100 Hz");
  });

  it("display props are stored as a simulation_oscilloscope_trace in amperes", async () => {
    const json = await circuitJsonOf(
      branches.replace(
        'name="AM1"',
        'name="AM1" color="#8e44ad" graphCurrentPerDiv={0.002} graphCenter={0.006} graphVerticalOffset={0.004}',
      ),
    );
    const probe = named(json, "simulation_current_probe", "AM1");
    assert.equal(probe.color, "#8e44ad");
    const [trace] = ofType(json, "simulation_oscilloscope_trace");
    assert.equal(
      trace.simulation_current_probe_id,
      probe.simulation_current_probe_id,
    );
    assert.equal(trace.amps_per_div, 0.002);
    assert.equal(trace.display_center_value, 0.006);
    assert.equal(trace.display_center_offset_divs, 2);
  });
});
