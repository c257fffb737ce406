import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { closeCircuitCompiler } from "../../support/circuit-json";
import {
  assertNoErrors,
  board,
  type CircuitJsonElement,
  compiled,
  ofComponent,
} from "./_compile";

after(closeCircuitCompiler);

const pad = `<smtpad portHints={["pin1"]} shape="rect" width={0.5} height={0.5} pcbX={-3} pcbY={-3} />`;

const circuit = compiled(
  board(
    `
  <chip name="U1" pcbX={2} pcbY={1} footprint={<footprint>
    ${pad}
    <fabricationnoterect width={2} height="1mm" pcbX="1mm" pcbY={2} />
    <fabricationnoterect width="2mm" height={1} pcbX={1} pcbY="2mm" strokeWidth="0.2mm" isFilled cornerRadius="0.3mm" />
    <fabricationnoterect width={2} height={1} pcbX={1} pcbY={2} hasStroke />
    <fabricationnoterect width={2} height={1} pcbX={1} pcbY={2} pcbPositionAnchor="top_left" />
    <fabricationnoterect width={2} height={1} pcbRightEdgeX={5} pcbTopEdgeY={5} />
    <fabricationnoterect width={2} height={1} pcbBottomEdgeY={5} />
  </footprint>} />
  <chip name="U2" pcbX={-5} pcbY={-3} layer="bottom" footprint={<footprint>
    ${pad}
    <fabricationnoterect width={2} height={1} pcbX={1} pcbY={2} />
  </footprint>} />
  <fabricationnoterect width={2} height={1} pcbX="-15mm" pcbY={5} layer="bottom" />
  <group name="G1" pcbPack pcbX={14} pcbY={-8}>
    <chip name="P1" footprint={<footprint>
      <smtpad portHints={["pin1"]} shape="rect" width={0.5} height={0.5} pcbX={0} pcbY={0} />
      <fabricationnoterect width={1} height={1} pcbX={0} pcbY={0} strokeWidth={0.1} pcbMarginLeft="10mm" pcbMarginRight={10} pcbMarginTop={10} pcbMarginBottom={10} pcbMarginX={10} pcbMarginY={10} />
    </footprint>} />
    <resistor name="R1" resistance="1k" footprint="0402" />
  </group>`,
    'width="50mm" height="30mm"',
  ),
);

/** The rectangles in the order written (the packed one last). */
const rects = async () => {
  const found = (await circuit()).filter(
    (e) => e.type === "pcb_fabrication_note_rect",
  );
  assert.equal(found.length, 9);
  return found as CircuitJsonElement[];
};
const rect = async (i: number) => (await rects())[i] as CircuitJsonElement;

/** P1's rectangle has 10 mm margins on every side; R1 is packed right beside it. */
const marginIgnored = async () => {
  const json = await circuit();
  const centre = (name: string) =>
    ofComponent(json, name, "pcb_component").center as { x: number; y: number };
  const [a, b] = [centre("P1"), centre("R1")];
  assert.ok(Math.hypot(a.x - b.x, a.y - b.y) < 6, JSON.stringify([a, b]));
};

describe("docs/_descriptions/props/fabricationnoterect.json", () => {
  it('pcbX: mm ("1mm" = 1) from the component origin in a footprint, from the board centre on a board', async () => {
    assertNoErrors(await circuit());
    assert.equal(((await rect(0)).center as { x: number }).x, 3);
    assert.equal(((await rect(7)).center as { x: number }).x, -15);
  });

  it("pcbY: mm, positive upwards, from the component origin in a footprint", async () => {
    assert.equal(((await rect(0)).center as { y: number }).y, 3);
    assert.equal(((await rect(1)).center as { y: number }).y, 3);
    assert.equal(((await rect(7)).center as { y: number }).y, 5);
  });

  it("pcbPositionAnchor: ignored, pcbX/pcbY place the centre", async () => {
    assert.deepEqual((await rect(3)).center, { x: 3, y: 3 });
  });

  it("pcbRightEdgeX: ignored, the rectangle stays at the component origin", async () => {
    assert.deepEqual((await rect(4)).center, { x: 2, y: 1 });
  });

  it("pcbTopEdgeY: ignored, the rectangle stays at the component origin", async () => {
    assert.deepEqual((await rect(4)).center, { x: 2, y: 1 });
  });

  it("pcbBottomEdgeY: ignored, the rectangle stays at the component origin", async () => {
    assert.deepEqual((await rect(5)).center, { x: 2, y: 1 });
  });

  it('layer: "top" when omitted, "bottom" when given; a bottom component takes it to the bottom', async () => {
    assert.equal((await rect(0)).layer, "top");
    assert.equal((await rect(6)).layer, "bottom");
    assert.equal((await rect(7)).layer, "bottom");
  });

  it('width: mm along X ("2mm" = 2)', async () => {
    assert.equal((await rect(0)).width, 2);
    assert.equal((await rect(1)).width, 2);
  });

  it('height: mm along Y ("1mm" = 1)', async () => {
    assert.equal((await rect(0)).height, 1);
    assert.equal((await rect(1)).height, 1);
  });

  it('strokeWidth: mm ("0.2mm" = 0.2) and turns the outline on; 1 mm with only hasStroke', async () => {
    assert.deepEqual(
      [(await rect(1)).stroke_width, (await rect(1)).has_stroke],
      [0.2, true],
    );
    assert.deepEqual(
      [(await rect(2)).stroke_width, (await rect(2)).has_stroke],
      [1, true],
    );
  });

  it("hasStroke: when omitted and no strokeWidth, no outline (and no fill): invisible", async () => {
    assert.equal((await rect(0)).has_stroke, false);
    assert.equal((await rect(0)).is_filled, false);
    assert.equal((await rect(2)).has_stroke, true);
  });

  it("isFilled: false when omitted, true fills", async () => {
    assert.equal((await rect(0)).is_filled, false);
    assert.equal((await rect(1)).is_filled, true);
  });

  it('cornerRadius: mm, "0.3mm" recorded as 0.3', async () => {
    assert.equal((await rect(1)).corner_radius, 0.3);
    assert.equal((await rect(0)).corner_radius, undefined);
  });

  it(
    "pcbMarginTop: no effect on a footprint's rectangle when a group packs",
    marginIgnored,
  );
  it(
    "pcbMarginRight: no effect on a footprint's rectangle when a group packs",
    marginIgnored,
  );
  it(
    "pcbMarginBottom: no effect on a footprint's rectangle when a group packs",
    marginIgnored,
  );
  it(
    "pcbMarginLeft: no effect on a footprint's rectangle when a group packs",
    marginIgnored,
  );
  it(
    "pcbMarginX: no effect on a footprint's rectangle when a group packs",
    marginIgnored,
  );
  it(
    "pcbMarginY: no effect on a footprint's rectangle when a group packs",
    marginIgnored,
  );
});
