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
    <mosfet name="Q1" channelType="n" mosfetMode="enhancement" footprint="sot23" pcbX={-5} />
    <mosfet name="Q2" channelType="n" mosfetMode="depletion" footprint="sot23" pcbX={5} />
    <trace from=".Q1 > .drain" to=".Q2 > .source" />`),
);

describe("docs/_descriptions/props/mosfet.json", () => {
  it('mosfetMode: "enhancement" or "depletion", recorded and drawn; required', async () => {
    const json = await circuit();
    assertNoErrors(json);
    assert.equal(ofComponent(json, "Q1").mosfet_mode, "enhancement");
    assert.equal(ofComponent(json, "Q2").mosfet_mode, "depletion");
    assert.match(
      String(ofComponent(json, "Q1", "schematic_component").symbol_name),
      /_e_mosfet/,
    );
    assert.match(
      String(ofComponent(json, "Q2", "schematic_component").symbol_name),
      /_d_mosfet/,
    );
    const without = await circuitJsonOf(
      board(`<mosfet name="Q1" channelType="n" footprint="sot23" />`),
    );
    assert.match(
      String(
        without.find(
          (e) => e.type === "source_failed_to_create_component_error",
        )?.message,
      ),
      /mosfetMode/,
    );
  });
});
