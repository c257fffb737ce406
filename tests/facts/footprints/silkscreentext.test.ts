import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

interface Text extends CircuitJsonElement {
  text: string;
  layer: string;
  font_size: number;
  ccw_rotation: number;
  anchor_alignment: string;
  anchor_position: { x: number; y: number };
  pcb_component_id: string | null;
}

const textsOf = (json: CircuitJsonElement[]): Text[] =>
  json.filter((e): e is Text => e.type === "pcb_silkscreen_text");

describe("/footprints/silkscreentext", () => {
  it("replaces {NAME}, defaults to 1 mm centred text and follows the component's rotation", async () => {
    const json = await circuitJsonOf(`
export default () => (
  <board width="20mm" height="20mm">
    <chip name="U7" pcbX={5} pcbY={3} pcbRotation={90} footprint={<footprint>
      <smtpad shape="rect" width="1mm" height="1mm" portHints={["pin1"]} />
      <silkscreentext text="{NAME}" pcbY={2} />
    </footprint>} />
  </board>
)`);
    const [text] = textsOf(json);
    assert.equal(text.text, "U7");
    assert.equal(text.font_size, 1);
    assert.equal(text.anchor_alignment, "center");
    assert.equal(text.ccw_rotation, 90);
    // (0, 2) turned 90° counter-clockwise is (-2, 0); plus the origin (5, 3).
    assert.deepEqual(text.anchor_position, { x: 3, y: 3 });
  });

  it("layers prints on both sides; board-level text has no component and is placed from the board centre", async () => {
    const json = await circuitJsonOf(`
export default () => (
  <board width="20mm" height="20mm">
    <silkscreentext text="REV B" pcbX={-5} pcbY={4} layers={["top", "bottom"]} />
  </board>
)`);
    const texts = textsOf(json);
    assert.deepEqual(texts.map((t) => t.layer).sort(), ["bottom", "top"]);
    assert.equal(texts[0].pcb_component_id, null);
    assert.deepEqual(texts[0].anchor_position, { x: -5, y: 4 });
  });

  it("a non-zero pcbRotation replaces the component's rotation; offsets and pcbPositionAnchor are ignored", async () => {
    const json = await circuitJsonOf(`
export default () => (
  <board width="20mm" height="20mm">
    <chip name="U1" pcbRotation={90} footprint={<footprint>
      <smtpad shape="rect" width="1mm" height="1mm" portHints={["pin1"]} />
      <silkscreentext text="A" pcbRotation={45} />
    </footprint>} />
    <silkscreentext text="B" pcbX={2} pcbY={3} pcbOffsetX={1} pcbPositionAnchor="top_left" />
  </board>
)`);
    const texts = textsOf(json);
    assert.equal(texts.find((t) => t.text === "A")?.ccw_rotation, 45);
    assert.deepEqual(texts.find((t) => t.text === "B")?.anchor_position, {
      x: 2,
      y: 3,
    });
  });

  it("text of a bottom-side component moves to the bottom silkscreen", async () => {
    const json = await circuitJsonOf(`
export default () => (
  <board width="20mm" height="20mm">
    <chip name="U1" layer="bottom" footprint={<footprint>
      <smtpad shape="rect" width="1mm" height="1mm" portHints={["pin1"]} />
      <silkscreentext text="{NAME}" pcbY={2} />
    </footprint>} />
  </board>
)`);
    assert.equal(textsOf(json)[0].layer, "bottom");
  });
});
