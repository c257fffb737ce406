import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { loadPropsTable } from "../../../plugins/props-tables/table";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

interface SourceTrace {
  type: "source_trace";
  connected_source_port_ids: string[];
  connected_source_net_ids: string[];
}

const sourceTraces = (json: CircuitJsonElement[]) =>
  json.filter((e) => e.type === "source_trace") as unknown as SourceTrace[];

/** Our description of one prop in an element's props table. */
function rowText(element: string, prop: string): string {
  const { table } = loadPropsTable(element);
  const row = [...table.own, ...table.inherited.flatMap((g) => g.props)].find(
    (r) => r.name === prop,
  );
  assert.ok(row, `<${element}> has ${prop}`);
  return row.description ?? "";
}

describe("/elements/net", () => {
  it("connectsTo on <net> adds a trace from each listed pin to the net", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="20mm" height="10mm">
        <resistor name="R1" resistance="1k" footprint="0603" pcbX={-4} />
        <resistor name="R2" resistance="1k" footprint="0603" pcbX={4} />
        <net name="SIG" connectsTo={[".R1 > .pin2", ".R2 > .pin1"]} />
      </board>)`);
    const traces = sourceTraces(json);
    assert.equal(traces.length, 2);
    for (const t of traces) assert.equal(t.connected_source_net_ids.length, 1);
    assert.ok(json.some((e) => e.type === "pcb_trace"));
    assert.deepEqual(
      json.filter((e) => e.type.endsWith("_error")).map((e) => e.type),
      [],
    );
    const warnings = json
      .filter((e) => e.type === "source_pin_missing_trace_warning")
      .map((e) => String(e.message));
    assert.ok(
      !warnings.some((m) => m.includes("pin2 on R1")),
      String(warnings),
    );
  });

  it("a pin alone on a net reports pcb_port_not_connected_error", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="20mm" height="10mm">
        <resistor name="R1" resistance="1k" footprint="0603" pcbX={-4} />
        <resistor name="R2" resistance="1k" footprint="0603" pcbX={4} />
        <trace from=".R1 > .pin2" to=".R2 > .pin1" />
        <trace from=".R1 > .pin1" to="net.V3_3" />
      </board>)`);
    const errors = json.filter(
      (e) => e.type === "pcb_port_not_connected_error",
    );
    assert.equal(errors.length, 1);
    assert.match(
      String(errors[0]?.message),
      /R1\.pin1\] is not connected to net \[V3_3\]/,
    );
  });

  it("the same pins joined with traces to net.SIG are connected", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="20mm" height="10mm">
        <resistor name="R1" resistance="1k" footprint="0603" pcbX={-4} />
        <resistor name="R2" resistance="1k" footprint="0603" pcbX={4} />
        <trace from=".R1 > .pin2" to="net.SIG" />
        <trace from=".R2 > .pin1" to="net.SIG" />
      </board>)`);
    const traces = sourceTraces(json);
    assert.equal(traces.length, 2);
    for (const t of traces) assert.equal(t.connected_source_net_ids.length, 1);
  });

  it("nominalTraceWidth sets the width of the net's routed traces, in mm", async () => {
    const json = await circuitJsonOf(`export default () => (
  <board width="20mm" height="10mm">
    <resistor name="R1" resistance="1k" footprint="0603" pcbX={-5} />
    <resistor name="R2" resistance="1k" footprint="0603" pcbX={5} />
    <net name="SIG" nominalTraceWidth="0.5mm" connectsTo={[".R1 > .pin2", ".R2 > .pin1"]} />
  </board>)`);
    const widths = json
      .filter((e) => e.type === "pcb_trace")
      .flatMap((t) => (t.route as { width?: number }[]).map((p) => p.width))
      .filter((w) => w !== undefined);
    assert.ok(widths.length > 0, "the net is routed");
    for (const w of widths) assert.equal(w, 0.5);
    assert.match(rowText("net", "nominalTraceWidth"), /in mm/);
  });
});
