/**
 * Every number the boost converter guide states, checked against the
 * simulation records of its own examples (read from the page, so the code
 * tested is the code shown) as the build's render process simulates them.
 * Readings are the page's roundings: within 1 % (at least 0.01 V) of the
 * stated value; the 0.4 V and 0.8 V switch-node readings within 0.05 V.
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
import { type Curve, curve, near } from "../../../support/simulation-curves";

after(closeCircuitCompiler);

const page = "docs/guides/spice-simulation/boost-converter.mdx";
const source = readFileSync(
  path.resolve(import.meta.dirname, "../../../..", page),
  "utf8",
);
const [boostExample] = findExamples(source, page);

/** The samples of a curve with from ≤ t < to. */
function between(c: Curve, from: number, to: number): number[] {
  return c.v.filter((_, i) => c.t[i] >= from - 1e-9 && c.t[i] < to - 1e-9);
}

const average = (values: number[]) =>
  values.reduce((sum, v) => sum + v, 0) / values.length;

/** The 20 µs switching period; the gate is high for its first D × 20 µs. */
const periodMs = 0.02;

/**
 * Samples of `c` in the on (gate high) or off phase of the periods from
 * 2.5 ms to 3 ms, half a microsecond clear of each edge.
 */
function inPhase(c: Curve, phase: "on" | "off", duty = 0.5): number[] {
  return c.v.filter((_, i) => {
    const t = c.t[i];
    if (t < 2.5) return false;
    const within = (t / periodMs - Math.floor(t / periodMs + 1e-9)) * periodMs;
    const edge = duty * periodMs;
    return phase === "on"
      ? within > 0.0005 && within < edge - 0.0005
      : within > edge + 0.0005 && within < periodMs - 0.0005;
  });
}

describe("the arithmetic", () => {
  it("10 V ideal; 0.18 A load; 40 points a period; 150 periods", () => {
    assert.equal(5 / (1 - 0.5), 10);
    assert.equal(Math.round((9 / 50) * 100) / 100, 0.18);
    assert.equal(Math.round(20 / 0.5), 40);
    assert.equal(Math.round(3 / 0.02), 150);
    assert.equal(1000 / 50, 20, "a 20 µs period at 50 kHz");
  });

  it("ripple estimate 0.18 V; inductor current 0.35 A; 10 − 0.4 − 0.8 = 8.8 V", () => {
    const iOut = 8.79 / 50;
    assert.equal(Math.round(iOut * 1000) / 1000, 0.176);
    assert.equal(
      Math.round(((0.5 * 0.176) / (50_000 * 10e-6)) * 100) / 100,
      0.18,
    );
    assert.equal(Math.round((iOut / (1 - 0.5)) * 100) / 100, 0.35);
    assert.equal(Math.round((10 - 0.4 - 0.8) * 10) / 10, 8.8);
    assert.equal(1 / (1 - 0.75), 4);
  });

  it("the table: ideal outputs, shortfalls, about a quarter lost at 0.75", () => {
    const rows: [number, number, number, number][] = [
      [0.25, 6.67, 5.82, 0.85],
      [0.5, 10, 8.79, 1.21],
      [0.6, 12.5, 10.75, 1.75],
      [0.75, 20, 14.84, 5.16],
    ];
    for (const [d, ideal, simulated, gap] of rows) {
      assert.equal(Math.round((5 / (1 - d)) * 100) / 100, ideal);
      assert.equal(Math.round((ideal - simulated) * 100) / 100, gap);
    }
    for (let i = 1; i < rows.length; i++)
      assert.ok(rows[i][3] > rows[i - 1][3], "the shortfall grows with D");
    assert.equal(Math.round((5.16 / 20) * 4), 1);
  });
});

