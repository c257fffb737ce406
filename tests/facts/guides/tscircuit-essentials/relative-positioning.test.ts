import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  byComponentName,
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../../support/circuit-json";

after(closeCircuitCompiler);

interface Box {
  center: { x: number; y: number };
  width: number;
  height: number;
}

const boxes = (json: CircuitJsonElement[]) =>
  byComponentName(json, "pcb_component") as unknown as Map<string, Box>;

const near = (actual: number | undefined, expected: number, what: string) =>
  assert.ok(
    actual !== undefined && Math.abs(actual - expected) < 1e-6,
    `${what}: ${actual} ≠ ${expected}`,
  );

const errorsOf = (json: CircuitJsonElement[]) =>
  json.filter((e) => e.type.endsWith("_error"));

const edges = (width: number) => `export default () => (
  <board width="${width}mm" height="14mm">
    <pinheader name="J1" pinCount={2} pitch="2.54mm" pcbRotation={90}
      pcbLeftEdgeX="calc(board.minX + 2mm)" pcbY={0} />
    <resistor name="R1" resistance="1k" footprint="0603" pcbX="calc(board.maxX - 8mm)" pcbY={0} />
    <led name="D1" color="green" footprint="0603" pcbRightEdgeX="calc(board.maxX - 1.5mm)" pcbY={0} />
    <testpoint name="TP1" footprintVariant="pad" padDiameter="1.5mm" pcbX={0}
      pcbTopEdgeY="calc(board.maxY - 1mm)" />
    <trace from=".J1 > .pin1" to=".R1 > .pin1" />
    <trace from=".R1 > .pin2" to=".D1 > .anode" />
    <trace from=".D1 > .cathode" to=".J1 > .pin2" />
    <trace from=".TP1 > .pin1" to=".J1 > .pin1" />
  </board>
)`;

describe("/guides/tscircuit-essentials/relative-positioning", () => {
  for (const width of [30, 40]) {
    it(`edge props and board bounds follow a ${width} mm board's edges`, async () => {
      const json = await circuitJsonOf(edges(width));
      assert.deepEqual(errorsOf(json), []);
      const b = boxes(json);
      const half = width / 2;
      const j1 = b.get("J1")!;
      near(j1.center.x - j1.width / 2, -half + 2, "J1 left edge");
      near(b.get("R1")?.center.x, half - 8, "R1 centre");
      const d1 = b.get("D1")!;
      near(d1.center.x + d1.width / 2, half - 1.5, "D1 right edge");
      const tp = b.get("TP1")!;
      near(tp.center.y + tp.height / 2, 7 - 1, "TP1 top edge");
      near(tp.center.x, 0, "TP1 x");
    });
  }

  it("board bounds are ±15 and ±7 on a 30 × 14 mm board; bare numbers are mm; * and / work; plain-number edge props", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="30mm" height="14mm">
        <resistor name="RA" resistance="1k" footprint="0603" pcbX="calc(board.minX + 0)" pcbY="calc(board.maxY - 0)" />
        <resistor name="RB" resistance="1k" footprint="0603" pcbX="calc(board.maxX - 3)" pcbY="calc(board.minY / 7 * (2 + 1))" />
        <resistor name="RC" resistance="1k" footprint="0603" pcbLeftEdgeX={-14} pcbY={2} />
        <resistor name="RD" resistance="1k" footprint="0603" pcbX="calc(board.maxX - 3mm)" pcbY={4} />
        <trace from=".RA > .pin1" to=".RB > .pin1" /><trace from=".RA > .pin2" to=".RB > .pin2" />
        <trace from=".RC > .pin1" to=".RD > .pin1" /><trace from=".RC > .pin2" to=".RD > .pin2" />
      </board>
    )`);
    const b = boxes(json);
    near(b.get("RA")?.center.x, -15, "board.minX");
    near(b.get("RA")?.center.y, 7, "board.maxY");
    near(b.get("RB")?.center.x, 12, "bare number = mm");
    near(b.get("RD")?.center.x, 12, "3mm");
    near(b.get("RB")?.center.y, -3, "* / ( )");
    const rc = b.get("RC")!;
    near(rc.center.x - rc.width / 2, -14, "pcbLeftEdgeX={-14}");
  });

  it("inches inside calc() stop the compile", async () => {
    await assert.rejects(
      circuitJsonOf(`export default () => (
        <board width="30mm" height="14mm">
          <resistor name="R1" resistance="1k" footprint="0603" pcbX="calc(board.minX + 0.1in)" pcbY={0} />
        </board>
      )`),
      /Unknown unit: "in"/,
    );
  });

  it("a pin header's outline reaches about 1 mm beyond its box: at the very edge it is outside the board", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="30mm" height="14mm" routingDisabled>
        <pinheader name="J1" pinCount={2} pitch="2.54mm" pcbRotation={90} pcbLeftEdgeX="calc(board.minX)" pcbY={0} />
      </board>
    )`);
    const outside = json.find(
      (e) => e.type === "pcb_component_outside_board_error",
    ) as { component_bounds: { min_x: number } } | undefined;
    assert.ok(outside, "outside-board error");
    const j1 = boxes(json).get("J1")!;
    const overhang =
      j1.center.x - j1.width / 2 - outside.component_bounds.min_x;
    assert.ok(overhang > 0.8 && overhang < 1.2, `overhang ${overhang}`);
  });

  it("references to other parts place correctly yet report 'will be ignored' errors; an 0805 is 2.85 mm wide", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="20mm" height="8mm">
        <resistor name="R1" resistance="10k" footprint="0805" pcbX={-6} pcbY={0} />
        <resistor name="R2" resistance="10k" footprint="0805" pcbX="calc(R1.maxX + 2mm)" pcbY="calc(R1.y)" />
        <capacitor name="C1" capacitance="1uF" footprint="0805" pcbLeftEdgeX="calc(R2.pin2.maxX + 1mm)" pcbY={0} />
        <trace from=".R1 > .pin2" to=".R2 > .pin1" />
        <trace from=".R2 > .pin2" to=".C1 > .pin1" />
        <trace from=".C1 > .pin2" to=".R1 > .pin1" />
      </board>
    )`);
    const errors = errorsOf(json);
    assert.ok(errors.length >= 2);
    for (const e of errors) {
      assert.equal(e.type, "source_invalid_component_property_error");
      assert.match(
        String(e.message),
        /component-relative calc references are not supported/,
      );
      assert.match(String(e.message), /will be ignored/);
    }
    const b = boxes(json);
    const r1 = b.get("R1")!;
    near(r1.width, 2.85, "0805 width");
    near(b.get("R2")?.center.x, -6 + 2.85 / 2 + 2, "R2 x");
    near(b.get("R2")?.center.y, 0, "R2 y");
    const r2 = b.get("R2")!;
    const c1 = b.get("C1")!;
    near(
      c1.center.x - c1.width / 2,
      r2.center.x + r2.width / 2 + 1,
      "C1 left edge",
    );
  });
});
