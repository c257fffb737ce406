/**
 * Every number the full-wave (bridge) rectifier guide states, checked against the
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

const page = "docs/guides/spice-simulation/full-wave-rectifier.mdx";
const source = readFileSync(
  path.resolve(import.meta.dirname, "../../../..", page),
  "utf8",
);
const [bareExample, smoothedExample] = findExamples(source, page);

/** Peak-to-peak swing after the first period (20 to 60 ms). */
function ripple(c: Curve): number {
  const steady = between(c, 20, 60);
  return Math.max(...steady) - Math.min(...steady);
}

/** The page's code without the lines that mention R2. */
function withoutR2(code: string): string {
  const lines = code.split("\n").filter((line) => !line.includes("R2"));
  assert.ok(code.split("\n").length - lines.length >= 3);
  return lines.join("\n");
}

describe("the arithmetic", () => {
  it("8.58 V peak, 0.85 V estimate, a fifth above 0.68 V", () => {
    assert.equal(Math.round((10 - 2 * 0.71) * 100) / 100, 8.58);
    assert.equal(Math.round(2 * 0.71 * 100) / 100, 1.42);
    assert.equal(Math.round((8.54 / (100 * 1000 * 100e-6)) * 100) / 100, 0.85);
    assert.equal(Math.round((1 - 0.68 / 0.85) * 100), 20);
    assert.ok(0.68 < 1.52 / 2, "less than half the half-wave ripple");
  });

  it("0.18 V estimate with 470 µF; 45 % lost from a 3 V peak", () => {
    assert.equal(Math.round((8.49 / (100 * 1000 * 470e-6)) * 100) / 100, 0.18);
    assert.equal(Math.round(((3 - 1.66) / 3) * 100), 45);
  });
});

