import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { closeCircuitCompiler } from "../../support/circuit-json";
import { assertNoErrors, board, compiled, r3 } from "./_compile";

after(closeCircuitCompiler);

type Ring = { vertices: { x: number; y: number }[] };
const square = JSON.stringify(
  `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M0 0 H10 V10 H0 Z" /></svg>')}`,
);
const pad = `<smtpad portHints={["pin1"]} shape="rect" width={0.5} height={0.5} pcbX={-3} pcbY={-3} />`;

const circuit = compiled(
  board(
    `
  <silkscreengraphic imageUrl={${square}} width={4} height={2} pcbX="-6mm" pcbY={3} />
  <silkscreengraphic imageUrl={${square}} width={3} height={1} pcbX={6} pcbY="3mm" pcbRotation={90} />
  <chip name="U1" pcbX={0} pcbY={-4} pcbRotation={90} footprint={<footprint>
    ${pad}
    <silkscreengraphic imageUrl={${square}} width={2} height={1} pcbX={1} pcbY={0} pcbRotation="30deg" />
  </footprint>} />`,
    'width="24mm" height="16mm"',
  ),
);

/** [minX, minY, maxX, maxY] of every graphic, sorted, rounded to 0.001 mm. */
const boxes = async () =>
  (await circuit())
    .filter((e) => e.type === "pcb_silkscreen_graphic")
    .map((g) => {
      const { vertices } = (g.brep_shape as { outer_ring: Ring }).outer_ring;
      const xs = vertices.map((v) => v.x);
      const ys = vertices.map((v) => v.y);
      return [
        Math.min(...xs),
        Math.min(...ys),
        Math.max(...xs),
        Math.max(...ys),
      ].map(r3);
    })
    .sort((a, b) => (a[0] as number) - (b[0] as number));

describe("docs/_descriptions/props/silkscreengraphic.json", () => {
  it('pcbX: mm ("-6mm" = -6) to the centre, from the board centre or from the component origin in a footprint', async () => {
    assertNoErrors(await circuit());
    const [left] = await boxes();
    assert.deepEqual(left, [-8, 2, -4, 4]);
  });

  it('pcbY: mm ("3mm" = 3) to the centre, positive upwards', async () => {
    const found = await boxes();
    assert.equal(found.length, 3);
    const [, , right] = found;
    assert.equal(((right?.[1] ?? 0) + (right?.[3] ?? 0)) / 2, 3);
  });

  it("pcbRotation: degrees counter-clockwise around the centre (90 swaps a 3 × 1 mm graphic to 1 × 3 mm)", async () => {
    const [, inChip, right] = await boxes();
    assert.deepEqual(right, [5.5, 1.5, 6.5, 4.5]);
    // In U1 (turned 90°) at (0, -4): pcbX={1} lands at (0, -3); 30° more
    // turns the 2 × 1 mm graphic by 120° in all.
    const c = Math.abs(Math.cos((120 * Math.PI) / 180));
    const s = Math.sin((120 * Math.PI) / 180);
    const [w, h] = [2 * c + 1 * s, 2 * s + 1 * c];
    assert.deepEqual(inChip, [-w / 2, -3 - h / 2, w / 2, -3 + h / 2].map(r3));
  });
});
