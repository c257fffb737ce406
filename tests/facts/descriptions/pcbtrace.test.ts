import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { closeCircuitCompiler } from "../../support/circuit-json";
import { assertNoErrors, board, compiled } from "./_compile";

after(closeCircuitCompiler);

const route = [
  { route_type: "wire", x: -4.175, y: 2, width: 0.5, layer: "top" },
  { route_type: "wire", x: 4.175, y: 2, width: 0.5, layer: "top" },
];
/** A strap between the pads of R1 and R2, whose centres are 10 mm apart. */
const circuit = compiled(
  board(
    `<resistor name="R1" resistance="1k" footprint="0603" pcbX={-5} pcbY={2} />
    <resistor name="R2" resistance="1k" footprint="0603" pcbX={5} pcbY={2} />
    <pinheader name="J1" pinCount={2} pcbY={-3} />
    <trace from=".R1 > .pin1" to=".J1 > .pin1" />
    <trace from=".R2 > .pin2" to=".J1 > .pin2" />
    <pcbtrace route={${JSON.stringify(route)}} />`,
    'width="20mm" height="10mm"',
  ),
);

describe("docs/_descriptions/props/pcbtrace.json", () => {
  it("route: complete route points in mm, copied into the pcb_trace, ending on pad centres", async () => {
    const json = await circuit();
    assertNoErrors(json);
    const strap = json.find(
      (e) =>
        e.type === "pcb_trace" &&
        (e.route as { x: number }[]).some((p) => p.x === -4.175),
    );
    assert.ok(strap, "the strap's pcb_trace");
    assert.deepEqual(
      (strap.route as Record<string, unknown>[]).map(
        ({ route_type, x, y, width, layer }) => ({
          route_type,
          x,
          y,
          width,
          layer,
        }),
      ),
      route,
    );
    const pads = json
      .filter((e) => e.type === "pcb_smtpad")
      .map((p) => `${p.x},${p.y}`);
    assert.ok(
      pads.includes("-4.175,2") && pads.includes("4.175,2"),
      pads.join(" "),
    );
  });
});
