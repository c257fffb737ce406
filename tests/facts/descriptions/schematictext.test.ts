import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { convertCircuitJsonToSchematicSvg } from "circuit-to-svg";
import { closeCircuitCompiler } from "../../support/circuit-json";
import {
  assertNoErrors,
  board,
  type CircuitJsonElement,
  compiled,
} from "./_compile";

after(closeCircuitCompiler);

const circuit = compiled(
  board(`
    <schematictext text="A" schX={-2} schY={1} />
    <schematictext text="B" schX="3mm" schY="-1mm" fontSize={0.3} anchor="top_left" color="blue" schRotation="90deg" />`),
);

/** The texts in the order written. */
const texts = async () => {
  const json = await circuit();
  const found = json.filter((e) => e.type === "schematic_text");
  assert.equal(found.length, 2);
  return found as (CircuitJsonElement & {
    position: { x: number; y: number };
  })[];
};

describe("docs/_descriptions/props/schematictext.json", () => {
  it('schX: schematic units relative to the board, "3mm" = 3', async () => {
    assertNoErrors(await circuit());
    const [a, b] = await texts();
    assert.equal(a.position.x, -2);
    assert.equal(b.position.x, 3);
  });

  it('schY: schematic units, "-1mm" = -1', async () => {
    const [a, b] = await texts();
    assert.equal(a.position.y, 1);
    assert.equal(b.position.y, -1);
  });

  it("fontSize: 1 when omitted; a given height is kept", async () => {
    const [a, b] = await texts();
    assert.equal(a.font_size, 1);
    assert.equal(b.font_size, 0.3);
  });

  it('anchor: "center" when omitted', async () => {
    const [a, b] = await texts();
    assert.equal(a.anchor, "center");
    assert.equal(b.anchor, "top_left");
  });

  it('color: "#000000" when omitted', async () => {
    const [a, b] = await texts();
    assert.equal(a.color, "#000000");
    assert.equal(b.color, "blue");
  });

  it('schRotation: degrees ("90deg" = 90, 0 when omitted); the viewer draws an SVG rotate(90), clockwise on screen', async () => {
    const [a, b] = await texts();
    assert.equal(a.rotation, 0);
    assert.equal(b.rotation, 90);
    const svg = convertCircuitJsonToSchematicSvg((await circuit()) as never);
    assert.match(svg, /class="sch-text"[^>]*transform="rotate\(90, /);
  });
});
