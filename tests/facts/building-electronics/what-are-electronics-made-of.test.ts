import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

const led = (boardProps: string) => `export default () => (
  <board width="16mm" height="10mm"${boardProps}>
    <resistor name="R1" resistance="330" footprint="0603" pcbX={-3} />
    <led name="D1" color="red" footprint="0603" pcbX={3} />
    <trace from=".R1 > .pin1" to="net.V3_3" />
    <trace from=".R1 > .pin2" to=".D1 > .anode" />
    <trace from=".D1 > .cathode" to="net.GND" />
    <pinheader name="J1" pinCount={2} footprint="pinrow2" pcbY={-3}
      connections={{ pin1: "net.V3_3", pin2: "net.GND" }} />
  </board>
)`;

const numLayers = (json: CircuitJsonElement[]): unknown =>
  json.find((e) => e.type === "pcb_board")?.num_layers;

describe("/building-electronics/what-are-electronics-made-of", () => {
  it("a board has two copper layers unless layers is set", async () => {
    const json = await circuitJsonOf(led(""));
    assert.equal(numLayers(json), 2);
    assert.deepEqual(
      json.filter((e) => e.type.endsWith("_error")),
      [],
    );
    assert.equal(numLayers(await circuitJsonOf(led(" layers={4}"))), 4);
  });

  it("a board is 1.4 mm thick unless thickness is set", async () => {
    const thickness = (json: CircuitJsonElement[]): unknown =>
      json.find((e) => e.type === "pcb_board")?.thickness;
    assert.equal(thickness(await circuitJsonOf(led(""))), 1.4);
    assert.equal(
      thickness(await circuitJsonOf(led(' thickness="1.6mm"'))),
      1.6,
    );
  });

  it("330 ohm at 5 % spans about 314 to 347 ohm", () => {
    assert.equal(Math.round(330 * 0.95), 314);
    assert.equal(Math.round(330 * 1.05), 347);
  });
});
