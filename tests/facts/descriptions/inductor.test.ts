import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { closeCircuitCompiler } from "../../support/circuit-json";
import { assertNoErrors, board, compiled, ofComponent } from "./_compile";

after(closeCircuitCompiler);

const circuit = compiled(
  board(`
    <inductor name="L1" inductance="10uH" maxCurrentRating="500mA" footprint="0603" pcbX={-6} />
    <inductor name="L2" inductance={1e-5} maxCurrentRating="2A" footprint="0603" pcbX={0} />
    <inductor name="L3" inductance="100nH" maxCurrentRating={2} footprint="0603" pcbX={6} />
    <trace from=".L1 > .pin2" to=".L2 > .pin1" />
    <trace from=".L2 > .pin2" to=".L3 > .pin1" />`),
);

describe("docs/_descriptions/props/inductor.json", () => {
  it('inductance: henries, "10uH" and 1e-5 are the same and shown in the schematic', async () => {
    const json = await circuit();
    assertNoErrors(json);
    const shown = (name: string) =>
      ofComponent(json, name, "schematic_component").symbol_display_value;
    assert.equal(shown("L1"), "10µH");
    assert.equal(shown("L2"), "10µH");
    assert.equal(shown("L3"), "100nH");
  });

  it('maxCurrentRating: amperes, "500mA" = 0.5, "2A" = 2, recorded, not checked', async () => {
    const json = await circuit();
    assert.equal(ofComponent(json, "L1").max_current_rating, 0.5);
    assert.equal(ofComponent(json, "L2").max_current_rating, 2);
    assert.equal(ofComponent(json, "L3").max_current_rating, 2);
  });
});
