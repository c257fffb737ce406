import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { closeCircuitCompiler } from "../../support/circuit-json";
import {
  assertNoErrors,
  board,
  type CircuitJsonElement,
  compiled,
} from "./_compile";

after(closeCircuitCompiler);

const circuit = compiled(
  board(`
    <resistor name="R1" resistance="1k" footprint="0402" pcbX={-5} schX={-4} />
    <resistor name="R2" resistance="1k" footprint="0402" pcbX={5} schX={-4} schY={-3} />
    <resistor name="R3" resistance="1k" footprint="0402" pcbY={4} schX={4} schY={-3} schRotation={90} />
    <netlabel net="GND" connectsTo={[".R1 > .pin1", ".R2 > .pin1"]} />
    <netlabel net="V3_3" connectsTo={[".R1 > .pin2", ".R2 > .pin2"]} />
    <netlabel net="SIG" connectsTo={[".R3 > .pin1"]} schX={4} schY={-1} />
    <trace from=".R3 > .pin1" to=".R1 > .pin2" />
    <trace from=".R3 > .pin2" to=".R1 > .pin1" />
    <netlabel net="A" schX={2} schY={3} />
    <netlabel net="B" schX={2} schY={3} schRotation={90} />`),
);

const label = (json: CircuitJsonElement[], text: string) => {
  const found = json.find(
    (e) => e.type === "schematic_net_label" && e.text === text,
  );
  assert.ok(found, text);
  return found;
};

describe("docs/_descriptions/props/netlabel.json", () => {
  it("schX: schematic units, the x of the label's anchor", async () => {
    const json = await circuit();
    assertNoErrors(json);
    assert.equal((label(json, "A").anchor_position as { x: number }).x, 2);
  });

  it("schY: schematic units, the y of the label's anchor", async () => {
    const json = await circuit();
    assert.equal((label(json, "A").anchor_position as { y: number }).y, 3);
  });

  it("schRotation: accepted, but the label is not turned: same anchor and side as without it", async () => {
    const json = await circuit();
    const a = label(json, "A");
    const b = label(json, "B");
    assert.deepEqual(b.anchor_position, a.anchor_position);
    assert.equal(b.anchor_side, a.anchor_side);
    assert.equal(b.anchor_side, "right");
    assert.equal(b.rotation, undefined);
  });

  it("anchorSide: when omitted, top for ground, bottom for power, else facing the pin; right without a connection", async () => {
    const json = await circuit();
    assert.equal(label(json, "GND").anchor_side, "top");
    assert.equal(label(json, "V3_3").anchor_side, "bottom");
    assert.equal(label(json, "A").anchor_side, "right");
    assert.notEqual(label(json, "SIG").anchor_side, undefined);
  });
});
