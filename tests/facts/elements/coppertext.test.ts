import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

const texts = (json: CircuitJsonElement[]) =>
  json.filter((e) => e.type === "pcb_copper_text");

describe("/elements/coppertext", () => {
  it("records anchor in mm, centre alignment, top layer and the tscircuit2024 font by default; no size unless fontSize is given", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="26mm" height="12mm">
        <coppertext text="REV B" fontSize={2} pcbY={2} />
        <coppertext text="2026-11" pcbY={-2.5} layer="bottom" />
      </board>
    )`);
    const [top, bottom] = texts(json);
    assert.deepEqual(top?.anchor_position, { x: 0, y: 2 });
    assert.equal(top?.anchor_alignment, "center");
    assert.equal(top?.layer, "top");
    assert.equal(top?.font, "tscircuit2024");
    assert.equal(top?.font_size, 2);
    assert.equal(top?.text, "REV B");
    assert.equal(bottom?.layer, "bottom");
    assert.equal(bottom?.font_size, undefined);
    // bottom text is not flagged mirrored: the viewers and the Gerber exporter mirror it themselves
    assert.equal(bottom?.is_mirrored, undefined);
    assert.equal(json.filter((e) => e.type.endsWith("_error")).length, 0);
  });

  it("knockout, mirrored, rotation, alignment and inner layers are recorded; layers does not copy the text", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="20mm" height="12mm">
        <coppertext text="GND 5V SIG" fontSize={1} knockout pcbY={2.5} />
        <coppertext text="A" fontSize={1} mirrored pcbRotation={90} anchorAlignment="top_left" pcbX={5} />
        <coppertext text="IN" fontSize={1} layer="inner1" pcbX={-5} pcbRightEdgeX={10} pcbOffsetY={1} pcbPositionAnchor="top_left" />
        <coppertext text="L" fontSize={1} layers={["top", "bottom"]} pcbY={-4} />
      </board>
    )`);
    const [knock, rotated, inner, layered] = texts(json);
    assert.equal(knock?.is_knockout, true);
    assert.equal(rotated?.is_mirrored, true);
    assert.equal(rotated?.ccw_rotation, 90);
    assert.equal(rotated?.anchor_alignment, "top_left");
    assert.equal(inner?.layer, "inner1");
    // edge, offset and anchor props do not move it
    assert.deepEqual(inner?.anchor_position, { x: -5, y: 0 });
    assert.equal(texts(json).length, 4);
    assert.equal(layered?.layer, "top");
  });
});
