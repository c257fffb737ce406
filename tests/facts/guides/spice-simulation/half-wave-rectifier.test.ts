/**
 * Every number the half-wave rectifier guide states, checked against the
 * simulation records of its own examples (read from the page, so the code
 * tested is the code shown) as the build's render process simulates them.
 * Readings are the page's roundings: within 1 % (at least 0.01 V) of the
 * stated value.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { after, describe, it } from "node:test";
import { circuitJsonToSpice } from "circuit-json-to-spice";
import { RenderPool } from "../../../../plugins/circuit-previews/pool";
import { findExamples } from "../../../../plugins/circuit-previews/scan";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../../support/circuit-json";
import {
  between,
  type Curve,
  curve,
  near,
  timeOfMax,
} from "../../../support/simulation-curves";

after(closeCircuitCompiler);

const page = "docs/guides/spice-simulation/half-wave-rectifier.mdx";
const source = readFileSync(
  path.resolve(import.meta.dirname, "../../../..", page),
  "utf8",
);
const [bareExample, smoothedExample] = findExamples(source, page);

/** Peak-to-peak swing over the second and third periods (20 to 60 ms). */
function ripple(c: Curve): number {
  const steady = between(c, 20, 60);
  return Math.max(...steady) - Math.min(...steady);
}

describe("the arithmetic", () => {
  it("20 ms period, 9.29 V peak, 9.3 mA, 1.86 V estimate 18 % above 1.52 V", () => {
    assert.equal(1000 / 50, 20);
    assert.equal(Math.round((10 - 0.71) * 100) / 100, 9.29);
    assert.equal(Math.round((9.3 / 1000) * 1e4) / 10, 9.3);
    assert.equal(Math.round((9.28 / (50 * 1000 * 100e-6)) * 100) / 100, 1.86);
    assert.equal(Math.round((1 - 1.52 / 1.86) * 100), 18);
  });

  it("the table's estimates: 0.39 V, 3.7 V, 0.93 V", () => {
    assert.equal(Math.round((9.25 / (50 * 1000 * 470e-6)) * 100) / 100, 0.39);
    assert.equal(Math.round((9.26 / (50 * 500 * 100e-6)) * 10) / 10, 3.7);
    assert.equal(Math.round((9.27 / (100 * 1000 * 100e-6)) * 100) / 100, 0.93);
  });

  it("the estimate overshoots most for 500 Ω; 100 Hz roughly halves the ripple", () => {
    const overshoot = {
      base: 1.86 / 1.52,
      c: 0.39 / 0.36,
      r: 3.7 / 2.71,
      f: 0.93 / 0.81,
    };
    assert.equal(Math.max(...Object.values(overshoot)), overshoot.r);
    assert.ok(Math.abs(0.81 / 1.52 - 0.5) < 0.05);
  });
});

