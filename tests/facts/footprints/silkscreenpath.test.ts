import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

interface Path extends CircuitJsonElement {
  layer: string;
  route: { x: number; y: number }[];
  stroke_width: number;
}

const pathsOf = (json: CircuitJsonElement[]): Path[] =>
  json.filter((e): e is Path => e.type === "pcb_silkscreen_path");

const rounded = (route: { x: number; y: number }[]) =>
  route.map((p) => [Math.round(p.x * 1e6) / 1e6, Math.round(p.y * 1e6) / 1e6]);

describe("/footprints/silkscreenpath", () => {
  it("keeps the points in order, does not close the path, and defaults to a 0.1 mm stroke", async () => {
    const json = await circuitJsonOf(`
export default () => (
  <board width="24mm" height="10mm">
    <silkscreenpath route={[{ x: -9, y: 0 }, { x: -3, y: 0 }, { x: -4.5, y: 1.2 }]} />
  </board>
)`);
    const [path] = pathsOf(json);
    assert.equal(path.stroke_width, 0.1);
    assert.equal(path.layer, "top");
    assert.deepEqual(rounded(path.route), [
      [-9, 0],
      [-3, 0],
      [-4.5, 1.2],
    ]);
  });

  it("points are relative to the component and turn with it; pcbX is not a prop of the path", async () => {
    const json = await circuitJsonOf(`
export default () => (
  <board width="20mm" height="20mm">
    <chip name="U1" pcbX={5} pcbY={3} pcbRotation={90} footprint={<footprint>
      <smtpad shape="rect" width="1mm" height="1mm" portHints={["pin1"]} />
      <silkscreenpath route={[{ x: -1, y: 3 }, { x: 1, y: 3 }]} strokeWidth="0.25mm" layer="bottom" pcbX={2} />
    </footprint>} />
  </board>
)`);
    const [path] = pathsOf(json);
    assert.equal(path.layer, "bottom");
    assert.equal(path.stroke_width, 0.25);
    // (-1, 3) and (1, 3) turned 90° ccw are (-3, -1) and (-3, 1), plus the origin (5, 3); pcbX={2} changes nothing.
    assert.deepEqual(rounded(path.route), [
      [2, 2],
      [2, 4],
    ]);
  });
});
