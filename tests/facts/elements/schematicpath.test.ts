import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

interface Path extends CircuitJsonElement {
  points: { x: number; y: number }[];
  is_filled: boolean;
  is_dashed: boolean;
  stroke_color?: string;
  stroke_width?: number;
  fill_color?: string;
  dash_length?: number;
  dash_gap?: number;
}

const paths = (json: CircuitJsonElement[]) =>
  json.filter((e) => e.type === "schematic_path") as Path[];

describe("/elements/schematicpath", () => {
  it("points are kept as given and not closed; svgPath numbers are not flipped; each M is its own record; dashes from dashLength/dashGap", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="10mm" height="10mm" routingDisabled>
        <schematicpath points={[{x:-3,y:-2},{x:-1,y:-2},{x:-2,y:-1}]} strokeWidth={0.05} strokeColor="#0000ff" isFilled fillColor="#aaddff" />
        <schematicpath svgPath="M 1 -2 L 3 -2 L 3 -1 M 1 -1.5 L 2 -1.5" dashGap={0.05} />
        <schematicpath points={[{x:0,y:3},{x:1,y:3}]} />
      </board>
    )`);
    const [a, b, c, d] = paths(json);
    assert.deepEqual(a.points, [
      { x: -3, y: -2 },
      { x: -1, y: -2 },
      { x: -2, y: -1 },
    ]);
    assert.equal(a.is_filled, true);
    assert.equal(a.fill_color, "#aaddff");
    assert.equal(a.stroke_color, "#0000ff");
    assert.equal(a.stroke_width, 0.05);
    assert.equal(a.is_dashed, false);
    assert.deepEqual(b.points, [
      { x: 1, y: -2 },
      { x: 3, y: -2 },
      { x: 3, y: -1 },
    ]);
    assert.deepEqual(c.points, [
      { x: 1, y: -1.5 },
      { x: 2, y: -1.5 },
    ]);
    assert.equal(b.is_dashed, true);
    assert.equal(b.dash_gap, 0.05);
    // omitted props are left out of the record
    assert.equal(d.stroke_color, undefined);
    assert.equal(d.stroke_width, undefined);
    assert.equal(d.is_filled, false);
    assert.equal(paths(json).length, 4);
  });

  it("curves are flattened into many points; svgPath wins over points; inside a symbol points are relative to the component", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="10mm" height="10mm" routingDisabled>
        <schematicpath svgPath="M 0 0 C 0.5 1 1 1 1.5 0" points={[{x:5,y:5},{x:6,y:5}]} />
        <chip name="U1" footprint="0805" schX={3} schY={2} symbol={
          <symbol>
            <schematicpath points={[{ x: -0.5, y: 0 }, { x: 0.5, y: 0 }]} />
            <port name="pin1" pinNumber={1} schX={-0.5} schY={0} direction="left" />
            <port name="pin2" pinNumber={2} schX={0.5} schY={0} direction="right" />
          </symbol>
        } />
      </board>
    )`);
    const [curve, inSymbol] = paths(json);
    assert.ok(curve.points.length > 4, `only ${curve.points.length} points`);
    assert.deepEqual(curve.points[0], { x: 0, y: 0 });
    assert.ok(curve.points.every((p) => p.x <= 1.5 + 1e-9));
    assert.deepEqual(inSymbol.points, [
      { x: 2.5, y: 2 },
      { x: 3.5, y: 2 },
    ]);
    assert.equal(paths(json).length, 2);
  });
});
