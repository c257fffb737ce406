import "../../../plugins/shared/node22-polyfills";
import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

interface Point {
  x: number;
  y: number;
  layer?: string;
}
interface Connection {
  name: string;
  pointsToConnect: Point[];
}
interface Obstacle {
  type: string;
  layers: string[];
  center: Point;
  width: number;
  height: number;
  connectedTo: string[];
}
interface RouteJson {
  layerCount: number;
  minTraceWidth: number;
  connections: Connection[];
  obstacles: Obstacle[];
  bounds: { minX: number; maxX: number; minY: number; maxY: number };
  traces?: unknown[];
}
interface ExtractModule {
  extractRouteJson: (json: unknown) => RouteJson;
  shrinkRouteJson: (
    srj: RouteJson,
    keep: string[],
    margin?: number,
  ) => RouteJson;
  routeOnce: (srj: RouteJson) => {
    solved: boolean;
    failed: boolean;
    error: string | null;
  };
}

const board = `export default () => (
  <board width="20mm" height="12mm">
    <resistor name="R1" resistance="1k" footprint="0603" pcbX={-5} pcbY={0} />
    <led name="D1" footprint="0603" pcbX={5} pcbY={0} />
    <capacitor name="C1" capacitance="100nF" footprint="0603" pcbX={0} pcbY={4} />
    <trace name="LED_FEED" from=".R1 > .pin2" to=".D1 > .anode" />
    <trace name="CAP" from=".R1 > .pin1" to=".C1 > .pin1" />
  </board>
)`;

async function load(): Promise<ExtractModule> {
  return (await import(
    "../../../docs/contributing/_code/extract-route-json"
  )) as unknown as ExtractModule;
}

describe("/contributing/report-autorouter-bugs", () => {
  it("extracts two connections and one obstacle per pad, then shrinks to one", async () => {
    const json = await circuitJsonOf(board);
    const { extractRouteJson, shrinkRouteJson, routeOnce } = await load();
    const srj = extractRouteJson(json);

    // Connections are named after the source_trace ids, in board order.
    assert.deepEqual(
      srj.connections.map((c) => c.name),
      ["source_trace_0", "source_trace_1"],
    );
    const feed = srj.connections[0];
    assert.deepEqual(
      feed?.pointsToConnect.map((p) => [p.x, p.y, p.layer]),
      [
        [-4.175, 0, "top"],
        [4.175, 0, "top"],
      ],
    );
    // Three 0603 parts, two pads each: six rectangular top-layer obstacles.
    assert.equal(srj.obstacles.length, 6);
    for (const o of srj.obstacles) {
      assert.equal(o.type, "rect");
      assert.deepEqual(o.layers, ["top"]);
    }
    // A pad lists the connection it belongs to, so the router may touch it.
    const r1pin2 = srj.obstacles.find(
      (o) => o.center.x === -4.175 && o.center.y === 0,
    );
    assert.ok(r1pin2?.connectedTo.includes("source_trace_0"));
    assert.equal(srj.layerCount, 2);
    assert.equal(srj.minTraceWidth, 0.15);
    assert.deepEqual(srj.bounds, { minX: -10, maxX: 10, minY: -6, maxY: 6 });
    assert.equal(srj.traces, undefined);

    const small = shrinkRouteJson(srj, ["source_trace_0"]);
    assert.equal(small.connections.length, 1);
    // C1's pads sit at y = 4 mm, outside the 2 mm margin, so they go.
    assert.equal(small.obstacles.length, 4);
    assert.deepEqual(small.bounds, {
      minX: -6.175,
      maxX: 6.175,
      minY: -2,
      maxY: 2,
    });

    // This board is easy: the autorouter solves both files.
    assert.deepEqual(routeOnce(srj), {
      solved: true,
      failed: false,
      error: null,
    });
    assert.equal(routeOnce(small).solved, true);
  });
});
