import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { closeCircuitCompiler } from "../../support/circuit-json";
import { assertNoErrors, board, compiled, ofComponent } from "./_compile";

after(closeCircuitCompiler);

const circuit = compiled(
  board(
    `
    <pushbutton name="S1" footprint="pushbutton" schWidth={5} schHeight={4} pcbX={-6} />
    <pushbutton name="S2" footprint="pushbutton" pcbX={6} schY={4} />
    <trace from=".S1 > .pin1" to=".S2 > .pin1" />`,
    'width="30mm" height="14mm"',
  ),
);

const size = async (name: string) =>
  ofComponent(await circuit(), name, "schematic_component").size as {
    width: number;
    height: number;
  };

describe("docs/_descriptions/props/pushbutton.json", () => {
  it("schWidth: a push button keeps its symbol's width whatever this says", async () => {
    assertNoErrors(await circuit());
    assert.equal((await size("S1")).width, (await size("S2")).width);
    assert.notEqual((await size("S1")).width, 5);
  });

  it("schHeight: a push button keeps its symbol's height whatever this says", async () => {
    assert.equal((await size("S1")).height, (await size("S2")).height);
    assert.notEqual((await size("S1")).height, 4);
  });
});
