import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { closeCircuitCompiler } from "../../support/circuit-json";
import { assertNoErrors, board, compiled } from "./_compile";

after(closeCircuitCompiler);

/**
 * Two hints on the board, one inside a group moved 6 mm right (given both
 * offset and offsets). Routing is off: the hints are recorded either way.
 */
const circuit = compiled(
  board(
    `<resistor name="R1" resistance="1k" footprint="0603" pcbX={-8} pcbY={3} />
    <resistor name="R2" resistance="1k" footprint="0603" pcbX={-2} pcbY={3} />
    <trace from=".R1 > .pin2" to=".R2 > .pin1" />
    <trace from=".R1 > .pin1" to=".R2 > .pin2" />
    <tracehint for=".R1 > .pin2" offset={{ x: -5, y: 6 }} />
    <tracehint for=".R1 > .pin1" offsets={[{ x: -7, y: -1 }, { x: -3, y: -1 }]} />
    <group name="G" pcbX={6} pcbY={0}>
      <resistor name="R3" resistance="1k" footprint="0603" pcbX={-2} pcbY={0} />
      <resistor name="R4" resistance="1k" footprint="0603" pcbX={2} pcbY={0} />
      <trace from=".R3 > .pin2" to=".R4 > .pin1" />
      <tracehint for=".R3 > .pin2" offset={{ x: 0, y: 3 }} offsets={[{ x: 0, y: -3 }]} />
    </group>`,
    'width="30mm" height="20mm" routingDisabled',
  ),
);

/** The hints' points, in the order written. */
const hints = async () =>
  (await circuit())
    .filter((e) => e.type === "pcb_trace_hint")
    .map((e) =>
      (e.route as { x: number; y: number }[]).map(({ x, y }) => ({ x, y })),
    );

describe("docs/_descriptions/props/tracehint.json", () => {
  it("offset: { x, y } in mm from the centre of the board, or of the enclosing group (moved 6 mm: x 0 → 6)", async () => {
    assertNoErrors(await circuit());
    const [board, , group] = await hints();
    assert.deepEqual(board, [{ x: -5, y: 6 }]);
    assert.deepEqual(group, [{ x: 6, y: 3 }]);
  });

  it("offsets: several { x, y } points in mm, used only when offset is not given", async () => {
    const [, several, group] = await hints();
    assert.deepEqual(several, [
      { x: -7, y: -1 },
      { x: -3, y: -1 },
    ]);
    assert.equal(group.length, 1);
  });
});
