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

const board = (pairProps: string, extra = ""): string => `
export default () => (
  <board width="24mm" height="14mm">
    <chip name="U1" footprint="soic8" pcbX={-6} pinLabels={{ pin6: "DP", pin7: "DM" }} />
    <pinheader name="J1" pinCount={2} pinLabels={["DP", "DM"]} pcbX={7} pcbOrientation="vertical" />
    <trace name="USB_P" from=".U1 > .DP" to=".J1 > .DP" />
    <trace name="USB_N" from=".U1 > .DM" to=".J1 > .DM" />
    ${extra}
    <differentialpair name="USB" ${pairProps} />
  </board>
)`;

const errorsOf = (json: CircuitJsonElement[]) =>
  json.filter((e) => e.type.endsWith("_error"));

describe("/elements/differentialpair", () => {
  it("is a source_bus with a differential_pair part; 90 ohm, 0.2 mm gap and a 2 mm limit (skew about 1.6 mm) give no error", async () => {
    const json = await circuitJsonOf(
      board(
        `positiveConnection="USB_P" negativeConnection="USB_N" targetDifferentialImpedance="90ohm" pcbTraceGap="0.2mm" maxLengthSkew="2mm"`,
      ),
    );
    const bus = json.find((e) => e.type === "source_bus");
    assert.equal(bus?.name, "USB");
    assert.deepEqual(bus?.source_trace_ids, [
      "source_trace_0",
      "source_trace_1",
    ]);
    assert.equal(bus?.max_length_skew, 2);
    assert.equal(bus?.target_differential_impedance, 90);
    const pair = bus?.differential_pair as Record<string, unknown>;
    assert.equal(pair.positive_source_trace_id, "source_trace_0");
    assert.equal(pair.negative_source_trace_id, "source_trace_1");
    assert.equal(pair.trace_gap, 0.2);
    assert.deepEqual(errorsOf(json), []);
    // the impedance target does not change the routed width (0.15 mm default)
    for (const t of json.filter((e): e is PcbTrace => e.type === "pcb_trace"))
      for (const p of t.route)
        if (p.width !== undefined) assert.equal(p.width, 0.15);
  });

  it("pins name the halves; a 0.5 mm limit gives the skew error shown", async () => {
    const json = await circuitJsonOf(
      board(
        `positiveConnection=".U1 > .DP" negativeConnection=".U1 > .DM" maxLengthSkew="0.5mm"`,
      ),
    );
    const errors = errorsOf(json);
    assert.deepEqual(
      errors.map((e) => e.type),
      ["pcb_bus_length_skew_error"],
    );
    assert.equal(
      errors[0]?.message,
      "PCB bus USB has 1.60mm length skew, exceeding the 0.5mm maximum",
    );
  });

  it("a tolerance string keeps the nominal; without maxLengthSkew no skew check is made", async () => {
    const json = await circuitJsonOf(
      board(
        `positiveConnection=".U1 > .DP" negativeConnection=".U1 > .DM" targetDifferentialImpedance="90±10ohm"`,
      ),
    );
    const bus = json.find((e) => e.type === "source_bus");
    assert.equal(bus?.target_differential_impedance, 90);
    assert.equal(bus?.max_length_skew, undefined);
    assert.deepEqual(errorsOf(json), []);
  });

  it("a half that joins three pins is not point-to-point: a warning, and no differential_pair part", async () => {
    const json = await circuitJsonOf(`
export default () => (
  <board width="24mm" height="14mm">
    <chip name="U1" footprint="soic8" pcbX={-6} pinLabels={{ pin6: "DP", pin7: "DM" }} />
    <pinheader name="J1" pinCount={2} pinLabels={["DP", "DM"]} pcbX={7} pcbOrientation="vertical" />
    <testpoint name="TP1" pcbX={0} pcbY={5} />
    <trace from=".U1 > .DP" to="net.DP" />
    <trace from=".J1 > .DP" to="net.DP" />
    <trace from=".TP1 > .pin1" to="net.DP" />
    <trace name="USB_N" from=".U1 > .DM" to=".J1 > .DM" />
    <differentialpair name="USB" positiveConnection=".U1 > .DP" negativeConnection="USB_N" pcbTraceGap="0.2mm" />
  </board>
)`);
    const warning = json.find(
      (e) => e.type === "source_property_ignored_warning",
    );
    assert.match(String(warning?.message), /is not point-to-point/);
    const bus = json.find((e) => e.type === "source_bus");
    assert.ok(bus);
    assert.equal(bus.differential_pair, undefined);
  });
});
