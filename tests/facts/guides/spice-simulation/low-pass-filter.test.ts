/**
 * Every number the low-pass filter guide states, checked against the
 * simulation records of its own examples (read from the page, so the code
 * tested is the code shown) as the build's render process simulates them.
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

const page = "docs/guides/spice-simulation/low-pass-filter.mdx";
const source = readFileSync(
  path.resolve(import.meta.dirname, "../../../..", page),
  "utf8",
);
const [stepExample, sweepExample] = findExamples(source, page);

/** The page's rounding of a reading: within 1 % (and 0.01 V) of it. */
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

function graph<T extends CircuitJsonElement & { name: string }>(
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
  // Past the last sample (10 kHz sampled as 9999.99… Hz): the last value.
  if (i === -1) return ys[ys.length - 1];
  const t = (x - xs[i - 1]) / (xs[i] - xs[i - 1]);
  return ys[i - 1] + t * (ys[i] - ys[i - 1]);
}

/** The first time the curve reaches `level` (rising), interpolated. */
function timeToReach(g: Transient, level: number): number {
  const { timestamps_ms: t, voltage_levels: v } = g;
  const i = v.findIndex((value) => value >= level);
  assert.ok(i > 0, `the curve reaches ${level} V`);
  return (
    t[i - 1] + ((level - v[i - 1]) / (v[i] - v[i - 1])) * (t[i] - t[i - 1])
  );
}

describe("the arithmetic", () => {
  it("τ = 1 kΩ × 1 µF = 1 ms, fc ≈ 159 Hz, 1.6 kΩ for 1 kHz with 100 nF", () => {
    const tau = 1_000 * 1e-6;
    assert.equal(Math.round(tau * 1e6) / 1e3, 1);
    assert.equal(Math.round(1 / (2 * Math.PI * tau)), 159);
    assert.equal(Math.round((1 - Math.exp(-1)) * 1000) / 10, 63.2);
    assert.equal(Math.round((1 - Math.exp(-2)) * 1000) / 10, 86.5);
    assert.equal(Math.round((1 - Math.exp(-5)) * 1000) / 10, 99.3);
    assert.equal(Math.round(Math.exp(-1) * 1000) / 10, 36.8);
    assert.equal(Math.round((1 / Math.SQRT2) * 1000) / 10, 70.7);
    const r = 1 / (2 * Math.PI * 1_000 * 100e-9);
    assert.equal(Math.round(r / 100) / 10, 1.6);
  });
});

