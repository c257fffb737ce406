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

describe("/elements/port", () => {
  it("ports get pads through portHints, answer to name, aliases and pinN; connections reach pins by alias; stem length defaults to 0.4", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="20mm" height="12mm">
        <chip name="BZ1" connections={{ POS: "net.V5", NEG: "net.GND" }}>
          <port name="PLUS" pinNumber={1} aliases={["POS"]} />
          <port name="MINUS" pinNumber={2} aliases={["NEG"]} />
          <footprint>
            <smtpad portHints={["pin1"]} pcbX={-2} pcbY={0} width="1.5mm" height="2mm" shape="rect" />
            <smtpad portHints={["pin2"]} pcbX={2} pcbY={0} width="1.5mm" height="2mm" shape="rect" />
          </footprint>
        </chip>
        <pinheader name="J1" pinCount={2} pinLabels={["V5", "GND"]} pcbY={-4} connections={{ V5: "net.V5", GND: "net.GND" }} />
      </board>)`);
    assert.deepEqual(errorsOf(json), []);
    const bz = ofType(json, "source_component").find((c) => c.name === "BZ1");
    const ports = ofType(json, "source_port").filter(
      (p) => p.source_component_id === bz?.source_component_id,
    );
    const plus = ports.find((p) => p.name === "PLUS");
    assert.equal(plus?.pin_number, 1);
    assert.ok((plus?.port_hints as string[]).includes("POS"));
    assert.ok((plus?.port_hints as string[]).includes("pin1"));
    const nets = ofType(json, "source_net").map((n) => n.name);
    assert.ok(nets.includes("GND") && nets.includes("V5"));
    const traces = ofType(json, "source_trace");
    const minus = ports.find((p) => p.name === "MINUS");
    assert.ok(
      traces.some((t) =>
        (t.connected_source_port_ids as string[]).includes(
          String(minus?.source_port_id),
        ),
      ),
    );
    assert.equal(
      ofType(json, "pcb_port").filter((p) =>
        ports.some((q) => q.source_port_id === p.source_port_id),
      ).length,
      2,
    );
    const schPorts = ofType(json, "schematic_port").filter((p) =>
      ports.some((q) => q.source_port_id === p.source_port_id),
    );
    assert.ok(schPorts.every((p) => p.distance_from_component_edge === 0.4));
  });

  it("a port with only pinNumber is called pin<N>", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="12mm" height="10mm">
        <chip name="U1"><port pinNumber={3} /><footprint><smtpad portHints={["pin3"]} pcbX={0} pcbY={0} width="1mm" height="1mm" shape="rect" /></footprint></chip>
      </board>)`);
    const port3 = ofType(json, "source_port").find((p) => p.pin_number === 3);
    assert.equal(port3?.name, "pin3");
  });

  it("a pad hinted with the port's name also gets that port", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="12mm" height="10mm">
        <chip name="U1"><port name="VIN" pinNumber={1} /><footprint><smtpad portHints={["VIN"]} pcbX={1.5} pcbY={0} width="1mm" height="1mm" shape="rect" /></footprint></chip>
      </board>)`);
    const vin = ofType(json, "source_port").find((p) => p.name === "VIN");
    const pcbPort = ofType(json, "pcb_port").find(
      (p) => p.source_port_id === vin?.source_port_id,
    );
    assert.equal(pcbPort?.x, 1.5);
  });
});
