import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

type Rec = Record<string, unknown>;

function ofType(json: CircuitJsonElement[], type: string): Rec[] {
  return json.filter((e) => e.type === type) as unknown as Rec[];
}

function errorsOf(json: CircuitJsonElement[]): string[] {
  return json.filter((e) => e.type.endsWith("_error")).map((e) => e.type);
}

describe("/elements/antenna", () => {
  it("a meandered monopole: trace from the feed point, 0.8 mm feed pad, three keepouts, chip box; its open end is a pcb_trace_error", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="26mm" height="20mm">
        <antenna name="ANT1" antennaShape="2.4ghz_meandered_monopole" pcbX={-4} pcbY={1} />
        <testpoint name="TP1" footprintVariant="pad" padDiameter="1.5mm" pcbX={-4} pcbY={-6} connections={{ pin1: ".ANT1 > .feed" }} />
      </board>)`);
    const ant = ofType(json, "source_component").find((c) => c.name === "ANT1");
    assert.equal(ant?.ftype, "simple_chip");
    const ports = ofType(json, "source_port").filter(
      (p) => p.source_component_id === ant?.source_component_id,
    );
    assert.equal(ports.length, 1);
    assert.ok((ports[0]?.port_hints as string[]).includes("feed"));
    const pcb = ofType(json, "pcb_component").find(
      (c) => c.source_component_id === ant?.source_component_id,
    );
    const pad = ofType(json, "pcb_smtpad").find(
      (p) => p.pcb_component_id === pcb?.pcb_component_id,
    );
    assert.equal(pad?.width, 0.8);
    assert.equal(pad?.height, 0.8);
    assert.equal(pad?.x, -4);
    assert.equal(pad?.y, 1);
    assert.equal(ofType(json, "pcb_keepout").length, 3);
    const antennaTrace = ofType(json, "pcb_trace").find(
      (t) => t.is_antenna_trace === true,
    );
    const route = antennaTrace?.route as {
      x: number;
      y: number;
      width: number;
      layer: string;
    }[];
    assert.equal(route[0]?.width, 0.5);
    assert.equal(route[0]?.layer, "top");
    assert.deepEqual([route.at(-1)?.x, route.at(-1)?.y], [-4 + 15, 1 + 6]);
    assert.deepEqual([...new Set(errorsOf(json))], ["pcb_trace_error"]);
    assert.ok(
      json.some(
        (e) =>
          e.type === "pcb_trace_error" &&
          /disconnected endpoint/.test(String(e.message)),
      ),
    );
  });

  it("inverted-F has feed and ground pins with a 0.3/0.7 mm via; folded dipole has feed1/feed2; no shape: one feed pin and no footprint", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="80mm" height="50mm">
        <antenna name="ANT1" antennaShape="2.4ghz_inverted_f" pcbX={-20} pcbY={5} />
        <antenna name="ANT2" antennaShape="2.4ghz_folded_dipole" pcbX={5} pcbY={-15} />
        <antenna name="ANT3" pcbX={25} pcbY={15} />
      </board>)`);
    const byName = (n: string) =>
      ofType(json, "source_component").find((c) => c.name === n);
    const hints = (n: string) =>
      ofType(json, "source_port")
        .filter((p) => p.source_component_id === byName(n)?.source_component_id)
        .map((p) => p.port_hints as string[]);
    const a1 = hints("ANT1");
    assert.ok(
      a1[0]?.includes("feed") &&
        a1[1]?.includes("ground") &&
        a1[1]?.includes("gnd"),
    );
    const a2 = hints("ANT2");
    assert.ok(a2[0]?.includes("feed1") && a2[1]?.includes("feed2"));
    assert.equal(hints("ANT3").length, 1);
    const via = ofType(json, "pcb_plated_hole")[0];
    assert.equal(via?.hole_diameter, 0.3);
    assert.equal(via?.outer_diameter, 0.7);
    assert.ok(json.some((e) => e.type === "pcb_missing_footprint_error"));
  });
  it("pcbPath needs antennaShape: alone it gets no pad and is not routed; with a shape it replaces the generated trace, keeps the feed pad, drops the keepouts; frequencyBand is not recorded", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="40mm" height="30mm">
        <antenna name="ANT1" pcbPath={[{ x: 0, y: 5 }, { x: 10, y: 5 }]} pcbX={-10} pcbY={0} />
        <antenna name="ANT2" antennaShape="2.4ghz_meandered_monopole" frequencyBand="5ghz" pcbPath={[{ x: 0, y: 5 }, { x: 10, y: 5 }]} pcbX={5} pcbY={-8} />
      </board>)`);
    const byName = (n: string) =>
      ofType(json, "source_component").find((c) => c.name === n);
    assert.ok(
      json.some(
        (e) =>
          e.type === "pcb_missing_footprint_error" &&
          e.source_component_id === byName("ANT1")?.source_component_id,
      ),
    );
    const pads = ofType(json, "pcb_smtpad");
    assert.equal(pads.length, 1);
    assert.deepEqual([pads[0]?.x, pads[0]?.y, pads[0]?.width], [5, -8, 0.8]);
    assert.equal(ofType(json, "pcb_keepout").length, 0);
    const traces = ofType(json, "pcb_trace").filter(
      (t) => t.is_antenna_trace === true,
    );
    assert.equal(traces.length, 1);
    const route = traces[0]?.route as { x: number; y: number }[];
    assert.deepEqual([route.at(-1)?.x, route.at(-1)?.y], [15, -3]);
    assert.ok(!JSON.stringify(json).includes("5ghz"));
  });
});
