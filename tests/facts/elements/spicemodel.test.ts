/**
 * What the <spicemodel> page states, checked against its own examples (read
 * from the page) as the build's render process compiles and simulates them.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { after, describe, it } from "node:test";
import { circuitJsonToSpice } from "circuit-json-to-spice";
import { parseNetlist } from "spicey";
import { findExamples } from "../../../plugins/circuit-previews/scan";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

const page = "docs/elements/spicemodel.mdx";
const source = readFileSync(
  path.resolve(import.meta.dirname, "../../..", page),
  "utf8",
);
const [clamp, module] = findExamples(source, page);

type Graph = CircuitJsonElement & {
  name: string;
  timestamps_ms: number[];
  voltage_levels: number[];
};
const graph = (json: CircuitJsonElement[], name: string): Graph => {
  const g = json.find(
    (e) => e.type === "simulation_transient_voltage_graph" && e.name === name,
  );
  assert.ok(g, `a graph named ${name}`);
  return g as Graph;
};
const at = (g: Graph, ms: number) => {
  const i = g.timestamps_ms.findIndex((t) => t >= ms);
  return g.voltage_levels[i];
};
const errorsOf = (json: CircuitJsonElement[]) =>
  json.filter((e) => e.type.endsWith("_error"));

/** A chip with the given model, on a board with no simulation. */
const chipWith = (model: string, extra = "") =>
  `const model = \`${model}\`
export default () => (
  <board width="20mm" height="14mm">
    <chip name="U1" footprint="soic8" pinLabels={{ pin1: "IN", pin2: "OUT", pin3: "GND" }}
      spiceModel={<spicemodel source={model} ${extra} />} />
  </board>
)`;

