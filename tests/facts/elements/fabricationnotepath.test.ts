import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

const paths = (json: CircuitJsonElement[]) =>
  json.filter((e) => e.type === "pcb_fabrication_note_path");
const pads = `<smtpad portHints={["1"]} shape="rect" width={1} height={1.2} pcbX={-1.5} /><smtpad portHints={["2"]} shape="rect" width={1} height={1.2} pcbX={1.5} />`;

describe("/elements/fabricationnotepath", () => {
  it("route in mm, 0.1 mm line, top layer; fill, stroke and colour only when set", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="30mm" height="20mm">
        <fabricationnotepath route={[{ x: -5, y: 0 }, { x: 0, y: 3 }, { x: 5, y: 0 }]} />
        <fabricationnotepath route={[{ x: -5, y: -5 }, { x: 0, y: -2 }, { x: 5, y: -5 }]} isFilled hasStroke={false} color="#ff8800" strokeWidth={0.3} layer="bottom" />
      </board>
    )`);
    const [plain, filled] = paths(json);
    assert.deepEqual(plain?.route, [
      { x: -5, y: 0 },
      { x: 0, y: 3 },
      { x: 5, y: 0 },
    ]);
    assert.equal(plain?.stroke_width, 0.1);
    assert.equal(plain?.layer, "top");
    // unset, so they are left out of the circuit JSON file
    for (const key of ["is_filled", "has_stroke", "color"])
      assert.equal(plain?.[key], undefined);
    assert.equal(filled?.is_filled, true);
    assert.equal(filled?.has_stroke, false);
    assert.equal(filled?.color, "#ff8800");
    assert.equal(filled?.stroke_width, 0.3);
    assert.equal(filled?.layer, "bottom");
  });

  it("points turn with a rotated part and go to the bottom with a bottom part; an inner layer stops the board", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="30mm" height="20mm">
        <chip name="U1" pcbX={8} pcbRotation={90} footprint={<footprint>${pads}<fabricationnotepath route={[{ x: -2, y: 1 }, { x: 2, y: 1 }]} /></footprint>} />
        <chip name="U2" pcbX={-8} layer="bottom" footprint={<footprint>${pads}<fabricationnotepath route={[{ x: -2, y: 1 }, { x: 2, y: 1 }]} /></footprint>} />
      </board>
    )`);
    const [rotated, bottom] = paths(json);
    assert.deepEqual(rotated?.route, [
      { x: 7, y: -2 },
      { x: 7, y: 2 },
    ]);
    assert.equal(bottom?.layer, "bottom");
    await assert.rejects(
      circuitJsonOf(`export default () => (
        <board width="10mm" height="10mm"><fabricationnotepath route={[{ x: 0, y: 0 }, { x: 1, y: 1 }]} layer="inner1" /></board>
      )`),
      /Invalid layer "inner1" for FabricationNotePath/,
    );
  });
});
