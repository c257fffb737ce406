import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { closeCircuitCompiler } from "../../support/circuit-json";
import {
  assertNoErrors,
  board,
  type CircuitJsonElement,
  compiled,
  r3,
} from "./_compile";

after(closeCircuitCompiler);

// A soic8 footprint is 5.3 mm wide and 4.41 mm tall.
const circuit = compiled(
  board(
    `
    <breakout name="BO1" pcbX={-8} pcbY={6} padding={1} paddingLeft={2} paddingTop="0.5mm">
      <chip name="U1" footprint="soic8" />
    </breakout>
    <breakout name="BO2" pcbX={8} pcbY={-6} padding="1mm" paddingRight={2} paddingBottom={0.5}>
      <chip name="U2" footprint="soic8" />
    </breakout>
    <breakout name="BO3" pcbX={8} pcbY={6}>
      <chip name="U3" footprint="soic8" />
    </breakout>`,
    'width="40mm" height="30mm"',
  ),
);

/** The boundary (`pcb_group`) of the breakout holding the chip `chip`. */
const boundary = async (chip: string) => {
  const json = await circuit();
  const source = json.find(
    (e) => e.type === "source_component" && e.name === chip,
  );
  const group = json.find(
    (e) =>
      e.type === "pcb_group" && e.source_group_id === source?.source_group_id,
  ) as
    | (CircuitJsonElement & {
        center: { x: number; y: number };
        width: number;
        height: number;
      })
    | undefined;
  assert.ok(group, `boundary around ${chip}`);
  return {
    left: r3(group.center.x - group.width / 2),
    right: r3(group.center.x + group.width / 2),
    top: r3(group.center.y + group.height / 2),
    bottom: r3(group.center.y - group.height / 2),
  };
};

// The chips' edges: U1 x -10.65…-5.35, y 3.795…8.205; U2 x 5.35…10.65, y -8.205…-3.795.
describe("docs/_descriptions/props/breakout.json", () => {
  it("padding: mm added on every side (none given: the boundary is the chip's own box)", async () => {
    assertNoErrors(await circuit());
    assert.deepEqual(await boundary("U3"), {
      left: 5.35,
      right: 10.65,
      top: 8.205,
      bottom: 3.795,
    });
    // BO2: padding "1mm" on the sides it does not override.
    const bo2 = await boundary("U2");
    assert.equal(bo2.left, 4.35);
    assert.equal(bo2.top, -2.795);
    // BO1: padding 1 on the right and bottom.
    const bo1 = await boundary("U1");
    assert.equal(bo1.right, -4.35);
    assert.equal(bo1.bottom, 2.795);
  });

  it("paddingLeft: mm on the left, overrides padding (2 instead of 1)", async () => {
    assert.equal((await boundary("U1")).left, -12.65);
  });

  it('paddingTop: mm at the top, overrides padding ("0.5mm" instead of 1)', async () => {
    assert.equal((await boundary("U1")).top, 8.705);
  });

  it("paddingRight: mm on the right, overrides padding (2 instead of 1)", async () => {
    assert.equal((await boundary("U2")).right, 12.65);
  });

  it("paddingBottom: mm at the bottom, overrides padding (0.5 instead of 1)", async () => {
    assert.equal((await boundary("U2")).bottom, -8.705);
  });
});
