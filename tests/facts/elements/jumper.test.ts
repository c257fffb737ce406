import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

interface PlatedHole extends CircuitJsonElement {
  x: number;
  shape: string;
  port_hints: string[];
}

const board = (inner: string): string =>
  `export default () => (<board width="30mm" height="20mm">${inner}</board>)`;

const count = (json: CircuitJsonElement[], type: string): number =>
  json.filter((e) => e.type === type).length;

describe("/elements/jumper", () => {
  it("without a footprint it has no pins, no pads and no error", async () => {
    const json = await circuitJsonOf(board(`<jumper name="JP1" />`));
    assert.equal(count(json, "source_port"), 0);
    assert.equal(count(json, "pcb_plated_hole"), 0);
    assert.equal(count(json, "pcb_smtpad"), 0);
    assert.deepEqual(
      json.filter((e) => e.type.endsWith("_error")),
      [],
    );
  });

  it("pinCount creates pins but no pads", async () => {
    const json = await circuitJsonOf(
      board(`<jumper name="JP1" pinCount={3} />`),
    );
    assert.equal(count(json, "source_port"), 3);
    assert.equal(count(json, "pcb_plated_hole") + count(json, "pcb_smtpad"), 0);
  });

  it("a pinrow3 footprint gives pin1..pin3 with pin 1 square at the left", async () => {
    const json = await circuitJsonOf(
      board(`<jumper name="JP1" footprint="pinrow3" />`),
    );
    const names = json
      .filter((e) => e.type === "source_port")
      .map((e) => e.name);
    assert.deepEqual(names, ["pin1", "pin2", "pin3"]);
    const holes = json
      .filter((e): e is PlatedHole => e.type === "pcb_plated_hole")
      .sort((a, b) => a.x - b.x);
    assert.equal(holes[0].shape, "circular_hole_with_rect_pad");
    assert.ok(holes[0].port_hints.includes("1"));
    const texts = json
      .filter((e) => e.type === "pcb_silkscreen_text")
      .map((e) => e.text);
    assert.ok(texts.includes("pin1"));
  });

  it("pinLabels rename pins and keep pinN aliases", async () => {
    const json = await circuitJsonOf(
      board(
        `<jumper name="JP1" footprint="pinrow3" pinLabels={{ pin1: "V5", pin2: "VSEL", pin3: "V3_3" }} />`,
      ),
    );
    const ports = json.filter((e) => e.type === "source_port");
    assert.deepEqual(
      ports.map((p) => p.name),
      ["V5", "VSEL", "V3_3"],
    );
    const hints = ports[1].port_hints;
    assert.ok(Array.isArray(hints) && hints.includes("pin2"));
  });

  it("internallyConnectedPins is recorded on the part", async () => {
    const json = await circuitJsonOf(
      board(
        `<jumper name="JP1" footprint="pinrow2" internallyConnectedPins={[["pin1", "pin2"]]} />`,
      ),
    );
    const part = json.find((e) => e.type === "source_component");
    const groups = part?.internally_connected_source_port_ids;
    assert.ok(Array.isArray(groups));
    assert.equal(groups.length, 1);
    assert.equal((groups[0] as unknown[]).length, 2);
  });

  it("draws its pins on the right of a box by default, on the left with schDirection", async () => {
    const json = await circuitJsonOf(
      board(`<jumper name="JP1" footprint="pinrow2" pcbX={-6} />
        <jumper name="JP2" footprint="pinrow2" schDirection="left" pcbX={6} schX={4} />`),
    );
    const sides = json
      .filter((e) => e.type === "schematic_port")
      .map((e) => `${e.schematic_component_id}:${e.facing_direction}`);
    assert.deepEqual([...new Set(sides)].sort(), [
      "schematic_component_0:right",
      "schematic_component_1:left",
    ]);
    // Unused pins are warned about, not errors
    assert.equal(count(json, "source_pin_missing_trace_warning"), 4);
  });
});
