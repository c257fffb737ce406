import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { closeCircuitCompiler } from "../../support/circuit-json";
import {
  assertNoErrors,
  board,
  type CircuitJsonElement,
  compiled,
} from "./_compile";

after(closeCircuitCompiler);

const pad = `<smtpad portHints={["pin1"]} shape="rect" width={0.5} height={0.5} pcbX={-3} pcbY={-3} />`;
const tri = "[{ x: 0, y: 0 }, { x: 1, y: 1 }, { x: 2, y: 0 }]";

const circuit = compiled(
  board(
    `
  <chip name="U1" pcbX={2} pcbY={1} footprint={<footprint>
    ${pad}
    <fabricationnotepath route={[{ x: 0, y: 0 }, { x: "1mm", y: 1 }, { x: 2, y: 0 }]} />
    <fabricationnotepath route={${tri}} strokeWidth="0.2mm" isFilled hasStroke={false} />
    <fabricationnotepath route={${tri}} isFilled />
  </footprint>} />
  <chip name="U2" pcbX={-5} pcbY={4} layer="bottom" footprint={<footprint>
    ${pad}
    <fabricationnotepath route={${tri}} />
  </footprint>} />
  <fabricationnotepath route={[{ x: -15, y: -5 }, { x: -10, y: -5 }]} layer="bottom" />`,
    'width="40mm" height="24mm"',
  ),
);

/** An inner layer: the core throws, so the whole circuit fails to compile. */
const innerLayer = compiled(
  board(
    `<fabricationnotepath route={[{ x: -3, y: -3 }, { x: 3, y: -3 }]} layer="inner1" />`,
    'width="10mm" height="10mm"',
  ),
);

/** The paths drawn, in the order written. */
const paths = async () => {
  const found = (await circuit()).filter(
    (e) => e.type === "pcb_fabrication_note_path",
  );
  assert.equal(found.length, 5);
  return found as CircuitJsonElement[];
};
const path = async (i: number) => (await paths())[i] as CircuitJsonElement;

/** The PCB picture's `<path>` attributes of path `i`. */
const drawn = async (i: number) => {
  const { convertCircuitJsonToPcbSvg } = await import("circuit-to-svg");
  const svg = convertCircuitJsonToPcbSvg((await circuit()) as never);
  const id = (await path(i)).pcb_fabrication_note_path_id as string;
  const tag = svg.match(
    new RegExp(`<path[^>]*data-pcb-fabrication-note-path-id="${id}"[^>]*>`),
  )?.[0];
  assert.ok(tag, id);
  const attr = (name: string) =>
    tag.match(new RegExp(` ${name}="([^"]*)"`))?.[1];
  return { fill: attr("fill"), stroke: attr("stroke"), d: attr("d") ?? "" };
};

describe("docs/_descriptions/props/fabricationnotepath.json", () => {
  it('layer: "top" when omitted, "bottom" when given; a bottom component flips it; an inner layer stops the compile', async () => {
    assertNoErrors(await circuit());
    await assert.rejects(innerLayer(), /Invalid layer "inner1"/);
    assert.equal((await path(0)).layer, "top");
    assert.equal((await path(3)).layer, "bottom");
    assert.equal((await path(4)).layer, "bottom");
  });

  it('route: mm ("1mm" = 1) from the component origin in a footprint, from the board centre on a board, y upwards', async () => {
    assert.deepEqual(
      ((await path(0)).route as { x: number; y: number }[]).map((p) => [
        p.x,
        p.y,
      ]),
      [
        [2, 1],
        [3, 2],
        [4, 1],
      ],
    );
    assert.deepEqual(
      ((await path(4)).route as { x: number; y: number }[]).map((p) => [
        p.x,
        p.y,
      ]),
      [
        [-15, -5],
        [-10, -5],
      ],
    );
  });

  it('strokeWidth: mm ("0.2mm" = 0.2); 0.1 mm when omitted', async () => {
    assert.equal((await path(0)).stroke_width, 0.1);
    assert.equal((await path(1)).stroke_width, 0.2);
  });

  it("isFilled: false when omitted (unfilled, open line); true fills and closes the route", async () => {
    assert.notEqual((await path(0)).is_filled, true);
    assert.equal((await path(1)).is_filled, true);
    const open = await drawn(0);
    assert.equal(open.fill, "none");
    assert.doesNotMatch(open.d, /Z$/);
    const filled = await drawn(2);
    assert.notEqual(filled.fill, "none");
    assert.match(filled.d, /Z$/);
  });

  it("hasStroke: on when omitted; false leaves only the fill", async () => {
    assert.notEqual((await path(0)).has_stroke, false);
    assert.notEqual((await drawn(0)).stroke, "none");
    assert.equal((await path(1)).has_stroke, false);
    const fillOnly = await drawn(1);
    assert.equal(fillOnly.stroke, "none");
    assert.notEqual(fillOnly.fill, "none");
  });
});
