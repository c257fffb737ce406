import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

interface Placed {
  type: string;
  center: { x: number; y: number };
}

describe("/intro/quickstart-ChatGPT", () => {
  it("schX/schY are schematic units, pcbX/pcbY millimetres: the same numbers, separate spaces", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="20mm" height="20mm">
        <resistor name="R1" resistance="1k" footprint="0603" pcbX={3} pcbY={2} schX={7} schY={-4} />
      </board>)`);
    const sch = json.find(
      (e) => e.type === "schematic_component",
    ) as unknown as Placed;
    const pcb = json.find(
      (e) => e.type === "pcb_component",
    ) as unknown as Placed;
    // schX/schY are stored unconverted in the schematic's own coordinates…
    assert.deepEqual(sch.center, { x: 7, y: -4 });
    // …and do not move the part on the PCB, which follows pcbX/pcbY in mm.
    assert.deepEqual(pcb.center, { x: 3, y: 2 });
  });
});
