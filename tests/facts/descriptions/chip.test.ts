import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { closeCircuitCompiler } from "../../support/circuit-json";
import { assertNoErrors, board, compiled, ofComponent } from "./_compile";

after(closeCircuitCompiler);

const circuit = compiled(
  board(`
    <chip name="U1" footprint="soic8" schWidth={3} schHeight={2} pcbX={-7} />
    <chip name="U2" footprint="soic8" pcbX={7} schX={6} />
    <trace from=".U1 > .pin1" to=".U2 > .pin1" />`),
);

describe("docs/_descriptions/props/chip.json", () => {
  it("schWidth: schematic units; sized from the pins when omitted", async () => {
    const json = await circuit();
    assertNoErrors(json);
    const size = (name: string) =>
      ofComponent(json, name, "schematic_component").size as {
        width: number;
        height: number;
      };
    assert.equal(size("U1").width, 3);
    assert.notEqual(size("U2").width, 3);
    assert.ok(size("U2").width > 0);
  });

  it("schHeight: schematic units; sized from the pins when omitted", async () => {
    const json = await circuit();
    const size = (name: string) =>
      ofComponent(json, name, "schematic_component").size as {
        width: number;
        height: number;
      };
    assert.equal(size("U1").height, 2);
    // Four pins a side at 0.2 apart: the box the pins need.
    assert.equal(size("U2").height, 1);
  });
});
