import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { closeCircuitCompiler } from "../../support/circuit-json";
import { compiled, errorsOf, r3 } from "./_compile";

after(closeCircuitCompiler);

/**
 * Openings in the lid over three headers (a rect in mixed units, circles in
 * "1.5mm" and 1.5) and in the left wall for a USB-C connector at the edge.
 */
const circuit = compiled(`import { enclosure } from "tscircuit"

export default () => (
  <board name="MAIN" width="40mm" height="30mm">
    <pinheader name="J1" pinCount={2} pcbX={-10} pcbY={-6} pcbRotation={90}>
      <enclosure.cutoutaperture shape="rect" width={6} height="4mm" />
    </pinheader>
    <pinheader name="J3" pinCount={1} pcbX={10} pcbY={-6}>
      <enclosure.cutoutaperture shape="circle" radius="1.5mm" />
    </pinheader>
    <pinheader name="J4" pinCount={1} pcbX={10} pcbY={2}>
      <enclosure.cutoutaperture shape="circle" radius={1.5} />
    </pinheader>
    <connector name="J2" standard="usb_c" pcbX={-15} pcbY={8} pcbRotation={90}>
      <enclosure.cutoutaperture shape="rect" width="9mm" height="3.5mm" />
    </connector>
    <enclosure.fdm.box name="CASE" boardRef="MAIN" />
  </board>
)`);

type Shape = {
  type: string;
  vector?: number[];
  angles?: number[];
  size?: number[];
  radius?: number;
  shape?: Shape;
  shapes?: Shape[];
};
/** The cutters the base subtracts: each with its translation and rotation. */
const cutters = async () => {
  const base = (await circuit()).find(
    (e) => e.type === "cad_component" && e.model_jscad,
  );
  assert.ok(base, "the base's cad_component");
  const [, ...subtracted] = (base.model_jscad as Shape).shapes ?? [];
  return subtracted.map((t) => {
    assert.equal(t.type, "translate");
    const inner = t.shape as Shape;
    const rotated = inner.type === "rotate";
    return {
      at: t.vector as number[],
      angles: rotated ? (inner.angles as number[]) : [0, 0, 0],
      solid: (rotated ? inner.shape : inner) as Shape,
    };
  });
};
/** World extents (x, y, z) of a cuboid rotated by jscad angles (about X, then Y, then Z). */
const extents = (size: number[], [ax, ay, az]: number[]) => {
  const rot = (v: number[]) => {
    let [x, y, z] = v;
    [y, z] = [
      y * Math.cos(ax) - z * Math.sin(ax),
      y * Math.sin(ax) + z * Math.cos(ax),
    ];
    [x, z] = [
      x * Math.cos(ay) + z * Math.sin(ay),
      -x * Math.sin(ay) + z * Math.cos(ay),
    ];
    [x, y] = [
      x * Math.cos(az) - y * Math.sin(az),
      x * Math.sin(az) + y * Math.cos(az),
    ];
    return [x, y, z];
  };
  const axes = [
    rot([size[0], 0, 0]),
    rot([0, size[1], 0]),
    rot([0, 0, size[2]]),
  ];
  return [0, 1, 2].map((i) =>
    r3(axes.reduce((sum, a) => sum + Math.abs(a[i]), 0)),
  );
};

describe("docs/_descriptions/props/enclosure.cutoutaperture.json", () => {
  it('radius: mm or a unit string ("1.5mm" and 1.5 both cut a 1.5 mm cylinder)', async () => {
    // The USB-C connector, given only its standard, has no footprint: the
    // only error.
    for (const error of errorsOf(await circuit()))
      assert.match(error, /^pcb_missing_footprint_error: .*J2/);
    const circles = (await cutters()).filter(
      (c) => c.solid.type === "cylinder",
    );
    assert.deepEqual(
      circles.map((c) => [c.at[0], c.at[1], c.solid.radius]),
      [
        [10, -6, 1.5],
        [10, 2, 1.5],
      ],
    );
  });

  it('width: mm or a unit string (6 → 6 mm, turned with the header); on a side wall it runs across the insertion direction in the board plane ("9mm" along Y)', async () => {
    const rects = (await cutters()).filter((c) => c.solid.type === "cuboid");
    const lid = rects.find((c) => c.at[0] === -10);
    assert.ok(lid, "the lid opening of J1");
    assert.deepEqual(lid.solid.size?.slice(0, 2), [6, 4]);
    assert.deepEqual(
      extents(lid.solid.size as number[], lid.angles).slice(0, 2),
      [4, 6],
    );
    const wall = rects.find((c) => c.at[0] < -20);
    assert.ok(wall, "the left-wall opening of J2");
    assert.equal(extents(wall.solid.size as number[], wall.angles)[1], 9);
  });

  it('height: mm or a unit string ("4mm" = 4); on a side wall along Z ("3.5mm")', async () => {
    const rects = (await cutters()).filter((c) => c.solid.type === "cuboid");
    const lid = rects.find((c) => c.at[0] === -10);
    assert.equal(lid?.solid.size?.[1], 4);
    const wall = rects.find((c) => c.at[0] < -20);
    assert.ok(wall);
    assert.equal(extents(wall.solid.size as number[], wall.angles)[2], 3.5);
  });
});
