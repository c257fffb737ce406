import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

const tiny = (name: string) =>
  `<board width="12mm" height="8mm" name="${name}"><resistor name="R1" resistance="1k" footprint="0603" pcbY={1.5} /><pinheader name="J1" pinCount={2} pcbY={-2} /><trace from=".R1 > .pin1" to=".J1 > .pin1" /><trace from=".R1 > .pin2" to=".J1 > .pin2" /></board>`;
describe("/elements/panel", () => {
  it("grid: boards 2 mm apart, panel = grid + 5 mm padding, 1.6 mm thick; tabs are cutouts, mouse bites holes", async () => {
    const json = await circuitJsonOf(
      `export default () => (<panel layoutMode="grid" panelizationMethod="tab-routing">${tiny("A")}${tiny("B")}</panel>)`,
    );
    const [panel] = json.filter((e) => e.type === "pcb_panel");
    assert.equal(panel.width, 36);
    assert.equal(panel.height, 18);
    assert.equal(panel.thickness, 1.6);
    assert.equal(panel.covered_with_solder_mask, true);
    const xs = json
      .filter((e) => e.type === "pcb_board")
      .map((b) => (b.center as { x: number }).x);
    assert.deepEqual(xs, [-7, 7]);
    assert.ok(json.filter((e) => e.type === "pcb_cutout").length > 0);
    const holes = json.filter((e) => e.type === "pcb_hole");
    // one tab per board edge, two mouse-bite holes per tab; 8 mm boards cap the 2 mm slot to 0.8 mm
    assert.equal(holes.length, 16);
    for (const hole of holes)
      assert.ok(Math.abs(Number(hole.hole_diameter) - 0.36) < 1e-9);
  });
  it("without a grid, two unplaced boards are a pcb_placement_error", async () => {
    const json = await circuitJsonOf(
      `export default () => (<panel>${tiny("A")}${tiny("B")}</panel>)`,
    );
    assert.ok(json.some((e) => e.type === "pcb_placement_error"));
  });
});
