import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { closeCircuitCompiler } from "../../support/circuit-json";
import { assertNoErrors, board, compiled, ofComponent } from "./_compile";

after(closeCircuitCompiler);

const circuit = compiled(
  board(`
    <potentiometer name="P1" maxResistance="10k" footprint="pinrow2" pcbX={-6} />
    <potentiometer name="P2" maxResistance={10000} pinVariant="three_pin" footprint="pinrow3" pcbX={5} />
    <trace from=".P1 > .pin2" to=".P2 > .pin1" />`),
);

describe("docs/_descriptions/props/potentiometer.json", () => {
  it('maxResistance: ohms, "10k" and 10000 are the same', async () => {
    const json = await circuit();
    assertNoErrors(json);
    assert.equal(ofComponent(json, "P1").max_resistance, 10000);
    assert.equal(ofComponent(json, "P2").max_resistance, 10000);
  });

  it('pinVariant: "two_pin" by default (2 pins), "three_pin" adds pin3', async () => {
    const json = await circuit();
    const pins = (name: string) =>
      json
        .filter(
          (e) =>
            e.type === "source_port" &&
            e.source_component_id ===
              ofComponent(json, name).source_component_id,
        )
        .map((p) => p.name)
        .sort();
    assert.equal(ofComponent(json, "P1").pin_variant, "two_pin");
    assert.deepEqual(pins("P1"), ["pin1", "pin2"]);
    assert.deepEqual(pins("P2"), ["pin1", "pin2", "pin3"]);
  });
});
