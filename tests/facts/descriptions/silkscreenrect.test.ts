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
    <silkscreenrect width="2mm" height={1} pcbX="1mm" pcbY={2} />
    <silkscreenrect width={2} height="1mm" pcbX={1} pcbY="2mm" strokeWidth="0.2mm" cornerRadius="0.3mm" filled pcbPositionAnchor="top_left" />
    <silkscreenrect width={2} height={1} pcbRightEdgeX={5} pcbTopEdgeY={5} />
  </footprint>} />
  <chip name="U2" pcbX={-5} pcbY={-3} layer="bottom" footprint={<footprint>
    ${pad}
    <silkscreenrect width={2} height={1} pcbX={1} pcbY={2} />
  </footprint>} />
  <silkscreenrect width={2} height={1} pcbX="-15mm" pcbY={5} layer="bottom" />
  <group name="G1" pcbPack pcbX={14} pcbY={-8}>
    <chip name="P1" footprint={<footprint>
      <smtpad portHints={["pin1"]} shape="rect" width={0.5} height={0.5} pcbX={0} pcbY={0} />
      <silkscreenrect width={1.2} height={1.2} pcbX={0} pcbY={0} pcbMarginLeft="10mm" pcbMarginRight={10} pcbMarginTop={10} pcbMarginBottom={10} pcbMarginX={10} pcbMarginY={10} />
    </footprint>} />
    <resistor name="R1" resistance="1k" footprint="0402" />
  </group>`,
    'width="50mm" height="30mm"',
  ),
);

/** The rectangles in the order written (the packed one last). */
const rects = async () => {
  const found = (await circuit()).filter(
    (e) => e.type === "pcb_silkscreen_rect",
  );
  assert.equal(found.length, 6);
  return found as CircuitJsonElement[];
};
const rect = async (i: number) => (await rects())[i] as CircuitJsonElement;
const centre = async (i: number) =>
  (await rect(i)).center as { x: number; y: number };

/** P1's rectangle has 10 mm margins on every side; R1 is packed right beside it. */
const marginIgnored = async () => {
  const json = await circuit();
  const c = (name: string) =>
    ofComponent(json, name, "pcb_component").center as { x: number; y: number };
  const [a, b] = [c("P1"), c("R1")];
  assert.ok(Math.hypot(a.x - b.x, a.y - b.y) < 6, JSON.stringify([a, b]));
};

describe("docs/_descriptions/props/silkscreenrect.json", () => {
  it('pcbX: mm ("1mm" = 1) from the component origin in a footprint, from the board centre on a board', async () => {
    assertNoErrors(await circuit());
    assert.equal((await centre(0)).x, 3);
    assert.equal((await centre(4)).x, -15);
  });

  it("pcbY: mm, positive upwards, from the component origin in a footprint", async () => {
    assert.equal((await centre(0)).y, 3);
    assert.equal((await centre(1)).y, 3);
    assert.equal((await centre(4)).y, 5);
  });

  it("pcbPositionAnchor: ignored, pcbX/pcbY place the centre", async () => {
    assert.deepEqual(await centre(1), { x: 3, y: 3 });
  });

  it("pcbRightEdgeX: ignored, the rectangle stays at the component origin", async () => {
    assert.deepEqual(await centre(2), { x: 2, y: 1 });
  });

  it('layer: "top" when omitted, "bottom" when given; a bottom component takes it to the bottom', async () => {
    assert.equal((await rect(0)).layer, "top");
    assert.equal((await rect(3)).layer, "bottom");
    assert.equal((await rect(4)).layer, "bottom");
  });

  it('width: mm along X ("2mm" = 2)', async () => {
    assert.equal((await rect(0)).width, 2);
    assert.equal((await rect(1)).width, 2);
  });

  it('height: mm along Y ("1mm" = 1)', async () => {
    assert.equal((await rect(0)).height, 1);
    assert.equal((await rect(1)).height, 1);
  });

  it("filled: an outline (is_filled false) unless true", async () => {
    assert.equal((await rect(0)).is_filled, false);
    assert.equal((await rect(1)).is_filled, true);
  });

  it('strokeWidth: mm ("0.2mm" = 0.2); 0.1 mm when omitted', async () => {
    assert.equal((await rect(0)).stroke_width, 0.1);
    assert.equal((await rect(1)).stroke_width, 0.2);
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
