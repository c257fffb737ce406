import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

describe("/elements/cutout", () => {
  it("writes one pcb_cutout per shape, centred on pcbX/pcbY in mm, rect rotation in degrees; edge and offset props are ignored", async () => {
    const json =
      await circuitJsonOf(`export default () => (<board width="40mm" height="30mm">
      <cutout shape="rect" width={6} height={3} pcbX={-8} pcbRotation={30} />
      <cutout shape="circle" radius={2} />
      <cutout shape="polygon" points={[{ x: 6, y: -2 }, { x: 10, y: -2 }, { x: 8, y: 3 }]} />
      <cutout shape="circle" radius={1} pcbLeftEdgeX={-10} pcbTopEdgeY={5} pcbY={8} />
      <cutout shape="circle" radius={1} pcbX={2} pcbY={-8} pcbOffsetX={3} pcbOffsetY={1} />
      <cutout shape="polygon" pcbX={5} points={[{ x: 6, y: -2 }, { x: 10, y: -2 }, { x: 8, y: 3 }]} />
    </board>)`);
    const [rect, circle, poly, edge, offset, shifted] = json.filter(
      (e) => e.type === "pcb_cutout",
    );
    assert.equal(rect.shape, "rect");
    assert.deepEqual(rect.center, { x: -8, y: 0 });
    assert.equal(rect.width, 6);
    assert.ok(Math.abs(Number(rect.rotation) - 30) < 1e-9);
    assert.equal(circle.radius, 2);
    assert.deepEqual(circle.center, { x: 0, y: 0 });
    assert.deepEqual(poly.points, [
      { x: 6, y: -2 },
      { x: 10, y: -2 },
      { x: 8, y: 3 },
    ]);
    assert.deepEqual(edge.center, { x: 0, y: 8 });
    assert.deepEqual(offset.center, { x: 2, y: -8 });
    // pcbX on a polygon cutout shifts every point
    assert.deepEqual(shifted.points, [
      { x: 11, y: -2 },
      { x: 15, y: -2 },
      { x: 13, y: 3 },
    ]);
  });
});