describe("the bare rectifier", () => {
  let json: CircuitJsonElement[];

  it("simulates 60 ms in 20 µs steps with ngspice", async () => {
    json = await circuitJsonOf(bareExample.code);
    const experiment = json.find((e) => e.type === "simulation_experiment");
    assert.equal(experiment?.end_time_ms, 60);
    assert.equal(experiment?.time_per_step, 0.02);
    assert.match(bareExample.code, /spiceEngine="ngspice"/);
  });

  it("every diode gets SPICE's default diode model; V1's pin2 is ground", () => {
    const netlist = circuitJsonToSpice(json as never).toSpiceString();
    assert.match(netlist, /^\.MODEL D D$/m);
    assert.match(netlist, /^DD1 \S+ \S+ D$/m);
    // The sine source: peak 10 V at 50 Hz, its second node the ground "0".
    assert.match(netlist, /^V\S+ \S+ 0 SIN\(0 10 50 /m);
  });

  it("its legend names the curves V(VIN) and V(VOUT)", async () => {
    const pool = new RenderPool({ size: 1, timeoutMs: 120_000 });
    try {
      const result = await pool.render({
        code: bareExample.code,
        filename: "half-wave.tsx",
        views: ["simulation"],
      });
      assert.ok(result.ok);
      const picture = result.pictures.find((p) => p.view === "simulation");
      assert.match(picture?.svg ?? "", />V\(VIN\)</);
      assert.match(picture?.svg ?? "", />V\(VOUT\)</);
    } finally {
      await pool.close();
    }
  });

  it("VIN swings from +10 V to −10 V (voltage is the peak), first top at 5 ms", () => {
    const vin = curve(json, "VIN");
    near(Math.max(...vin.v), 10, "VIN highest");
    near(Math.min(...vin.v), -10, "VIN lowest");
    assert.ok(Math.abs(timeOfMax(vin, 0, 20) - 5) <= 0.1);
  });

  it("VOUT peaks at 9.29 V at 5, 25 and 45 ms, 0.71 V below VIN", () => {
    const vin = curve(json, "VIN");
    const vout = curve(json, "VOUT");
    for (const start of [0, 20, 40]) {
      const top = timeOfMax(vout, start, start + 20);
      assert.ok(
        Math.abs(top - (start + 5)) <= 0.1,
        `VOUT's peak in ${start}–${start + 20} ms at ${top} ms`,
      );
      near(Math.max(...between(vout, start, start + 20)), 9.29, "VOUT peak");
    }
    const i = vout.t.findIndex((t) => t >= 5);
    near(vin.v[i] - vout.v[i], 0.71, "diode drop at the peak");
  });

  it("VOUT is 0 V from 10 to 20 ms: the ripple is the whole 9.29 V", () => {
    const vout = curve(json, "VOUT");
    for (const v of between(vout, 10, 20)) near(v, 0, "VOUT while VIN < 0");
    near(ripple(vout), 9.29, "ripple without a capacitor");
  });

  it("without spiceEngine, the built-in engine leaves both curves at 0 V", async () => {
    const code = bareExample.code.replace(/\s*spiceEngine="ngspice"/, "");
    assert.doesNotMatch(code, /spiceEngine/);
    const flat = await circuitJsonOf(code);
    for (const name of ["VIN", "VOUT"]) {
      const c = curve(flat, name);
      assert.ok(c.v.length > 100, `${name} has samples`);
      assert.ok(
        c.v.every((v) => v === 0),
        `${name} is 0 V throughout`,
      );
    }
  });
});

describe("the smoothed rectifier", () => {
  let json: CircuitJsonElement[];
  const vout = () => curve(json, "VOUT");

  it("simulates the same 60 ms with ngspice", async () => {
    json = await circuitJsonOf(smoothedExample.code);
    const experiment = json.find((e) => e.type === "simulation_experiment");
    assert.equal(experiment?.end_time_ms, 60);
    assert.match(smoothedExample.code, /capacitance="100uF"/);
  });

  it("climbs to 9.28 V near each VIN peak and slides to 7.75 V: 1.52 V of ripple", () => {
    const steady = between(vout(), 20, 60);
    near(Math.max(...steady), 9.28, "VOUT highest");
    near(Math.min(...steady), 7.75, "VOUT lowest");
    near(ripple(vout()), 1.52, "ripple with 100 µF");
    for (const start of [20, 40])
      assert.ok(
        Math.abs(timeOfMax(vout(), start, start + 20) - (start + 5)) <= 0.5,
      );
  });

  it("no longer returns to zero after the first top at 5 ms", () => {
    near(Math.min(...between(vout(), 5, 60)), 7.75, "lowest VOUT after 5 ms");
  });

  it("the 1.86 V estimate errs high", () => {
    assert.ok(1.86 > ripple(vout()));
  });

  const variants: [string, string, string, number][] = [
    ["470 µF", 'capacitance="100uF"', 'capacitance="470uF"', 0.36],
    ["500 Ω", 'resistance="1k"', 'resistance="500"', 2.71],
    ["100 Hz", 'frequency="50Hz"', 'frequency="100Hz"', 0.81],
  ];
  for (const [label, from, to, stated] of variants)
    it(`with ${label} the ripple is ${stated} V`, async () => {
      assert.ok(smoothedExample.code.includes(from));
      const changed = await circuitJsonOf(
        smoothedExample.code.replace(from, to),
      );
      near(ripple(curve(changed, "VOUT")), stated, `ripple with ${label}`);
    });

  it("a schottky diode simulates exactly like the plain one", async () => {
    const code = smoothedExample.code.replace(
      '<diode name="D1" footprint="sod123" />',
      '<diode name="D1" footprint="sod123" schottky />',
    );
    assert.match(code, /schottky/);
    const schottky = curve(await circuitJsonOf(code), "VOUT");
    assert.deepEqual(schottky.v, vout().v);
  });

  it("any diode variant gets the same default model (a zener too)", async () => {
    const code = smoothedExample.code.replace(
      '<diode name="D1" footprint="sod123" />',
      '<diode name="D1" footprint="sod123" zener />',
    );
    assert.match(code, /zener/);
    const netlist = circuitJsonToSpice(
      (await circuitJsonOf(code)) as never,
    ).toSpiceString();
    assert.deepEqual(
      netlist.split("\n").filter((line) => /^\.MODEL/i.test(line)),
      [".MODEL D D"],
    );
    assert.match(netlist, /^DD1 \S+ \S+ D$/m);
  });
});
