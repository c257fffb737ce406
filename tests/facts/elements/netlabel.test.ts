import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

const labels = (json: CircuitJsonElement[]) =>
  json.filter((e) => e.type === "schematic_net_label");

const board = (inner: string) =>
  `export default () => (<board width="20mm" height="10mm">${inner}</board>)`;

describe("/elements/netlabel", () => {
  it("default anchorSide: GND gets top, V3_3 gets bottom, no connectsTo gets right", async () => {
    const json = await circuitJsonOf(
      board(`<resistor name="R1" resistance="1k" footprint="0603" />
        <netlabel net="V3_3" connectsTo=".R1 > .pin1" />
        <netlabel net="GND" connectsTo=".R1 > .pin2" />
        <netlabel net="FREE" schX={4} schY={4} />`),
    );
    const side = (name: string) =>
      labels(json).find((l) => l.text === name)?.anchor_side;
    assert.equal(side("GND"), "top");
    assert.equal(side("V3_3"), "bottom");
    assert.equal(side("FREE"), "right");
  });

  it("a label with connectsTo but no net fails with net.undefined", async () => {
    await assert.rejects(
      circuitJsonOf(
        board(`<resistor name="R1" resistance="1k" footprint="0603" />
          <netlabel connectsTo=".R1 > .pin1" schX={2} schY={2} />`),
      ),
      /Could not find net for selector "net\.undefined"/,
    );
  });
});
