/**
 * Every number the transistor-switch guide states (threshold, on and off
 * currents, voltages), checked against the simulation records of its own
 * examples, read from the page and simulated the way the build does.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
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

const page = "docs/guides/spice-simulation/transistor-switch-example.mdx";
const source = readFileSync(
  path.resolve(import.meta.dirname, "../../../..", page),
  "utf8",
);
const [sweepExample, voltagesExample, toggleExample] = findExamples(
  source,
  page,
);

/** A reading as the page rounds it: within `share` of it (default 1 %). */
function near(actual: number, stated: number, what: string, share = 0.01) {
  const tolerance = Math.abs(stated) * share;
  assert.ok(
    Math.abs(actual - stated) <= tolerance,
    `${what}: simulated ${actual.toPrecision(4)}, the page says ${stated} (± ${tolerance.toPrecision(2)})`,
  );
}

interface Curve {
  xs: number[];
  ys: number[];
}

function curve(json: CircuitJsonElement[], type: string, name: string): Curve {
  const g = json.find(
    (e) => e.type === type && (e as { name?: string }).name === name,
  ) as Record<string, number[]> | undefined;
  assert.ok(g, `a ${type} named ${name}`);
  return {
    xs: g.sweep_values ?? g.timestamps_ms,
    ys: g.voltage_levels ?? g.current_levels,
  };
}

function at({ xs, ys }: Curve, x: number): number {
  const i = xs.findIndex((value) => value >= x - 1e-9);
  if (i <= 0) return ys[i === -1 ? ys.length - 1 : 0];
  const t = (x - xs[i - 1]) / (xs[i] - xs[i - 1]);
  return ys[i - 1] + t * (ys[i] - ys[i - 1]);
}

const mA = 1e-3;

