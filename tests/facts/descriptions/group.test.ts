import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { closeCircuitCompiler } from "../../support/circuit-json";
import {
  assertNoErrors,
  board,
  type CircuitJsonElement,
  compiled,
} from "./_compile";

after(closeCircuitCompiler);

const pair = (a: string, b: string, y: number) => `
  <resistor name="${a}" resistance="1k" footprint="0805" pcbX={-4} pcbY={${y}} />
  <resistor name="${b}" resistance="1k" footprint="0805" pcbX={4} pcbY={${y}} />
  <trace from=".${a} > .pin2" to=".${b} > .pin1" />`;

const circuit = compiled(
  board(`
    <group name="G1" subcircuit minTraceWidth="0.25mm">${pair("R1", "R2", 6)}</group>
    <group name="G2" minTraceWidth="0.25mm">${pair("R3", "R4", 2)}</group>
    <group name="G3" subcircuit>${pair("R5", "R6", -2)}</group>
    <group name="G4" subcircuit nominalTraceWidth="0.2mm">${pair("R7", "R8", -6)}</group>
    <group name="G5" nominalTraceWidth="0.2mm">${pair("R9", "R10", -9)}</group>`),
);

/** The wire widths of the trace that starts at a component's pin2. */
const widthFrom = (json: CircuitJsonElement[], name: string) => {
  const comp = json.find(
    (e) => e.type === "source_component" && e.name === name,
  );
  const pcbComp = json.find(
    (e) =>
      e.type === "pcb_component" &&
      e.source_component_id === comp?.source_component_id,
  );
  const pads = json.filter(
    (e) =>
      e.type === "pcb_port" && e.pcb_component_id === pcbComp?.pcb_component_id,
  );
  const ids = new Set(pads.map((p) => p.pcb_port_id));
  const trace = json.find(
    (e) =>
      e.type === "pcb_trace" &&
      (
        e.route as { start_pcb_port_id?: string; end_pcb_port_id?: string }[]
      ).some(
        (p) =>
          ids.has(p.start_pcb_port_id ?? "") ||
          ids.has(p.end_pcb_port_id ?? ""),
      ),
  );
  assert.ok(trace, `trace of ${name}`);
  return [
    ...new Set(
      (trace.route as { route_type: string; width?: number }[])
        .filter((p) => p.route_type === "wire")
        .map((p) => p.width),
    ),
  ];
};

describe("docs/_descriptions/props/group.json", () => {
  it("minTraceWidth: mm, read on a subcircuit group (0.15 mm when omitted), ignored on a plain group", async () => {
    const json = await circuit();
    assertNoErrors(json);
    assert.deepEqual(widthFrom(json, "R1"), [0.25]);
    assert.deepEqual(widthFrom(json, "R5"), [0.15]);
    assert.deepEqual(widthFrom(json, "R3"), [0.15]);
  });

  it("nominalTraceWidth: mm, read on a subcircuit group, ignored on a plain group", async () => {
    const json = await circuit();
    assert.deepEqual(widthFrom(json, "R7"), [0.2]);
    assert.deepEqual(widthFrom(json, "R9"), [0.15]);
  });
});
