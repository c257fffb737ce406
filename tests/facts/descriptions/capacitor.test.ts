import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { closeCircuitCompiler } from "../../support/circuit-json";
import { assertNoErrors, board, compiled, ofComponent } from "./_compile";

after(closeCircuitCompiler);

const circuit = compiled(
  board(`
    <capacitor name="C1" capacitance="100nF" maxVoltageRating="16V" schShowRatings footprint="0402" pcbX={-6} />
    <capacitor name="C2" capacitance={1e-7} maxVoltageRating={16} footprint="0402" pcbX={0} />
    <capacitor name="C3" capacitance="10uF" footprint="0603" pcbX={6} />
    <trace from=".C1 > .pin2" to=".C2 > .pin1" />
    <trace from=".C2 > .pin2" to=".C3 > .pin1" />`),
);

describe("docs/_descriptions/props/capacitor.json", () => {
  it('capacitance: farads, "100nF" = 1e-7 as a number, "10uF" = 1e-5', async () => {
    const json = await circuit();
    assertNoErrors(json);
    assert.equal(ofComponent(json, "C1").capacitance, 1e-7);
    assert.equal(ofComponent(json, "C2").capacitance, 1e-7);
    assert.equal(ofComponent(json, "C3").capacitance, 1e-5);
  });

  it('maxVoltageRating: volts, 16 = "16V"; printed after the capacitance only with schShowRatings', async () => {
    const json = await circuit();
    assert.equal(ofComponent(json, "C1").max_voltage_rating, 16);
    assert.equal(ofComponent(json, "C2").max_voltage_rating, 16);
    assert.equal(
      ofComponent(json, "C1", "schematic_component").symbol_display_value,
      "100nF/16V",
    );
    assert.equal(
      ofComponent(json, "C2", "schematic_component").symbol_display_value,
      "100nF",
    );
  });
});
