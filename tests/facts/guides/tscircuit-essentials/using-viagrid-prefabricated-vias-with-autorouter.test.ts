import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../../support/circuit-json";

after(closeCircuitCompiler);

const parts = `
  <resistor name="R1" resistance="1k" footprint="0603" pcbX={-7} pcbY={0} />
  <resistor name="R2" resistance="1k" footprint="0603" pcbX={7} pcbY={0} layer="bottom" />
  <trace from=".R1 > .pin2" to=".R2 > .pin1" />
  <trace from=".R1 > .pin1" to=".R2 > .pin2" />`;

const vias = (json: CircuitJsonElement[]) =>
  json.filter((e) => e.type === "pcb_via");
const errorsOf = (json: CircuitJsonElement[]) =>
  json.filter((e) => e.type.endsWith("_error"));
const at = (v: CircuitJsonElement) => `${v.x},${v.y}`;

describe("/guides/tscircuit-essentials/using-viagrid-prefabricated-vias-with-autorouter", () => {
  it("laser_prefab changes layers at two grid vias but writes its own 0.3 mm vias there, reported as clearance and contact errors", async () => {
    const json =
      await circuitJsonOf(`const viaSpots = [-3, 0, 3].flatMap((x) => [-2, 2].map((y) => ({ x, y })))
      export default () => (
        <board width="20mm" height="10mm" autorouter="laser_prefab" defaultTraceWidth="0.1mm" minTraceWidth="0.08mm">
          ${parts}
          {viaSpots.map(({ x, y }, i) => (
            <via key={i} name={\`PV\${i + 1}\`} fromLayer="top" toLayer="bottom" outerDiameter="0.42mm"
              holeDiameter="0.18mm" netIsAssignable pcbX={x} pcbY={y} />
          ))}
        </board>
      )`);
    const grid = vias(json).filter((v) => v.net_is_assignable === true);
    assert.deepEqual(grid.map(at).sort(), [
      "-3,-2",
      "-3,2",
      "0,-2",
      "0,2",
      "3,-2",
      "3,2",
    ]);
    assert.ok(
      grid.every((v) => v.outer_diameter === 0.42 && v.hole_diameter === 0.18),
    );
    assert.ok(
      grid.every((v) => v.net_assigned !== true),
      "grid vias stay unassigned",
    );
    const routerVias = vias(json).filter((v) => v.net_is_assignable !== true);
    assert.deepEqual(routerVias.map(at).sort(), ["0,2", "3,2"]);
    assert.ok(
      routerVias.every(
        (v) =>
          v.outer_diameter === 0.3 && v.hole_diameter === 0.2 && v.pcb_trace_id,
      ),
    );
    const errors = errorsOf(json);
    assert.deepEqual([...new Set(errors.map((e) => e.type))].sort(), [
      "pcb_trace_error",
      "pcb_via_clearance_error",
    ]);
    assert.ok(
      errors
        .filter((e) => e.type === "pcb_via_clearance_error")
        .every((e) => /too close together/.test(String(e.message))),
    );
    assert.ok(
      errors
        .filter((e) => e.type === "pcb_trace_error")
        .every((e) => /accidental contact/.test(String(e.message))),
    );
  });

  it("without a grid the default autorouter drills two 0.3 mm vias and reports no error", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="20mm" height="10mm" defaultTraceWidth="0.1mm" minTraceWidth="0.08mm">${parts}</board>
    )`);
    assert.deepEqual(errorsOf(json), []);
    assert.equal(vias(json).length, 2);
    assert.ok(
      vias(json).every(
        (v) => v.outer_diameter === 0.3 && v.hole_diameter === 0.2,
      ),
    );
  });
});
