import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { closeCircuitCompiler } from "../../support/circuit-json";
import { assertNoErrors, board, compiled, ofComponent } from "./_compile";

after(closeCircuitCompiler);

const circuit = compiled(
  board(`
    <led name="D1" color="red" wavelength="625nm" footprint="0603" pcbX={-4} />
    <resistor name="R1" resistance="330" footprint="0402" pcbX={4} />
    <trace from=".D1 > .cathode" to=".R1 > .pin1" />`),
);

describe("docs/_descriptions/props/led.json", () => {
  it('wavelength: text such as "625nm", recorded on the component', async () => {
    const json = await circuit();
    assertNoErrors(json);
    assert.equal(ofComponent(json, "D1").wave_length, "625nm");
  });
});
