import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { closeCircuitCompiler } from "../../support/circuit-json";
import { assertNoErrors, board, compiled } from "./_compile";

after(closeCircuitCompiler);

const parts = `
  <resistor name="R1" resistance="1k" footprint="0402" pcbX={-5} pcbY={2} />
  <resistor name="R2" resistance="1k" footprint="0402" pcbX={5} pcbY={2} />
  <pinheader name="J1" pinCount={2} pcbY={-3} />
  <trace name="T1" from=".R1 > .pin1" to=".J1 > .pin1" />
  <trace name="T2" from=".R2 > .pin2" to=".J1 > .pin2" />
  <trace name="T3" from=".R1 > .pin2" to=".R2 > .pin1" />`;
/** Phase 0 routes T2 at a 0.3 mm minimum ("0.3mm"), phase 1 T3; then a reroute phase over a region. */
const circuit = compiled(
  board(
    `${parts}
    <autoroutingphase name="header" phaseIndex={0} connection="T2" minTraceWidth="0.3mm" />
    <autoroutingphase name="link" phaseIndex={1} connections={["T3"]} />
    <autoroutingphase name="fix" phaseIndex={2} reroute region={{ minX: -6, maxX: 6, minY: 0, maxY: 4 }} />`,
    'width="20mm" height="12mm"',
  ),
);

type Point = { route_type: string; x: number; y: number; width?: number };
/** The wire points of the routed copper of the trace named `name`. */
const wires = async (name: string) => {
  const json = await circuit();
  const source = json.find((e) => e.type === "source_trace" && e.name === name);
  assert.ok(source, `source trace ${name}`);
  const points = json
    .filter(
      (e) =>
        e.type === "pcb_trace" && e.source_trace_id === source.source_trace_id,
    )
    .flatMap((t) => t.route as Point[])
    .filter((p) => p.route_type === "wire");
  assert.ok(points.length > 0, `routed copper of ${name}`);
  return points;
};
const widths = async (name: string) =>
  [...new Set((await wires(name)).map((p) => p.width))].sort();

describe("docs/_descriptions/props/autoroutingphase.json", () => {
  it('minTraceWidth: mm ("0.3mm" = 0.3) for this phase\'s trace; the default phase keeps 0.15 mm', async () => {
    assertNoErrors(await circuit());
    assert.ok((await widths("T2")).includes(0.3), String(await widths("T2")));
    assert.deepEqual(await widths("T1"), [0.15]);
  });

  it("region: a rectangle in mm; the reroute phase routes again, at its own 0.15 mm, only the copper inside it", async () => {
    // T2 was routed 0.3 mm wide by phase 0; what the reroute phase redid
    // is 0.15 mm wide and lies within x -6…6, y 0…4 (0.2 mm tolerance).
    const redone = (await wires("T2")).filter((p) => p.width === 0.15);
    assert.ok(redone.length > 0, "some of T2 rerouted");
    for (const p of redone)
      assert.ok(
        p.x >= -6.2 && p.x <= 6.2 && p.y >= -0.2 && p.y <= 4.2,
        `rerouted point (${p.x}, ${p.y}) outside the region`,
      );
    const debug = (await circuit()).find(
      (e) =>
        e.type === "pcb_debug_object" &&
        String(e.label).startsWith("autorouting phase 2 fix"),
    );
    assert.ok(debug, "the reroute phase ran");
  });
});