describe("the boost converter", () => {
  let json: CircuitJsonElement[];
  const vout = () => curve(json, "VOUT");

  it("simulates 3 ms in 0.5 µs steps with ngspice; V2 is 10 V, 50 kHz, D = 0.5", async () => {
    json = await circuitJsonOf(boostExample.code);
    const experiment = json.find((e) => e.type === "simulation_experiment");
    assert.equal(experiment?.end_time_ms, 3);
    assert.ok(Math.abs(Number(experiment?.time_per_step) - 0.0005) < 1e-12);
    assert.match(boostExample.code, /spiceEngine="ngspice"/);
    const netlist = circuitJsonToSpice(json as never).toSpiceString();
    // PULSE(low high delay rise fall width period): on for 10 µs of 20 µs.
    assert.match(netlist, /PULSE\(0 10 0 1n 1n 10u 20u\)/);
  });

  it("the MOSFET model; a lossless inductor and capacitor", () => {
    const netlist = circuitJsonToSpice(json as never).toSpiceString();
    assert.match(netlist, /^\.MODEL NMOS_ENHANCEMENT NMOS \(VTO=1 KP=0\.1\)$/m);
    // Name, two nodes, value: no series resistance on L1 or C1.
    for (const part of ["L1", "C1"]) {
      const line = netlist
        .split("\n")
        .find((l) => new RegExp(`^${part[0]}?${part} `).test(l));
      assert.ok(line, `${part} in the netlist`);
      assert.equal(line.trim().split(/\s+/).length, 4, line);
    }
  });

  it("its legend names the curves V(VIN) and V(VOUT)", async () => {
    const pool = new RenderPool({ size: 1, timeoutMs: 120_000 });
    try {
      const result = await pool.render({
        code: boostExample.code,
        filename: "boost.tsx",
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

  it("at least 40 samples in each 20 µs period (steps of at most 0.5 µs)", () => {
    const { t } = vout();
    for (let i = 1; i < t.length; i++)
      assert.ok(
        t[i] - t[i - 1] <= 0.0005 + 1e-9,
        `a ${t[i] - t[i - 1]} ms step`,
      );
    assert.ok(between(vout(), 2.5, 3).length >= 25 * 40);
  });

  it("VIN is flat at 5 V", () => {
    for (const v of curve(json, "VIN").v) near(v, 5, "VIN");
  });

  it("VOUT starts at 0 V and overshoots to 13.1 V at 0.28 ms", () => {
    const { t, v } = vout();
    near(v[0], 0, "VOUT at 0 ms");
    const top = v.indexOf(Math.max(...v));
    near(v[top], 13.1, "the overshoot");
    assert.ok(Math.abs(t[top] - 0.28) <= 0.005, `overshoot at ${t[top]} ms`);
  });

  it("settles by 2 ms into a band around 8.79 V, 1.2 V short of 10 V", () => {
    const late = average(between(vout(), 2.5, 3));
    near(late, 8.79, "VOUT's average from 2.5 to 3 ms");
    near(average(between(vout(), 2, 2.5)), late, "the 2 to 2.5 ms average");
    assert.equal(Math.round((10 - late) * 10) / 10, 1.2);
  });

  it("the band is a 0.19 V sawtooth: down while on, up while off", () => {
    const band = between(vout(), 2.5, 3);
    near(Math.max(...band) - Math.min(...band), 0.19, "ripple");
    const { t, v } = vout();
    const at = (ms: number) => v[t.findIndex((x) => x >= ms - 1e-9)];
    for (const start of [2.9, 2.92, 2.94]) {
      assert.ok(at(start + 0.0095) < at(start + 0.0005), "falls while on");
      assert.ok(at(start + 0.0195) > at(start + 0.0105), "climbs while off");
    }
  });

  it("without spiceEngine the built-in engine leaves M1 out: no boost", async () => {
    const code = boostExample.code.replace(/\s*spiceEngine="ngspice"/, "");
    assert.doesNotMatch(code, /spiceEngine/);
    const json = await circuitJsonOf(code);
    const out = curve(json, "VOUT");
    assert.ok(average(between(out, 2.5, 3)) < 5, "VOUT stays below VIN");
  });
});

describe("where the missing volts go", () => {
  let sw: Curve;
  let out: Curve;

  it("the switch node: 0.8 V above VOUT while D1 conducts, 0.4 V while M1 is on", async () => {
    const code = boostExample.code.replace(
      '<voltageprobe name="VIN"',
      '<voltageprobe name="SW" connectsTo=".L1 > .pin2" />\n    <voltageprobe name="VIN"',
    );
    const json = await circuitJsonOf(code);
    sw = curve(json, "SW");
    out = curve(json, "VOUT");
    const drop = average(inPhase(sw, "off")) - average(inPhase(out, "off"));
    assert.ok(Math.abs(drop - 0.8) <= 0.05, `diode drop ${drop.toFixed(3)} V`);
    const on = average(inPhase(sw, "on"));
    assert.ok(
      Math.abs(on - 0.4) <= 0.05,
      `switch node while on ${on.toFixed(3)} V`,
    );
  });

  it("the balance 10 V − on voltage − diode drop lands within 0.1 V of the simulation", () => {
    const on = average(inPhase(sw, "on"));
    const drop = average(inPhase(sw, "off")) - average(inPhase(out, "off"));
    const predicted = (5 - 0.5 * on) / (1 - 0.5) - drop;
    const simulated = average(between(out, 2.5, 3));
    assert.ok(
      Math.abs(predicted - simulated) <= 0.1,
      `predicted ${predicted.toFixed(3)}, simulated ${simulated.toFixed(3)}`,
    );
  });

  it("the MOSFET conducts like about 1.1 Ω with its gate at 10 V", async () => {
    // 5 V through 10 Ω into the drain; the drain voltage gives the resistance.
    const json = await circuitJsonOf(`export default () => (
  <board width="30mm" height="20mm" routingDisabled>
    <voltagesource name="V1" voltage="5V" />
    <voltagesource name="V2" voltage="10V" />
    <resistor name="R1" resistance="10" footprint="0805" />
    <mosfet name="M1" channelType="n" mosfetMode="enhancement" footprint="sot23" />
    <trace from=".V1 > .pin1" to=".R1 > .pin1" />
    <trace from=".R1 > .pin2" to=".M1 > .drain" />
    <trace from=".V2 > .pin1" to=".M1 > .gate" />
    <trace from=".M1 > .source" to=".V1 > .pin2" />
    <trace from=".V2 > .pin2" to=".V1 > .pin2" />
    <voltageprobe name="VD" connectsTo=".M1 > .drain" />
    <analogsimulation duration="1ms" timePerStep="10us" spiceEngine="ngspice" />
  </board>
)`);
    const vd = curve(json, "VD").v.at(-1) ?? 0;
    const ohms = (10 * vd) / (5 - vd);
    assert.equal(Math.round(ohms * 10) / 10, 1.1, `${ohms.toFixed(3)} Ω`);
  });
});

describe("changing the duty cycle", () => {
  const rows: [number, number][] = [
    [0.25, 5.82],
    [0.6, 10.75],
    [0.75, 14.84],
  ];
  for (const [duty, stated] of rows)
    it(`dutyCycle={${duty}}: VOUT averages ${stated} V from 2.5 to 3 ms`, async () => {
      const json = await circuitJsonOf(
        boostExample.code.replace("dutyCycle={0.5}", `dutyCycle={${duty}}`),
      );
      near(
        average(between(curve(json, "VOUT"), 2.5, 3)),
        stated,
        `D = ${duty}`,
      );
    });
});
