import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { closeCircuitCompiler } from "../../support/circuit-json";
import { assertNoErrors, board, compiled, ofComponent } from "./_compile";

after(closeCircuitCompiler);

const circuit = compiled(
  board(`
    <connector name="J1" footprint="pinrow4" schWidth={3} schHeight={2} pcbX={-7} />
    <connector name="J2" footprint="pinrow4" pcbX={7} schX={6} />
    <trace from=".J1 > .pin1" to=".J2 > .pin1" />`),
);

const size = async (name: string) =>
  ofComponent(await circuit(), name, "schematic_component").size as {
    width: number;
    height: number;
  };

describe("docs/_descriptions/props/connector.json", () => {
  it("schWidth: schematic units; sized from the pins when omitted", async () => {
    assertNoErrors(await circuit());
    assert.equal((await size("J1")).width, 3);
    assert.notEqual((await size("J2")).width, 3);
    assert.ok((await size("J2")).width > 0);
  });

  it("schHeight: schematic units; sized from the pins when omitted", async () => {
    assert.equal((await size("J1")).height, 2);
    assert.notEqual((await size("J2")).height, 2);
    assert.ok((await size("J2")).height > 0);
  });
});
