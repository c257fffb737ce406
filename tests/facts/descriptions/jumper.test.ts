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

/** JP1 with the schematic props omitted; JP2 given all three (units mixed). */
const circuit = compiled(
  board(`
    <jumper name="JP1" footprint="pinrow2" pcbX={-5} schX={-3} connections={{ pin1: "net.A", pin2: "net.B" }} />
    <jumper name="JP2" footprint="pinrow2" schDirection="left" schWidth={2} schHeight="1.5mm" pcbX={5} schX={3} connections={{ pin1: "net.A", pin2: "net.B" }} />`),
);

/** The sides of the schematic box the component's ports are drawn on. */
const sides = async (name: string) => {
  const json = await circuit();
  const ports = new Set(
    allOfComponent(json, name, "source_port").map((p) => p.source_port_id),
  );
  return json
    .filter((e) => e.type === "schematic_port" && ports.has(e.source_port_id))
    .map((p) => p.side_of_component);
};
const size = async (name: string) =>
  ofComponent(await circuit(), name, "schematic_component").size as {
    width: number;
    height: number;
  };

describe("docs/_descriptions/props/jumper.json", () => {
  it('schDirection: pins on the right when omitted, on the left with "left"', async () => {
    assertNoErrors(await circuit());
    assert.deepEqual(await sides("JP1"), ["right", "right"]);
    assert.deepEqual(await sides("JP2"), ["left", "left"]);
  });

  it("schWidth: schematic units (2 gives a box 2 wide)", async () => {
    assert.equal((await size("JP2")).width, 2);
    assert.notEqual((await size("JP1")).width, 2);
  });

  it('schHeight: schematic units ("1.5mm" and 1.5 alike give a box 1.5 high)', async () => {
    assert.equal((await size("JP2")).height, 1.5);
    assert.notEqual((await size("JP1")).height, 1.5);
  });
});
