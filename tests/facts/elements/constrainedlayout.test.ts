import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  centresByName,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

describe("/elements/constrainedlayout", () => {
  it("the core does not build the element: compiling stops with 'Unsupported component type'", async () => {
    await assert.rejects(
      circuitJsonOf(`export default () => (
        <board width="20mm" height="10mm">
          <constrainedlayout name="L1">
            <resistor name="R1" resistance="1k" footprint="0402" />
          </constrainedlayout>
        </board>
      )`),
      /Unsupported component type "constrainedlayout"\. No element with this name is\s+registered in the @tscircuit\/core catalogue\. Check for typos/,
    );
  });

  it("constraints in a group place R1 at -3 mm and R2 at +3 mm on one row", async () => {
    const json = await circuitJsonOf(`export default () => (
  <board width="20mm" height="10mm">
    <group name="G1">
      <resistor name="R1" resistance="1k" footprint="0402" />
      <resistor name="R2" resistance="1k" footprint="0402" />
      <constraint pcb xDist="6mm" centerToCenter left=".R1" right=".R2" />
      <constraint pcb sameY for={[".R1", ".R2"]} />
    </group>
    <pinheader name="J1" pinCount={2} pcbY={-3} />
    <trace from=".R1 > .pin2" to=".R2 > .pin1" />
    <trace from=".R1 > .pin1" to=".J1 > .pin1" />
    <trace from=".R2 > .pin2" to=".J1 > .pin2" />
  </board>
)`);
    const c = centresByName(json, "pcb_component", 3);
    assert.deepEqual(c.R1, { x: -3, y: 0 });
    assert.deepEqual(c.R2, { x: 3, y: 0 });
    assert.deepEqual(
      json.filter((e) => e.type.endsWith("_error")),
      [],
    );
  });

  it("a constraint in a footprint spreads two centred pads to -2 mm and +2 mm", async () => {
    const json = await circuitJsonOf(`export default () => (
  <board width="16mm" height="12mm">
    <chip
      name="U1"
      pcbY={2}
      footprint={
        <footprint>
          <smtpad portHints={["pin1"]} pcbX={0} pcbY={0} width="1mm" height="1.5mm" shape="rect" />
          <smtpad portHints={["pin2"]} pcbX={0} pcbY={0} width="1mm" height="1.5mm" shape="rect" />
          <constraint pcb xDist="4mm" centerToCenter left=".pin1" right=".pin2" />
        </footprint>
      }
    />
    <pinheader name="J1" pinCount={2} pcbY={-3} schX={3} />
    <trace from=".U1 > .pin1" to=".J1 > .pin1" />
    <trace from=".U1 > .pin2" to=".J1 > .pin2" />
  </board>
)`);
    const pads = json.filter((e) => e.type === "pcb_smtpad");
    assert.deepEqual(
      pads.map((p) => p.x),
      [-2, 2],
    );
    assert.deepEqual(
      json.filter((e) => e.type.endsWith("_error")),
      [],
    );
  });
});
