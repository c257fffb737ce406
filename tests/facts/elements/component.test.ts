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

describe("/elements/component", () => {
  it("<component> is not in the core catalogue: compiling it fails with 'Unsupported component type'", async () => {
    await assert.rejects(
      circuitJsonOf(
        `export default () => (<board width="12mm" height="10mm"><component name="U1" footprint="0402" /></board>)`,
      ),
      /Unsupported component type "component"/,
    );
  });

  it("a chip with two ports and a hand-drawn footprint builds cleanly, one pad per port", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="20mm" height="14mm">
        <chip name="TH1" connections={{ A: "net.V3_3", B: "net.TEMP" }}>
          <port name="A" pinNumber={1} />
          <port name="B" pinNumber={2} />
          <footprint>
            <smtpad portHints={["pin1"]} pcbX={-1} pcbY={0} width="0.9mm" height="1.2mm" shape="rect" />
            <smtpad portHints={["pin2"]} pcbX={1} pcbY={0} width="0.9mm" height="1.2mm" shape="rect" />
          </footprint>
        </chip>
        <resistor name="R1" resistance="10k" footprint="0603" pcbX={5} connections={{ pin1: "net.TEMP", pin2: "net.GND" }} />
        <pinheader name="J1" pinCount={3} pinLabels={["V3_3", "TEMP", "GND"]} pcbY={-4} connections={{ V3_3: "net.V3_3", TEMP: "net.TEMP", GND: "net.GND" }} />
      </board>)`);
    assert.deepEqual(errorsOf(json), []);
    const th = ofType(json, "source_component").find((c) => c.name === "TH1");
    assert.equal(th?.ftype, "simple_chip");
    const pcb = ofType(json, "pcb_component").find(
      (c) => c.source_component_id === th?.source_component_id,
    );
    assert.equal(
      ofType(json, "pcb_smtpad").filter(
        (p) => p.pcb_component_id === pcb?.pcb_component_id,
      ).length,
      2,
    );
  });
});
