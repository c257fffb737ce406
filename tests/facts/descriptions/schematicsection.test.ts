import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { closeCircuitCompiler } from "../../support/circuit-json";
import { assertNoErrors, board, compiled } from "./_compile";

after(closeCircuitCompiler);

const circuit = compiled(
  board(
    `
    <schematicsection name="a" displayName="Alpha" />
    <schematicsection name="b" displayName="Beta" sectionTitleFontSize="0.3mm" />
    <schematicsection name="c" />
    <resistor name="R1" resistance="1k" footprint="0402" pcbX={-4} schX={-4} schSectionName="a" />
    <resistor name="R2" resistance="1k" footprint="0402" pcbX={0} schX={0} schSectionName="b" />
    <resistor name="R3" resistance="1k" footprint="0402" pcbX={4} schX={4} schSectionName="c" />`,
    'width="14mm" height="8mm" routingDisabled',
  ),
);

const texts = async () =>
  (await circuit()).filter((e) => e.type === "schematic_text");

describe("docs/_descriptions/props/schematicsection.json", () => {
  it("displayName: drawn as a top_left title; a section without one draws no title", async () => {
    assertNoErrors(await circuit());
    const all = await texts();
    assert.deepEqual(all.map((t) => t.text).sort(), ["Alpha", "Beta"]);
    for (const t of all) assert.equal(t.anchor, "top_left");
  });

  it('sectionTitleFontSize: 0.18 when omitted; schematic units, "0.3mm" = 0.3', async () => {
    const all = await texts();
    assert.equal(all.find((t) => t.text === "Alpha")?.font_size, 0.18);
    assert.equal(all.find((t) => t.text === "Beta")?.font_size, 0.3);
  });
});
