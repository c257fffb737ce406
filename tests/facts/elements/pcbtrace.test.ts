import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

describe("/elements/pcbtrace", () => {
  it("writes the route as one pcb_trace, adds a 0.2/0.3 mm via per via point, joins end points to pads", async () => {
    const json =
      await circuitJsonOf(`export default () => (<board width="20mm" height="10mm">
      <resistor name="R1" resistance="1k" footprint="0603" pcbX={-5} pcbY={2} />
      <resistor name="R2" resistance="1k" footprint="0603" pcbX={5} pcbY={2} />
      <pcbtrace route={[
        { route_type: "wire", x: -4.175, y: 2, width: 0.5, layer: "top" },
        { route_type: "wire", x: 0, y: 2, width: 0.5, layer: "top" },
        { route_type: "via", x: 0, y: 2, from_layer: "top", to_layer: "bottom" },
        { route_type: "wire", x: 0, y: 2, width: 0.5, layer: "bottom" },
        { route_type: "via", x: 0, y: 2, from_layer: "bottom", to_layer: "top" },
        { route_type: "wire", x: 4.175, y: 2, width: 0.5, layer: "top" },
      ]} />
    </board>)`);
    const traces = json.filter((e) => e.type === "pcb_trace");
    assert.equal(traces.length, 1);
    const route = traces[0].route as Record<string, unknown>[];
    assert.ok(route[0].start_pcb_port_id);
    assert.ok(route[route.length - 1].end_pcb_port_id);
    const vias = json.filter((e) => e.type === "pcb_via");
    assert.equal(vias.length, 2);
    assert.equal(vias[0].hole_diameter, 0.2);
    assert.equal(vias[0].outer_diameter, 0.3);
    assert.equal(json.filter((e) => e.type === "source_trace").length, 0);
  });
  it("short { x, y } points are rejected; a loose end is a pcb_trace_error", async () => {
    const bad = await circuitJsonOf(
      `export default () => (<board width="20mm" height="10mm"><pcbtrace route={[{ x: 0, y: 0 }, { x: 3, y: 0 }]} /></board>)`,
    );
    assert.ok(
      bad.some((e) => e.type === "source_failed_to_create_component_error"),
    );
    const loose =
      await circuitJsonOf(`export default () => (<board width="20mm" height="10mm"><pcbtrace route={[
      { route_type: "wire", x: -6, y: -3, width: 0.3, layer: "top" },
      { route_type: "wire", x: 6, y: -3, width: 0.3, layer: "top" }]} /></board>)`);
    assert.ok(loose.some((e) => e.type === "pcb_trace_error"));
  });
});
