import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { after, before, describe, it } from "node:test";
import { findExamples } from "../../../plugins/circuit-previews/scan";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

const page = "docs/footprints/jlcpcb-footprints.mdx";
const snapshot = JSON.parse(
  readFileSync("plugins/cli-reference/cli-snapshot.json", "utf8"),
) as { commands: { name: string; options: { long?: string }[] }[] };

const errorsOf = (json: CircuitJsonElement[]) =>
  json.filter((e) => e.type.endsWith("_error"));

describe("/footprints/jlcpcb-footprints", () => {
  let examples: CircuitJsonElement[][] = [];
  before(async () => {
    const found = findExamples(readFileSync(page, "utf8"), page);
    assert.equal(found.length, 3);
    examples = [];
    for (const example of found)
      examples.push(await circuitJsonOf(example.code));
  });

  it("without a jlcpcb resolver, jlcpcb:C2040 gives no pads and an external_footprint_load_error", () => {
    const [json] = examples;
    const errors = errorsOf(json);
    assert.deepEqual(
      errors.map((e) => e.type),
      ["external_footprint_load_error"],
    );
    assert.match(
      String(errors[0].message),
      /No footprint resolver is configured for library "jlcpcb"/,
    );
    assert.equal(json.filter((e) => e.type === "pcb_smtpad").length, 0);
  });

  it("a resolver receives the part number and its footprint JSON becomes the pads", async () => {
    // The same board, with the platform entry the page describes.
    const { RootCircuit } = await import("@tscircuit/core");
    const React = (await import("react")).default;
    const asked: string[] = [];
    const circuit = new RootCircuit({
      platform: {
        footprintLibraryMap: {
          jlcpcb: async (partNumber: string) => {
            asked.push(partNumber);
            return {
              footprintCircuitJson: [
                {
                  type: "pcb_smtpad",
                  shape: "rect",
                  x: -1,
                  y: 0,
                  width: 1,
                  height: 1,
                  layer: "top",
                  port_hints: ["1"],
                },
                {
                  type: "pcb_smtpad",
                  shape: "rect",
                  x: 1,
                  y: 0,
                  width: 1,
                  height: 1,
                  layer: "top",
                  port_hints: ["2"],
                },
              ],
            };
          },
        },
      },
    } as never);
    circuit.add(
      React.createElement(
        "board",
        { width: "10mm", height: "8mm", routingDisabled: true },
        React.createElement("chip", { name: "U1", footprint: "jlcpcb:C2040" }),
      ),
    );
    await circuit.renderUntilSettled();
    const json = circuit.getCircuitJson() as CircuitJsonElement[];
    assert.deepEqual(asked, ["C2040"]);
    assert.equal(json.filter((e) => e.type === "pcb_smtpad").length, 2);
    // Pads, not pin names: without pinLabels the ports are only pin1, pin2.
    assert.deepEqual(
      json.filter((e) => e.type === "source_port").map((e) => e.name),
      ["pin1", "pin2"],
    );
    assert.deepEqual(
      errorsOf(json).map((e) => e.type),
      [],
    );
  });

  it("supplierPartNumbers is stored as supplier_part_numbers, with the string footprint", () => {
    const json = examples[1];
    assert.deepEqual(errorsOf(json), []);
    const parts = Object.fromEntries(
      json
        .filter((e) => e.type === "source_component")
        .map((e) => [e.name, e.supplier_part_numbers]),
    );
    assert.deepEqual(parts, {
      R1: { jlcpcb: ["C25744"] },
      C1: { jlcpcb: ["C1525"] },
    });
    assert.equal(json.filter((e) => e.type === "pcb_smtpad").length, 4);
  });

  it("the suppliers are the six the page lists", () => {
    const props = readFileSync(
      "node_modules/@tscircuit/props/dist/index.d.ts",
      "utf8",
    );
    const suppliers = props.match(
      /supplierPartNumbers\?: Partial<Record<([^,]+), string\[\]>>/,
    )?.[1];
    assert.ok(suppliers);
    assert.deepEqual(
      suppliers
        .split("|")
        .map((s) => s.trim().replaceAll('"', ""))
        .sort(),
      ["digikey", "jlcpcb", "lcsc", "macrofab", "mouser", "pcbway"],
    );
  });

  it("a bare C number is an invalid footprint whose message suggests the prefix", () => {
    const errors = errorsOf(examples[2]);
    assert.deepEqual(
      errors.map((e) => e.type),
      ["source_invalid_component_property_error"],
    );
    assert.match(String(errors[0].message), /use "jlcpcb:C2040"/);
  });

  it("tsci search has --jlcpcb", () => {
    const search = snapshot.commands.find((c) => c.name === "search");
    assert.ok(search?.options.some((o) => o.long === "--jlcpcb"));
  });
});
