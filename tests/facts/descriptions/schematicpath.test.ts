import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { convertCircuitJsonToSchematicSvg } from "circuit-to-svg";
import { closeCircuitCompiler } from "../../support/circuit-json";
import {
  assertNoErrors,
  board,
  type CircuitJsonElement,
  compiled,
} from "./_compile";

after(closeCircuitCompiler);

const circuit = compiled(
  board(`
    <schematicpath points={[{ x: -3, y: 0 }, { x: -2, y: 0 }, { x: -2, y: 1 }]} />
    <schematicpath points={[{ x: "-1mm", y: "0.5mm" }, { x: 0, y: 0.5 }]} strokeWidth="0.2mm" strokeColor="blue" />
    <schematicpath svgPath="M 1 0 L 2 0 M 1 1 L 2 1" dashLength={0.1} />
    <schematicpath svgPath="M 3 0 Q 4 1 5 0" points={[{ x: 0, y: -2 }, { x: 1, y: -2 }]} dashGap="0.05mm" isFilled fillColor="red" />`),
);

type Point = { x: number; y: number };

/** The paths in the order written: A, B, the two parts of C, D. */
const paths = async () => {
  const json = await circuit();
  const found = json.filter((e) => e.type === "schematic_path");
  assert.equal(found.length, 5);
  return found as (CircuitJsonElement & { points: Point[] })[];
};

/** stroke and stroke-width of each path the schematic viewer draws. */
const drawn = async () => {
  const svg = convertCircuitJsonToSchematicSvg((await circuit()) as never);
  return [...svg.matchAll(/<path class="sch-path"[^>]*>/g)].map((m) => ({
    stroke: /stroke="([^"]*)"/.exec(m[0])?.[1],
    width: Number(/stroke-width="([^"]*)"/.exec(m[0])?.[1]),
  }));
};

describe("docs/_descriptions/props/schematicpath.json", () => {
  it('points: schematic units ("-1mm" = -1), kept in order and not closed', async () => {
    assertNoErrors(await circuit());
    const [a, b] = await paths();
    assert.deepEqual(a.points, [
      { x: -3, y: 0 },
      { x: -2, y: 0 },
      { x: -2, y: 1 },
    ]);
    assert.deepEqual(b.points, [
      { x: -1, y: 0.5 },
      { x: 0, y: 0.5 },
    ]);
  });

  it("svgPath: each M starts a new path, curves become many points with Y up, and it wins over points", async () => {
    const [, , c1, c2, d] = await paths();
    assert.deepEqual(c1.points, [
      { x: 1, y: 0 },
      { x: 2, y: 0 },
    ]);
    assert.deepEqual(c2.points, [
      { x: 1, y: 1 },
      { x: 2, y: 1 },
    ]);
    assert.ok(d.points.length > 5, `${d.points.length} points`);
    assert.deepEqual(d.points[0], { x: 3, y: 0 });
    assert.ok(d.points.every((p) => p.y >= -1e-9 && p.x >= 3 - 1e-9));
    assert.ok(Math.max(...d.points.map((p) => p.y)) > 0.4);
  });

  it('strokeWidth: schematic units ("0.2mm" = 0.2); not recorded when omitted, and the viewer then draws 0.02', async () => {
    const [a, b] = await paths();
    assert.equal(a.stroke_width, undefined);
    assert.equal(b.stroke_width, 0.2);
    const lines = await drawn();
    const omitted = lines.find((l) => l.stroke === "rgb(132, 0, 0)");
    const given = lines.find((l) => l.stroke === "blue");
    assert.ok(omitted && given);
    assert.ok(Math.abs(omitted.width / given.width - 0.1) < 1e-9);
  });

  it('strokeColor: not recorded when omitted, and the viewer then draws "rgb(132, 0, 0)"', async () => {
    const [a, b] = await paths();
    assert.equal(a.stroke_color, undefined);
    assert.equal(b.stroke_color, "blue");
    const strokes = (await drawn()).map((l) => l.stroke);
    assert.equal(strokes.filter((s) => s === "rgb(132, 0, 0)").length, 4);
  });

  it("dashLength: recorded in schematic units and makes the path dashed", async () => {
    const [a, , c1, c2] = await paths();
    assert.equal(a.is_dashed, false);
    for (const c of [c1, c2]) {
      assert.equal(c.is_dashed, true);
      assert.equal(c.dash_length, 0.1);
    }
  });

  it('dashGap: recorded in schematic units ("0.05mm" = 0.05) and makes the path dashed', async () => {
    const [, , , , d] = await paths();
    assert.equal(d.is_dashed, true);
    assert.equal(d.dash_gap, 0.05);
  });

  it("isFilled: false when omitted; set, the path is filled with fillColor", async () => {
    const [a, , , , d] = await paths();
    assert.equal(a.is_filled, false);
    assert.equal(d.is_filled, true);
    assert.equal(d.fill_color, "red");
  });
});
