import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { closeCircuitCompiler } from "../../support/circuit-json";
import {
  assertNoErrors,
  board,
  type CircuitJsonElement,
  compiled,
  ofComponent,
  r3,
} from "./_compile";

after(closeCircuitCompiler);

const pad = `<smtpad portHints={["pin1"]} shape="rect" width={0.5} height={0.5} pcbX={-3} pcbY={-3} />`;

const circuit = compiled(
  board(
    `
  <chip name="U1" pcbX={2} pcbY={1} footprint={<footprint>
    ${pad}
    <fabricationnotetext text="A" pcbX="1mm" pcbY={2} />
    <fabricationnotetext text="B" pcbX={1} pcbY="2mm" fontSize="2mm" pcbRotation={45} />
    <fabricationnotetext text="C" pcbX={1} pcbY={2} pcbPositionAnchor="top_left" />
    <fabricationnotetext text="D" pcbRightEdgeX={5} pcbTopEdgeY={5} />
    <fabricationnotetext text="E" pcbBottomEdgeY={5} />
  </footprint>} />
  <chip name="U2" pcbX={-8} pcbY={4} pcbRotation={90} footprint={<footprint>
    ${pad}
    <fabricationnotetext text="F" pcbX={1} pcbY={0} pcbRotation={30} />
    <fabricationnotetext text="G" pcbX={1} pcbY={0} />
  </footprint>} />
  <chip name="U3" pcbX={-8} pcbY={-4} layer="bottom" footprint={<footprint>
    ${pad}
    <fabricationnotetext text="H" pcbX={1} pcbY={0} />
  </footprint>} />
  <fabricationnotetext text="I" pcbX="-15mm" pcbY={5} layer="bottom" />
  <group name="G1" pcbPack pcbX={14} pcbY={-8}>
    <chip name="P1" footprint={<footprint>
      <smtpad portHints={["pin1"]} shape="rect" width={0.5} height={0.5} pcbX={0} pcbY={0} />
      <fabricationnotetext text="P" pcbX={0} pcbY={0} pcbMarginLeft="10mm" pcbMarginRight={10} pcbMarginTop={10} pcbMarginBottom={10} pcbMarginX={10} pcbMarginY={10} />
    </footprint>} />
    <resistor name="R1" resistance="1k" footprint="0402" />
  </group>`,
    'width="50mm" height="30mm"',
  ),
);

/** The note whose text is `text`. */
const note = async (text: string) => {
  const found = (await circuit()).filter(
    (e) => e.type === "pcb_fabrication_note_text" && e.text === text,
  );
  assert.equal(found.length, 1, text);
  return found[0] as CircuitJsonElement;
};
const at = async (text: string) =>
  (await note(text)).anchor_position as { x: number; y: number };

/** P1's note has 10 mm margins on every side; R1 is packed right beside it. */
const marginIgnored = async () => {
  const json = await circuit();
  const centre = (name: string) =>
    ofComponent(json, name, "pcb_component").center as { x: number; y: number };
  const [a, b] = [centre("P1"), centre("R1")];
  assert.ok(Math.hypot(a.x - b.x, a.y - b.y) < 6, JSON.stringify([a, b]));
};

describe("docs/_descriptions/props/fabricationnotetext.json", () => {
  it('pcbX: mm ("1mm" = 1) from the component origin in a footprint, from the board centre on a board', async () => {
    assertNoErrors(await circuit());
    assert.equal((await at("A")).x, 3);
    assert.equal((await at("I")).x, -15);
  });

  it("pcbY: mm, positive upwards, from the component origin in a footprint", async () => {
    assert.equal((await at("A")).y, 3);
    assert.equal((await at("B")).y, 3);
    assert.equal((await at("I")).y, 5);
  });

  it("pcbPositionAnchor: ignored, pcbX/pcbY place the anchor point", async () => {
    assert.deepEqual(await at("C"), { x: 3, y: 3 });
  });

  it("pcbRightEdgeX: ignored, the note stays at the component origin", async () => {
    assert.deepEqual(await at("D"), { x: 2, y: 1 });
  });

  it("pcbTopEdgeY: ignored, the note stays at the component origin", async () => {
    assert.deepEqual(await at("D"), { x: 2, y: 1 });
  });

  it("pcbBottomEdgeY: ignored, the note stays at the component origin", async () => {
    assert.deepEqual(await at("E"), { x: 2, y: 1 });
  });

  it("pcbRotation: degrees counter-clockwise, added to a rotated component's 90°", async () => {
    assert.equal((await note("A")).ccw_rotation, 0);
    assert.equal(r3((await note("B")).ccw_rotation), 45);
    assert.equal(r3((await note("F")).ccw_rotation), 120);
    assert.equal(r3((await note("G")).ccw_rotation), 90);
    const f = await at("F");
    assert.deepEqual([r3(f.x), r3(f.y)], [-8, 5]);
  });

  it('layer: "top" when omitted, "bottom" when given; a bottom component takes it to the bottom', async () => {
    assert.equal((await note("A")).layer, "top");
    assert.equal((await note("H")).layer, "bottom");
    assert.equal((await note("I")).layer, "bottom");
  });

  it('fontSize: mm ("2mm" = 2); 1 mm when omitted', async () => {
    assert.equal((await note("A")).font_size, 1);
    assert.equal((await note("B")).font_size, 2);
  });

  it(
    "pcbMarginTop: no effect on a footprint's note when a group packs",
    marginIgnored,
  );
  it(
    "pcbMarginRight: no effect on a footprint's note when a group packs",
    marginIgnored,
  );
  it(
    "pcbMarginBottom: no effect on a footprint's note when a group packs",
    marginIgnored,
  );
  it(
    "pcbMarginLeft: no effect on a footprint's note when a group packs",
    marginIgnored,
  );
  it(
    "pcbMarginX: no effect on a footprint's note when a group packs",
    marginIgnored,
  );
  it(
    "pcbMarginY: no effect on a footprint's note when a group packs",
    marginIgnored,
  );
});
