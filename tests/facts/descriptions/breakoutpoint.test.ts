import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { closeCircuitCompiler } from "../../support/circuit-json";
import { assertNoErrors, board, compiled, r3 } from "./_compile";

after(closeCircuitCompiler);

// The padded boundary (points included) is centred at x = -9 while the
// breakout itself stays at pcbX -8: the points are measured from -8.
const circuit = compiled(
  board(
    `
    <breakout name="BO1" pcbX={-8} pcbY={6} padding={1} paddingLeft={2}>
      <chip name="U1" footprint="soic8" />
      <breakoutpoint connection=".U1 > .pin1" pcbX={3} pcbY={1} />
      <breakoutpoint connection=".U1 > .pin2" pcbX="-4mm" pcbY="-1.5mm" />
    </breakout>`,
    'width="30mm" height="20mm"',
  ),
);

const points = async () =>
  (await circuit())
    .filter((e) => e.type === "pcb_breakout_point")
    .map((p) => [r3(p.x), r3(p.y)]);

describe("docs/_descriptions/props/breakoutpoint.json", () => {
  it('pcbX: mm from the breakout\'s own position (-8 + 3 = -5; "-4mm" → -12), not from its padded centre', async () => {
    const json = await circuit();
    assertNoErrors(json);
    const group = json.find(
      (e) => e.type === "pcb_group" && e.width !== undefined,
    ) as { center: { x: number } } | undefined;
    assert.equal(group?.center.x, -9);
    assert.deepEqual(
      (await points()).map(([x]) => x),
      [-5, -12],
    );
  });

  it('pcbY: mm from the breakout\'s own position (6 + 1 = 7; "-1.5mm" → 4.5)', async () => {
    assert.deepEqual(
      (await points()).map(([, y]) => y),
      [7, 4.5],
    );
  });
});
