import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { silkscreenLineProps } from "@tscircuit/props";
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
    <silkscreenline x1="1mm" y1={2} x2={3} y2="-1mm" strokeWidth="0.2mm" />
  </footprint>} />
  <chip name="U2" pcbX={-5} pcbY={5} layer="bottom" footprint={<footprint>
    ${pad}
    <silkscreenline x1={1} y1={2} x2={3} y2={2} strokeWidth={0.1} />
  </footprint>} />
  <silkscreenline x1="-15mm" y1={-5} x2={-12} y2={-5} strokeWidth={0.1} layer="bottom" />
  <group name="G1" pcbPack pcbX={14} pcbY={-8}>
    <chip name="P1" footprint={<footprint>
      <smtpad portHints={["pin1"]} shape="rect" width={0.5} height={0.5} pcbX={0} pcbY={0} />
      <silkscreenline x1={-0.6} y1={0.6} x2={0.6} y2={0.6} strokeWidth={0.1} pcbMarginLeft="10mm" pcbMarginRight={10} pcbMarginTop={10} pcbMarginBottom={10} pcbMarginX={10} pcbMarginY={10} />
    </footprint>} />
    <resistor name="R1" resistance="1k" footprint="0402" />
  </group>`,
    'width="50mm" height="30mm"',
  ),
);

/** The lines in the order written (the packed one last). */
const lines = async () => {
  const found = (await circuit()).filter(
    (e) => e.type === "pcb_silkscreen_line",
  );
  assert.equal(found.length, 4);
  return found as CircuitJsonElement[];
};
const line = async (i: number) => (await lines())[i] as CircuitJsonElement;
const ends = async (i: number) => {
  const l = await line(i);
  return [l.x1, l.y1, l.x2, l.y2];
};

/** P1's line has 10 mm margins on every side; R1 is packed right beside it. */
const marginIgnored = async () => {
  const json = await circuit();
  const c = (name: string) =>
    ofComponent(json, name, "pcb_component").center as { x: number; y: number };
  const [a, b] = [c("P1"), c("R1")];
  assert.ok(Math.hypot(a.x - b.x, a.y - b.y) < 6, JSON.stringify([a, b]));
};

describe("docs/_descriptions/props/silkscreenline.json", () => {
  it('layer: "top" when omitted, "bottom" when given; a bottom component moves its line to the bottom, mirrored', async () => {
    assertNoErrors(await circuit());
    assert.equal((await line(0)).layer, "top");
    assert.equal((await line(1)).layer, "bottom");
    assert.equal((await line(2)).layer, "bottom");
    // U2 at (-5, 5) on the bottom: x runs leftwards from its origin.
    assert.deepEqual(await ends(1), [-6, 7, -8, 7]);
  });

  it('x1: mm ("1mm" = 1) from the component origin in a footprint, from the board centre on a board', async () => {
    assert.equal((await line(0)).x1, 3);
    assert.equal((await line(2)).x1, -15);
  });

  it("y1: mm, positive upwards", async () => {
    assert.equal((await line(0)).y1, 3);
  });

  it("x2: mm", async () => {
    assert.equal((await line(0)).x2, 5);
  });

  it('y2: mm, positive upwards ("-1mm" = -1)', async () => {
    assert.equal((await line(0)).y2, 0);
  });

  it('strokeWidth: mm ("0.2mm" = 0.2); required by the props schema', async () => {
    assert.equal((await line(0)).stroke_width, 0.2);
    const ends = { x1: 0, y1: 0, x2: 1, y2: 0 };
    assert.equal(silkscreenLineProps.safeParse(ends).success, false);
    assert.equal(
      silkscreenLineProps.safeParse({ ...ends, strokeWidth: 0.1 }).success,
      true,
    );
  });

  it(
    "pcbMarginTop: no effect on a footprint's line when a group packs",
    marginIgnored,
  );
  it(
    "pcbMarginRight: no effect on a footprint's line when a group packs",
    marginIgnored,
  );
  it(
    "pcbMarginBottom: no effect on a footprint's line when a group packs",
    marginIgnored,
  );
  it(
    "pcbMarginLeft: no effect on a footprint's line when a group packs",
    marginIgnored,
  );
  it(
    "pcbMarginX: no effect on a footprint's line when a group packs",
    marginIgnored,
  );
  it(
    "pcbMarginY: no effect on a footprint's line when a group packs",
    marginIgnored,
  );
});
