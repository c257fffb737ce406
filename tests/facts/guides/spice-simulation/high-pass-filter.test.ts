/**
 * Every number the high-pass filter guide states, checked against the
 * simulation records of its own examples (read from the page, so the code
 * tested is the code shown), simulated the way the build simulates them.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { after, describe, it } from "node:test";
import { findExamples } from "../../../../plugins/circuit-previews/scan";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../../support/circuit-json";

after(closeCircuitCompiler);

const page = "docs/guides/spice-simulation/high-pass-filter.mdx";
const source = readFileSync(
  path.resolve(import.meta.dirname, "../../../..", page),
  "utf8",
);
const [squareExample, sweepExample] = findExamples(source, page);

/** A reading as the page rounds it: within 1 % of it, or 0.005 V. */
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

interface AcSweep extends CircuitJsonElement {
  name: string;
  frequencies_hz: number[];
  complex_voltages: { re: number; im: number }[];
}

function graph<T extends CircuitJsonElement>(
  json: CircuitJsonElement[],
  type: string,
  name: string,
): T {
  const found = json.find(
    (e) => e.type === type && (e as { name?: string }).name === name,
  );
  assert.ok(found, `a ${type} named ${name}`);
  return found as T;
}

/** Linear interpolation of a sampled curve at x. */
function at(xs: number[], ys: number[], x: number): number {
  const i = xs.findIndex((value) => value >= x);
  if (i === 0) return ys[0];
  if (i === -1) return ys[ys.length - 1];
  const t = (x - xs[i - 1]) / (xs[i] - xs[i - 1]);
  return ys[i - 1] + t * (ys[i] - ys[i - 1]);
}

/** The amplitude of a sweep's probe at a frequency, on the log axis. */
function amplitude(json: CircuitJsonElement[], name: string, hz: number) {
  const g = graph<AcSweep>(json, "simulation_ac_sweep_voltage_graph", name);
  const magnitudes = g.complex_voltages.map(({ re, im }) => Math.hypot(re, im));
  return at(g.frequencies_hz.map(Math.log10), magnitudes, Math.log10(hz));
}

/** The frequency where a rising amplitude first reaches `level`. */
function crossing(json: CircuitJsonElement[], name: string, level: number) {
  const g = graph<AcSweep>(json, "simulation_ac_sweep_voltage_graph", name);
  const m = g.complex_voltages.map(({ re, im }) => Math.hypot(re, im));
  const i = m.findIndex((value) => value >= level);
  assert.ok(i > 0, `${name} reaches ${level} V`);
  const [f0, f1] = [g.frequencies_hz[i - 1], g.frequencies_hz[i]].map(
    Math.log10,
  );
  return 10 ** (f0 + ((level - m[i - 1]) / (m[i] - m[i - 1])) * (f1 - f0));
}