describe("/elements/spicemodel", () => {
  let clampJson: CircuitJsonElement[];

  it("the Zener example writes the simulation_spice_subcircuit shown on the page", async () => {
    assert.match(clamp.code, /spiceModel=\{<spicemodel source=\{clamp\} \/>\}/);
    clampJson = await circuitJsonOf(clamp.code);
    const records = clampJson.filter(
      (e) => e.type === "simulation_spice_subcircuit",
    );
    assert.equal(records.length, 1);
    const { simulation_spice_subcircuit_id: _id, ...record } = records[0];
    assert.deepEqual(record, {
      type: "simulation_spice_subcircuit",
      source_component_id: "source_component_2",
      spice_pin_to_source_port_map: { K: "source_port_4", A: "source_port_5" },
      subcircuit_source:
        "\n.subckt CLAMP3V3 K A\nD1 A K DZ\n.model DZ D(BV=3.3 IBV=1m)\n.ends CLAMP3V3\n",
    });
    const d1 = clampJson.find(
      (e) => e.type === "source_component" && e.name === "D1",
    );
    assert.equal(d1?.source_component_id, "source_component_2");
  });

  it("ngspice clamps VOUT at about 3.3 V and -0.7 V while VIN swings ±5 V at 50 Hz", () => {
    assert.match(clamp.code, /spiceEngine="ngspice"/);
    const vin = graph(clampJson, "VIN").voltage_levels;
    const vout = graph(clampJson, "VOUT").voltage_levels;
    assert.ok(Math.abs(Math.max(...vin) - 5) < 0.05);
    assert.ok(Math.abs(Math.min(...vin) + 5) < 0.05);
    const top = Math.max(...vout);
    const bottom = Math.min(...vout);
    assert.ok(top > 3.2 && top < 3.45, `top ${top}`);
    assert.ok(bottom < -0.55 && bottom > -0.8, `bottom ${bottom}`);
    assert.deepEqual(errorsOf(clampJson), []);
  });

  it("the model goes into the netlist once and the chip becomes one X line", () => {
    const withoutResults = clampJson.filter(
      (e) => !/_graph$|_error$/.test(e.type),
    );
    const netlist = circuitJsonToSpice(
      withoutResults as Parameters<typeof circuitJsonToSpice>[0],
    ).toSpiceString();
    assert.equal(netlist.match(/^\.subckt CLAMP3V3 K A$/gim)?.length, 1);
    const xLines = netlist.split("\n").filter((l) => /^X/i.test(l));
    assert.equal(xLines.length, 1);
    assert.match(xLines[0], / CLAMP3V3$/);
  });

  it("the built-in engine skips .subckt, .ends and the X line but reads the model's inner lines as loose parts", () => {
    const withoutResults = clampJson.filter(
      (e) => !/_graph$|_error$/.test(e.type),
    );
    const netlist = circuitJsonToSpice(
      withoutResults as Parameters<typeof circuitJsonToSpice>[0],
    ).toSpiceString();
    const ckt = parseNetlist(netlist) as unknown as Record<
      "R" | "C" | "L" | "V" | "S" | "D",
      { name: string }[]
    > & { skipped: string[] };
    assert.ok(ckt.skipped.some((l) => /^\.subckt CLAMP3V3/i.test(l)));
    assert.ok(ckt.skipped.some((l) => /^\.ends/i.test(l)));
    const parts = (["R", "C", "L", "V", "S", "D"] as const).flatMap((k) =>
      ckt[k].map((e) => e.name.toUpperCase()),
    );
    assert.ok(netlist.split("\n").some((l) => /^X/i.test(l)));
    assert.ok(!parts.some((n) => n.startsWith("X")), "no part from the X line");
    assert.deepEqual(
      ckt.D.map((d) => d.name.toUpperCase()),
      ["D1"],
      "the model's inner diode is read as a top-level part",
    );
  });

  it("the built-in engine cannot run it: Singular matrix", async () => {
    const code = clamp.code.replace(' spiceEngine="ngspice"', "");
    assert.notEqual(code, clamp.code);
    await assert.rejects(circuitJsonOf(code), /Singular matrix/);
  });

  it("the filter module maps numbered pins 1 2 3 to IN, OUT and GND, as a child element", async () => {
    assert.match(module.code, /<chip [^>]*>\s*<spicemodel /);
    const json = await circuitJsonOf(module.code);
    const record = json.find((e) => e.type === "simulation_spice_subcircuit");
    const ports = new Map(
      json
        .filter((e) => e.type === "source_port")
        .map((e) => [e.source_port_id, e.name]),
    );
    const map = record?.spice_pin_to_source_port_map as Record<string, string>;
    assert.deepEqual(
      Object.fromEntries(
        Object.entries(map).map(([k, v]) => [k, ports.get(v)]),
      ),
      { "1": "IN", "2": "OUT", "3": "GND" },
    );
    const vout = graph(json, "VOUT");
    const atOne = at(vout, 1);
    assert.ok(Math.abs(atOne - 3.1) < 0.1, `VOUT at 1 ms: ${atOne}`);
    assert.ok(atOne < 0.632 * 5, "a little less than 63 % of 5 V");
    assert.ok(at(vout, 4.99) > 4.85, "nearly 5 V by 5 ms");
    const atSix = at(vout, 6);
    assert.ok(
      atSix > 1.6 && atSix < 2.0,
      `falls the same way after 5 ms: ${atSix}`,
    );
    assert.ok(at(vout, 9.99) < 0.1, "back near 0 V by 10 ms");
  });

  it("the record is written without a simulation, and pads and symbol do not change", async () => {
    const code = clamp.code.replace(/<analogsimulation[^>]*\/>/, "");
    const withModel = await circuitJsonOf(code);
    assert.equal(
      withModel.filter((e) => e.type === "simulation_spice_subcircuit").length,
      1,
    );
    assert.equal(
      withModel.filter((e) => e.type === "simulation_experiment").length,
      0,
    );
    const without = await circuitJsonOf(
      code.replace("spiceModel={<spicemodel source={clamp} />}", ""),
    );
    for (const type of [
      "pcb_smtpad",
      "schematic_component",
      "schematic_port",
      "source_component",
    ])
      assert.equal(
        withModel.filter((e) => e.type === type).length,
        without.filter((e) => e.type === type).length,
        type,
      );
  });

  it("mistakes write a source_invalid_component_property_error on spiceModel and no record", async () => {
    const cases: [string, string, RegExp][] = [
      ["R1 IN OUT 1k", "", /must contain a \.subckt declaration/],
      [
        ".subckt M IN VCC\nR1 IN VCC 1k\n.ends M",
        "",
        /Could not resolve SPICE pin "VCC"/,
      ],
      [
        ".subckt M IN OUT\nR1 IN OUT 1k\n.ends M",
        `spicePinMapping={{ X: "IN" }}`,
        /spicePinMapping references SPICE pin "X"/,
      ],
      [
        ".subckt M 1 2\nR1 1 2 1k\n.ends M",
        `spicePinMapping={{ "1": "IN", "2": "IN" }}`,
        /maps more than one SPICE pin/,
      ],
    ];
    for (const [model, extra, message] of cases) {
      const json = await circuitJsonOf(chipWith(model, extra));
      const errors = json.filter(
        (e) => e.type === "source_invalid_component_property_error",
      );
      assert.equal(errors.length, 1, String(message));
      assert.equal(errors[0].property_name, "spiceModel");
      assert.match(String(errors[0].message), message);
      assert.equal(
        json.filter((e) => e.type === "simulation_spice_subcircuit").length,
        0,
      );
    }
  });
});
