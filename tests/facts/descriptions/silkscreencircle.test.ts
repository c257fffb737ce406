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
    <silkscreencircle radius="0.5mm" pcbX="1mm" pcbY={2} />
    <silkscreencircle radius={1} pcbX={1} pcbY="2mm" strokeWidth="0.2mm" isFilled pcbPositionAnchor="top_left" />
    <silkscreencircle radius={1} pcbRightEdgeX={5} pcbTopEdgeY={5} />
    <silkscreencircle radius={1} pcbBottomEdgeY={5} />
  </footprint>} />
  <chip name="U2" pcbX={-5} pcbY={-3} layer="bottom" footprint={<footprint>
    ${pad}
    <silkscreencircle radius={1} pcbX={1} pcbY={2} />
  </footprint>} />
  <silkscreencircle radius={1} pcbX="-15mm" pcbY={5} layer="bottom" />
  <group name="G1" pcbPack pcbX={14} pcbY={-8}>
    <chip name="P1" footprint={<footprint>
      <smtpad portHints={["pin1"]} shape="rect" width={0.5} height={0.5} pcbX={0} pcbY={0} />
      <silkscreencircle radius={0.6} pcbX={0} pcbY={0} pcbMarginLeft="10mm" pcbMarginRight={10} pcbMarginTop={10} pcbMarginBottom={10} pcbMarginX={10} pcbMarginY={10} />
    </footprint>} />
    <resistor name="R1" resistance="1k" footprint="0402" />
  </group>`,
    'width="50mm" height="30mm"',
  ),
);

/** The circles in the order written (the packed one last). */
const circles = async () => {
  const found = (await circuit()).filter(
    (e) => e.type === "pcb_silkscreen_circle",
  );
  assert.equal(found.length, 7);
  return found as CircuitJsonElement[];
};
const circle = async (i: number) => (await circles())[i] as CircuitJsonElement;
const centre = async (i: number) =>
  (await circle(i)).center as { x: number; y: number };

/** P1's circle has 10 mm margins on every side; R1 is packed right beside it. */
const marginIgnored = async () => {
  const json = await circuit();
  const c = (name: string) =>
    ofComponent(json, name, "pcb_component").center as { x: number; y: number };
  const [a, b] = [c("P1"), c("R1")];
  assert.ok(Math.hypot(a.x - b.x, a.y - b.y) < 6, JSON.stringify([a, b]));
};

describe("docs/_descriptions/props/silkscreencircle.json", () => {
  it('pcbX: mm ("1mm" = 1) from the component origin in a footprint, from the board centre on a board', async () => {
    assertNoErrors(await circuit());
    assert.equal((await centre(0)).x, 3);
    assert.equal((await centre(5)).x, -15);
  });

  it("pcbY: mm, positive upwards, from the component origin in a footprint", async () => {
    assert.equal((await centre(0)).y, 3);
    assert.equal((await centre(1)).y, 3);
    assert.equal((await centre(5)).y, 5);
  });

  it("pcbPositionAnchor: ignored, pcbX/pcbY place the centre", async () => {
    assert.deepEqual(await centre(1), { x: 3, y: 3 });
  });

  it("pcbRightEdgeX: ignored, the circle stays at the component origin", async () => {
    assert.deepEqual(await centre(2), { x: 2, y: 1 });
  });

  it("pcbTopEdgeY: ignored, the circle stays at the component origin", async () => {
    assert.deepEqual(await centre(2), { x: 2, y: 1 });
  });

  it("pcbBottomEdgeY: ignored, the circle stays at the component origin", async () => {
    assert.deepEqual(await centre(3), { x: 2, y: 1 });
  });

  it('layer: "top" when omitted, "bottom" when given; a bottom component takes it to the bottom', async () => {
    assert.equal((await circle(0)).layer, "top");
    assert.equal((await circle(4)).layer, "bottom");
    assert.equal((await circle(5)).layer, "bottom");
  });

  it('radius: mm, "0.5mm" recorded as 0.5', async () => {
    assert.equal((await circle(0)).radius, 0.5);
    assert.equal((await circle(1)).radius, 1);
  });

  it('strokeWidth: mm ("0.2mm" = 0.2); 0.1 mm when omitted', async () => {
    assert.equal((await circle(0)).stroke_width, 0.1);
    assert.equal((await circle(1)).stroke_width, 0.2);
  });

  it("isFilled: not passed on, the circle stays a ring", async () => {
    assert.equal((await circle(1)).is_filled, undefined);
    assert.deepEqual(
      Object.keys(await circle(1)).sort(),
      Object.keys(await circle(0)).sort(),
    );
  });

  it(
    "pcbMarginTop: no effect on a footprint's circle when a group packs",
    marginIgnored,
  );
  it(
    "pcbMarginRight: no effect on a footprint's circle when a group packs",
    marginIgnored,
  );
  it(
    "pcbMarginBottom: no effect on a footprint's circle when a group packs",
    marginIgnored,
  );
  it(
    "pcbMarginLeft: no effect on a footprint's circle when a group packs",
    marginIgnored,
  );
  it(
    "pcbMarginX: no effect on a footprint's circle when a group packs",
    marginIgnored,
  );
  it(
    "pcbMarginY: no effect on a footprint's circle when a group packs",
    marginIgnored,
  );
});
