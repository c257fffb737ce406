import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

const openings = (json: CircuitJsonElement[]) =>
  json.filter((e) => e.type === "pcb_soldermask_opening");
const near = (a: unknown, b: number) => Math.abs(Number(a) - b) < 1e-9;

describe("/elements/pcbsoldermaskopening", () => {
  it("rect, circle and polygon records in mm; pcbRotation gives rotated_rect or turns the points; name is not recorded", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="30mm" height="20mm">
        <pcbsoldermaskopening shape="rect" layer="top" width={10} height={4} pcbX={-8} name="window" pcbOffsetY={2} pcbTopEdgeY={9} />
        <pcbsoldermaskopening shape="circle" layer="bottom" radius={1.5} />
        <pcbsoldermaskopening shape="polygon" layer="top" points={[{ x: 0, y: 0 }, { x: 4, y: 0 }, { x: 2, y: 3 }]} pcbX={6} pcbRotation={90} />
        <pcbsoldermaskopening shape="rect" layer="top" width={3} height={1} pcbY={5} pcbRotation={30} />
      </board>
    )`);
    const [rect, circle, polygon, turned] = openings(json);
    assert.deepEqual(
      [rect?.shape, rect?.layer, rect?.x, rect?.y, rect?.width, rect?.height],
      ["rect", "top", -8, 0, 10, 4],
    );
    assert.ok(!JSON.stringify(rect).includes("window"));
    assert.deepEqual(
      [circle?.shape, circle?.layer, circle?.radius],
      ["circle", "bottom", 1.5],
    );
    const pts = polygon?.points as { x: number; y: number }[];
    assert.equal(polygon?.shape, "polygon");
    assert.ok(near(pts[1]?.x, 6) && near(pts[1]?.y, 4));
    assert.equal(turned?.shape, "rotated_rect");
    assert.ok(near(turned?.ccw_rotation, 30));
  });

  it("a missing layer or mixed shape props drop the element with an error; a bottom part moves its opening to the bottom", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="30mm" height="20mm">
        <pcbsoldermaskopening shape="rect" width={3} height={2} />
        <pcbsoldermaskopening shape="rect" layer="top" width={3} height={2} radius={1} />
        <chip name="U1" pcbX={8} layer="bottom" footprint={<footprint>
          <smtpad portHints={["1"]} shape="rect" width={4} height={4} coveredWithSolderMask />
          <pcbsoldermaskopening shape="circle" layer="top" radius={1.5} />
        </footprint>} />
      </board>
    )`);
    const failures = json.filter(
      (e) => e.type === "source_failed_to_create_component_error",
    );
    assert.equal(failures.length, 2);
    assert.match(String(failures[0]?.message), /layer \(Required\)/);
    const [only] = openings(json);
    assert.equal(openings(json).length, 1);
    assert.equal(only?.layer, "bottom");
    assert.equal(only?.radius, 1.5);
  });
});
