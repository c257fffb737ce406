import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

describe("/elements/keepout", () => {
  it("defaults to the top layer, takes layers, and top traces change layer to pass under it", async () => {
    const json =
      await circuitJsonOf(`export default () => (<board width="30mm" height="20mm">
      <keepout shape="rect" width={6} height={14} />
      <keepout shape="circle" radius={2} pcbX={10} pcbY={6} layers={["top", "bottom"]} />
      <resistor name="R1" resistance="1k" footprint="0603" pcbX={-8} />
      <resistor name="R2" resistance="1k" footprint="0603" pcbX={8} />
      <trace from=".R1 > .pin2" to=".R2 > .pin1" />
      <trace from=".R1 > .pin1" to=".R2 > .pin2" />
    </board>)`);
    const [rect, circle] = json.filter((e) => e.type === "pcb_keepout");
    assert.deepEqual(rect.layers, ["top"]);
    assert.equal(rect.width, 6);
    assert.deepEqual(circle.layers, ["top", "bottom"]);
    assert.equal(circle.radius, 2);
    assert.deepEqual(
      json.filter((e) => e.type.endsWith("_error")),
      [],
    );
    type P = { route_type: string; x: number; y: number; layer?: string };
    for (const t of json.filter((e) => e.type === "pcb_trace")) {
      const pts = (t.route as P[]).filter(
        (p) => p.route_type === "wire" && p.layer === "top",
      );
      for (const p of pts)
        assert.ok(Math.abs(p.x) >= 3 - 0.2, `top point at x=${p.x}`);
      assert.ok((t.route as P[]).some((p) => p.route_type === "via"));
    }
  });

  it("a single layer prop works", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="30mm" height="20mm" routingDisabled>
        <keepout shape="circle" radius={1} pcbX={10} pcbY={8} layer="bottom" />
      </board>)`);
    const circle = json.find(
      (e) => e.type === "pcb_keepout" && e.shape === "circle",
    );
    assert.deepEqual(circle?.layers, ["bottom"]);
  });
});
