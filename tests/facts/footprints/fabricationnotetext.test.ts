import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

interface Note extends CircuitJsonElement {
  text: string;
  layer: string;
  font: string;
  font_size: number;
  ccw_rotation: number;
  anchor_alignment: string;
  anchor_position: { x: number; y: number };
  color?: string;
}

const notesOf = (json: CircuitJsonElement[]): Note[] =>
  json.filter((e): e is Note => e.type === "pcb_fabrication_note_text");

describe("/footprints/fabricationnotetext", () => {
  it("prints {NAME} literally, defaults to 1 mm centred text and takes the layer it is given", async () => {
    const json = await circuitJsonOf(`
export default () => (
  <board width="30mm" height="20mm">
    <chip name="U1" footprint={<footprint>
      <smtpad shape="rect" width="1mm" height="1mm" portHints={["pin1"]} />
      <fabricationnotetext text="{NAME} hand solder" pcbY={2} layer="bottom" />
    </footprint>} />
  </board>
)`);
    const [note] = notesOf(json);
    assert.equal(note.text, "{NAME} hand solder");
    assert.equal(note.font_size, 1);
    assert.equal(note.font, "tscircuit2024");
    assert.equal(note.anchor_alignment, "center");
    assert.equal(note.layer, "bottom");
  });

  it("adds its own pcbRotation to the component's rotation", async () => {
    const json = await circuitJsonOf(`
export default () => (
  <board width="30mm" height="20mm">
    <chip name="U1" pcbX={5} pcbY={3} pcbRotation={90} footprint={<footprint>
      <smtpad shape="rect" width="1mm" height="1mm" portHints={["pin1"]} />
      <fabricationnotetext text="a" pcbY={2} />
      <fabricationnotetext text="b" pcbY={-2} pcbRotation={45} color="#ff0000" anchorAlignment="top_left" />
    </footprint>} />
  </board>
)`);
    const [a, b] = notesOf(json);
    assert.equal(a.ccw_rotation, 90);
    assert.deepEqual(a.anchor_position, { x: 3, y: 3 });
    assert.equal(b.ccw_rotation, 135);
    assert.equal(b.color, "#ff0000");
    assert.equal(b.anchor_alignment, "top_left");
  });

  it("goes to the bottom layer with a bottom-side component, even when marked top", async () => {
    const json = await circuitJsonOf(`
export default () => (
  <board width="30mm" height="20mm">
    <chip name="U1" layer="bottom" footprint={<footprint>
      <smtpad shape="rect" width="1mm" height="1mm" portHints={["pin1"]} />
      <fabricationnotetext text="DNP" pcbY={2} />
      <fabricationnotetext text="T" pcbY={-2} layer="top" />
    </footprint>} />
  </board>
)`);
    assert.deepEqual(
      notesOf(json).map((n) => [n.text, n.layer]),
      [
        ["DNP", "bottom"],
        ["T", "bottom"],
      ],
    );
  });
});
