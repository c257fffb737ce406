// Turn a board's Circuit JSON into the autorouter's input (SimpleRouteJson)
// and cut it down to the connections that fail.
import { readFile, writeFile } from "node:fs/promises";
import { pathToFileURL } from "node:url";
import { AutoroutingPipelineSolver } from "@tscircuit/capacity-autorouter";
import {
  getSimpleRouteJsonFromCircuitJson,
  type SimpleRouteJson,
  unrouteCircuitJson,
} from "@tscircuit/core";

type CircuitJson = Parameters<typeof unrouteCircuitJson>[0];

/** The routing problem core hands to the autorouter, without any traces. */
export function extractRouteJson(circuitJson: CircuitJson): SimpleRouteJson {
  const unrouted = unrouteCircuitJson(circuitJson);
  const { simpleRouteJson } = getSimpleRouteJsonFromCircuitJson({
    circuitJson: unrouted,
    minTraceWidth: 0.15,
  });
  return simpleRouteJson;
}

/**
 * Keep only the named connections, and only the obstacles that lie inside
 * the box around their points (grown by `margin` mm on every side).
 */
export function shrinkRouteJson(
  srj: SimpleRouteJson,
  keep: string[],
  margin = 2,
): SimpleRouteJson {
  const connections = srj.connections.filter((c) => keep.includes(c.name));
  const points = connections.flatMap((c) => c.pointsToConnect);
  if (points.length === 0) throw new Error(`no connection named ${keep}`);
  const minX = Math.min(...points.map((p) => p.x)) - margin;
  const maxX = Math.max(...points.map((p) => p.x)) + margin;
  const minY = Math.min(...points.map((p) => p.y)) - margin;
  const maxY = Math.max(...points.map((p) => p.y)) + margin;
  const obstacles = srj.obstacles.filter(
    (o) =>
      o.center.x + o.width / 2 >= minX &&
      o.center.x - o.width / 2 <= maxX &&
      o.center.y + o.height / 2 >= minY &&
      o.center.y - o.height / 2 <= maxY,
  );
  return {
    ...srj,
    connections,
    obstacles,
    bounds: { minX, maxX, minY, maxY },
    traces: undefined,
  };
}

/** Run the autorouter's default pipeline once: does the file still fail? */
export function routeOnce(srj: SimpleRouteJson) {
  type AutorouterInput = ConstructorParameters<
    typeof AutoroutingPipelineSolver
  >[0];
  const solver = new AutoroutingPipelineSolver(
    srj as unknown as AutorouterInput,
  );
  solver.solve();
  return { solved: solver.solved, failed: solver.failed, error: solver.error };
}

// Command line: node extract-route-json.ts board.circuit.json [connection…]
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [file, ...keep] = process.argv.slice(2);
  if (!file)
    throw new Error("usage: extract-route-json <circuit.json> [names]");
  const circuitJson = JSON.parse(await readFile(file, "utf8")) as CircuitJson;
  let srj = extractRouteJson(circuitJson);
  if (keep.length > 0) srj = shrinkRouteJson(srj, keep);
  await writeFile("route.json", `${JSON.stringify(srj, null, 2)}\n`);
  const result = routeOnce(srj);
  console.log(
    `route.json: ${srj.connections.length} connections, ${srj.obstacles.length} obstacles`,
    result.solved ? "(routes)" : `(fails: ${result.error})`,
  );
}
