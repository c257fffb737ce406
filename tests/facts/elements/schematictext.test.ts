import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { after, describe, it } from "node:test";
import { findExamples } from "../../../plugins/circuit-previews/scan";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

interface Text extends CircuitJsonElement {
  text: string;
  anchor: string;
  font_size: number;
  color: string;
  position: { x: number; y: number };
  rotation: number;
}

describe("/elements/schematictext", () => {
  it("defaults to size 1, centre anchor, black, no rotation; keeps schRotation", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="10mm" height="10mm">
        <schematictext schX={0} schY={3} text="hello" />
        <schematictext schX={-2} schY={1} text="rot" anchor="left" fontSize={0.35} schRotation={90} />
      </board>
    )`);
    const texts = json.filter((e): e is Text => e.type === "schematic_text");
    const hello = texts.find((t) => t.text === "hello");
    const rot = texts.find((t) => t.text === "rot");
    assert.ok(hello && rot);
    assert.equal(hello.font_size, 1);
    assert.equal(hello.anchor, "center");
    assert.equal(hello.color, "#000000");
    assert.equal(hello.rotation, 0);
    assert.deepEqual(hello.position, { x: 0, y: 3 });
    assert.equal(rot.anchor, "left");
    assert.equal(rot.rotation, 90);
  });

  it("the LDO example writes only the name: the pin labels come from the ports, once each", async () => {
    const page = readFileSync("docs/elements/schematictext.mdx", "utf8");
    const example = findExamples(page, "schematictext.mdx").find(
      (e) => e.title === "ldo.tsx",
    );
    assert.ok(example, "the LDO example is on the page");
    const json = await circuitJsonOf(example.code);
    const labels = json
      .filter((e) => e.type === "schematic_port")
      .map((e) => String(e.display_pin_label));
    for (const name of ["VIN", "VOUT", "GND"]) assert.ok(labels.includes(name));
    const texts = json
      .filter((e): e is Text => e.type === "schematic_text")
      .map((t) => t.text);
    assert.ok(texts.includes("3V3 LDO"));
    for (const name of ["IN", "OUT", "GND", "VIN", "VOUT"])
      assert.ok(!texts.includes(name), `no text "${name}" over a pin label`);
    assert.deepEqual(
      json.filter((e) => e.type.endsWith("_error")).map((e) => e.type),
      [],
    );
  });
});
