import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

interface Line extends CircuitJsonElement {
  x1: number;
  x2: number;
  y1: number;
  y2: number;
  stroke_width: number;
  color: string;
  is_dashed: boolean;
}
interface Text extends CircuitJsonElement {
  text: string;
  font_size: number;
  color: string;
  anchor: string;
}

const ofType = <T>(json: CircuitJsonElement[], type: string) =>
  json.filter((e) => e.type === type) as unknown as T[];

describe("/elements/schematicsection", () => {
  it("draws dashed black 0.02 dividers and a black 0.18 title per titled section; parts stay where they were; a plain schematicbox adds no region", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="18mm" height="12mm" routingDisabled>
        <schematicsection name="input" displayName="Power input" />
        <schematicsection name="indicator" displayName="Indicator" />
        <schematicsection name="unused" displayName="Never drawn" />
        <schematicsection name="boxonly" displayName="Box only" />
        <schematicbox schX={0} schY={3} width={1} height={1} schSectionName="boxonly" />
        <resistor name="R1" resistance="1k" footprint="0402" schX={-3} schSectionName="input" />
        <resistor name="R2" resistance="1k" footprint="0402" schX={3} schSectionName="indicator" />
      </board>
    )`);
    const lines = ofType<Line>(json, "schematic_line");
    assert.equal(lines.length, 1);
    const [divider] = lines;
    assert.equal(divider.x1, divider.x2);
    assert.ok(divider.x1 > -3 && divider.x1 < 3);
    assert.equal(divider.is_dashed, true);
    assert.equal(divider.stroke_width, 0.02);
    assert.equal(divider.color, "#000000");
    const texts = ofType<Text>(json, "schematic_text").filter(
      (t) => !/k/.test(t.text) && !/^R\d/.test(t.text),
    );
    assert.deepEqual(texts.map((t) => t.text).sort(), [
      "Indicator",
      "Power input",
    ]);
    for (const t of texts) {
      assert.equal(t.font_size, 0.18);
      assert.equal(t.color, "#000000");
      assert.equal(t.anchor, "top_left");
    }
    const xs = ofType<{ center: { x: number } }>(json, "schematic_component")
      .map((c) => c.center.x)
      .sort((a, b) => a - b);
    assert.deepEqual(xs, [-3, 3]);
    assert.equal(
      json.some((e) => e.type.includes("section")),
      false,
    );
  });

  it("unsectioned parts form one more region; no displayName means no title; sectionTitleFontSize", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="18mm" height="12mm" routingDisabled>
        <schematicsection name="a" displayName="Big title" sectionTitleFontSize={0.3} />
        <schematicsection name="b" />
        <resistor name="R1" resistance="1k" footprint="0402" schX={-4} schSectionName="a" />
        <resistor name="R2" resistance="1k" footprint="0402" schX={0} schSectionName="b" />
        <resistor name="R3" resistance="1k" footprint="0402" schX={4} />
      </board>
    )`);
    const lines = ofType<Line>(json, "schematic_line");
    assert.ok(lines.length >= 2, `${lines.length} dividers`);
    const titles = ofType<Text>(json, "schematic_text").filter(
      (t) => t.anchor === "top_left",
    );
    assert.deepEqual(
      titles.map((t) => [t.text, t.font_size]),
      [["Big title", 0.3]],
    );
  });
});
