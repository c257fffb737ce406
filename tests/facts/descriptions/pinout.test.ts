import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { closeCircuitCompiler } from "../../support/circuit-json";
import { assertNoErrors, board, compiled, ofComponent } from "./_compile";

after(closeCircuitCompiler);

const labels = `pinLabels={{ pin1: "VCC", pin2: "OUT", pin3: "GND" }} connections={{ VCC: "net.A", OUT: "net.B", GND: "net.B" }}`;
/** P1 sized from its pins; P2 given a 3 × 2 box. */
const circuit = compiled(
  board(`
    <pinout name="P1" footprint="pinrow3" ${labels} pcbY={4} schY={3} />
    <pinout name="P2" footprint="pinrow3" schWidth={3} schHeight="2" ${labels} pcbY={-4} schY={-3} />`),
);

const size = async (name: string) =>
  ofComponent(await circuit(), name, "schematic_component").size as {
    width: number;
    height: number;
  };

describe("docs/_descriptions/props/pinout.json", () => {
  it("schWidth: schematic units (3); sized from the pins when omitted", async () => {
    assertNoErrors(await circuit());
    assert.equal((await size("P2")).width, 3);
    const auto = (await size("P1")).width;
    assert.ok(auto > 0 && auto !== 3, `auto width ${auto}`);
  });

  it("schHeight: schematic units (2); sized from the pins when omitted", async () => {
    assert.equal((await size("P2")).height, 2);
    const auto = (await size("P1")).height;
    assert.ok(auto > 0 && auto !== 2, `auto height ${auto}`);
  });
});
