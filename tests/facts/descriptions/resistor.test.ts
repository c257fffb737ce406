import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { resistorProps } from "@tscircuit/props";
import {
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";
import { assertNoErrors, board, compiled, ofComponent } from "./_compile";

after(closeCircuitCompiler);

const circuit = compiled(
  board(`
    <resistor name="R1" resistance="4.7k" tolerance="1%" footprint="0402" pcbX={-6} />
    <resistor name="R2" resistance={4700} tolerance={0.01} footprint="0402" pcbX={0} />
    <resistor name="R3" resistance="4.7M" footprint="0402" pcbX={6} />
    <trace from=".R1 > .pin2" to=".R2 > .pin1" />
    <trace from=".R2 > .pin2" to=".R3 > .pin1" />`),
);

describe("docs/_descriptions/props/resistor.json", () => {
  it('resistance: ohms, a number or a string with an SI prefix ("4.7k" = 4700, "4.7M" = 4.7e6)', async () => {
    const json = await circuit();
    assertNoErrors(json);
    assert.equal(ofComponent(json, "R1").resistance, 4700);
    assert.equal(ofComponent(json, "R2").resistance, 4700);
    assert.equal(ofComponent(json, "R3").resistance, 4_700_000);
    assert.equal(ofComponent(json, "R1").display_resistance, "4.7kΩ");
  });

  it('tolerance: "1%" is the fraction 0.01, at most 100%', async () => {
    const parse = (tolerance: unknown) =>
      resistorProps.safeParse({ name: "R1", resistance: 100, tolerance });
    assert.equal(parse("1%").data?.tolerance, 0.01);
    assert.equal(parse(0.01).data?.tolerance, 0.01);
    assert.equal(parse("100%").data?.tolerance, 1);
    assert.equal(parse("150%").success, false);
    const rejected = await circuitJsonOf(
      board(
        `<resistor name="R1" resistance="1k" tolerance="150%" footprint="0402" />`,
      ),
    );
    assert.match(
      String(
        rejected.find(
          (e) => e.type === "source_failed_to_create_component_error",
        )?.message,
      ),
      /Tolerance cannot be greater than 100%/,
    );
  });
});
