import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { pcbSoldermaskOpeningProps } from "@tscircuit/props";
import { closeCircuitCompiler } from "../../support/circuit-json";
import {
  assertNoErrors,
  type CircuitJsonElement,
  compiled,
  r3,
} from "./_compile";

after(closeCircuitCompiler);

const pad = `<smtpad portHints={["pin1"]} shape="rect" width={1} height={1} pcbX={0} pcbY={0} />`;
const circuit =
  compiled(`export default () => (<board width="40mm" height="30mm">
  <chip name="U1" pcbX={5} pcbY={2} footprint={<footprint>${pad}
    <pcbsoldermaskopening shape="rect" layer="top" width="1mm" height="2mm" pcbX="2mm" pcbY={-3} />
    <pcbsoldermaskopening shape="rect" layer="top" width={1} height={2} pcbX={2} pcbY={-3} pcbRotation={30} />
    <pcbsoldermaskopening shape="circle" layer="top" radius="0.5mm" pcbX={3} pcbY="3mm" />
    <pcbsoldermaskopening shape="polygon" layer="top" points={[{ x: 0, y: 0 }, { x: "1mm", y: 0 }, { x: 1, y: 1 }]} pcbX={1} pcbY={1} pcbRotation="90deg" />
  </footprint>} />
  <chip name="U2" pcbX={-10} pcbY={0} layer="bottom" footprint={<footprint>${pad}
    <pcbsoldermaskopening shape="rect" layer="top" width={1} height={2} />
  </footprint>} />
  <pcbsoldermaskopening shape="circle" layer="bottom" radius={1} pcbX={-15} pcbY={10} />
  <pcbsoldermaskopening shape="polygon" layer="top" points={[{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 1, y: 1 }]} pcbX={12} pcbY={-10} />
</board>)`);

/** The openings in the order written. */
const openings = async () => {
  const json = await circuit();
  const found = json.filter((e) => e.type === "pcb_soldermask_opening");
  assert.equal(found.length, 7);
  return found as CircuitJsonElement[];
};
const opening = async (i: number) =>
  (await openings())[i] as CircuitJsonElement;

/** Whether the props package accepts an opening. */
const accepts = (props: Record<string, unknown>) =>
  pcbSoldermaskOpeningProps.safeParse({ layer: "top", ...props }).success;

describe("docs/_descriptions/props/pcbsoldermaskopening.json", () => {
  it('pcbX: mm ("2mm" = 2) from the component origin in a footprint, from the board centre on a board; a polygon\'s points are offset by it', async () => {
    assertNoErrors(await circuit());
    assert.equal((await opening(0)).x, 7);
    assert.equal((await opening(5)).x, -15);
    assert.deepEqual(
      ((await opening(6)).points as { x: number }[]).map((p) => p.x),
      [12, 13, 13],
    );
  });

  it('pcbY: mm ("3mm" = 3), positive upwards, from the component origin in a footprint, from the board centre on a board', async () => {
    assert.equal((await opening(0)).y, -1);
    assert.equal((await opening(2)).y, 5);
    assert.equal((await opening(5)).y, 10);
    assert.deepEqual(
      ((await opening(6)).points as { y: number }[]).map((p) => p.y),
      [-10, -10, -9],
    );
  });

  it('pcbRotation: degrees counter-clockwise ("90deg" = 90); a turned rectangle becomes "rotated_rect", a polygon\'s points turn', async () => {
    assert.equal((await opening(0)).shape, "rect");
    assert.equal((await opening(1)).shape, "rotated_rect");
    assert.equal(r3((await opening(1)).ccw_rotation), 30);
    assert.deepEqual(
      ((await opening(3)).points as { x: number; y: number }[]).map((p) => ({
        x: r3(p.x),
        y: r3(p.y),
      })),
      [
        { x: 6, y: 3 },
        { x: 6, y: 4 },
        { x: 5, y: 4 },
      ],
    );
  });

  it('width: mm ("1mm" = 1) along X; zero is refused by the props schema', async () => {
    assert.equal((await opening(0)).width, 1);
    assert.equal((await opening(4)).width, 1);
    assert.ok(accepts({ shape: "rect", width: 1, height: 1 }));
    assert.ok(!accepts({ shape: "rect", width: 0, height: 1 }));
  });

  it('height: mm ("2mm" = 2) along Y; zero is refused by the props schema', async () => {
    assert.equal((await opening(0)).height, 2);
    assert.ok(!accepts({ shape: "rect", width: 1, height: 0 }));
  });

  it('radius: mm ("0.5mm" = 0.5); zero is refused by the props schema', async () => {
    assert.equal((await opening(2)).radius, 0.5);
    assert.equal((await opening(5)).radius, 1);
    assert.ok(!accepts({ shape: "circle", radius: 0 }));
  });

  it('points: mm ("1mm" = 1); the props schema wants three or more enclosing an area; the first is not repeated', async () => {
    assert.equal(((await opening(6)).points as unknown[]).length, 3);
    const tri = [
      { x: 0, y: 0 },
      { x: 1, y: 0 },
      { x: 1, y: 1 },
    ];
    assert.ok(accepts({ shape: "polygon", points: tri }));
    assert.ok(!accepts({ shape: "polygon", points: tri.slice(0, 2) }));
    assert.ok(
      !accepts({
        shape: "polygon",
        points: [
          { x: 0, y: 0 },
          { x: 1, y: 0 },
          { x: 2, y: 0 },
        ],
      }),
    );
  });
});
