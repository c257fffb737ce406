import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { after, describe, it } from "node:test";
import {
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";
import {
  assertNoErrors,
  type CircuitJsonElement,
  compiled,
  r3,
} from "./_compile";

after(closeCircuitCompiler);

const parts = `
  <resistor name="R1" resistance="1k" footprint="0402" pcbX={-6} pcbY={6} schX={-3} schY={3} />
  <resistor name="R2" resistance="1k" footprint="0402" pcbX={6} pcbY={6} schX={3} schY={3} />
  <resistor name="R3" resistance="1k" footprint="0402" pcbX={-6} pcbY={0} schX={-3} schY={0} />
  <resistor name="R4" resistance="1k" footprint="0402" pcbX={6} pcbY={0} schX={3} schY={0} />
  <resistor name="R5" resistance="1k" footprint="0402" pcbX={-6} pcbY={-6} schX={-3} schY={-3} />
  <resistor name="R6" resistance="1k" footprint="0402" pcbX={6} pcbY={-6} schX={3} schY={-3} />`;

const circuit = compiled(
  `export default () => (<board width="30mm" height="20mm">${parts}
    <trace name="T1" from=".R1 > .pin2" to=".R2 > .pin1" thickness="0.5mm" pcbPath={[{ x: 2, y: 2 }]} />
    <trace name="T2" from=".R3 > .pin2" to=".R4 > .pin1" pcbPath={[{ x: -2, y: -2 }]} pcbPathRelativeTo=".R4 > .pin1" />
    <trace name="T3" from=".R5 > .pin2" to=".R6 > .pin1" thickness={0.4} maxLength="30mm"
      pcbRouteHints={[{ x: 0, y: -9 }]} schematicRouteHints={[{ x: 0, y: -5 }]} />
  </board>)`,
);

const byName = (json: CircuitJsonElement[], name: string) => {
  const source = json.find((e) => e.type === "source_trace" && e.name === name);
  assert.ok(source, name);
  const pcb = json.find(
    (e) =>
      e.type === "pcb_trace" && e.source_trace_id === source.source_trace_id,
  );
  return { source, pcb };
};
const points = (pcb: CircuitJsonElement | undefined) =>
  ((pcb?.route ?? []) as { x: number; y: number; width?: number }[]).map(
    (p) => ({ x: r3(p.x), y: r3(p.y) }),
  );
const widths = (pcb: CircuitJsonElement | undefined) => [
  ...new Set(
    ((pcb?.route ?? []) as { route_type: string; width?: number }[])
      .filter((p) => p.route_type === "wire")
      .map((p) => p.width),
  ),
];

describe("docs/_descriptions/props/trace.json", () => {
  it('thickness: mm, "0.5mm" and 0.4 give 0.5 mm and 0.4 mm wide copper', async () => {
    const json = await circuit();
    assertNoErrors(json);
    assert.deepEqual(widths(byName(json, "T1").pcb), [0.5]);
    assert.deepEqual(widths(byName(json, "T3").pcb), [0.4]);
  });

  it("pcbPath: points in mm from the centre of the first port's component; not autorouted", async () => {
    const json = await circuit();
    const t1 = points(byName(json, "T1").pcb);
    // R1's centre is (-6, 6): (2, 2) from it is (-4, 8).
    assert.deepEqual(t1[1], { x: -4, y: 8 });
    assert.equal(t1.length, 3);
  });

  it("pcbPathRelativeTo: the named port's component is the frame; the first port when omitted", async () => {
    const json = await circuit();
    // R4's centre is (6, 0): (-2, -2) from it is (4, -2).
    assert.deepEqual(points(byName(json, "T2").pcb)[1], { x: 4, y: -2 });
  });

  it('maxLength: mm ("30mm" = 30); a route that cannot be that short stops the autorouter with an error', async () => {
    const json = await circuit();
    assert.equal(byName(json, "T3").source.max_length, 30);
    const tooShort = await circuitJsonOf(
      `export default () => (<board width="30mm" height="20mm">${parts}
        <trace from=".R5 > .pin2" to=".R6 > .pin1" maxLength="5mm" />
        <trace from=".R1 > .pin2" to=".R2 > .pin1" maxLength="5mm" pcbPath={[{ x: 2, y: 2 }]} /></board>)`,
    );
    const error = tooShort.find((e) => e.type === "pcb_autorouting_error");
    assert.match(String(error?.message), /5mm maximum length/);
    const tooLong = tooShort.find((e) => e.type === "pcb_trace_too_long_error");
    assert.equal(tooLong?.maximum_trace_length, 5);
  });

  it("schematicRouteHints: not read: the schematic trace goes straight, not through the point", async () => {
    const json = await circuit();
    const source = byName(json, "T3").source;
    const ports = source.connected_source_port_ids as string[];
    const schTrace = json.find(
      (e) =>
        e.type === "schematic_trace" &&
        (e.edges as unknown[]).length > 0 &&
        JSON.stringify(e.edges).includes('"y":-3'),
    );
    assert.ok(schTrace, `schematic trace of ${ports}`);
    const ys = (
      schTrace.edges as { from: { y: number }; to: { y: number } }[]
    ).flatMap((edge) => [edge.from.y, edge.to.y]);
    assert.ok(!ys.includes(-5), `ys ${ys}`);
  });

  it('pcbRouteHints: not followed by the default autorouter; the "sequential-trace" one that read them is refused', async () => {
    const json = await circuit();
    assert.ok(
      !points(byName(json, "T3").pcb).some((p) => p.x === 0 && p.y === -9),
    );
    const sequential = await circuitJsonOf(
      `export default () => (<board width="30mm" height="20mm" autorouter="sequential-trace">
        <resistor name="R5" resistance="1k" footprint="0402" pcbX={-6} pcbY={-6} />
        <resistor name="R6" resistance="1k" footprint="0402" pcbX={6} pcbY={-6} />
        <trace name="T3" from=".R5 > .pin2" to=".R6 > .pin1" pcbRouteHints={[{ x: 0, y: -9 }]} />
      </board>)`,
    );
    const refused = sequential.find(
      (e) => e.type === "source_invalid_component_property_error",
    );
    assert.equal(refused?.property_name, "autorouter");
    assert.match(String(refused?.message), /deprecated/);
  });

  it("routingPhaseIndex: the trace's own phase, else the lowest of its nets', else null, which sorts last", () => {
    // The phase is not written to the circuit JSON: read from the core.
    const core = readFileSync(
      path.join(
        import.meta.dirname,
        "../../../node_modules/@tscircuit/core/dist/index.js",
      ),
      "utf8",
    );
    const start = core.indexOf("function getTraceRoutingPhaseIndex(");
    assert.ok(start > 0);
    const body = core.slice(start, core.indexOf("\nfunction ", start + 10));
    assert.match(
      body,
      /const traceRoutingPhaseIndex = trace\.props\.routingPhaseIndex;\s+if \(traceRoutingPhaseIndex !== void 0\) return traceRoutingPhaseIndex;/,
    );
    assert.match(body, /netRoutingPhaseIndex < routingPhaseIndex/);
    assert.match(
      core,
      /return routingPhaseIndex === null \? Number\.POSITIVE_INFINITY : routingPhaseIndex;/,
    );
  });
});
