import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

interface Box extends CircuitJsonElement {
  x: number;
  y: number;
  width: number;
  height: number;
  is_dashed: boolean;
}
interface Text extends CircuitJsonElement {
  text: string;
  anchor: string;
  font_size: number;
  color: string;
  position: { x: number; y: number };
}

const ofType = <T>(json: CircuitJsonElement[], type: string) =>
  json.filter((e) => e.type === type) as unknown as T[];
const close = (a: number, b: number) =>
  assert.ok(Math.abs(a - b) < 1e-6, `${a} != ${b}`);

describe("/elements/schematicbox", () => {
  it("fixed box: centred on schX/schY, x/y is the lower-left corner, padding ignored; title defaults", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="14mm" height="10mm" routingDisabled>
        <schematicbox schX={0.15} schY={0} width={3.6} height={1.8} padding={1} title="Power indicator" titleInside titleAlignment="bottom_right" titleColor="#006400" />
        <schematicbox schX={5} schY={0} width={2} height={1} title="T" />
      </board>
    )`);
    const [a, b] = ofType<Box>(json, "schematic_box");
    close(a.x, -1.65);
    close(a.y, -0.9);
    assert.equal(a.width, 3.6);
    assert.equal(a.height, 1.8);
    assert.equal(a.is_dashed, false);
    const [ta, tb] = ofType<Text>(json, "schematic_text");
    assert.equal(ta.text, "Power indicator");
    assert.equal(ta.color, "#006400");
    assert.equal(ta.anchor, "bottom_right");
    // default title: black, 0.18, outside above the top-left corner
    assert.equal(tb.color, "#000000");
    assert.equal(tb.font_size, 0.18);
    assert.equal(tb.anchor, "bottom_left");
    close(tb.position.x, b.x);
    assert.ok(tb.position.y > b.y + b.height);
    assert.equal(ofType(json, "pcb_component").length, 0);
  });

  it("overlay box: spans the ports plus padding on every side; dashed", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="16mm" height="12mm" routingDisabled>
        <resistor name="R1" resistance="10k" footprint="0402" pcbX={1} pcbY={2} schY={1} schOrientation="pos_top" />
        <resistor name="R2" resistance="20k" footprint="0402" pcbX={1} pcbY={-2} schY={-1} schOrientation="pos_top" />
        <schematicbox overlay={[".R1 > .pin1", ".R2 > .pin2"]} padding={0.4} strokeStyle="dashed" title="Divider" />
      </board>
    )`);
    const [box] = ofType<Box>(json, "schematic_box");
    const ports = ofType<{ center: { x: number; y: number } }>(
      json,
      "schematic_port",
    );
    const ys = ports.map((p) => p.center.y);
    const xs = ports.map((p) => p.center.x);
    const top = Math.max(...ys);
    const bottom = Math.min(...ys);
    assert.equal(box.is_dashed, true);
    close(box.width, Math.max(...xs) - Math.min(...xs) + 2 * 0.4);
    close(box.width, 0.8);
    close(box.height, top - bottom + 2 * 0.4);
    close(box.y, bottom - 0.4);
  });

  it("needs width+height or overlay, not neither and not both", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="10mm" height="10mm" routingDisabled>
        <resistor name="R1" resistance="1k" footprint="0402" />
        <schematicbox title="none" />
        <schematicbox width={1} height={1} overlay={[".R1 > .pin1"]} />
      </board>
    )`);
    const errors = json.filter(
      (e) => e.type === "source_failed_to_create_component_error",
    );
    assert.equal(errors.length, 2);
    assert.equal(ofType(json, "schematic_box").length, 0);
  });

  it("chipRef mode: a second box-with-pins numbered by the pinLabels keys, no schematic_box, chip keeps its own symbol", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="16mm" height="12mm" routingDisabled>
        <chip name="U1" footprint="soic8" schX={-3} pinLabels={{ pin1: "OUT1", pin2: "IN1_N", pin3: "IN1_P", pin4: "GND", pin5: "IN2_P", pin6: "IN2_N", pin7: "OUT2", pin8: "VCC" }} />
        <schematicbox name="U1 power" chipRef=".U1" pinLabels={{ pin1: "VCC", pin2: "GND" }} width={1} height={1} schX={2} schY={0} />
      </board>
    )`);
    assert.equal(ofType(json, "schematic_box").length, 0);
    const comps = ofType<{
      schematic_component_id: string;
      center: { x: number };
    }>(json, "schematic_component");
    assert.equal(comps.length, 2);
    const box = comps.find((c) => c.center.x === 2);
    assert.ok(box);
    const sourcePorts = new Map(
      ofType<{ source_port_id: string; name: string }>(json, "source_port").map(
        (p) => [p.source_port_id, p.name],
      ),
    );
    const boxPorts = ofType<{
      schematic_component_id: string;
      pin_number: number;
      source_port_id: string;
    }>(json, "schematic_port")
      .filter((p) => p.schematic_component_id === box.schematic_component_id)
      .map((p) => [p.pin_number, sourcePorts.get(p.source_port_id)]);
    assert.deepEqual(boxPorts.sort(), [
      [1, "VCC"],
      [2, "GND"],
    ]);
    assert.ok(
      ofType<Text>(json, "schematic_text").some((t) => t.text === "U1 power"),
    );
  });
});
