import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { closeCircuitCompiler } from "../../support/circuit-json";
import { assertNoErrors, board, compiled, ofComponent } from "./_compile";

after(closeCircuitCompiler);

const circuit = compiled(
  board(`
    <powersource name="V1" voltage="5V" footprint="pinrow2" pcbX={-5} schX={-3} connections={{ pin1: "net.A", pin2: "net.B" }} />
    <powersource name="V2" voltage={3.3} footprint="pinrow2" pcbX={5} schX={3} connections={{ pin1: "net.A", pin2: "net.B" }} />`),
);

describe("docs/_descriptions/props/powersource.json", () => {
  it('voltage: volts ("5V" = 5, 3.3 = 3.3) stored on the source component; no schematic text shows it', async () => {
    const json = await circuit();
    assertNoErrors(json);
    assert.equal(ofComponent(json, "V1").voltage, 5);
    assert.equal(ofComponent(json, "V2").voltage, 3.3);
    for (const name of ["V1", "V2"])
      assert.equal(
        ofComponent(json, name, "schematic_component").symbol_display_value,
        undefined,
      );
    const texts = json
      .filter((e) => e.type === "schematic_text")
      .map((e) => String(e.text));
    assert.ok(!texts.some((t) => /\b(5|3\.3) ?V\b/.test(t)), texts.join(" | "));
  });
});
