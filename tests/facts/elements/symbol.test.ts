import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

interface SchematicPort extends CircuitJsonElement {
  center: { x: number; y: number };
  facing_direction: string;
  pin_number?: number;
}

const ports = `
  <schematicrect width={0.8} height={0.6} strokeWidth={0.03} />
  <port name="pos" pinNumber={1} schX={-0.8} schY={0} direction="left" />
  <port name="neg" pinNumber={2} schX={0.8} schY={0} direction="right" />`;

const count = (json: CircuitJsonElement[], type: string) =>
  json.filter((e) => e.type === type).length;

describe("/elements/symbol", () => {
  it("through the symbol prop: one port per pin, direction kept, name stored", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="12mm" height="8mm">
        <chip name="BZ1" footprint="0805" symbol={<symbol name="buzzer">${ports}</symbol>} />
      </board>
    )`);
    assert.equal(count(json, "source_port"), 2);
    const sp = json.filter(
      (e): e is SchematicPort => e.type === "schematic_port",
    );
    assert.deepEqual(sp[0].center, { x: -0.8, y: 0 });
    assert.equal(sp[0].facing_direction, "left");
    assert.equal(sp[1].facing_direction, "right");
    const sym = json.find((e) => e.type === "schematic_symbol");
    assert.equal(sym?.name, "buzzer");
  });

  it("as a direct child of a chip with a footprint, every pin is created twice", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="12mm" height="8mm">
        <chip name="BZ1" footprint="0805"><symbol>${ports}</symbol></chip>
      </board>
    )`);
    assert.equal(count(json, "source_port"), 4);
  });

  it("ports without pinNumber are not joined to the pads", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="12mm" height="8mm">
        <chip name="BZ1" footprint="0805" symbol={<symbol>${ports.replace(/ pinNumber=\{\d\}/g, "")}</symbol>} />
      </board>
    )`);
    assert.equal(count(json, "source_port"), 4);
  });

  it("width stretches drawing and ports in X only", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="12mm" height="8mm">
        <chip name="BZ1" footprint="0805" symbol={<symbol width={3.2}>${ports}</symbol>} />
      </board>
    )`);
    const sp = json.filter(
      (e): e is SchematicPort => e.type === "schematic_port",
    );
    const rect = json.find((e) => e.type === "schematic_rect") as
      | (CircuitJsonElement & { width: number; height: number })
      | undefined;
    assert.ok(rect);
    const factor = rect.width / 0.8;
    assert.ok(factor > 1.5);
    assert.ok(Math.abs(sp[1].center.x - 0.8 * factor) < 1e-9);
    assert.equal(rect.height, 0.6);
    assert.equal(sp[1].center.y, 0);
  });
});
