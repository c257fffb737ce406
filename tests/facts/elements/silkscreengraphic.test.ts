import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

type Ring = { vertices: { x: number; y: number }[] };
const ofType = (json: CircuitJsonElement[], type: string) =>
  json.filter((e) => e.type === type);
const dataUrl = (svg: string) =>
  JSON.stringify(`data:image/svg+xml,${encodeURIComponent(svg)}`);
const bounds = (ring: Ring | undefined) => {
  const xs = (ring?.vertices ?? []).map((v) => v.x);
  const ys = (ring?.vertices ?? []).map((v) => v.y);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
};
const badge = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 12 12"><path d="M0 0 H12 V12 H0 Z M3 3 V9 H9 V3 Z M5 5 H7 V7 H5 Z" /></svg>`;

describe("/elements/silkscreengraphic", () => {
  it("maps the viewBox onto width x height mm around pcbX/pcbY; a shape inside a hole is filled again; outlines 1/60 of the size", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="30mm" height="10mm">
        <silkscreengraphic imageUrl={${dataUrl(badge)}} width={6} height={6} pcbX={-5} />
      </board>
    )`);
    const graphics = ofType(json, "pcb_silkscreen_graphic");
    assert.equal(graphics.length, 2);
    const [outer, dot] = graphics.map(
      (g) => g.brep_shape as { outer_ring: Ring; inner_rings: Ring[] },
    );
    assert.deepEqual(bounds(outer?.outer_ring), [-8, -3, -2, 3]);
    assert.ok(
      outer?.inner_rings.some(
        (ring) =>
          JSON.stringify(bounds(ring)) ===
          JSON.stringify([-6.5, -1.5, -3.5, 1.5]),
      ),
    );
    assert.deepEqual(bounds(dot?.outer_ring), [-5.5, -0.5, -4.5, 0.5]);
    assert.equal(graphics[0]?.layer, "top");
    assert.equal(graphics[0]?.shape, "brep");
    const lines = ofType(json, "pcb_silkscreen_path");
    assert.equal(lines.length, 3);
    for (const line of lines) assert.equal(line.stroke_width, 0.1);
  });

  it("keeps the picture upright (SVG y points down, board y up) and goes on the bottom with layer=bottom", async () => {
    const triangle = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M0 0 L10 0 L10 10 Z" /></svg>`;
    const json = await circuitJsonOf(`export default () => (
      <board width="10mm" height="10mm"><silkscreengraphic imageUrl={${dataUrl(triangle)}} width={2} height={2} layer="bottom" /><silkscreengraphic imageUrl={${dataUrl(triangle)}} width={2} height={2} pcbX={3} pcbOffsetX={2} pcbRotation={90} /></board>
    )`);
    const [g] = ofType(json, "pcb_silkscreen_graphic");
    assert.equal(g?.layer, "bottom");
    const vertices = (g?.brep_shape as { outer_ring: Ring }).outer_ring
      .vertices;
    // the SVG's top edge (y = 0) is the board's top edge (y = +1)
    assert.equal(vertices.filter((v) => v.y === 1).length, 2);
    // pcbRotation turns it about its centre (3, 0); pcbOffsetX does not move it
    const [, turned] = ofType(json, "pcb_silkscreen_graphic");
    const ring = (turned?.brep_shape as { outer_ring: Ring }).outer_ring;
    assert.deepEqual(
      bounds(ring).map((n) => Math.round(n * 1e6) / 1e6),
      [2, -1, 4, 1],
    );
    assert.equal(
      ring.vertices.filter((v) => Math.abs(v.x - 2) < 1e-9).length,
      2,
    );
  });

  it("reads only <path>; no viewBox means 1 x 1 units; a PNG prints as a solid rectangle; a JPEG prints nothing", async () => {
    const rectOnly = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect x="0" y="0" width="10" height="10" /></svg>`;
    const noViewBox = `<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0 H1 V1 H0 Z" /></svg>`;
    const png =
      "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
    const json = await circuitJsonOf(`export default () => (
      <board width="40mm" height="10mm">
        <silkscreengraphic imageUrl={${dataUrl(rectOnly)}} width={4} height={4} pcbX={-12} />
        <silkscreengraphic imageUrl={${dataUrl(noViewBox)}} width={4} height={2} pcbX={-4} />
        <silkscreengraphic imageUrl="${png}" width={4} height={2} pcbX={4} />
        <silkscreengraphic imageUrl="data:image/jpeg;base64,AAAA" width={4} height={2} pcbX={12} />
      </board>
    )`);
    const graphics = ofType(json, "pcb_silkscreen_graphic");
    assert.equal(graphics.length, 2);
    const rings = graphics.map((g) =>
      bounds((g.brep_shape as { outer_ring: Ring }).outer_ring),
    );
    assert.deepEqual(rings, [
      [-6, -1, -2, 1],
      [2, -1, 6, 1],
    ]);
    assert.equal(
      graphics[1]?.image_asset &&
        (graphics[1].image_asset as { mimetype: string }).mimetype,
      "image/png",
    );
  });

  it("an inner layer leaves the graphic out with a source_failed_to_create_component_error", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="10mm" height="10mm"><silkscreengraphic imageUrl="data:image/svg+xml,%3Csvg%20viewBox%3D%220%200%201%201%22%3E%3Cpath%20d%3D%22M0%200H1V1Z%22%2F%3E%3C%2Fsvg%3E" width={1} height={1} layer="inner1" /></board>
    )`);
    assert.equal(ofType(json, "pcb_silkscreen_graphic").length, 0);
    assert.equal(
      ofType(json, "source_failed_to_create_component_error").length,
      1,
    );
  });
});