describe("/guides/spice-simulation/high-pass-filter", () => {
  describe("the arithmetic", () => {
    it("τ = 10 kΩ × 47 nF = 0.47 ms, fc ≈ 339 Hz, 8 kΩ for 20 Hz with 1 µF", () => {
      const tau = 10_000 * 47e-9;
      assert.equal(Math.round(tau * 1e5) / 100, 0.47);
      assert.equal(Math.round(1 / (2 * Math.PI * tau)), 339);
      assert.equal(Math.round(Math.exp(-1) * 1000) / 10, 36.8);
      assert.equal(Math.round((1 / Math.SQRT2) * 1000) / 10, 70.7);
      assert.equal(Math.round(1 / (2 * Math.PI * 20 * 1e-6) / 1000), 8);
    });
  });

  describe("the square-wave example", () => {
    let json: CircuitJsonElement[];
    const vin = () =>
      graph<Transient>(json, "simulation_transient_voltage_graph", "VIN");
    const vout = () =>
      graph<Transient>(json, "simulation_transient_voltage_graph", "VOUT");

    it("runs on the default engine: 4 ms in 5 µs steps, no spiceEngine", async () => {
      json = await circuitJsonOf(squareExample.code);
      const experiment = json.find((e) => e.type === "simulation_experiment");
      assert.equal(experiment?.end_time_ms, 4);
      assert.equal(experiment?.time_per_step, 0.005);
      assert.doesNotMatch(squareExample.code, /spiceEngine/);
    });

    it("VIN is 5 V from 0 to 1 ms and 0 V from 1 to 2 ms", () => {
      const { timestamps_ms: t, voltage_levels: v } = vin();
      near(at(t, v, 0.5), 5, "VIN at 0.5 ms");
      near(at(t, v, 1.5), 0, "VIN at 1.5 ms");
      near(at(t, v, 2.5), 5, "VIN at 2.5 ms");
    });

    it("VOUT: 4.95 V at the first step, 1.84 V at 0.47 ms (37 %), 0.60 V at 1 ms", () => {
      const { timestamps_ms: t, voltage_levels: v } = vout();
      near(v[1], 4.95, "VOUT at the first recorded step");
      near(at(t, v, 0.47), 1.84, "VOUT at 0.47 ms");
      near(at(t, v, 0.47) / 5, 0.37, "VOUT at 0.47 ms as a share of 5 V");
      near(at(t, v, 1), 0.6, "VOUT at 1 ms");
    });

    it("falls by 5 V at 1 ms: about −4.35 V at the first step after the edge", () => {
      const { timestamps_ms: t, voltage_levels: v } = vout();
      const i = t.findIndex((ms) => ms > 1 + 1e-9);
      near(v[i], -4.35, `VOUT at ${t[i]} ms`);
      near(at(t, v, 1) - v[i], 5, "the drop across the edge");
    });

    it("settles around 0 V: its average over the second period is near zero", () => {
      const { timestamps_ms: t, voltage_levels: v } = vout();
      const period = v.filter((_, i) => t[i] >= 2 && t[i] < 4);
      const mean = period.reduce((sum, x) => sum + x, 0) / period.length;
      assert.ok(Math.abs(mean) < 0.1, `mean ${mean.toFixed(3)} V`);
    });

    it("at a lower frequency the spikes take a smaller share of the period", async () => {
      const share = (g: Transient) =>
        g.voltage_levels.filter((v) => Math.abs(v) < 0.25).length /
        g.voltage_levels.length;
      const slow = await circuitJsonOf(
        squareExample.code
          .replace('frequency="500Hz"', 'frequency="50Hz"')
          .replace('duration="4ms"', 'duration="40ms"'),
      );
      const quiet = share(
        graph<Transient>(slow, "simulation_transient_voltage_graph", "VOUT"),
      );
      // Near 0 V for most of each 10 ms half period at 50 Hz; hardly ever at 500 Hz.
      assert.ok(quiet > 0.8, `50 Hz: near 0 V ${quiet} of the time`);
      assert.ok(share(vout()) < 0.1, `500 Hz: near 0 V ${share(vout())}`);
    });

    it("well above 339 Hz the output is the square wave centred on 0 V", async () => {
      const fast = await circuitJsonOf(
        squareExample.code.replace('frequency="500Hz"', 'frequency="5kHz"'),
      );
      const g = graph<Transient>(
        fast,
        "simulation_transient_voltage_graph",
        "VOUT",
      );
      const last = g.voltage_levels.filter((_, i) => g.timestamps_ms[i] >= 3);
      const high = Math.max(...last);
      const low = Math.min(...last);
      // A 5 V swing split about evenly above and below 0 V, with little sag.
      assert.ok(high - low > 4.9 && high - low < 5.6, `swing ${high - low}`);
      assert.ok(Math.abs(high + low) < 0.2, `centre ${(high + low) / 2}`);
      const mean = last.reduce((sum, x) => sum + x, 0) / last.length;
      assert.ok(Math.abs(mean) < 0.1, `mean ${mean}`);
    });
  });

  describe("the sweep example", () => {
    let json: CircuitJsonElement[];

    it("sweeps 10 Hz to 100 kHz, 20 frequencies a decade, with ngspice", async () => {
      json = await circuitJsonOf(sweepExample.code);
      const g = graph<AcSweep>(
        json,
        "simulation_ac_sweep_voltage_graph",
        "VOUT",
      );
      near(g.frequencies_hz[0], 10, "first frequency");
      near(g.frequencies_hz.at(-1) ?? 0, 100_000, "last frequency");
      near(g.frequencies_hz[20], 100, "frequency 20 samples in");
      assert.match(sweepExample.code, /spiceEngine="ngspice"/);
    });

    it("VIN stays at 1 V", () => {
      for (const hz of [10, 339, 100_000])
        near(amplitude(json, "VIN", hz), 1, `VIN at ${hz} Hz`);
    });

    it("VOUT matches the page's table", () => {
      const table: [number, number][] = [
        [10, 0.03],
        [33.9, 0.1],
        [100, 0.28],
        [339, 0.71],
        [1_000, 0.95],
        [3_390, 0.995],
      ];
      for (const [hz, volts] of table)
        near(amplitude(json, "VOUT", hz), volts, `VOUT at ${hz} Hz`);
    });

    it("VOUT crosses 0.71 V at 339 Hz (± 2 %)", () => {
      const fc = crossing(json, "VOUT", 1 / Math.SQRT2);
      assert.ok(Math.abs(fc / 339 - 1) <= 0.02, `crossed at ${fc} Hz`);
    });

    it("well below the cut-off the output is roughly proportional to the frequency", () => {
      const ratio = amplitude(json, "VOUT", 33.9) / amplitude(json, "VOUT", 10);
      near(ratio, 3.39, "VOUT at 33.9 Hz over VOUT at 10 Hz");
      // Not so just below it: half the cut-off frequency is far more than half of 0.71 V.
      assert.ok(amplitude(json, "VOUT", 169.5) > 0.4, "VOUT at 169.5 Hz");
    });

    it("8 kΩ with 1 µF: 70.7 % at 20 Hz, about 45 % at 10 Hz, a tenth at 2 Hz", async () => {
      const audio = await circuitJsonOf(
        sweepExample.code
          .replace('capacitance="47nF"', 'capacitance="1uF"')
          .replace('resistance="10k"', 'resistance="8k"')
          .replace('startFrequency="10Hz"', 'startFrequency="1Hz"'),
      );
      near(amplitude(audio, "VOUT", 20), 0.707, "VOUT at 20 Hz");
      near(amplitude(audio, "VOUT", 10), 0.45, "VOUT at 10 Hz");
      near(amplitude(audio, "VOUT", 2), 0.1, "VOUT at 2 Hz");
    });

    it("with C = 4.7 nF the crossing moves to about 3.39 kHz", async () => {
      const smaller = await circuitJsonOf(
        sweepExample.code.replace('capacitance="47nF"', 'capacitance="4.7nF"'),
      );
      const fc = crossing(smaller, "VOUT", 1 / Math.SQRT2);
      assert.ok(Math.abs(fc / 3_390 - 1) <= 0.02, `crossed at ${fc} Hz`);
    });
  });
});
