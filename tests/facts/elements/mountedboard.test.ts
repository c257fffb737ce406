import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

describe("/elements/mountedboard", () => {
  it("writes a second pcb_board marked as mounted on the carrier", async () => {
    const json =
      await circuitJsonOf(`export default () => (<board width="30mm" height="16mm">
      <mountedboard name="M1" width="12mm" height="10mm" pcbX={-7}>
        <resistor name="R2" resistance="10k" footprint="0603" pcbY={2} />
        <pinheader name="J2" pinCount={2} pcbY={-2} />
        <trace from=".R2 > .pin1" to=".J2 > .pin1" />
        <trace from=".R2 > .pin2" to=".J2 > .pin2" />
      </mountedboard>
    </board>)`);
    const boards = json.filter((e) => e.type === "pcb_board");
    const mounted = boards.find((b) => b.is_mounted_to_carrier_board);
    const carrier = boards.find((b) => !b.is_mounted_to_carrier_board);
    assert.deepEqual(mounted?.center, { x: -7, y: 0 });
    assert.equal(mounted?.width, 12);
    assert.equal(mounted?.carrier_pcb_board_id, carrier?.pcb_board_id);
    assert.ok(json.some((e) => e.type === "source_group" && e.name === "M1"));
    assert.deepEqual(
      json.filter((e) => e.type.endsWith("_error")),
      [],
    );
  });
  it("parts on the carrier next to it get placement errors", async () => {
    const json =
      await circuitJsonOf(`export default () => (<board width="30mm" height="16mm">
      <mountedboard name="M1" width="12mm" height="10mm" pcbX={-7}><pinheader name="J2" pinCount={2} /></mountedboard>
      <resistor name="R1" resistance="1k" footprint="0603" pcbX={8} pcbY={3} />
      <pinheader name="J1" pinCount={2} pcbX={8} pcbY={-3} />
      <trace from=".R1 > .pin1" to=".J1 > .pin1" />
      <trace from=".R1 > .pin2" to=".J1 > .pin2" />
    </board>)`);
    assert.ok(json.some((e) => e.type === "pcb_placement_error"));
    assert.ok(json.some((e) => e.type === "pcb_autorouting_error"));
  });
  it("pinLabels on the module stops the render", async () => {
    await assert.rejects(
      circuitJsonOf(
        `export default () => (<board width="30mm" height="16mm"><mountedboard name="M1" width="12mm" height="10mm" pinLabels={{ pin1: "A" }}><resistor name="R2" resistance="10k" footprint="0603" /></mountedboard></board>)`,
      ),
      /has no parent source component/,
    );
  });
});