describe("the bare bridge", () => {
  let json: CircuitJsonElement[];

  it("simulates 60 ms in 20 µs steps with ngspice", async () => {
    json = await circuitJsonOf(bareExample.code);
    const experiment = json.find((e) => e.type === "simulation_experiment");
    assert.equal(experiment?.end_time_ms, 60);
    assert.equal(experiment?.time_per_step, 0.02);
    assert.match(bareExample.code, /spiceEngine="ngspice"/);
  });

  it("VOUT is a differential probe: V(P, M) in the netlist", () => {
    const netlist = circuitJsonToSpice(json as never).toSpiceString();
    // A probe with referenceTo records the difference of two nodes.
    assert.match(netlist, /V\(\w+,\w+\)/);
    assert.match(netlist, /^V\S+ \S+ 0 SIN\(0 10 50 /m);
  });

  it("its legend names the curves V(VIN) and V(VOUT)", async () => {
    const pool = new RenderPool({ size: 1, timeoutMs: 120_000 });
    try {
      const result = await pool.render({
        code: bareExample.code,
        filename: "bridge.tsx",
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

  it("VIN swings between +10 V and −10 V; VOUT never goes below 0 V", () => {
    const vin = curve(json, "VIN");
    near(Math.max(...vin.v), 10, "VIN highest");
    near(Math.min(...vin.v), -10, "VIN lowest");
    near(Math.min(...curve(json, "VOUT").v), 0, "VOUT lowest");
  });

  it("VOUT peaks at 8.58 V every 10 ms (six bumps), 1.42 V below VIN's size", () => {
    const vin = curve(json, "VIN");
    const vout = curve(json, "VOUT");
    for (let start = 0; start < 60; start += 10) {
      const top = timeOfMax(vout, start, start + 10);
      assert.ok(
        Math.abs(top - (start + 5)) <= 0.1,
        `VOUT's peak in ${start}–${start + 10} ms at ${top} ms`,
      );
      near(Math.max(...between(vout, start, start + 10)), 8.58, "VOUT peak");
      const i = vout.t.indexOf(top);
      near(Math.abs(vin.v[i]) - vout.v[i], 1.42, "two diode drops");
    }
  });

  it("VOUT is at 0 V at 10 ms", () => {
    const vout = curve(json, "VOUT");
    near(vout.v[vout.t.findIndex((t) => t >= 10)], 0, "VOUT at 10 ms");
    near(ripple(vout), 8.58, "ripple without a capacitor");
  });

  it("M swings between +0.71 V and −9.29 V: at most about 9 µA in R2", async () => {
    const code = bareExample.code.replace(
      '<voltageprobe name="VIN"',
      '<voltageprobe name="VM" connectsTo=".R2 > .pin1" />\n    <voltageprobe name="VIN"',
    );
    const m = curve(await circuitJsonOf(code), "VM");
    near(Math.max(...m.v), 0.71, "M highest");
    near(Math.min(...m.v), -9.29, "M lowest");
    const microamps = (Math.max(...m.v.map(Math.abs)) / 1e6) * 1e6;
    assert.ok(Math.round(microamps) === 9, `${microamps} µA`);
  });

  it("R2 does not change the readings", async () => {
    const bare = curve(
      await circuitJsonOf(withoutR2(bareExample.code)),
      "VOUT",
    );
    near(Math.max(...bare.v), 8.58, "VOUT peak without R2");
    near(
      Math.max(...bare.v),
      Math.max(...curve(json, "VOUT").v),
      "with and without R2",
    );
  });

  it("with a 3 V peak the output peaks at 1.66 V", async () => {
    const low = await circuitJsonOf(
      bareExample.code.replace('voltage="10V"', 'voltage="3V"'),
    );
    near(Math.max(...curve(low, "VOUT").v), 1.66, "VOUT peak from 3 V");
  });
});

describe("the smoothed bridge", () => {
  let json: CircuitJsonElement[];
  const vout = () => curve(json, "VOUT");

  it("simulates the same 60 ms with ngspice and 100 µF", async () => {
    json = await circuitJsonOf(smoothedExample.code);
    const experiment = json.find((e) => e.type === "simulation_experiment");
    assert.equal(experiment?.end_time_ms, 60);
    assert.match(smoothedExample.code, /capacitance="100uF"/);
  });

  it("climbs to 8.54 V near every VIN peak and slides to 7.86 V: 0.68 V of ripple", () => {
    const steady = between(vout(), 20, 60);
    near(Math.max(...steady), 8.54, "VOUT highest");
    near(Math.min(...steady), 7.86, "VOUT lowest");
    near(ripple(vout()), 0.68, "ripple with 100 µF");
    near(Math.min(...between(vout(), 5, 60)), 7.86, "lowest after 5 ms");
  });

  it("the ripple repeats every 10 ms, on positive and negative VIN peaks", () => {
    for (let start = 20; start < 60; start += 10)
      assert.ok(
        Math.abs(timeOfMax(vout(), start, start + 10) - (start + 5)) <= 0.5,
        `a top near ${start + 5} ms`,
      );
  });

  it("without R2 ngspice stops with a singular matrix", async () => {
    await assert.rejects(
      circuitJsonOf(withoutR2(smoothedExample.code)),
      /singular matrix/,
    );
  });

  it("with 470 µF: 8.49 V peak and 0.16 V of ripple", async () => {
    const big = curve(
      await circuitJsonOf(
        smoothedExample.code.replace(
          'capacitance="100uF"',
          'capacitance="470uF"',
        ),
      ),
      "VOUT",
    );
    near(Math.max(...between(big, 20, 60)), 8.49, "VOUT peak with 470 µF");
    near(ripple(big), 0.16, "ripple with 470 µF");
  });

  it("a heavier load (500 Ω) widens the ripple", async () => {
    assert.ok(smoothedExample.code.includes('name="R1" resistance="1k"'));
    const heavy = curve(
      await circuitJsonOf(
        smoothedExample.code.replace(
          'name="R1" resistance="1k"',
          'name="R1" resistance="500"',
        ),
      ),
      "VOUT",
    );
    assert.ok(
      ripple(heavy) > ripple(vout()) + 0.3,
      `ripple ${ripple(heavy).toFixed(3)} V with 500 Ω`,
    );
  });
});
