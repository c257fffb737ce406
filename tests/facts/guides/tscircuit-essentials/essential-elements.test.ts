import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../../support/circuit-json";

after(closeCircuitCompiler);

const ofType = (json: CircuitJsonElement[], type: string) =>
  json.filter((e) => e.type === type);

const messages = (json: CircuitJsonElement[], type: string) =>
  ofType(json, type).map((e) => String(e.message));

const finished = `export default () => (
  <board width="30mm" height="20mm">
    <pinheader name="J1" pinCount={2} pitch="2.54mm" pcbX={-11} pcbRotation={90} schX={-6} />
    <chip name="U1" footprint="soic8" pinLabels={{ pin1: "VDD", pin4: "GND", pin5: "OUT" }} pcbX={0} schX={0} />
    <resistor name="R1" resistance="1k" footprint="0603" pcbX={8} pcbY={4} schX={4} schY={1} />
    <led name="D1" color="green" footprint="0603" pcbX={8} pcbY={0} schX={4} schY={-1} schRotation={-90} />
    <capacitor name="C1" capacitance="100nF" footprint="0603" pcbX={8} pcbY={-5} schX={2.5} schY={-1} schRotation={90} />
    <trace from=".J1 > .pin1" to="net.V5" />
    <trace from=".J1 > .pin2" to="net.GND" />
    <trace from=".U1 > .VDD" to="net.V5" />
    <trace from=".U1 > .GND" to="net.GND" />
    <trace from=".U1 > .OUT" to=".R1 > .pin1" />
    <trace from=".R1 > .pin2" to=".D1 > .anode" />
    <trace from=".D1 > .cathode" to="net.GND" />
    <trace from=".C1 > .pin1" to=".U1 > .OUT" />
    <trace from=".C1 > .pin2" to="net.GND" />
  </board>
)`;

describe("/guides/tscircuit-essentials/essential-elements", () => {
  it("step 1 alone reports each header pin as not connected; step 2's chip clears it", async () => {
    const header = `<pinheader name="J1" pinCount={2} pitch="2.54mm" pcbX={-11} pcbRotation={90} schX={-6} />
    <trace from=".J1 > .pin1" to="net.V5" />
    <trace from=".J1 > .pin2" to="net.GND" />`;
    const step1 = await circuitJsonOf(
      `export default () => (<board width="30mm" height="20mm">${header}</board>)`,
    );
    assert.deepEqual(
      step1.filter((e) => e.type.endsWith("_error")).map((e) => e.type),
      ["pcb_port_not_connected_error", "pcb_port_not_connected_error"],
    );
    const step2 = await circuitJsonOf(
      `export default () => (<board width="30mm" height="20mm">${header}
    <chip name="U1" footprint="soic8" pinLabels={{ pin1: "VDD", pin4: "GND", pin5: "OUT" }} pcbX={0} schX={0} />
    <trace from=".U1 > .VDD" to="net.V5" />
    <trace from=".U1 > .GND" to="net.GND" /></board>)`,
    );
    assert.deepEqual(
      step2.filter((e) => e.type.endsWith("_error")).map((e) => e.type),
      [],
    );
  });

  it("the finished board routes every connection, prints the names and values", async () => {
    const json = await circuitJsonOf(finished);
    assert.deepEqual(
      json.filter((e) => e.type.endsWith("_error")).map((e) => e.type),
      [],
    );
    assert.ok(ofType(json, "pcb_trace").length > 0);
    const silk = ofType(json, "pcb_silkscreen_text").map((e) => e.text);
    for (const name of ["J1", "U1", "R1", "D1", "C1"])
      assert.ok(silk.includes(name), `${name} printed`);
    const parts = ofType(json, "source_component");
    assert.equal(parts.find((e) => e.name === "R1")?.resistance, 1000);
    assert.equal(parts.find((e) => e.name === "C1")?.capacitance, 100e-9);
    // only the three pin-to-pin traces are asked for a name
    const unnamed = messages(json, "source_unnamed_trace_warning");
    assert.equal(unnamed.length, 3, unnamed.join("\n"));
    assert.ok(unnamed.every((m) => !m.includes("net.")));
  });

  it("pinheader pins are pin1, pin2; the LED anode is pin1 and cathode pin2", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="20mm" height="10mm">
        <pinheader name="J1" pinCount={2} pitch="2.54mm" pcbX={-5} />
        <led name="D1" color="green" footprint="0603" pcbX={5} />
      </board>
    )`);
    const ids = new Map(
      ofType(json, "source_component").map((e) => [
        e.source_component_id,
        String(e.name),
      ]),
    );
    const ports = ofType(json, "source_port").map(
      (e) => `${ids.get(e.source_component_id)}.${String(e.name)}`,
    );
    assert.deepEqual(
      ports.filter((p) => p.startsWith("J1.")),
      ["J1.pin1", "J1.pin2"],
    );
    const led = ofType(json, "source_port").filter(
      (e) => ids.get(e.source_component_id) === "D1",
    );
    const hints = (pin: string) =>
      (led.find((e) => e.name === pin)?.port_hints as string[]) ?? [];
    assert.ok(hints("pin1").includes("anode"), JSON.stringify(hints("pin1")));
    assert.ok(hints("pin2").includes("cathode"), JSON.stringify(hints("pin2")));
  });

  it("a part without a footprint has no pads and a pcb_missing_footprint_error", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="20mm" height="10mm">
        <resistor name="R1" resistance="1k" />
      </board>
    )`);
    assert.equal(ofType(json, "pcb_smtpad").length, 0);
    assert.equal(ofType(json, "schematic_component").length, 1);
    assert.equal(ofType(json, "pcb_missing_footprint_error").length, 1);
  });

  it("a second part with the same name is not created and is reported", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="20mm" height="10mm">
        <resistor name="R1" resistance="1k" footprint="0603" pcbX={-5} />
        <resistor name="R1" resistance="2k" footprint="0603" pcbX={5} />
      </board>
    )`);
    assert.equal(ofType(json, "source_component").length, 1);
    assert.ok(
      messages(json, "source_failed_to_create_component_error").some((m) =>
        m.includes("A component with the same name already exists"),
      ),
    );
    assert.ok(
      messages(json, "pcb_trace_error").some((m) =>
        m.includes("Names must be unique"),
      ),
    );
  });
});
