import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

const padsOf = (json: CircuitJsonElement[], name: string) => {
  const c = json.find((e) => e.type === "source_component" && e.name === name);
  const pc = json.find(
    (e) =>
      e.type === "pcb_component" &&
      e.source_component_id === c?.source_component_id,
  );
  return json.filter(
    (e) =>
      e.type === "pcb_smtpad" && e.pcb_component_id === pc?.pcb_component_id,
  );
};

describe("/elements/interconnect", () => {
  it("an 0805 link has two pins (pin1 may carry a label), joined, pads like an 0805 resistor, and the nets on either side keep their own keys", async () => {
    const json = await circuitJsonOf(`
export default () => (
  <board width="16mm" height="10mm">
    <interconnect name="ICN1" standard="0805" pcbY={2} pinLabels={{ pin1: "A" }} />
    <resistor name="R1" resistance="1k" footprint="0805" pcbX={5} pcbY={2} />
    <pinheader name="J1" pinCount={2} pcbY={-2.5} schX={3} />
    <trace from=".ICN1 > .A" to=".J1 > .pin1" />
    <trace from=".ICN1 > .pin2" to=".J1 > .pin2" />
    <trace from=".R1 > .pin1" to=".J1 > .pin1" />
    <trace from=".R1 > .pin2" to=".J1 > .pin2" />
  </board>
)`);
    const icn = json.find(
      (e) => e.type === "source_component" && e.name === "ICN1",
    );
    assert.equal(icn?.ftype, "interconnect");
    assert.equal(icn?.are_pins_interchangeable, true);
    const ports = json.filter(
      (e) =>
        e.type === "source_port" &&
        e.source_component_id === icn?.source_component_id,
    );
    // pin1 is named by its label "A", which selects it in the trace above
    assert.deepEqual(
      ports.map((p) => p.name),
      ["A", "pin2"],
    );
    assert.deepEqual(
      json.filter((e) => e.type.endsWith("_error")),
      [],
    );
    const internal = json.filter(
      (e) => e.type === "source_component_internal_connection",
    );
    assert.equal(internal.length, 1);
    assert.deepEqual(
      internal[0]?.source_port_ids,
      ports.map((p) => p.source_port_id),
    );
    const size = (pads: CircuitJsonElement[]) =>
      pads.map((p) => [p.width, p.height]);
    assert.deepEqual(size(padsOf(json, "ICN1")), size(padsOf(json, "R1")));
    // the nets on either side keep their own connectivity keys
    const j1 = json.find(
      (e) => e.type === "source_component" && e.name === "J1",
    );
    const keys = new Set(
      json
        .filter(
          (e) =>
            e.type === "source_port" &&
            e.source_component_id === j1?.source_component_id,
        )
        .map((p) => p.subcircuit_connectivity_map_key),
    );
    assert.equal(keys.size, 2);
  });

  it("0603 and 1206 pads, each pair joined", async () => {
    const json = await circuitJsonOf(`
export default () => (
  <board width="24mm" height="10mm">
    <interconnect name="ICN1" standard="0603" pcbX={-6} />
    <interconnect name="ICN2" standard="1206" pcbX={0} />
  </board>
)`);
    const a = padsOf(json, "ICN1");
    assert.deepEqual(
      a.map((p) => [p.width, p.height]),
      [
        [0.8, 0.95],
        [0.8, 0.95],
      ],
    );
    assert.ok(
      Math.abs(Math.abs(Number(a[0]?.x) - Number(a[1]?.x)) - 1.65) < 1e-6,
    );
    const b = padsOf(json, "ICN2");
    assert.deepEqual(
      b.map((p) => [p.width, p.height]),
      [
        [1.125, 1.75],
        [1.125, 1.75],
      ],
    );
    assert.ok(
      Math.abs(Math.abs(Number(b[0]?.x) - Number(b[1]?.x)) - 2.925) < 1e-6,
    );
    assert.equal(
      json.filter((e) => e.type === "source_component_internal_connection")
        .length,
      2,
    );
  });

  it("TSC0001_36P_XALT_2025_11, or no standard and no footprint: no pins and pcb_missing_footprint_error", async () => {
    for (const props of [`standard="TSC0001_36P_XALT_2025_11"`, ""]) {
      const json = await circuitJsonOf(
        `export default () => (<board width="20mm" height="20mm"><interconnect name="ICN1" ${props} /></board>)`,
      );
      assert.equal(json.filter((e) => e.type === "source_port").length, 0);
      assert.ok(json.some((e) => e.type === "pcb_missing_footprint_error"));
    }
  });

  it("internallyConnectedPins joins only the listed pins", async () => {
    const json = await circuitJsonOf(`
export default () => (
  <board width="16mm" height="12mm">
    <interconnect name="ICN1" footprint="pinrow3" internallyConnectedPins={[["pin1", "pin3"]]} pcbY={3} />
    <pinheader name="J1" pinCount={3} pcbY={-3} schX={4} />
    <trace from=".ICN1 > .pin1" to=".J1 > .pin1" />
    <trace from=".ICN1 > .pin2" to=".J1 > .pin2" />
    <trace from=".ICN1 > .pin3" to=".J1 > .pin3" />
  </board>
)`);
    const ports = new Map(
      json
        .filter((e) => e.type === "source_port")
        .map((p) => [p.source_port_id, p.name]),
    );
    const internal = json.filter(
      (e) => e.type === "source_component_internal_connection",
    );
    assert.deepEqual(
      internal.map((i) =>
        (i.source_port_ids as string[]).map((id) => ports.get(id)),
      ),
      [["pin1", "pin3"]],
    );
    assert.deepEqual(
      json.filter((e) => e.type.endsWith("_error")),
      [],
    );
  });
});
