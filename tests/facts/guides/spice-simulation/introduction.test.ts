/**
 * What the SPICE introduction states about the engines, the analyses, the
 * parts and the graphs, checked by simulating its example (read from the
 * page) and small variants of it the way the build simulates them, and by
 * reading the pinned netlist converter.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { after, describe, it } from "node:test";
import { RenderPool } from "../../../../plugins/circuit-previews/pool";
import { findExamples } from "../../../../plugins/circuit-previews/scan";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../../support/circuit-json";

after(closeCircuitCompiler);

const root = path.resolve(import.meta.dirname, "../../../..");
const page = "docs/guides/spice-simulation/introduction.mdx";
const source = readFileSync(path.join(root, page), "utf8");
const [example] = findExamples(source, page);
const transistorPage =
  "docs/guides/spice-simulation/transistor-switch-example.mdx";
const [transistorSweep, , transistorToggle] = findExamples(
  readFileSync(path.join(root, transistorPage), "utf8"),
  transistorPage,
);

function near(actual: number, stated: number, what: string): void {
  const tolerance = Math.max(Math.abs(stated) * 0.01, 0.005);
  assert.ok(
    Math.abs(actual - stated) <= tolerance,
    `${what}: simulated ${actual.toFixed(4)}, the page says ${stated} (± ${tolerance.toFixed(3)})`,
  );
}

interface Transient extends CircuitJsonElement {
  name: string;
  timestamps_ms: number[];
  voltage_levels: number[];
}

function transient(json: CircuitJsonElement[], name: string): Transient {
  const found = json.find(
    (e) =>
      e.type === "simulation_transient_voltage_graph" &&
      (e as { name?: string }).name === name,
  );
  assert.ok(found, `a transient voltage graph named ${name}`);
  return found as Transient;
}

function at(g: Transient, ms: number): number {
  const { timestamps_ms: xs, voltage_levels: ys } = g;
  const i = xs.findIndex((value) => value >= ms);
  if (i <= 0) return ys[i === -1 ? ys.length - 1 : 0];
  const t = (ms - xs[i - 1]) / (xs[i] - xs[i - 1]);
  return ys[i - 1] + t * (ys[i] - ys[i - 1]);
}

const results = (json: CircuitJsonElement[]) =>
  json.filter((e) => /^simulation_.*(graph|_voltage|_current)$/.test(e.type));

const withEngine = (code: string, tag: string, engine: string) =>
  code.replace(`<${tag}`, `<${tag} spiceEngine="${engine}"`);

/** One render process for every graph this file draws (ngspice starts once). */
let graphs: RenderPool | undefined;
after(() => graphs?.close());

async function render(code: string): Promise<string> {
  graphs ??= new RenderPool({ size: 1, timeoutMs: 120_000 });
  const result = await graphs.render({
    code,
    filename: "graph.tsx",
    views: ["simulation"],
  });
  assert.ok(result.ok, "the example renders");
  return result.pictures.find((p) => p.view === "simulation")?.svg ?? "";
}

