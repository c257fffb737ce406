import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { closeCircuitCompiler } from "../../support/circuit-json";
import {
  assertNoErrors,
  type CircuitJsonElement,
  compiled,
  r3,
} from "./_compile";

after(closeCircuitCompiler);

/*
 * One 4-layer board, one GND pour per layer:
 * - top: defaults, but traceMargin 0.6 mm and thermal reliefs;
 * - bottom: clearance 0.5, boardEdgeMargin 1, padMargin 0.8, cutoutMargin 0.3,
 *   no solder mask;
 * - inner1: an outline 16 × 10 mm;
 * - inner2: clearance 0.4 only.
 * J1/J2 carry net V on their square pin-1 pads (a top trace joins them);
 * R1/R2 on the bottom carry another net on pin 1 (a trace leaving on the
 * bottom). A 2 × 1 mm rectangular cutout sits near the top edge.
 */
const circuit = compiled(`export default () => (
<board width="24mm" height="16mm" layers={4}>
  <pinheader name="J1" pinCount={2} pinLabels={["V", "GND"]} pcbX={-6} pcbY={2} />
  <pinheader name="J2" pinCount={2} pinLabels={["V", "GND"]} pcbX={6} pcbY={2} />
  <trace from=".J1 > .V" to=".J2 > .V" />
  <trace from=".J1 > .GND" to="net.GND" />
  <trace from=".J2 > .GND" to="net.GND" />
  <resistor name="R1" resistance="1k" footprint="0603" layer="bottom" pcbX={-5} pcbY={-4} />
  <resistor name="R2" resistance="1k" footprint="0603" layer="bottom" pcbX={5} pcbY={-4} />
  <trace from=".R1 > .pin1" to=".R2 > .pin1" />
  <trace from=".R1 > .pin2" to="net.GND" />
  <trace from=".R2 > .pin2" to="net.GND" />
  <cutout shape="rect" width={2} height={1} pcbX={0} pcbY={5.5} />
  <copperpour connectsTo="net.GND" layer="top" traceMargin="0.6mm" useThermalReliefs />
  <copperpour connectsTo="net.GND" layer="bottom" clearance="0.5mm" boardEdgeMargin={1} padMargin={0.8} cutoutMargin={0.3} coveredWithSolderMask={false} />
  <copperpour connectsTo="net.GND" layer="inner1" outline={[{ x: -8, y: -5 }, { x: 8, y: -5 }, { x: 8, y: 5 }, { x: -8, y: 5 }]} />
  <copperpour connectsTo="net.GND" layer="inner2" clearance={0.4} />
</board>)`);

interface Point {
  x: number;
  y: number;
}
interface Ring {
  vertices: Point[];
}
interface Brep {
  outer_ring: Ring;
  inner_rings: Ring[];
}

const pour = async (layer: string) => {
  const found = (await circuit()).filter(
    (e) => e.type === "pcb_copper_pour" && e.layer === layer,
  );
  assert.equal(found.length, 1, `one pour on ${layer}`);
  return found[0] as CircuitJsonElement;
};
const brep = async (layer: string) => (await pour(layer)).brep_shape as Brep;
/** Every corner of the pour's outline and of its holes. */
const vertices = async (layer: string) => {
  const b = await brep(layer);
  return [b.outer_ring, ...b.inner_rings].flatMap((r) => r.vertices);
};

/** The pour's outer outline as [minX, maxX, minY, maxY]. */
const extent = async (layer: string) => {
  const vs = (await brep(layer)).outer_ring.vertices;
  const xs = vs.map((v) => v.x);
  const ys = vs.map((v) => v.y);
  return [
    Math.min(...xs),
    Math.max(...xs),
    Math.min(...ys),
    Math.max(...ys),
  ].map(r3);
};

/** The gap between the pour and the board edge (24 × 16 mm, centred). */
const edgeGap = async (layer: string) => {
  const [minX, maxX, minY, maxY] = await extent(layer);
  return r3(Math.min(12 + minX, 12 - maxX, 8 + minY, 8 - maxY));
};

/**
 * The gap between the pour and an axis-aligned rectangle (a square pad or the
 * cutout): the pour's clearance around a rectangle is a larger rectangle, so
 * the nearest pour corner is `gap` away along X or Y.
 */
const rectGap = async (
  layer: string,
  r: { x: number; y: number; width: number; height: number },
) =>
  r3(
    Math.min(
      ...(await vertices(layer)).map((v) =>
        Math.max(
          Math.abs(v.x - r.x) - r.width / 2,
          Math.abs(v.y - r.y) - r.height / 2,
        ),
      ),
    ),
  );

/** Distance from a point to the segment a–b. */
const toSegment = (p: Point, a: Point, b: Point) => {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const t = Math.max(
    0,
    Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy)),
  );
  return Math.hypot(p.x - a.x - t * dx, p.y - a.y - t * dy);
};

/**
 * The gap between the pour on `layer` and the trace that starts at the pcb
 * port `fromPortId`, measured at the trace's longest straight run there.
 */
