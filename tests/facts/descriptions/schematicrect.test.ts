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
    <schematicrect schX={-2} schY={1} width={2} height={1} />
    <schematicrect schX="3mm" schY="-1mm" width="2mm" height="0.5mm" rotation="90deg" strokeWidth="0.05mm" color="blue" />`),
);

/** The rectangles in the order written. */
const rects = async () => {
  const json = await circuit();
  const found = json.filter((e) => e.type === "schematic_rect");
  assert.equal(found.length, 2);
  return found as CircuitJsonElement[];
};

describe("docs/_descriptions/props/schematicrect.json", () => {
  it('schX: the centre, schematic units relative to the board, "3mm" = 3', async () => {
    assertNoErrors(await circuit());
    const [a, b] = await rects();
    assert.equal((a.center as { x: number }).x, -2);
    assert.equal((b.center as { x: number }).x, 3);
  });

  it('schY: the centre, schematic units, "-1mm" = -1', async () => {
    const [a, b] = await rects();
    assert.equal((a.center as { y: number }).y, 1);
    assert.equal((b.center as { y: number }).y, -1);
  });

  it('width: schematic units along X, "2mm" = 2', async () => {
    const [a, b] = await rects();
    assert.equal(a.width, 2);
    assert.equal(b.width, 2);
  });

  it('height: schematic units along Y, "0.5mm" = 0.5', async () => {
    const [a, b] = await rects();
    assert.equal(a.height, 1);
    assert.equal(b.height, 0.5);
  });

  it('rotation: degrees ("90deg" = 90, 0 when omitted); the viewer draws it as an SVG rotate(90), clockwise on screen', async () => {
    const json = await circuit();
    const [a, b] = await rects();
    assert.equal(a.rotation, 0);
    assert.equal(b.rotation, 90);
    const svg = convertCircuitJsonToSchematicSvg(json as never);
    assert.match(svg, /class="sch-rect"[^>]*transform="rotate\(90 /);
  });

  it('strokeWidth: 0.12 when omitted; "0.05mm" = 0.05', async () => {
    const [a, b] = await rects();
    assert.equal(a.stroke_width, 0.12);
    assert.equal(b.stroke_width, 0.05);
  });

  it('color: "rgba(132, 0, 0)" when omitted; a given colour is kept', async () => {
    const [a, b] = await rects();
    assert.equal(a.color, "rgba(132, 0, 0)");
    assert.equal(b.color, "blue");
  });
});
