/**
 * What the <voltageprobe> page states, checked against the records the
 * pinned core writes for the page's examples (read from the page), small
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

const page = "docs/elements/voltageprobe.mdx";
const source = readFileSync(
  path.resolve(import.meta.dirname, "../../..", page),
  "utf8",
);
const [dividerExample, acrossExample] = findExamples(source, page).map(
  (e) => e.code,
);

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

async function simulationSvg(code: string): Promise<string> {
  const pool = new RenderPool({ size: 1, timeoutMs: 120_000 });
  try {
    const result = await pool.render({
      code,
      filename: "probe.tsx",
      views: ["simulation"],
    });
    assert.ok(result.ok);
    return result.pictures.find((p) => p.view === "simulation")?.svg ?? "";
  } finally {
    await pool.close();
  }
}

describe("/elements/voltageprobe", () => {
  it("the divider example: an unnamed probe is named R1.pin1, OUT is orange and pulses 0 V to 3.33 V; schematic markers", async () => {
    const json = await circuitJsonOf(dividerExample);
    const unnamed = named(json, "simulation_voltage_probe", "R1.pin1");
    assert.match(String(unnamed.color), /^rgb\(/);
    const out = named(json, "simulation_voltage_probe", "OUT");
    assert.equal(out.color, "#e67e22");
    assert.ok(out.signal_input_source_net_id);
    const graph = named(json, "simulation_transient_voltage_graph", "OUT");
    near(Math.max(...graph.voltage_levels), (5 * 2) / 3, 0.01, "OUT high");
    near(Math.min(...graph.voltage_levels), 0, 0.01, "OUT low");
    assert.equal(graph.source_probe_id, out.simulation_voltage_probe_id);
    assert.ok(
      ofType(json, "schematic_voltage_probe").some((m) => m.name === "R1.pin1"),
    );
    // OUT touches a net, not a pin: no schematic marker.
    assert.ok(
      !ofType(json, "schematic_voltage_probe").some((m) => m.name === "OUT"),
    );
  });

  it("its legend reads V(R1.pin1) and V(OUT)", async () => {
    const svg = await simulationSvg(dividerExample);
    assert.match(svg, />V\(R1\.pin1\)</);
    assert.match(svg, />V\(OUT\)</);
  });

  it("an unnamed probe on a net is named after it, net.OUT", async () => {
    const json = await circuitJsonOf(
      dividerExample.replace(
        'name="OUT" connectsTo="net.OUT"',
        'connectsTo="net.OUT"',
      ),
    );
    named(json, "simulation_transient_voltage_graph", "net.OUT");
  });

  it("the across example: while high, TOP 5 V, MID 4 V, VR1 1 V from pin1 to pin2, labelled Across R1", async () => {
    const json = await circuitJsonOf(acrossExample);
    const high = (name: string) =>
      Math.max(
        ...named(json, "simulation_transient_voltage_graph", name)
          .voltage_levels,
      );
    const low = (name: string) =>
      Math.min(
        ...named(json, "simulation_transient_voltage_graph", name)
          .voltage_levels,
      );
    near(high("TOP"), 5, 1e-3, "TOP");
    near(high("MID"), 4, 1e-3, "MID");
    near(high("VR1"), 1, 1e-3, "VR1");
    near(low("VR1"), 0, 1e-3, "VR1 low");
    const probe = named(json, "simulation_voltage_probe", "VR1");
    assert.ok(probe.reference_input_source_port_id);
    const [trace] = ofType(json, "simulation_oscilloscope_trace").filter(
      (t) =>
        t.simulation_voltage_probe_id === probe.simulation_voltage_probe_id,
    );
    assert.equal(trace.display_name, "Across R1");
    const svg = await simulationSvg(acrossExample);
    assert.match(svg, />Across R1</);
    assert.doesNotMatch(svg, />V\(VR1\)</);
  });

  it("an operating-point chart labels the bar with the probe's name, not graphDisplayName", async () => {
    const svg = await simulationSvg(
      acrossExample.replace(
        /<analogsimulation[^>]*\/>/,
        '<analogdcoperatingpointsimulation spiceEngine="ngspice" />',
      ),
    );
    assert.match(svg, />VR1</);
    assert.doesNotMatch(svg, />Across R1</);
  });

  it("the default engine leaves a differential probe out", async () => {
    const json = await circuitJsonOf(
      acrossExample.replace(/\s*spiceEngine="ngspice"/, ""),
    );
    const names = ofType(json, "simulation_transient_voltage_graph").map(
      (g) => g.name,
    );
    assert.deepEqual(names.sort(), ["MID", "TOP"]);
  });

  it("a probe on ground records nothing", async () => {
    const json = await circuitJsonOf(
      acrossExample
        .replace(
          /<analogsimulation[^>]*\/>/,
          '<analogdcoperatingpointsimulation spiceEngine="ngspice" />',
        )
        .replace(
          '<voltageprobe name="TOP"',
          '<voltageprobe name="G" connectsTo=".R2 > .pin2" />\n    <voltageprobe name="TOP"',
        ),
    );
    named(json, "simulation_voltage_probe", "G");
    assert.ok(
      !ofType(json, "simulation_dc_operating_point_voltage").some(
        (p) => p.name === "G",
      ),
    );
  });

  it("display props are stored as a simulation_oscilloscope_trace in volts", async () => {
    const json = await circuitJsonOf(
      dividerExample.replace(
        'color="#e67e22" />',
        'color="#e67e22" graphVoltagePerDiv={0.5} graphCenter={2} graphVerticalOffset={1} />',
      ),
    );
    const out = named(json, "simulation_voltage_probe", "OUT");
    const [trace] = ofType(json, "simulation_oscilloscope_trace");
    assert.equal(
      trace.simulation_voltage_probe_id,
      out.simulation_voltage_probe_id,
    );
    assert.equal(trace.volts_per_div, 0.5);
    assert.equal(trace.display_center_value, 2);
    assert.equal(trace.display_center_offset_divs, 2);
  });

  it("a selector that finds nothing stops the render", async () => {
    await assert.rejects(
      circuitJsonOf(
        dividerExample.replace(
          'connectsTo=".R1 > .pin1"',
          'connectsTo=".R9 > .pin1"',
        ),
      ),
      /VoltageProbe could not find connection target "\.R9 > \.pin1"/,
    );
  });

  it("a probe adds nothing to the PCB", async () => {
    const json = await circuitJsonOf(dividerExample);
    const withoutProbes = await circuitJsonOf(
      dividerExample.replace(/\s*<voltageprobe[^>]*\/>/g, ""),
    );
    for (const type of ["pcb_component", "pcb_smtpad", "source_port"])
      assert.equal(
        ofType(json, type).length,
        ofType(withoutProbes, type).length,
        type,
      );
  });
});
