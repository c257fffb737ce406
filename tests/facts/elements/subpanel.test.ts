import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

const tiny = (name: string) =>
  `<board width="10mm" height="8mm" name="${name}"><resistor name="R1" resistance="1k" footprint="0603" pcbY={1.5} /><pinheader name="J1" pinCount={2} pcbY={-2} /><trace from=".R1 > .pin1" to=".J1 > .pin1" /><trace from=".R1 > .pin2" to=".J1 > .pin2" /></board>`;

describe("/elements/subpanel", () => {
  it("is a pcb_group inside the panel (one pcb_panel in all); its tabs are cutouts and holes", async () => {
    const json = await circuitJsonOf(
      `export default () => (<panel layoutMode="grid" row={1} col={2}><subpanel layoutMode="grid" row={2} col={1} panelizationMethod="tab-routing">${tiny("A1")}${tiny("A2")}</subpanel><subpanel layoutMode="grid" row={2} col={1} panelizationMethod="tab-routing">${tiny("B1")}${tiny("B2")}</subpanel></panel>)`,
    );
    assert.equal(json.filter((e) => e.type === "pcb_panel").length, 1);
    assert.equal(json.filter((e) => e.type === "pcb_board").length, 4);
    assert.ok(json.filter((e) => e.type === "pcb_group").length >= 2);
    assert.ok(json.some((e) => e.type === "pcb_cutout"));
    assert.ok(json.some((e) => e.type === "pcb_hole"));
    assert.deepEqual(
      json.filter((e) => e.type.endsWith("_error")),
      [],
    );
  });
});