describe("/guides/spice-simulation/introduction", () => {
  describe("the first simulation", () => {
    let json: CircuitJsonElement[];

    it("names no engine and asks for 10 ms in 10 µs steps", async () => {
      json = await circuitJsonOf(example.code);
      assert.doesNotMatch(example.code, /spiceEngine/);
      const experiment = json.find((e) => e.type === "simulation_experiment");
      assert.equal(experiment?.end_time_ms, 10);
      assert.equal(experiment?.time_per_step, 0.01);
    });

    it("VIN is 3.3 V for 5 ms, then 0 V for 5 ms", () => {
      near(at(transient(json, "VIN"), 2.5), 3.3, "VIN at 2.5 ms");
      near(at(transient(json, "VIN"), 7.5), 0, "VIN at 7.5 ms");
    });

    it("VOUT climbs to 1.10 V, a third of 3.3 V, well before 5 ms", () => {
      const vout = transient(json, "VOUT");
      near(at(vout, 4.9), 1.1, "VOUT at 4.9 ms");
      near(at(vout, 3.5), 1.1, "VOUT at 3.5 ms");
      assert.ok(at(vout, 0.5) < 1, "still climbing at 0.5 ms");
    });

    it("falls back to 0 V after the input drops at 5 ms", () => {
      const vout = transient(json, "VOUT");
      assert.ok(at(vout, 5.5) < 1 && at(vout, 5.5) > 0.05, "falling at 5.5 ms");
      near(at(vout, 9.9), 0, "VOUT at 9.9 ms");
    });

    it("ngspice gives the same 1.10 V", async () => {
      const ng = await circuitJsonOf(
        withEngine(example.code, "analogsimulation", "ngspice"),
      );
      near(at(transient(ng, "VOUT"), 4.9), 1.1, "VOUT at 4.9 ms, ngspice");
    });

    it("its graph: legend V(VIN) and V(VOUT), axes Time (ms) and Voltage (V)", async () => {
      const svg = await render(example.code);
      assert.match(svg, />V\(VIN\)</);
      assert.match(svg, />V\(VOUT\)</);
      assert.match(svg, />Time \(ms\)</);
      assert.match(svg, />Voltage \(V\)</);
    });
  });

  describe("what the default engine does not do", () => {
    it("a sine-wave source gives it a flat 0 V (ngspice draws the sine)", async () => {
      const sine = example.code.replace(
        /waveShape="square"[\s\S]*?dutyCycle=\{0\.5\}/,
        'waveShape="sinewave" frequency="100Hz"',
      );
      assert.match(sine, /sinewave/);
      const flat = transient(await circuitJsonOf(sine), "VIN");
      assert.ok(
        flat.voltage_levels.every((v) => v === 0),
        "all 0 V",
      );
      const ng = transient(
        await circuitJsonOf(withEngine(sine, "analogsimulation", "ngspice")),
        "VIN",
      );
      near(Math.max(...ng.voltage_levels), 3.3, "ngspice sine peak");
    });

    it("an AC sweep produces no curve, with ngspice it does", async () => {
      const code = `export default () => (
  <board width="30mm" height="20mm" routingDisabled>
    <voltagesource name="V1" acMagnitude="1V" />
    <resistor name="R1" resistance="1k" footprint="0603" />
    <capacitor name="C1" capacitance="1uF" footprint="0603" />
    <trace from=".V1 > .pin1" to=".R1 > .pin1" />
    <trace from=".R1 > .pin2" to=".C1 > .pin1" />
    <trace from=".C1 > .pin2" to=".V1 > .pin2" />
    <voltageprobe name="VOUT" connectsTo=".C1 > .pin1" />
    <analogacsweepsimulation sweepType="decade" startFrequency="10Hz" stopFrequency="1kHz" samplesPerInterval={5} />
  </board>
)`;
      assert.equal(results(await circuitJsonOf(code)).length, 0);
      const ng = await circuitJsonOf(
        withEngine(code, "analogacsweepsimulation", "ngspice"),
      );
      assert.ok(ng.some((e) => e.type === "simulation_ac_sweep_voltage_graph"));
    });

    it("a DC sweep produces nothing, with ngspice it does", async () => {
      const code = example.code.replace(
        /<analogsimulation[^>]*\/>/,
        '<analogdcsweepsimulation sweepSource=".V1" sweepStart="0V" sweepStop="3V" sweepStep="1V" />',
      );
      assert.match(code, /analogdcsweepsimulation/);
      assert.equal(results(await circuitJsonOf(code)).length, 0);
      const ng = await circuitJsonOf(
        withEngine(code, "analogdcsweepsimulation", "ngspice"),
      );
      assert.ok(ng.some((e) => e.type === "simulation_dc_sweep_voltage_graph"));
    });

    it("leaves a <currentsource> out (its resistor reads 0 V); ngspice drives 1 mA through 1 kΩ", async () => {
      const code = `export default () => (
  <board width="30mm" height="20mm" routingDisabled>
    <currentsource name="I1" current="1mA" />
    <resistor name="R1" resistance="1k" footprint="0603" />
    <voltagesource name="V1" voltage="1V" />
    <resistor name="R2" resistance="1k" footprint="0603" />
    <trace from=".I1 > .pin1" to=".R1 > .pin1" />
    <trace from=".R1 > .pin2" to=".I1 > .pin2" />
    <trace from=".V1 > .pin1" to=".R2 > .pin1" />
    <trace from=".R2 > .pin2" to=".V1 > .pin2" />
    <trace from=".V1 > .pin2" to=".R1 > .pin2" />
    <voltageprobe name="VR" connectsTo=".R1 > .pin1" />
    <analogsimulation duration="1ms" timePerStep="10us" />
  </board>
)`;
      const json = await circuitJsonOf(code);
      assert.ok(!json.some((e) => e.type.endsWith("_error")), "no error");
      assert.ok(
        transient(json, "VR").voltage_levels.every((v) => v === 0),
        "VR is 0 V throughout",
      );
      const ng = transient(
        await circuitJsonOf(withEngine(code, "analogsimulation", "ngspice")),
        "VR",
      );
      near(Math.abs(at(ng, 0.5)), 1, "|VR| with ngspice");
    });

    it("a DC operating point produces nothing, with ngspice it does", async () => {
      const code = example.code.replace(
        /<analogsimulation[^>]*\/>/,
        "<analogdcoperatingpointsimulation />",
      );
      assert.equal(results(await circuitJsonOf(code)).length, 0);
      const ng = await circuitJsonOf(
        withEngine(code, "analogdcoperatingpointsimulation", "ngspice"),
      );
      assert.ok(
        ng.some((e) => e.type === "simulation_dc_operating_point_voltage"),
      );
    });

    it("an <ammeter> gives it no current curve", async () => {
      const code = example.code
        .replace(
          '<trace from=".R2 > .pin2" to=".V1 > .pin2" />',
          '<ammeter name="A1" connections={{ pos: ".R2 > .pin2", neg: ".V1 > .pin2" }} />',
        )
        .replace(
          '<trace from=".C1 > .pin2" to=".R2 > .pin2" />',
          '<trace from=".C1 > .pin2" to=".V1 > .pin2" />',
        );
      assert.match(code, /ammeter/);
      const json = await circuitJsonOf(code);
      assert.ok(json.some((e) => e.type === "simulation_current_probe"));
      assert.ok(!json.some((e) => e.type.includes("current_graph")));
      const ng = await circuitJsonOf(
        withEngine(code, "analogsimulation", "ngspice"),
      );
      assert.ok(
        ng.some((e) => e.type === "simulation_transient_current_graph"),
      );
    });

    it("leaves a transistor out: the switch's collector stays at 5 V", async () => {
      const probed = transistorToggle.code.replace(
        "<analogsimulation",
        '<voltageprobe name="VC" connectsTo=".Q1 > .collector" />\n    <analogsimulation',
      );
      const spicey = probed.replace(' spiceEngine="ngspice"', "");
      assert.doesNotMatch(spicey, /spiceEngine/);
      const json = await circuitJsonOf(spicey);
      assert.ok(!json.some((e) => e.type.endsWith("_error")), "no error");
      const collector = transient(json, "VC");
      assert.ok(
        collector.voltage_levels.every((v) => Math.abs(v - 5) < 1e-6),
        "VC is 5 V throughout",
      );
      // ngspice, the page's own engine, pulls it down while the base is high.
      const ng = transient(await circuitJsonOf(probed), "VC");
      assert.ok(at(ng, 0.25) < 0.2, `ngspice VC at 0.25 ms: ${at(ng, 0.25)}`);
    });
  });

  describe("the analysis elements", () => {
    const bare = (element: string) =>
      example.code.replace(/<analogsimulation[^>]*\/>/, element);

    it("<analogsimulation> defaults to 10 ms in 0.01 ms steps; plain numbers are ms", async () => {
      const defaults = await circuitJsonOf(bare("<analogsimulation />"));
      const e1 = defaults.find((e) => e.type === "simulation_experiment");
      assert.equal(e1?.end_time_ms, 10);
      assert.equal(e1?.time_per_step, 0.01);
      const plain = await circuitJsonOf(
        bare("<analogsimulation duration={4} timePerStep={0.02} />"),
      );
      const e2 = plain.find((e) => e.type === "simulation_experiment");
      assert.equal(e2?.end_time_ms, 4);
      assert.equal(e2?.time_per_step, 0.02);
    });

    it("<analogtransientsimulation> is a transient analysis too", async () => {
      const json = await circuitJsonOf(
        bare('<analogtransientsimulation duration="2ms" timePerStep="10us" />'),
      );
      const experiment = json.find((e) => e.type === "simulation_experiment");
      assert.equal(experiment?.experiment_type, "spice_transient_analysis");
      assert.ok(transient(json, "VOUT").voltage_levels.length > 0);
    });

    it("a DC sweep's axis is the swept source, titled DC Sweep (V); its legend is the bare name", async () => {
      const svg = await render(transistorSweep.code);
      assert.match(svg, />DC Sweep \(V\)</);
      assert.match(svg, />Current \(A\)</);
      assert.match(svg, />A1</);
      assert.doesNotMatch(svg, />I\(A1\)</);
    });

    it("volts and amperes on one sweep share one scale titled Value; graphIndependentAxes does not split it", async () => {
      const mixed = transistorSweep.code
        .replace(
          "<analogdcsweepsimulation",
          '<voltageprobe name="VB" connectsTo=".Q1 > .base" />\n    <analogdcsweepsimulation',
        )
        .replace(
          'spiceEngine="ngspice"',
          'spiceEngine="ngspice"\n      graphIndependentAxes',
        );
      assert.match(mixed, /graphIndependentAxes/);
      const svg = await render(mixed);
      assert.match(svg, />Value</);
      assert.doesNotMatch(svg, />Ch1</);
    });

    it("on a transient graph graphIndependentAxes gives each trace its own channel; legends read V(…) and I(…)", async () => {
      const svg = await render(transistorToggle.code);
      assert.match(transistorToggle.code, /graphIndependentAxes/);
      assert.match(svg, />Ch1</);
      assert.match(svg, />Ch2</);
      assert.match(svg, />V\(CTRL\)</);
      assert.match(svg, />I\(A1\)</);
    });

    it("an AC sweep's axis is Frequency (Hz), its legend the bare name", async () => {
      const hp = "docs/guides/spice-simulation/high-pass-filter.mdx";
      const [, sweep] = findExamples(
        readFileSync(path.join(root, hp), "utf8"),
        hp,
      );
      const svg = await render(sweep.code);
      assert.match(svg, />Frequency \(Hz\)</);
      assert.match(svg, />VOUT</);
      assert.doesNotMatch(svg, />V\(VOUT\)</);
    });
  });

  describe("the parts", () => {
    const require = createRequire(path.join(root, "package.json"));
    const converter = readFileSync(
      require.resolve("circuit-json-to-spice"),
      "utf8",
    );

    it("every NPN gets the same generic model, every LED the same diode", () => {
      assert.match(
        converter,
        /`\.MODEL \$\{modelName\} \$\{transistor_type\.toUpperCase\(\)\}`/,
      );
      assert.match(
        converter,
        /modelName: "LED",\s*modelDefinition: "\.MODEL LED D\(/,
      );
    });

    it("every op-amp is one generic amplifier: gain 100k, clamped by diodes to its supplies", () => {
      assert.match(
        converter,
        /E1 internal_output 0 non_inverting_input inverting_input 100k/,
      );
      assert.match(converter, /D1 output positive_supply/);
      assert.match(converter, /D2 negative_supply output/);
    });

    it("a sine wave, a square wave and DC are the voltage-source waveforms it converts", () => {
      assert.match(converter, /wave_shape === "sinewave"/);
      assert.match(converter, /wave_shape === "square"/);
      assert.doesNotMatch(converter, /wave_shape === "triangle"/);
    });
  });
});
