import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { after, describe, it } from "node:test";
import { findExamples } from "../../../plugins/circuit-previews/scan";
import { loadPropsTable } from "../../../plugins/props-tables/table";
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

/** Our description of one prop in an element's props table. */
function rowText(element: string, prop: string): string {
  const { table } = loadPropsTable(element);
  const row = [...table.own, ...table.inherited.flatMap((g) => g.props)].find(
    (r) => r.name === prop,
  );
  assert.ok(row, `<${element}> has ${prop}`);
  return row.description ?? "";
}

describe("/footprints/silkscreenpath", () => {
  it("the corner brackets of the page frame 10.4 × 8.4 mm along the middle of their lines", async () => {
    const page = readFileSync("docs/footprints/silkscreenpath.mdx", "utf8");
    const example = findExamples(page, "silkscreenpath.mdx").find((e) =>
      e.code.includes("const Module"),
    );
    assert.ok(example, "the corner bracket example is on the page");
    const json = await circuitJsonOf(example.code);
    const points = pathsOf(json).flatMap((path) => path.route);
    assert.equal(pathsOf(json).length, 4);
    const xs = points.map((p) => p.x);
    const ys = points.map((p) => p.y);
    const width = Math.max(...xs) - Math.min(...xs);
    const height = Math.max(...ys) - Math.min(...ys);
    assert.ok(Math.abs(width - 10.4) < 1e-6, `width ${width}`);
    assert.ok(Math.abs(height - 8.4) < 1e-6, `height ${height}`);
  });

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

  it("a component on the bottom layer moves its paths to the bottom silkscreen, mirrored left to right", async () => {
    const json = await circuitJsonOf(`
export default () => (
  <board width="20mm" height="12mm">
    <chip name="U1" layer="bottom" pcbX={3} footprint={<footprint>
      <smtpad shape="rect" width="1mm" height="1mm" portHints={["pin1"]} />
      <silkscreenpath route={[{ x: 1, y: 0 }, { x: 2, y: 1 }]} />
    </footprint>} />
  </board>
)`);
    const [path] = pathsOf(json);
    assert.equal(path.layer, "bottom");
    // x = 1 and x = 2 from the origin at x = 3 land at 3 - 1 and 3 - 2
    assert.deepEqual(rounded(path.route), [
      [2, 0],
      [1, 1],
    ]);
  });

  it("the position rows of the table say the core does not read them", () => {
    assert.match(
      rowText("silkscreenpath", "pcbPositionAnchor"),
      /^(No effect in core|Not read by the core) \d+\.\d+\.\d+/,
    );
    assert.match(
      rowText("silkscreenpath", "pcbPositionMode"),
      /^(No effect in core|Not read by the core) \d+\.\d+\.\d+/,
    );
  });
});
