import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

interface NoteText extends CircuitJsonElement {
  text: string;
  font_size: number;
  font: string;
  anchor_position: { x: number; y: number };
  anchor_alignment: string;
  layer: string;
}

describe("/elements/pcbnotetext", () => {
  it("mm from the board centre, y up, 1 mm default size, top by default, no rotation", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="30mm" height="20mm">
        <pcbnotetext text="TOP" pcbX={5} pcbY={3} />
        <pcbnotetext text="BOT" pcbX={5} pcbY={-3} layer="bottom" pcbRotation={90} fontSize="2mm" anchorAlignment="top_left" />
        <pcbnotetext text="IN" layer="inner1" />
        <pcbnotetext text="A\\nB" />
        <group pcbX={10} pcbY={5}><pcbnotetext text="G" pcbX={1} pcbY={1} /></group>
      </board>
    )`);
    const notes = json.filter((e): e is NoteText => e.type === "pcb_note_text");
    const by = (t: string) => notes.find((n) => n.text === t);
    const top = by("TOP");
    const bot = by("BOT");
    assert.ok(top && bot);
    assert.deepEqual(top.anchor_position, { x: 5, y: 3 });
    assert.equal(top.font_size, 1);
    assert.equal(top.font, "tscircuit2024");
    assert.equal(top.anchor_alignment, "center");
    assert.equal(top.layer, "top");
    assert.equal(bot.layer, "bottom");
    assert.equal(bot.font_size, 2);
    assert.equal("rotation" in bot, false);
    assert.equal(by("IN")?.layer, "top");
    assert.ok(by("A\nB"));
    assert.deepEqual(by("G")?.anchor_position, { x: 11, y: 6 });
  });
  it("ignores the edge and offset props: only pcbX/pcbY place it", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="40mm" height="30mm">
        <pcbnotetext text="EDGE" pcbLeftEdgeX={-10} pcbY={8} />
        <pcbnotetext text="OFFSET" pcbX={2} pcbY={8} pcbOffsetX={1} pcbOffsetY={1} />
      </board>
    )`);
    const notes = json.filter((e): e is NoteText => e.type === "pcb_note_text");
    const by = (t: string) => notes.find((n) => n.text === t);
    assert.deepEqual(by("EDGE")?.anchor_position, { x: 0, y: 8 });
    assert.deepEqual(by("OFFSET")?.anchor_position, { x: 2, y: 8 });
  });
});
