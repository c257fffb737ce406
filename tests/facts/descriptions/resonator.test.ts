import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { closeCircuitCompiler } from "../../support/circuit-json";
import {
  allOfComponent,
  assertNoErrors,
  board,
  compiled,
  ofComponent,
} from "./_compile";

after(closeCircuitCompiler);

/** Y1: unit strings, pinVariant omitted; Y2: plain numbers, ground_pin; Y3: two_ground_pins. */
const circuit = compiled(
  board(`
    <resonator name="Y1" frequency="16MHz" loadCapacitance="15pF" footprint="pinrow2" pcbX={-10} schX={-4} connections={{ pin1: "net.XIN", pin2: "net.XOUT" }} />
    <resonator name="Y2" frequency={8000000} loadCapacitance={1.5e-11} pinVariant="ground_pin" footprint="pinrow3" pcbX={-2} schX={0} />
    <resonator name="Y3" frequency="8MHz" loadCapacitance="15pF" pinVariant="two_ground_pins" footprint="pinrow4" pcbX={9} schX={4} />`),
);

describe("docs/_descriptions/props/resonator.json", () => {
  it('frequency: hertz ("16MHz" = 16000000, 8000000 as a number)', async () => {
    const json = await circuit();
    assertNoErrors(json);
    assert.equal(ofComponent(json, "Y1").frequency, 16_000_000);
    assert.equal(ofComponent(json, "Y2").frequency, 8_000_000);
  });

  it('loadCapacitance: farads ("15pF" = 1.5e-11), shown in the schematic value, no capacitor added', async () => {
    const json = await circuit();
    assert.equal(ofComponent(json, "Y1").load_capacitance, 1.5e-11);
    assert.equal(ofComponent(json, "Y2").load_capacitance, 1.5e-11);
    assert.equal(
      ofComponent(json, "Y1", "schematic_component").symbol_display_value,
      "16MHz / 15pF",
    );
    assert.deepEqual(
      json
        .filter((e) => e.type === "source_component")
        .map((e) => e.ftype)
        .filter((f) => f !== "simple_resonator"),
      [],
    );
  });

  it('pinVariant: "no_ground" by default with 2 pins; "ground_pin" 3 pins; "two_ground_pins" 4 pins with the 4-pin crystal symbol', async () => {
    const json = await circuit();
    assert.equal(ofComponent(json, "Y1").pin_variant, "no_ground");
    assert.equal(allOfComponent(json, "Y1", "source_port").length, 2);
    assert.equal(allOfComponent(json, "Y2", "source_port").length, 3);
    assert.equal(allOfComponent(json, "Y3", "source_port").length, 4);
    // The 4-pin crystal symbol (its pins 2 and 4 are labelled gnd2 and gnd1).
    assert.match(
      String(ofComponent(json, "Y3", "schematic_component").symbol_name),
      /^crystal_4pin_/,
    );
  });
});
