/**
 * What the <analogsweepparameter> page states, checked against its own
 * examples (read from the page) as the build's render process compiles and
 * simulates them.
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

const page = "docs/elements/analogsweepparameter.mdx";
const source = readFileSync(
  path.resolve(import.meta.dirname, "../../..", page),
  "utf8",
);
const [rcSweep, dividerSweep] = findExamples(source, page);

interface Coordinate {
  simulation_parameter_sweep_id: string;
  sweep_index: number;
  parameter_value: number;
  parameter_unit: string;
}
const coordinate = (e: CircuitJsonElement) =>
  e.simulation_parameter_sweep_coordinate as Coordinate;
const sweepOf = (json: CircuitJsonElement[]) => {
  const sweeps = json.filter((e) => e.type === "simulation_parameter_sweep");
  assert.equal(sweeps.length, 1);
  return sweeps[0];
};

/** A small circuit whose simulation holds `inner`; no results needed. */
const circuit = (inner: string, simulation = "analogtransientsimulation") =>
  `export default () => (
  <board width="24mm" height="16mm" routingDisabled>
    <voltagesource name="V1" voltage="5V" />
    <resistor name="R1" resistance="1k" footprint="0603" />
    <capacitor name="C1" capacitance="1uF" footprint="0603" />
    <inductor name="L1" inductance="1uH" footprint="0603" />
    <trace from=".V1 > .pin1" to=".R1 > .pin1" />
    <trace from=".R1 > .pin2" to=".C1 > .pin1" />
    <trace from=".C1 > .pin2" to=".L1 > .pin1" />
    <trace from=".L1 > .pin2" to=".V1 > .pin2" />
    <voltageprobe name="OUT" connectsTo=".C1 > .pin1" />
    <${simulation} duration="1ms" timePerStep="0.1ms">${inner}</${simulation}>
  </board>
)`;

