import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

describe("/elements/tracehint", () => {
  it("writes a pcb_trace_hint in board mm and the routed trace passes through the point", async () => {
    const json =
      await circuitJsonOf(`export default () => (<board width="20mm" height="12mm">
      <resistor name="R1" resistance="1k" footprint="0603" pcbX={-5} />
      <resistor name="R2" resistance="1k" footprint="0603" pcbX={5} />
      <trace from=".R1 > .pin2" to=".R2 > .pin1" />
      <trace from=".R1 > .pin1" to=".R2 > .pin2" />
      <tracehint for=".R1 > .pin2" offset={{ x: 0, y: 4 }} />
    </board>)`);
    const [hint] = json.filter((e) => e.type === "pcb_trace_hint");
    assert.deepEqual(
      (hint.route as { x: number; y: number }[]).map((p) => [p.x, p.y]),
      [[0, 4]],
    );
    type P = { x: number; y: number };
    const through = json
      .filter((e) => e.type === "pcb_trace")
      .filter((t) => (t.route as P[]).some((p) => p.x === 0 && p.y === 4));
    assert.equal(through.length, 2);
  });
});
