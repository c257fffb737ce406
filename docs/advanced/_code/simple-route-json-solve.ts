import { AutoroutingPipelineSolver } from "@tscircuit/capacity-autorouter";
import { simpleRouteJson } from "./simple-route-json-example";

const solver = new AutoroutingPipelineSolver(simpleRouteJson);
solver.solve(); // runs every step synchronously

if (solver.failed) throw new Error(`Routing failed: ${solver.error}`);

// The output is the same SimpleRouteJson with a `traces` array added.
export const traces = solver.getOutputSimpleRouteJson().traces ?? [];

for (const trace of traces) {
  const wires = trace.route.filter((p) => p.route_type === "wire");
  const vias = trace.route.filter((p) => p.route_type === "via");
  console.log(
    `${trace.connection_name}: ${wires.length} wire points, ${vias.length} vias`,
  );
}

export const solved = solver.solved;
