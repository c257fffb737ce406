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
  y1: number;
  x2: number;
  y2: number;
  stroke_width: number;
  color: string;
  is_dashed: boolean;
}
interface SchPort extends CircuitJsonElement {
  center: { x: number; y: number };
  side_of_component: string;
}

const isLine = (e: CircuitJsonElement): e is Line =>
  e.type === "schematic_line";

const symbol = `<symbol>
  <schematicline x1={0} y1={0} x2={1} y2={0} />
  <port name="pin1" pinNumber={1} schX={0} schY={1} direction="up" />
  <port name="pin2" pinNumber={2} schX={0} schY={-1} direction="down" />
</symbol>`;

describe("/elements/schematicline", () => {
  it("keeps y-up schematic units, defaults to 0.12 and dark red, dashes with dashLength", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="10mm" height="10mm">
        <schematicline x1={0} y1={0} x2={2} y2={1} />
        <schematicline x1={0} y1={-1} x2={2} y2={-1} dashLength={0.2} />
      </board>
    )`);
    const [plain, dashed] = json.filter(isLine);
    assert.deepEqual([plain.x1, plain.y1, plain.x2, plain.y2], [0, 0, 2, 1]);
    assert.equal(plain.stroke_width, 0.12);
    assert.equal(plain.color, "rgba(132, 0, 0)");
    assert.equal(plain.is_dashed, false);
    assert.equal(dashed.is_dashed, true);
  });

  it("inside a symbol prop: relative to the component, one port per pin, y up", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="10mm" height="10mm">
        <chip name="U1" footprint="0603" schX={4} schY={-4} symbol={${symbol}} />
      </board>
    )`);
    const line = json.filter(isLine)[0];
    assert.deepEqual([line.x1, line.y1, line.x2, line.y2], [4, -4, 5, -4]);
    assert.equal(json.filter((e) => e.type === "source_port").length, 2);
    const ports = json.filter((e): e is SchPort => e.type === "schematic_port");
    const top = ports.find((p) => p.center.y === -3);
    assert.equal(top?.side_of_component, "top");
  });

  it("as a direct <symbol> child of a chip with a footprint, pins are created twice", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="10mm" height="10mm">
        <chip name="U1" footprint="0603">${symbol}</chip>
      </board>
    )`);
    assert.equal(json.filter((e) => e.type === "source_port").length, 4);
  });
  it("a symbol without ports leaves the footprint's pins, placed by core", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="10mm" height="10mm">
        <chip name="U1" footprint="sot23_5" symbol={<symbol><schematicline x1={-0.8} y1={1} x2={-0.8} y2={-1} /></symbol>} />
      </board>
    )`);
    assert.equal(json.filter((e) => e.type === "source_port").length, 5);
    const ports = json.filter((e): e is SchPort => e.type === "schematic_port");
    assert.equal(ports.length, 5);
    assert.ok(ports.every((p) => p.center.x !== -0.8));
  });
});
