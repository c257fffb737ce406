import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { closeCircuitCompiler } from "../../support/circuit-json";
import { assertNoErrors, board, compiled, ofComponent } from "./_compile";

after(closeCircuitCompiler);

/**
 * SJ1 and SJ3: 2- and 3-pin jumpers with the schematic props omitted; SJ2
 * and SJ4: the same given all three. A solder jumper with any other pin
 * count fails ("No schematic symbol found"), so there is no box drawing.
 */
const circuit = compiled(
  board(`
    <solderjumper name="SJ1" pinCount={2} footprint="solderjumper2" pcbX={-7} pcbY={4} schX={-6} connections={{ pin1: "net.A", pin2: "net.B" }} />
    <solderjumper name="SJ2" pinCount={2} footprint="solderjumper2" schDirection="left" schWidth={2} schHeight={1.5} pcbX={-7} pcbY={-4} schX={-2} connections={{ pin1: "net.A", pin2: "net.B" }} />
    <solderjumper name="SJ3" pinCount={3} footprint="solderjumper3" pcbX={6} pcbY={4} schX={2} connections={{ pin1: "net.A", pin2: "net.B", pin3: "net.A" }} />
    <solderjumper name="SJ4" pinCount={3} footprint="solderjumper3" schDirection="left" schWidth="2mm" schHeight="1.5mm" pcbX={6} pcbY={-4} schX={6} connections={{ pin1: "net.A", pin2: "net.B", pin3: "net.A" }} />`),
);

const schematic = async (name: string) =>
  ofComponent(await circuit(), name, "schematic_component");

describe("docs/_descriptions/props/solderjumper.json", () => {
  it('schDirection: "left" is ignored: both jumpers keep the right-facing symbol', async () => {
    assertNoErrors(await circuit());
    assert.equal((await schematic("SJ1")).symbol_name, "solderjumper2_right");
    assert.equal((await schematic("SJ2")).symbol_name, "solderjumper2_right");
    assert.equal((await schematic("SJ3")).symbol_name, "solderjumper3_right");
    assert.equal((await schematic("SJ4")).symbol_name, "solderjumper3_right");
  });

  it("schWidth: ignored, the symbol keeps its own width (not 2 schematic units)", async () => {
    assert.deepEqual(
      (await schematic("SJ2")).size,
      (await schematic("SJ1")).size,
    );
    assert.deepEqual(
      (await schematic("SJ4")).size,
      (await schematic("SJ3")).size,
    );
    assert.notEqual((await schematic("SJ2")).size, undefined);
  });

  it("schHeight: ignored, the symbol keeps its own height (not 1.5 schematic units)", async () => {
    const { height } = (await schematic("SJ2")).size as { height: number };
    assert.notEqual(height, 1.5);
    assert.equal(
      height,
      ((await schematic("SJ1")).size as { height: number }).height,
    );
  });
});
