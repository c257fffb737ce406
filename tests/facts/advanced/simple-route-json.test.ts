import "../../../plugins/shared/node22-polyfills";
import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  AutoroutingPipelineSolver,
  type SimplifiedPcbTrace,
} from "@tscircuit/capacity-autorouter";
import {
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

type RoutePoint = SimplifiedPcbTrace["route"][number];

after(closeCircuitCompiler);

describe("/advanced/simple-route-json", () => {
  it("the example solves: one trace per connection, 0.15 mm wide, on top, no vias", async () => {
    const { simpleRouteJson } = await import(
      "../../../docs/advanced/_code/simple-route-json-example"
    );
    const solver = new AutoroutingPipelineSolver(simpleRouteJson);
    solver.solve();
    assert.equal(solver.failed, false, solver.error ?? "");
    assert.equal(solver.solved, true);

    const output = solver.getOutputSimpleRouteJson();
    const traces = output.traces ?? [];
    // the output is the input plus `traces`
    assert.equal(output.connections.length, simpleRouteJson.connections.length);
    for (const connection of simpleRouteJson.connections) {
      const mine = traces.filter((t) => t.connection_name === connection.name);
      assert.ok(mine.length >= 1, `no trace for ${connection.name}`);
      for (const trace of mine) {
        assert.equal(trace.type, "pcb_trace");
        assert.ok(trace.pcb_trace_id.startsWith(`${connection.name}_`));
        // connectsTo lists the pointIds of the connection
        assert.deepEqual(
          [...(trace.connectsTo ?? [])].sort(),
          connection.pointsToConnect.map((p) => p.pointId).sort(),
        );
      }
      // first and last route points are the connection's points
      const route: RoutePoint[] = mine.flatMap((t) => t.route);
      const ends = [route[0], route[route.length - 1]].map((p) =>
        "x" in p ? `${p.x},${p.y}` : "",
      );
      const wanted = connection.pointsToConnect.map((p) => `${p.x},${p.y}`);
      assert.deepEqual([...ends].sort(), [...wanted].sort());
    }
    const points = traces.flatMap((t) => t.route);
    assert.ok(
      points.every((p) => p.route_type === "wire"),
      "no vias",
    );
    for (const p of points) {
      if (p.route_type !== "wire") continue;
      assert.equal(p.width, simpleRouteJson.minTraceWidth);
      assert.equal(p.width, 0.15);
      assert.equal(p.layer, "top");
    }
  });

  it("solve sample exports the traces and logs them", async () => {
    const { traces, solved } = await import(
      "../../../docs/advanced/_code/simple-route-json-solve"
    );
    assert.equal(solved, true);
    assert.deepEqual(traces.map((t) => t.connection_name).sort(), [
      "GND",
      "SIG",
    ]);
  });

  it("core names connections after source traces and nets, mm units, 2 layers", async () => {
    const { getSimpleRouteJsonFromCircuitJson, unrouteCircuitJson } =
      await import("@tscircuit/core");
    const json = await circuitJsonOf(`export default () => (
      <board width="12mm" height="8mm">
        <resistor name="R1" resistance="1k" footprint="0402" pcbX={-3} />
        <capacitor name="C1" capacitance="100nF" footprint="0402" pcbX={3} />
        <trace from=".R1 > .pin2" to=".C1 > .pin1" />
        <trace from=".R1 > .pin1" to="net.GND" />
        <trace from=".C1 > .pin2" to="net.GND" />
      </board>
    )`);
    const circuitJson = unrouteCircuitJson(
      json as Parameters<typeof unrouteCircuitJson>[0],
    );
    const { simpleRouteJson } = getSimpleRouteJsonFromCircuitJson({
      circuitJson,
      minTraceWidth: 0.15,
    });
    assert.deepEqual(simpleRouteJson.bounds, {
      minX: -6,
      maxX: 6,
      minY: -4,
      maxY: 4,
    });
    assert.equal(simpleRouteJson.layerCount, 2);
    assert.equal(simpleRouteJson.obstacles.length, 4);
    assert.ok(simpleRouteJson.obstacles.every((o) => o.type === "rect"));
    const names = simpleRouteJson.connections.map((c) => c.name).sort();
    assert.deepEqual(names, ["source_net_0", "source_trace_0"]);
    const direct = simpleRouteJson.connections.find(
      (c) => c.name === "source_trace_0",
    );
    const first = direct?.pointsToConnect[0] as
      | { layer?: string; port_selector?: string }
      | undefined;
    assert.equal(first?.layer, "top");
    assert.equal(first?.port_selector, "R1.pin2");
    // a pad obstacle lists the connection that may touch it
    const pad = simpleRouteJson.obstacles.find(
      (o) =>
        o.circuitJsonMetadata?.source_component_name === "R1" &&
        o.circuitJsonMetadata.source_port_name === "pin2",
    );
    assert.ok(pad?.connectedTo.includes("source_trace_0"));
  });
});
