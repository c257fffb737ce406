import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

interface PcbTrace extends CircuitJsonElement {
  route: { width?: number }[];
}

const board = (connections: string, busProps: string): string => `
export default () => (
  <board width="24mm" height="14mm">
    <chip name="U1" footprint="soic8" pcbX={-6} pinLabels={{ pin6: "SDA", pin7: "SCL" }} />
    <pinheader name="J1" pinCount={2} pinLabels={["SDA", "SCL"]} pcbX={7} pcbOrientation="vertical" />
    <trace name="SDA_T" from=".U1 > .SDA" to=".J1 > .SDA" />
    <trace name="SCL_T" from=".U1 > .SCL" to=".J1 > .SCL" />
    <bus name="I2C" connections={${connections}} ${busProps} />
  </board>
)`;

const errorsOf = (json: CircuitJsonElement[]) =>
  json.filter((e) => e.type.endsWith("_error"));

describe("/elements/bus", () => {
  it("records a source_bus in mm, routes members at pcbTraceWidth, and a 2 mm skew limit holds (about 1.6 mm)", async () => {
    const json = await circuitJsonOf(
      board(`["SDA_T", "SCL_T"]`, `maxLengthSkew="2mm" pcbTraceWidth="0.25mm"`),
    );
    const bus = json.find((e) => e.type === "source_bus");
    assert.equal(bus?.name, "I2C");
    assert.deepEqual(bus?.source_trace_ids, [
      "source_trace_0",
      "source_trace_1",
    ]);
    assert.equal(bus?.max_length_skew, 2);
    const traces = json.filter((e): e is PcbTrace => e.type === "pcb_trace");
    assert.equal(traces.length, 2);
    for (const t of traces)
      for (const p of t.route)
        if (p.width !== undefined) assert.equal(p.width, 0.25);
    assert.deepEqual(errorsOf(json), []);
  });

  it("port selectors pick the traces; a 0.5 mm limit gives pcb_bus_length_skew_error with the message shown", async () => {
    const json = await circuitJsonOf(
      board(`[".U1 > .SDA", ".U1 > .SCL"]`, `maxLengthSkew="0.5mm"`),
    );
    const bus = json.find((e) => e.type === "source_bus");
    assert.deepEqual(bus?.source_trace_ids, [
      "source_trace_0",
      "source_trace_1",
    ]);
    const errors = errorsOf(json);
    assert.deepEqual(
      errors.map((e) => e.type),
      ["pcb_bus_length_skew_error"],
    );
    assert.equal(
      errors[0]?.message,
      "PCB bus I2C has 1.60mm length skew, exceeding the 0.5mm maximum",
    );
    assert.equal(errors[0]?.maximum_length_skew, 0.5);
    assert.ok(Math.abs(Number(errors[0]?.actual_length_skew) - 1.6) < 1e-6);
  });

  it("an entry that matches no trace stops the circuit; two entries for one trace are rejected", async () => {
    await assert.rejects(circuitJsonOf(board(`["SDA_T", "NOPE"]`, "")));
    await assert.rejects(
      circuitJsonOf(board(`["SDA_T", ".U1 > .SDA"]`, "")),
      /resolves multiple entries to one trace/,
    );
  });
});
