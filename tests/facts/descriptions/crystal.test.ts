import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";
import { assertNoErrors, board, compiled, ofComponent } from "./_compile";

after(closeCircuitCompiler);

const circuit = compiled(
  board(`
    <crystal name="X1" frequency="16MHz" loadCapacitance="18pF" footprint="0805" pcbX={-6} />
    <crystal name="X2" frequency="32.768kHz" loadCapacitance="12.5pF" footprint="0805" pcbX={0} />
    <crystal name="X3" frequency={8e6} loadCapacitance={1.8e-11} pinVariant="four_pin" footprint="soic4" pcbX={7} />
    <trace from=".X1 > .pin2" to=".X2 > .pin1" />
    <trace from=".X2 > .pin2" to=".X3 > .pin1" />`),
);

describe("docs/_descriptions/props/crystal.json", () => {
  it('frequency: hertz, "16MHz" = 16e6, "32.768kHz" = 32768', async () => {
    const json = await circuit();
    assertNoErrors(json);
    assert.equal(ofComponent(json, "X1").frequency, 16e6);
    assert.equal(ofComponent(json, "X2").frequency, 32768);
    assert.equal(ofComponent(json, "X3").frequency, 8e6);
  });

  it('loadCapacitance: farads ("18pF" = 1.8e-11), required, shown in the schematic, adds no capacitors', async () => {
    const json = await circuit();
    assert.equal(ofComponent(json, "X1").load_capacitance, 1.8e-11);
    assert.equal(ofComponent(json, "X3").load_capacitance, 1.8e-11);
    const without = await circuitJsonOf(
      board(`<crystal name="X1" frequency="16MHz" footprint="0805" />`),
    );
    assert.match(
      String(
        without.find(
          (e) => e.type === "source_failed_to_create_component_error",
        )?.message,
      ),
      /loadCapacitance \(Required\)/,
    );
    assert.equal(
      ofComponent(json, "X1", "schematic_component").symbol_display_value,
      "16MHz / 18pF",
    );
    assert.equal(json.filter((e) => e.type === "source_component").length, 3);
  });

  it('pinVariant: "two_pin" by default (2 pins); "four_pin" has 4, pins 2 and 4 ground', async () => {
    const json = await circuit();
    assert.equal(ofComponent(json, "X2").pin_variant, "two_pin");
    assert.equal(ofComponent(json, "X3").pin_variant, "four_pin");
    const ports = (name: string) =>
      json.filter(
        (e) =>
          e.type === "source_port" &&
          e.source_component_id === ofComponent(json, name).source_component_id,
      );
    assert.equal(ports("X2").length, 2);
    const four = ports("X3");
    assert.equal(four.length, 4);
    const hints = (n: number) =>
      four.find((p) => p.pin_number === n)?.port_hints as string[];
    assert.ok(hints(2).includes("gnd1"));
    assert.ok(hints(4).includes("gnd2"));
  });
});
