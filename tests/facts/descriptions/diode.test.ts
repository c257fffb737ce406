import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { closeCircuitCompiler } from "../../support/circuit-json";
import { assertNoErrors, board, compiled, ofComponent } from "./_compile";

after(closeCircuitCompiler);

const circuit = compiled(
  board(`
    <diode name="D1" footprint="0603" pinLabels={{ pin1: "A1" }} pcbX={-4} />
    <diode name="D2" footprint="0603" pcbX={4} />
    <trace from=".D1 > .pin2" to=".D2 > .pin1" />`),
);

describe("docs/_descriptions/props/diode.json", () => {
  it("pinLabels: giving it removes the default anode/cathode aliases", async () => {
    const json = await circuit();
    assertNoErrors(json);
    const hints = (name: string) =>
      json
        .filter(
          (e) =>
            e.type === "source_port" &&
            e.source_component_id ===
              ofComponent(json, name).source_component_id,
        )
        .flatMap((p) => p.port_hints as string[]);
    assert.ok(hints("D2").includes("anode"));
    assert.ok(hints("D2").includes("cathode"));
    assert.ok(hints("D1").includes("A1"));
    assert.ok(!hints("D1").includes("anode"));
    assert.ok(!hints("D1").includes("cathode"));
  });
});
