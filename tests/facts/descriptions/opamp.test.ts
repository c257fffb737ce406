import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { closeCircuitCompiler } from "../../support/circuit-json";
import { assertNoErrors, board, compiled, ofComponent } from "./_compile";

after(closeCircuitCompiler);

/** U1 names its supply pins in `connections` (decoupled by C1), U2 only the signal pins. */
const circuit = compiled(
  board(`
    <opamp name="U1" footprint="sot23_5" pcbX={-5} schX={-3} connections={{ positive_supply: "net.V5", negative_supply: "net.GND", output: "net.VOUT", inverting_input: "net.VOUT", non_inverting_input: "net.VIN" }} />
    <opamp name="U2" footprint="sot23_5" pcbX={5} schX={3} connections={{ output: "net.VOUT2", inverting_input: "net.VOUT2", non_inverting_input: "net.VIN" }} />
    <capacitor name="C1" capacitance="100nF" footprint="0402" pcbY={6} schY={3} connections={{ pin1: "net.V5", pin2: "net.GND" }} />`),
);

describe("docs/_descriptions/props/opamp.json", () => {
  it("connections: pins wired by name; naming a supply pin switches to the symbol with supply pins", async () => {
    const json = await circuit();
    assertNoErrors(json);
    const symbol = (name: string) =>
      ofComponent(json, name, "schematic_component").symbol_name;
    assert.equal(symbol("U1"), "opamp_with_power_right");
    assert.equal(symbol("U2"), "opamp_no_power_right");
    const traces = json.filter((e) => e.type === "source_trace");
    assert.ok(traces.length >= 5, `${traces.length} source traces`);
  });
});
