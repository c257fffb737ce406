import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

interface SourcePort {
  type: "source_port";
  name: string;
  pin_number?: number;
  port_hints?: string[];
}

const ports = (json: CircuitJsonElement[]) =>
  (
    json.filter((e) => e.type === "source_port") as unknown as SourcePort[]
  ).sort((a, b) => (a.pin_number ?? 0) - (b.pin_number ?? 0));

const errorTypes = (json: CircuitJsonElement[]) =>
  json.filter((e) => e.type.endsWith("_error")).map((e) => e.type);

const board = (inner: string) =>
  `export default () => (<board width="20mm" height="10mm">${inner}</board>)`;

describe("/elements/led", () => {
  it("pin1 is the anode and pin2 the cathode", async () => {
    const [p1, p2] = ports(
      await circuitJsonOf(
        board(`<led name="D1" color="red" footprint="0603" />`),
      ),
    );
    assert.equal(p1?.name, "pin1");
    assert.ok(p1?.port_hints?.includes("anode"));
    assert.equal(p2?.name, "pin2");
    assert.ok(p2?.port_hints?.includes("cathode"));
  });

  it("a reversed LED compiles without any error", async () => {
    const json = await circuitJsonOf(
      board(`<pinheader name="J1" pinCount={2} pinLabels={["V5", "GND"]} pcbX={-6} />
        <resistor name="R1" resistance="470" footprint="0603" pcbX={0} />
        <led name="D1" color="red" footprint="0603" pcbX={5} />
        <trace from=".J1 > .V5" to="net.V5" />
        <trace from=".J1 > .GND" to="net.GND" />
        <trace from=".R1 > .pin2" to=".D1 > .cathode" />
        <trace from=".D1 > .anode" to="net.GND" />
        <trace from=".R1 > .pin1" to="net.V5" />`),
    );
    assert.deepEqual(errorTypes(json), []);
  });

  it("no footprint gives pcb_missing_footprint_error", async () => {
    const json = await circuitJsonOf(board(`<led name="D1" color="red" />`));
    assert.ok(errorTypes(json).includes("pcb_missing_footprint_error"));
  });

  it(".D1 > .pin3 gives source_trace_not_connected_error", async () => {
    const json = await circuitJsonOf(
      board(`<resistor name="R1" resistance="470" footprint="0603" pcbX={-3} />
        <led name="D1" color="red" footprint="0603" pcbX={3} />
        <trace from=".R1 > .pin2" to=".D1 > .pin3" />`),
    );
    assert.ok(errorTypes(json).includes("source_trace_not_connected_error"));
  });

  it("the connections prop accepts the anode/cathode aliases", async () => {
    const json = await circuitJsonOf(
      board(`<resistor name="R1" resistance="470" footprint="0603" pcbX={-3} connections={{ pin1: "net.GND" }} />
        <led name="D1" color="red" footprint="0603" pcbX={3} connections={{ anode: ".R1 > .pin2", cathode: "net.GND" }} />`),
    );
    assert.deepEqual(errorTypes(json), []);
    // the LED's two aliases each add a trace, besides the resistor's own
    assert.equal(json.filter((e) => e.type === "source_trace").length, 3);
  });
});
