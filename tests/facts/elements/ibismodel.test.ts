/**
 * What the <ibismodel> page states, checked against its own examples (read
 * from the page): the record the pinned core writes, that nothing is
 * simulated, and the mistakes it refuses.
 */
import "../../../plugins/shared/node22-polyfills";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { after, describe, it } from "node:test";
import { findExamples } from "../../../plugins/circuit-previews/scan";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

const page = "docs/elements/ibismodel.mdx";
const source = readFileSync(
  path.resolve(import.meta.dirname, "../../..", page),
  "utf8",
);
const [link, alone] = findExamples(source, page);
const ofType = (json: CircuitJsonElement[], type: string) =>
  json.filter((e) => e.type === type);
const portName = (json: CircuitJsonElement[], id: unknown) =>
  json.find((e) => e.type === "source_port" && e.source_port_id === id)?.name;

describe("/elements/ibismodel", () => {
  it("the link example: two models, a pcb_spice experiment, pin states, no results", async () => {
    assert.match(
      source,
      /circuit view="pcb" hide="simulation" title="ibis-link\.tsx"/,
    );
    const json = await circuitJsonOf(link.code);
    assert.equal(ofType(json, "simulation_ibis_model").length, 2);
    const [experiment] = ofType(json, "simulation_experiment");
    assert.equal(experiment.spice_engine, "pcb_spice");
    const states = ofType(json, "simulation_ibis_pin_state").map((s) => ({
      port: portName(json, s.source_port_id),
      is_output: s.is_output,
      is_output_enabled: s.is_output_enabled,
    }));
    assert.deepEqual(states, [
      { port: "TX", is_output: true, is_output_enabled: true },
      { port: "RX", is_output: false, is_output_enabled: undefined },
    ]);
    assert.deepEqual(
      json.filter((e) => /_graph$|operating_point|_error$/.test(e.type)),
      [],
    );
    const u1 = ofType(json, "simulation_ibis_model")[0];
    const refs = u1.ibis_pin_name_to_reference_source_port_ids as Record<
      string,
      Record<string, string>
    >;
    assert.equal(
      portName(json, refs["1"].pullup_reference_source_port_id),
      "VCC",
    );
    assert.equal(
      portName(json, refs["1"].pulldown_reference_source_port_id),
      "GND",
    );
    assert.deepEqual(u1.ibis_pin_name_to_model_name, { "1": "OUT_3V3" });
  });

  it("the lone model writes the record shown, with no simulation and the same PCB and schematic", async () => {
    const json = await circuitJsonOf(alone.code);
    const records = ofType(json, "simulation_ibis_model");
    assert.equal(records.length, 1);
    const { simulation_ibis_model_id: _id, ...record } = records[0];
    const defined = Object.fromEntries(
      Object.entries(record).filter(([, v]) => v !== undefined),
    );
    assert.deepEqual(defined, {
      type: "simulation_ibis_model",
      source_component_id: "source_component_0",
      ibis_model_asset: {
        url: "https://example.com/models/memory.ibs",
        project_relative_path: "models/memory.ibs",
        mimetype: "text/plain",
      },
      ibis_component_name: "MEM_X8",
      model_value_corner: "minimum",
      include_package_parasitics: false,
      ibis_pin_name_to_source_port_id: {
        A1: "source_port_0",
        A4: "source_port_1",
        A8: "source_port_2",
      },
    });
    assert.equal(ofType(json, "simulation_experiment").length, 0);
    const without = await circuitJsonOf(
      alone.code.replace(/<ibismodel[\s\S]*?\/>/, ""),
    );
    for (const type of ["pcb_smtpad", "schematic_component", "schematic_port"])
      assert.equal(
        ofType(json, type).length,
        ofType(without, type).length,
        type,
      );
  });

  it("the core skips the IBIS experiment even when a pcb_spice engine is available", async () => {
    const React = await import("react");
    const core = await import("@tscircuit/core");
    const ts = (await import("typescript")).default;
    let calls = 0;
    const circuit = new core.RootCircuit({
      platform: {
        spiceEngineMap: {
          pcb_spice: {
            simulate: async () => {
              calls++;
              return { simulationResultCircuitJson: [] };
            },
          },
        },
      },
    } as ConstructorParameters<typeof core.RootCircuit>[0]);
    const compiled = ts.transpileModule(link.code, {
      compilerOptions: {
        jsx: ts.JsxEmit.React,
        module: ts.ModuleKind.CommonJS,
      },
    }).outputText;
    const module = { exports: {} as { default: () => unknown } };
    new Function("exports", "module", "React", compiled)(
      module.exports,
      module,
      React,
    );
    circuit.add(module.exports.default() as Parameters<typeof circuit.add>[0]);
    await circuit.renderUntilSettled();
    assert.equal(calls, 0);
    const json = circuit.getCircuitJson() as CircuitJsonElement[];
    assert.equal(ofType(json, "simulation_experiment").length, 1);
    assert.equal(ofType(json, "simulation_ibis_model").length, 2);
  });

  it("refuses the mistakes the page lists", async () => {
    const swap = (from: RegExp | string, to: string) => {
      const code = link.code.replace(from, to);
      assert.notEqual(code, link.code);
      return circuitJsonOf(code);
    };
    await assert.rejects(
      swap('componentRef=".U1"', 'componentRef=".U9"'),
      /IBIS component selector "\.U9" must identify one component in this subcircuit/,
    );
    await assert.rejects(
      swap('componentRef=".U2"', 'componentRef=".U1"'),
      /Component "\.U1" already has an IBIS model/,
    );
    await assert.rejects(
      swap('{ "1": "RX",', '{ "1": "DATA",'),
      /must identify exactly one physical source pin/,
    );
    await assert.rejects(
      swap(
        'ibisPinNameToModelName={{ "1": "IN_3V3" }}',
        'ibisPinNameToModelName={{ "5": "IN_3V3" }}',
      ),
      /IBIS pin "5" is referenced but not present in ibisPinNameToPortLabel/,
    );
    await assert.rejects(
      swap(
        /\{ "1": "RX", "4": "GND", "8": "VCC" \}\}\s*ibisPinNameToModelName=\{\{ "1": "IN_3V3" \}\}/,
        '{ "4": "GND", "8": "VCC" }}',
      ),
      /requires exactly one IBIS model binding in this subcircuit/,
    );
  });
});