describe("the step example", () => {
  let json: CircuitJsonElement[];
  const vin = () =>
    graph<Transient>(json, "simulation_transient_voltage_graph", "VIN");
  const vout = () =>
    graph<Transient>(json, "simulation_transient_voltage_graph", "VOUT");

  it("simulates with ngspice, 10 ms in 10 µs steps", async () => {
    json = await circuitJsonOf(stepExample.code);
    const experiment = json.find((e) => e.type === "simulation_experiment");
    assert.equal(experiment?.end_time_ms, 10);
    assert.equal(experiment?.time_per_step, 0.01);
    assert.match(stepExample.code, /spiceEngine="ngspice"/);
  });

  it("its legend names the curves V(VIN) and V(VOUT)", async () => {
    const pool = new RenderPool({ size: 1, timeoutMs: 120_000 });
    try {
      const result = await pool.render({
        code: stepExample.code,
        filename: "step.tsx",
        views: ["simulation"],
      });
      assert.ok(result.ok);
      const graph = result.pictures.find((p) => p.view === "simulation");
      assert.match(graph?.svg ?? "", />V\(VIN\)</);
      assert.match(graph?.svg ?? "", />V\(VOUT\)</);
    } finally {
      await pool.close();
    }
  });

  it("VIN is 5 V from 0 to 5 ms and 0 V from 5 to 10 ms", () => {
    const { timestamps_ms: t, voltage_levels: v } = vin();
    near(at(t, v, 2.5), 5, "VIN at 2.5 ms");
    near(at(t, v, 7.5), 0, "VIN at 7.5 ms");
    near(at(t, v, 4.9), 5, "VIN at 4.9 ms");
    near(at(t, v, 5.1), 0, "VIN at 5.1 ms");
  });

  it("VOUT starts at 0 V and reads 3.16 V at 1 ms (63 % of 5 V)", () => {
    const { timestamps_ms: t, voltage_levels: v } = vout();
    near(v[0], 0, "VOUT at 0 ms");
    near(at(t, v, 1), 3.16, "VOUT at 1 ms");
    near(at(t, v, 1) / 5, 0.632, "VOUT at 1 ms as a share of 5 V");
  });

  it("reaches 63 % of the step after τ = 1 ms ± 5 %", () => {
    const reached = timeToReach(vout(), 0.632 * 5);
    assert.ok(
      Math.abs(reached - 1) <= 0.05,
      `63 % reached at ${reached.toFixed(3)} ms`,
    );
  });

  it("VOUT reads 4.97 V at 5 ms and 1.83 V at 6 ms (37 % of it)", () => {
    const { timestamps_ms: t, voltage_levels: v } = vout();
    const peak = at(t, v, 5);
    near(peak, 4.97, "VOUT at 5 ms");
    near(at(t, v, 6), 1.83, "VOUT at 6 ms");
    near(at(t, v, 6) / peak, 0.368, "VOUT at 6 ms as a share of 5 ms");
  });

  it("with R = 2 kΩ the rise takes twice as long", async () => {
    const doubled = await circuitJsonOf(
      stepExample.code.replace('resistance="1k"', 'resistance="2k"'),
    );
    const slow = graph<Transient>(
      doubled,
      "simulation_transient_voltage_graph",
      "VOUT",
    );
    const ratio = timeToReach(slow, 0.632 * 5) / timeToReach(vout(), 0.632 * 5);
    assert.ok(Math.abs(ratio - 2) <= 0.05, `ratio ${ratio.toFixed(3)}`);
  });

  it("readings scale with the source voltage, times stay", async () => {
    const doubled = await circuitJsonOf(
      stepExample.code.replace('voltage="5V"', 'voltage="10V"'),
    );
    const high = graph<Transient>(
      doubled,
      "simulation_transient_voltage_graph",
      "VOUT",
    );
    near(
      at(high.timestamps_ms, high.voltage_levels, 1),
      6.32,
      "VOUT at 1 ms with 10 V",
    );
  });
});

describe("the sweep example", () => {
  let json: CircuitJsonElement[];
  const amplitude = (name: string, hz: number) => {
    const g = graph<AcSweep>(json, "simulation_ac_sweep_voltage_graph", name);
    const magnitudes = g.complex_voltages.map(({ re, im }) =>
      Math.hypot(re, im),
    );
    // Interpolated on the logarithmic frequency axis the graph uses.
    return at(g.frequencies_hz.map(Math.log10), magnitudes, Math.log10(hz));
  };

  it("sweeps 10 Hz to 10 kHz, 20 frequencies a decade, with ngspice", async () => {
    json = await circuitJsonOf(sweepExample.code);
    const g = graph<AcSweep>(json, "simulation_ac_sweep_voltage_graph", "VOUT");
    near(g.frequencies_hz[0], 10, "first frequency");
    near(g.frequencies_hz.at(-1) ?? 0, 10_000, "last frequency");
    near(g.frequencies_hz[20], 100, "frequency 20 samples in");
    assert.match(sweepExample.code, /spiceEngine="ngspice"/);
  });

  it("VIN stays at 1 V", () => {
    for (const hz of [10, 159, 1_000, 10_000])
      near(amplitude("VIN", hz), 1, `VIN at ${hz} Hz`);
  });

  it("VOUT: 1 V at 10 Hz, 0.71 V at 159 Hz, 0.1 V at 1.59 kHz, 0.016 V at 10 kHz", () => {
    near(amplitude("VOUT", 10), 1, "VOUT at 10 Hz");
    near(amplitude("VOUT", 159), 0.71, "VOUT at 159 Hz");
    near(amplitude("VOUT", 1_590), 0.1, "VOUT at 1.59 kHz");
    near(amplitude("VOUT", 10_000), 0.016, "VOUT at 10 kHz");
  });

  it("falls tenfold for each tenfold rise in frequency above the cut-off", () => {
    const ratio = amplitude("VOUT", 1_000) / amplitude("VOUT", 10_000);
    assert.ok(Math.abs(ratio - 10) <= 0.5, `ratio ${ratio.toFixed(2)}`);
  });
});