describe("/elements/analogsweepparameter", () => {
  let rc: CircuitJsonElement[];

  it("the RC example writes the simulation_parameter_sweep shown, on the default engine", async () => {
    assert.doesNotMatch(rcSweep.code, /spiceEngine/);
    rc = await circuitJsonOf(rcSweep.code);
    const { simulation_parameter_sweep_id: _id, name, ...record } = sweepOf(rc);
    assert.equal(name, undefined, "no name given, none recorded");
    assert.deepEqual(record, {
      type: "simulation_parameter_sweep",
      simulation_experiment_id: "simulation_experiment_0",
      parameter_type: "resistance",
      parameter_values: [500, 1000, 2000],
      parameter_unit: "Ω",
      resistor_source_component_id: "source_component_1",
    });
    const r1 = rc.find((e) => e.type === "source_component" && e.name === "R1");
    assert.equal(r1?.source_component_id, "source_component_1");
    assert.equal(r1?.resistance, 1000, "the resistor keeps its own value");
  });

  it("each value is one run, marked with its sweep coordinate", () => {
    const graphs = rc.filter(
      (e) => e.type === "simulation_transient_voltage_graph",
    );
    assert.equal(graphs.length, 3);
    assert.deepEqual(
      graphs.map((g) => [
        g.name,
        coordinate(g).sweep_index,
        coordinate(g).parameter_value,
        coordinate(g).parameter_unit,
      ]),
      [
        ["OUT", 0, 500, "Ω"],
        ["OUT", 1, 1000, "Ω"],
        ["OUT", 2, 2000, "Ω"],
      ],
    );
    const atOneMs = graphs.map((g) => {
      const t = g.timestamps_ms as number[];
      return (g.voltage_levels as number[])[t.findIndex((x) => x >= 1)];
    });
    for (const [value, stated] of atOneMs.map((v, i) => [
      v,
      [4.3, 3.2, 2.0][i],
    ]))
      assert.ok(Math.abs(value - stated) < 0.05, `${value} vs ${stated}`);
  });

  it("the graph's legend names each curve by value, all in the probe's colour", async () => {
    const pool = new RenderPool({ size: 1, timeoutMs: 120_000 });
    try {
      const result = await pool.render({
        code: rcSweep.code,
        filename: "sweep.tsx",
        views: ["simulation"],
      });
      assert.ok(result.ok);
      const svg =
        result.pictures.find((p) => p.view === "simulation")?.svg ?? "";
      for (const label of ["OUT (500Ω)", "OUT (1000Ω)", "OUT (2000Ω)"])
        assert.ok(svg.includes(`>${label}<`), label);
      const colours = new Set(
        [...svg.matchAll(/class="simulation-line"[^>]*stroke="([^"]+)"/g)].map(
          (m) => m[1],
        ),
      );
      assert.equal(colours.size, 1);
    } finally {
      await pool.close();
    }
  });

  it("the divider example: 0 V to 5 V in 1 V steps on VIN, OUT = 4.7/14.7 of it, with ngspice", async () => {
    assert.match(dividerSweep.code, /spiceEngine="ngspice"/);
    const json = await circuitJsonOf(dividerSweep.code);
    const sweep = sweepOf(json);
    assert.deepEqual(sweep.parameter_values, [0, 1, 2, 3, 4, 5]);
    assert.equal(sweep.parameter_unit, "V");
    const vin = json.find((e) => e.type === "source_net" && e.name === "VIN");
    assert.equal(sweep.source_net_id, vin?.source_net_id);
    const points = json.filter(
      (e) => e.type === "simulation_dc_operating_point_voltage",
    );
    assert.equal(points.length, 6);
    for (const p of points) {
      const input = coordinate(p).parameter_value;
      assert.ok(Math.abs((p.voltage as number) - (input * 4.7) / 14.7) < 1e-3);
    }
    const top = points.find((p) => coordinate(p).parameter_value === 5);
    assert.equal(Math.round((top?.voltage as number) * 100) / 100, 1.6);
    assert.equal(Math.round(((1 * 4.7) / 14.7) * 100) / 100, 0.32);
  });

  it("the built-in engine gives no operating point", async () => {
    const json = await circuitJsonOf(
      dividerSweep.code.replace(' spiceEngine="ngspice"', ""),
    );
    assert.equal(
      json.filter((e) => e.type === "simulation_dc_operating_point_voltage")
        .length,
      0,
    );
  });

  it("records the unit and target of each parameter type", async () => {
    const cases: [string, string, string][] = [
      [
        `parameterType="capacitance" capacitorRef=".C1" values={["1uF", "2uF"]}`,
        "F",
        "capacitor_source_component_id",
      ],
      [
        `parameterType="inductance" inductorRef=".L1" values={["1uH"]}`,
        "H",
        "inductor_source_component_id",
      ],
    ];
    for (const [props, unit, field] of cases) {
      const json = await circuitJsonOf(
        circuit(`<analogsweepparameter ${props} />`),
      );
      const sweep = sweepOf(json);
      assert.equal(sweep.parameter_unit, unit);
      assert.equal(typeof sweep[field], "string", field);
    }
    const current = await circuitJsonOf(`export default () => (
      <board width="24mm" height="16mm" routingDisabled>
        <currentsource name="I1" current="1mA" />
        <resistor name="R1" resistance="1k" footprint="0603" />
        <trace from=".I1 > .pin1" to=".R1 > .pin1" />
        <trace from=".R1 > .pin2" to=".I1 > .pin2" />
        <analogdcoperatingpointsimulation>
          <analogsweepparameter parameterType="current" currentSourceRef=".I1" values={["1mA", "2mA"]} />
        </analogdcoperatingpointsimulation>
      </board>)`);
    const sweep = sweepOf(current);
    assert.deepEqual(sweep.parameter_values, [0.001, 0.002]);
    assert.equal(sweep.parameter_unit, "A");
    assert.equal(typeof sweep.current_source_component_id, "string");
  });

  it("a range includes its stop and may count down", async () => {
    const json = await circuitJsonOf(
      circuit(
        `<analogsweepparameter parameterType="resistance" resistorRef=".R1" start="3k" stop="1k" step="-1k" />`,
      ),
    );
    assert.deepEqual(sweepOf(json).parameter_values, [3000, 2000, 1000]);
  });

  it("inside <analogsimulation> the circuit does not compile", async () => {
    await assert.rejects(
      circuitJsonOf(
        circuit(
          `<analogsweepparameter parameterType="resistance" resistorRef=".R1" values={[1000]} />`,
          "analogsimulation",
        ),
      ),
      /analog\.sweepparameter must be nested directly in an analog simulation/,
    );
  });

  it("a simulation holds at most one sweep parameter", async () => {
    await assert.rejects(
      circuitJsonOf(
        circuit(`
          <analogsweepparameter parameterType="resistance" resistorRef=".R1" values={[1000]} />
          <analogsweepparameter parameterType="capacitance" capacitorRef=".C1" values={["1uF"]} />`),
      ),
      /at most one sweep parameter/,
    );
  });

  it("values and a range together, or part of a range, fail to create the element", async () => {
    const cases: [string, string][] = [
      [
        `values={[1000]} start={1} stop={2} step={1}`,
        "Provide either values or start/stop/step",
      ],
      [`start={1} stop={2}`, "start, stop, and step must be provided together"],
      [`start={1} stop={3} step={0}`, "step must be nonzero"],
    ];
    for (const [props, message] of cases) {
      const json = await circuitJsonOf(
        circuit(
          `<analogsweepparameter parameterType="resistance" resistorRef=".R1" ${props} />`,
        ),
      );
      const failures = json.filter(
        (e) => e.type === "source_failed_to_create_component_error",
      );
      assert.equal(failures.length, 1, message);
      assert.ok(JSON.stringify(failures[0]).includes(message), message);
      assert.equal(
        json.filter((e) => e.type === "simulation_parameter_sweep").length,
        0,
      );
    }
  });

  it("a voltage sweep without a GND net fails the simulation", async () => {
    const code = rcSweep.code
      .replace(
        /<analogsweepparameter[^>]*\/>/,
        `<analogsweepparameter parameterType="voltage" net="net.VSWEEP" values={[1, 2]} />`,
      )
      .replace(
        '<voltageprobe name="OUT"',
        '<net name="VSWEEP" />\n    <voltageprobe name="OUT"',
      );
    await assert.rejects(
      circuitJsonOf(code),
      /simulation_unknown_experiment_error: A voltage parameter sweep requires a GND net/,
    );
  });
});
