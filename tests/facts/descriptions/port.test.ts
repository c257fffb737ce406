import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { closeCircuitCompiler } from "../../support/circuit-json";
import {
  assertNoErrors,
  board,
  type CircuitJsonElement,
  compiled,
  r3,
} from "./_compile";

after(closeCircuitCompiler);

const circuit = compiled(
  board(
    `
    <chip name="U1" footprint="0805" pcbX={-4} schX={2} schY={1} symbol={<symbol>
      <schematicrect center={{ x: 0, y: 0 }} width={1} height={1} />
      <port name="A" pinNumber={1} schX={-1} schY={0.25} direction="left" schStemLength={0.5} schPinLabelFontSize="sm" />
      <port name="B" pinNumber={2} schX={1} schY={-0.25} direction="right" schPinLabelFontSize={0.2} />
    </symbol>} />
    <chip name="U2" footprint="0805" pcbX={4} schX={6} schY={0}>
      <port name="X" pinNumber={1} />
      <port name="Y" pinNumber={2} schPinLabelFontSize="default" />
    </chip>`,
    'width="20mm" height="12mm"',
  ),
);

/** The schematic_port of each port: U1's A (pin 1) and B (pin 2), U2's X (pin 1) and Y (pin 2). */
const ports: Record<string, [string, number]> = {
  A: ["U1", 1],
  B: ["U1", 2],
  X: ["U2", 1],
  Y: ["U2", 2],
};
const schPort = async (name: string) => {
  const json = await circuit();
  const [chip, pin] = ports[name] as [string, number];
  const comp = json.find(
    (e) => e.type === "source_component" && e.name === chip,
  );
  const source = json.find(
    (e) =>
      e.type === "source_port" &&
      e.source_component_id === comp?.source_component_id &&
      e.pin_number === pin,
  );
  const found = json.find(
    (e) =>
      e.type === "schematic_port" &&
      e.source_port_id === source?.source_port_id,
  );
  assert.ok(found, `schematic_port ${name}`);
  return found as CircuitJsonElement & { center: { x: number; y: number } };
};

describe("docs/_descriptions/props/port.json", () => {
  it("schX: schematic units, placed by hand (chip at x 2, port schX -1 → x 1)", async () => {
    assertNoErrors(await circuit());
    assert.equal(r3((await schPort("A")).center.x), 1);
    assert.equal(r3((await schPort("B")).center.x), 3);
  });

  it("schY: schematic units, placed by hand (chip at y 1, port schY 0.25 → y 1.25)", async () => {
    assert.equal(r3((await schPort("A")).center.y), 1.25);
    assert.equal(r3((await schPort("B")).center.y), 0.75);
  });

  it("schStemLength: schematic units; 0.4 when omitted, and a stem line of that length when given", async () => {
    assert.equal((await schPort("A")).distance_from_component_edge, 0.5);
    assert.equal((await schPort("B")).distance_from_component_edge, 0.4);
    assert.equal((await schPort("X")).distance_from_component_edge, 0.4);
    const json = await circuit();
    const a = await schPort("A");
    const stem = json.find(
      (e) =>
        e.type === "schematic_line" &&
        r3(e.x1) === r3(a.center.x) &&
        r3(e.y1) === r3(a.center.y),
    );
    assert.ok(stem, "stem line from port A");
    assert.equal(r3(Math.abs(Number(stem.x2) - Number(stem.x1))), 0.5);
  });

  it('schPinLabelFontSize: "sm" is 0.12, a number is schematic units, "default" (or omitted) sets none', async () => {
    assert.equal((await schPort("A")).display_pin_label_font_size, 0.12);
    assert.equal((await schPort("B")).display_pin_label_font_size, 0.2);
    assert.equal((await schPort("Y")).display_pin_label_font_size, undefined);
    assert.equal((await schPort("X")).display_pin_label_font_size, undefined);
  });
  it("connectsTo: a <port> inside a <chip> makes no trace from it", async () => {
    const json = await compiled(
      board(
        `
    <chip name="U1" footprint="0805" pcbX={-4}>
      <port name="A" pinNumber={1} connectsTo="net.GND" />
      <port name="B" pinNumber={2} />
    </chip>
    <resistor name="R1" resistance="1k" footprint="0603" pcbX={4} connections={{ pin1: "net.GND", pin2: "net.V" }} />
    <resistor name="R2" resistance="1k" footprint="0603" pcbY={3} connections={{ pin1: "net.GND", pin2: "net.V" }} />`,
        'width="20mm" height="12mm"',
      ),
    )();
    const chip = json.find(
      (e) => e.type === "source_component" && e.name === "U1",
    );
    assert.ok(chip, "U1");
    const chipPorts = new Set(
      json
        .filter(
          (e) =>
            e.type === "source_port" &&
            e.source_component_id === chip.source_component_id,
        )
        .map((e) => e.source_port_id),
    );
    assert.equal(chipPorts.size, 2);
    // Both resistors reach GND; nothing reaches the chip's port.
    const traces = json.filter((e) => e.type === "source_trace");
    assert.ok(traces.length >= 2);
    for (const trace of traces)
      for (const id of trace.connected_source_port_ids as string[])
        assert.ok(!chipPorts.has(id), "a trace reaches U1");
  });
});