const traceGap = async (layer: string, fromPortId: string) => {
  const json = await circuit();
  const segments: [Point, Point, number][] = [];
  for (const t of json.filter((e) => e.type === "pcb_trace")) {
    const route = t.route as (Point & {
      route_type: string;
      layer?: string;
      width?: number;
      start_pcb_port_id?: string;
    })[];
    if (route[0]?.start_pcb_port_id !== fromPortId) continue;
    for (let i = 1; i < route.length; i++) {
      const a = route[i - 1];
      const b = route[i];
      if (
        a &&
        b &&
        a.route_type === "wire" &&
        b.route_type === "wire" &&
        a.layer === layer &&
        b.layer === layer
      )
        segments.push([a, b, Number(a.width)]);
    }
  }
  const [a, b, width] = segments.sort(
    (s, t) =>
      Math.hypot(t[1].x - t[0].x, t[1].y - t[0].y) -
      Math.hypot(s[1].x - s[0].x, s[1].y - s[0].y),
  )[0] as [Point, Point, number];
  const vs = await vertices(layer);
  return Math.min(...vs.map((v) => toSegment(v, a, b))) - width / 2;
};

/** The pcb_port id of a component's pin. */
const portOf = async (component: string, pin: string) => {
  const json = await circuit();
  const source = json.find(
    (e) => e.type === "source_component" && e.name === component,
  );
  const port = json.find(
    (e) =>
      e.type === "source_port" &&
      e.source_component_id === source?.source_component_id &&
      (e.name === pin || (e.port_hints as string[] | undefined)?.includes(pin)),
  );
  const pcbPort = json.find(
    (e) => e.type === "pcb_port" && e.source_port_id === port?.source_port_id,
  );
  assert.ok(pcbPort, `${component}.${pin}`);
  return pcbPort as CircuitJsonElement;
};

/** J1's square pin-1 pad (net V), 1.5 mm wide, on every layer. */
const j1Pad = async () => {
  const p = await portOf("J1", "pin1");
  return { x: Number(p.x), y: Number(p.y), width: 1.5, height: 1.5 };
};
const cutout = { x: 0, y: 5.5, width: 2, height: 1 };

describe("docs/_descriptions/props/copperpour.json", () => {
  it("clearance: 0.2 mm when omitted, and the default of the board-edge, pad and cutout margins", async () => {
    assertNoErrors(await circuit());
    assert.equal(await edgeGap("top"), 0.2);
    assert.equal(await rectGap("top", await j1Pad()), 0.2);
    assert.equal(await rectGap("top", cutout), 0.2);
    // clearance={0.4} alone moves them all
    assert.equal(await edgeGap("inner2"), 0.4);
    assert.equal(await rectGap("inner2", await j1Pad()), 0.4);
    assert.equal(await rectGap("inner2", cutout), 0.4);
  });

  it("padMargin: mm between the pour and another net's pad; falls back to clearance", async () => {
    assert.equal(await rectGap("bottom", await j1Pad()), 0.8);
    const r1 = await portOf("R1", "pin1");
    const r1Pad = (await circuit()).find(
      (e) => e.type === "pcb_smtpad" && e.pcb_port_id === r1.pcb_port_id,
    ) as CircuitJsonElement;
    assert.equal(
      await rectGap("bottom", {
        x: Number(r1Pad.x),
        y: Number(r1Pad.y),
        width: Number(r1Pad.width),
        height: Number(r1Pad.height),
      }),
      0.8,
    );
    assert.equal(await rectGap("inner2", await j1Pad()), 0.4);
  });

  it('traceMargin: mm ("0.6mm" = 0.6) between the pour and another net\'s trace; falls back to clearance', async () => {
    const v = await portOf("J1", "pin1");
    assert.ok(
      Math.abs((await traceGap("top", String(v.pcb_port_id))) - 0.6) < 0.01,
    );
    const w = await portOf("R1", "pin1");
    assert.ok(
      Math.abs((await traceGap("bottom", String(w.pcb_port_id))) - 0.5) < 0.01,
    );
  });

  it("boardEdgeMargin: mm between the pour and the board edge; falls back to clearance", async () => {
    assert.equal(await edgeGap("bottom"), 1);
    assert.equal(await edgeGap("inner2"), 0.4);
  });

  it("cutoutMargin: mm between the pour and a cutout; falls back to clearance", async () => {
    assert.equal(await rectGap("bottom", cutout), 0.3);
    assert.equal(await rectGap("inner2", cutout), 0.4);
  });

  it("useThermalReliefs: own-net pads are joined by 0.3 mm spokes; without it they sit in solid copper", async () => {
    const gnd = await portOf("J1", "pin2");
    const c = { x: Number(gnd.x), y: Number(gnd.y) };
    /** Corners of the holes cut around J1's GND pad. */
    const around = async (layer: string) =>
      (await brep(layer)).inner_rings
        .filter((r) =>
          r.vertices.every((v) => Math.hypot(v.x - c.x, v.y - c.y) < 1.6),
        )
        .flatMap((r) => r.vertices);
    const relief = await around("top");
    assert.ok(relief.length > 0);
    // the gaps stop 0.15 mm either side of the pad's centre lines: 0.3 mm spokes
    assert.equal(r3(Math.min(...relief.map((v) => Math.abs(v.x - c.x)))), 0.15);
    assert.equal(r3(Math.min(...relief.map((v) => Math.abs(v.y - c.y)))), 0.15);
    assert.deepEqual(await around("bottom"), []);
  });

  it("outline: bounds the pour (kept 0.2 mm inside it by the default margin); the board outline when omitted", async () => {
    assert.deepEqual(await extent("inner1"), [-7.8, 7.8, -4.8, 4.8]);
    assert.deepEqual(await extent("top"), [-11.8, 11.8, -7.8, 7.8]);
  });

  it("coveredWithSolderMask: true when omitted", async () => {
    assert.equal((await pour("top")).covered_with_solder_mask, true);
    assert.equal((await pour("bottom")).covered_with_solder_mask, false);
  });
});