describe("/guides/spice-simulation/transistor-switch-example", () => {
  describe("the arithmetic", () => {
    it("(5 − 2.3 − 0.1) V / 150 Ω ≈ 17 mA; 0.8 V + 0.17 mA × 10 kΩ ≈ 2.5 V; 47 kΩ needs 8.8 V", () => {
      assert.equal(Math.round(((5 - 2.3 - 0.1) / 150) * 1000), 17);
      assert.equal(Math.round((17 * mA) / 100 / 1e-5) / 100, 0.17);
      assert.equal(0.8 + 0.17 * mA * 10_000, 2.5);
      assert.equal(Math.round((0.8 + 0.17 * mA * 47_000) * 10) / 10, 8.8);
    });
  });

  describe("the DC sweep", () => {
    let json: CircuitJsonElement[];
    let voltages: CircuitJsonElement[];
    const led = () => curve(json, "simulation_dc_sweep_current_graph", "A1");
    const vb = () => curve(voltages, "simulation_dc_sweep_voltage_graph", "VB");
    const vc = () => curve(voltages, "simulation_dc_sweep_voltage_graph", "VC");

    it("sweeps VCTRL from 0 V to 5 V in 0.05 V steps with ngspice", async () => {
      json = await circuitJsonOf(sweepExample.code);
      const experiment = json.find((e) => e.type === "simulation_experiment");
      assert.equal(experiment?.experiment_type, "spice_dc_sweep");
      assert.equal(experiment?.dc_sweep_start, 0);
      assert.equal(experiment?.dc_sweep_stop, 5);
      assert.equal(experiment?.dc_sweep_step, 0.05);
      assert.match(sweepExample.code, /spiceEngine="ngspice"/);
      assert.equal(led().xs.length, 101);
    });

    it("the voltages example is the same sweep with probes in place of the ammeter", async () => {
      voltages = await circuitJsonOf(voltagesExample.code);
      const strip = (code: string) =>
        code
          .replace(/\s*<ammeter[\s\S]*?\/>/, "")
          .replace(/\s*<voltageprobe[^\n]*\/>/g, "")
          .replace(/\s*<trace from=".RL > .pin2" to=".D1 > .anode" \/>/, "");
      assert.equal(strip(voltagesExample.code), strip(sweepExample.code));
      assert.equal(vb().xs.length, 101);
    });

    it("the table: LED current at each control voltage", () => {
      assert.ok(at(led(), 0) < 1e-6, "far below 1 µA at 0 V");
      near(at(led(), 0.6), 1e-6, "about 1 µA at 0.6 V", 0.25);
      near(at(led(), 0.7), 0.05 * mA, "at 0.7 V", 0.1);
      near(at(led(), 1), 2.1 * mA, "at 1 V", 0.03);
      near(at(led(), 2), 11.6 * mA, "at 2 V");
      near(at(led(), 2.5), 16.3 * mA, "at 2.5 V");
      near(at(led(), 5), 17.0 * mA, "at 5 V");
      near(at(led(), 2.5) / at(led(), 5), 0.96, "share at 2.5 V");
    });

    it("the on current matches (5 − VLED − VCE) / 150 Ω with about 2.3 V on the LED", () => {
      const current = at(led(), 5);
      const resistorDrop = current * 150;
      const ledDrop = 5 - resistorDrop - at(vc(), 5);
      near(ledDrop, 2.3, "LED drop", 0.03);
      near(resistorDrop, 2.6, "drop across 150 Ω", 0.03);
    });

    it("the LED model ignores color: a blue LED carries the same 17.0 mA", async () => {
      assert.match(sweepExample.code, /color="red"/);
      const blue = await circuitJsonOf(
        sweepExample.code.replace('color="red"', 'color="blue"'),
      );
      const current = at(
        curve(blue, "simulation_dc_sweep_current_graph", "A1"),
        5,
      );
      assert.equal(current, at(led(), 5));
    });

    it("the threshold worked out in the text, 2.5 V, is where the current flattens", () => {
      // Below it the current still climbs fast; above it barely at all.
      const slopeBelow = (at(led(), 2) - at(led(), 1.5)) / 0.5;
      const slopeAbove = (at(led(), 3.5) - at(led(), 3)) / 0.5;
      assert.ok(slopeAbove < slopeBelow / 10, `${slopeBelow} vs ${slopeAbove}`);
      assert.ok(at(led(), 2.5) >= 0.95 * at(led(), 5), "95 % reached by 2.5 V");
      assert.ok(at(led(), 2.2) < 0.95 * at(led(), 5), "not yet at 2.2 V");
      // "3.3 V or 5 V logic switches it fully on".
      assert.ok(at(led(), 3.3) >= 0.98 * at(led(), 5), "fully on at 3.3 V");
    });

    it("in the straight part the LED gets β = 100 times the base current", () => {
      near(at(vb(), 1.5), 0.82, "VB at 1.5 V");
      const base = (1.5 - at(vb(), 1.5)) / 10_000;
      near(base, 0.068 * mA, "base current at 1.5 V", 0.015);
      near(at(led(), 1.5), 6.8 * mA, "LED current at 1.5 V");
      near(at(led(), 1.5) / base, 100, "current gain", 0.02);
    });

    it("VB follows the control up to 0.7 V and stays near 0.85 V", () => {
      near(at(vb(), 0.5), 0.5, "VB at 0.5 V");
      near(at(vb(), 0.7), 0.7, "VB at 0.7 V");
      near(at(vb(), 5), 0.85, "VB at 5 V");
      assert.ok(Math.max(...vb().ys) < 0.86, "never above 0.86 V");
    });

    it("VC flattens at 0.11 V when saturated and reads about 3.95 V when off", () => {
      near(at(vc(), 5), 0.11, "VC at 5 V", 0.02);
      near(at(vc(), 0), 3.95, "VC at 0 V");
    });

    it("with a 47 kΩ base resistor: 8.9 mA at 5 V, VC about 1.4 V, 13 mW against 2 mW", async () => {
      const weaker = (code: string) =>
        circuitJsonOf(code.replace('resistance="10k"', 'resistance="47k"'));
      const current = at(
        curve(
          await weaker(sweepExample.code),
          "simulation_dc_sweep_current_graph",
          "A1",
        ),
        5,
      );
      const collector = at(
        curve(
          await weaker(voltagesExample.code),
          "simulation_dc_sweep_voltage_graph",
          "VC",
        ),
        5,
      );
      near(current, 8.9 * mA, "LED current");
      near(collector, 1.4, "VC", 0.04);
      near(current / at(led(), 5), 0.5, "about half", 0.06);
      near(Math.round(current * collector * 1e3), 13, "transistor power, mW");
      near(
        Math.round(at(led(), 5) * at(vc(), 5) * 1e3),
        2,
        "saturated power, mW",
      );
    });

    it("its graph: the control voltage across, amperes up, A1 in the legend", async () => {
      const pool = new RenderPool({ size: 1, timeoutMs: 120_000 });
      try {
        const result = await pool.render({
          code: sweepExample.code,
          filename: "sweep.tsx",
          views: ["simulation"],
        });
        assert.ok(result.ok);
        const svg =
          result.pictures.find((p) => p.view === "simulation")?.svg ?? "";
        assert.match(svg, />DC Sweep \(V\)</);
        assert.match(svg, />Current \(A\)</);
        assert.match(svg, />A1</);
      } finally {
        await pool.close();
      }
    });
  });

  describe("the toggling example", () => {
    let json: CircuitJsonElement[];
    const led = () => curve(json, "simulation_transient_current_graph", "A1");
    const ctrl = () =>
      curve(json, "simulation_transient_voltage_graph", "CTRL");

    it("drives the base with a 5 V, 1 kHz square wave for 2 ms in 5 µs steps", async () => {
      json = await circuitJsonOf(toggleExample.code);
      const experiment = json.find((e) => e.type === "simulation_experiment");
      assert.equal(experiment?.end_time_ms, 2);
      assert.equal(experiment?.time_per_step, 0.005);
      near(at(ctrl(), 0.25), 5, "CTRL at 0.25 ms");
      assert.ok(Math.abs(at(ctrl(), 0.75)) < 0.01, "CTRL at 0.75 ms");
      near(at(ctrl(), 1.25), 5, "CTRL at 1.25 ms");
    });

    it("17.0 mA while the control is high, under 1 nA while it is low", () => {
      for (const ms of [0.25, 1.25, 1.45])
        near(at(led(), ms), 17 * mA, `at ${ms} ms`);
      for (const ms of [0.75, 0.95, 1.75])
        assert.ok(Math.abs(at(led(), ms)) < 1e-9, `under 1 nA at ${ms} ms`);
    });

    it("switches within one 5 µs step of each edge", () => {
      const { xs, ys } = led();
      const i = xs.findIndex((t) => t > 0.5 + 1e-9);
      assert.ok(Math.abs(ys[i]) < 1e-9, `off at ${xs[i]} ms`);
      const j = xs.findIndex((t) => t > 1 + 1e-9);
      near(ys[j], 17 * mA, `on at ${xs[j]} ms`);
    });
  });
});
