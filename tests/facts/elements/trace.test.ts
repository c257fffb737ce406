import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { loadPropsTable } from "../../../plugins/props-tables/table";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

interface RoutePoint {
  route_type: string;
  x: number;
  y: number;
  width?: number;
}

interface PcbTrace {
  type: "pcb_trace";
  route: RoutePoint[];
}

interface SourceTrace {
  type: "source_trace";
  connected_source_port_ids: string[];
}

const pcbTraces = (json: CircuitJsonElement[]) =>
  json.filter((e) => e.type === "pcb_trace") as unknown as PcbTrace[];

const sourceTraces = (json: CircuitJsonElement[]) =>
  json.filter((e) => e.type === "source_trace") as unknown as SourceTrace[];

const errors = (json: CircuitJsonElement[]) =>
  json.filter((e) => e.type.endsWith("_error"));

const board = (trace: string) => `export default () => (
  <board width="20mm" height="10mm">
    <resistor name="R1" resistance="1k" footprint="0603" pcbX={-4} />
    <resistor name="R2" resistance="1k" footprint="0603" pcbX={4} />
    ${trace}
  </board>)`;

/** Our description of one prop in an element's props table. */
function rowText(element: string, prop: string): string {
  const { table } = loadPropsTable(element);
  const row = [...table.own, ...table.inherited.flatMap((g) => g.props)].find(
    (r) => r.name === prop,
  );
  assert.ok(row, `<${element}> has ${prop}`);
  return row.description ?? "";
}

describe("/elements/trace", () => {
  it("start/end connect nothing: no ports, no PCB trace, no error", async () => {
    const json = await circuitJsonOf(
      board(`<trace start=".R1 > .pin2" end=".R2 > .pin1" />`),
    );
    for (const t of sourceTraces(json))
      assert.deepEqual(t.connected_source_port_ids, []);
    assert.equal(pcbTraces(json).length, 0);
    assert.deepEqual(errors(json), []);
  });

  it("from/to with the same selectors does connect and route", async () => {
    const json = await circuitJsonOf(
      board(`<trace from=".R1 > .pin2" to=".R2 > .pin1" />`),
    );
    assert.equal(sourceTraces(json)[0]?.connected_source_port_ids.length, 2);
    assert.ok(pcbTraces(json).length > 0);
  });

  it("default routed width is 0.15 mm; thickness overrides it", async () => {
    const plain = await circuitJsonOf(
      board(`<trace from=".R1 > .pin2" to=".R2 > .pin1" />`),
    );
    const widths = pcbTraces(plain)
      .flatMap((t) => t.route)
      .filter((p) => p.route_type === "wire")
      .map((p) => p.width);
    assert.ok(widths.length > 0);
    for (const w of widths) assert.equal(w, 0.15);
    const thick = await circuitJsonOf(
      board(`<trace from=".R1 > .pin2" to=".R2 > .pin1" thickness={0.5} />`),
    );
    for (const p of pcbTraces(thick).flatMap((t) => t.route))
      if (p.route_type === "wire") assert.equal(p.width, 0.5);
  });

  it("pcbPath points are measured from the owning component's centre, not the pin", async () => {
    // R1's centre is (-4, 0); its pin2 is at (-3.175, 0).
    const json = await circuitJsonOf(
      board(
        `<trace from=".R1 > .pin2" to=".R2 > .pin1" pcbPath={[{ x: 0, y: 3 }]} />`,
      ),
    );
    const route = pcbTraces(json)[0]?.route ?? [];
    assert.ok(
      route.some((p) => p.x === -4 && p.y === 3),
      JSON.stringify(route),
    );
  });

  it("a selector that matches nothing gives source_trace_not_connected_error", async () => {
    const json = await circuitJsonOf(
      board(`<trace from=".U9 > .pin1" to=".R2 > .pin1" />`),
    );
    const err = json.find((e) => e.type === "source_trace_not_connected_error");
    assert.match(
      String(err?.message),
      /Could not find port for selector "\.U9 > \.pin1"/,
    );
  });

  it("connectsTo is not read on a trace: only from and to are joined, as the table says", async () => {
    const json = await circuitJsonOf(`export default () => (
  <board width="20mm" height="14mm">
    <resistor name="R1" resistance="1k" footprint="0603" pcbX={-4} />
    <resistor name="R2" resistance="1k" footprint="0603" pcbX={4} />
    <resistor name="R3" resistance="1k" footprint="0603" pcbY={4} />
    <trace from=".R1 > .pin1" to=".R2 > .pin1" connectsTo=".R3 > .pin1" />
  </board>)`);
    const ports = json.filter((e) => e.type === "source_port");
    const components = json.filter((e) => e.type === "source_component");
    const r3 = components.find((c) => c.name === "R3");
    const r3Ports = ports
      .filter((p) => p.source_component_id === r3?.source_component_id)
      .map((p) => p.source_port_id);
    const traces = sourceTraces(json);
    assert.equal(traces.length, 1);
    assert.equal(traces[0].connected_source_port_ids.length, 2);
    for (const id of r3Ports)
      assert.ok(!traces[0].connected_source_port_ids.includes(String(id)));
    assert.match(rowText("trace", "connectsTo"), /^Not read by the core/);
  });
});
