import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  byComponentName,
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../../support/circuit-json";

after(closeCircuitCompiler);

interface SchSymbol {
  x: number;
  y: number;
  /** e.g. "boxresistor_down"; absent for a chip box */
  symbol?: string;
}

/** Schematic centre and symbol of each component, by name (rounded to 0.01). */
function symbols(json: CircuitJsonElement[]): Map<string, SchSymbol> {
  const result = new Map<string, SchSymbol>();
  for (const [name, e] of byComponentName(json, "schematic_component")) {
    const c = e as CircuitJsonElement & { center: { x: number; y: number } };
    result.set(name, {
      x: Math.round(c.center.x * 100) / 100,
      y: Math.round(c.center.y * 100) / 100,
      symbol: typeof c.symbol_name === "string" ? c.symbol_name : undefined,
    });
  }
  return result;
}

const get = (m: Map<string, SchSymbol>, name: string): SchSymbol => {
  const s = m.get(name);
  assert.ok(s, `${name} drawn`);
  return s;
};

const indicator = (boardProps: string, r1Props = "") => `export default () => (
  <board width="30mm" height="20mm" ${boardProps}>
    <chip name="U1" footprint="soic8" pinLabels={{ pin1: "VDD", pin4: "GND", pin5: "OUT" }} />
    <resistor name="R1" resistance="1k" footprint="0603" ${r1Props} />
    <led name="D1" color="green" footprint="0603" />
    <capacitor name="C1" capacitance="100nF" footprint="0603" />
    <trace from=".U1 > .OUT" to=".R1 > .pin1" />
    <trace from=".R1 > .pin2" to=".D1 > .anode" />
    <trace from=".D1 > .cathode" to="net.GND" />
    <trace from=".U1 > .GND" to="net.GND" />
    <trace from=".U1 > .VDD" to="net.V5" />
    <trace from=".C1 > .pin1" to="net.V5" />
    <trace from=".C1 > .pin2" to="net.GND" />
  </board>
)`;

describe("/guides/tscircuit-essentials/automatic-schematic-layout", () => {
  it("with no schX/schY the parts are arranged and turned upright", async () => {
    const json = await circuitJsonOf(indicator(""));
    assert.equal(json.filter((e) => e.type.endsWith("_error")).length, 0);
    const s = symbols(json);
    const u1 = get(s, "U1");
    assert.ok(Math.abs(u1.x + 1.15) < 0.011, `U1 x ${u1.x}`);
    assert.equal(u1.y, 0.75);
    for (const name of ["R1", "D1", "C1"])
      assert.match(String(get(s, name).symbol), /_down$/, `${name} upright`);
    for (const name of ["R1", "D1"])
      assert.ok(get(s, name).x > u1.x, `${name} right of the chip`);
    assert.ok(get(s, "C1").x < u1.x, "C1 left of the chip");
    assert.equal(get(s, "C1").y, u1.y, "C1 level with the chip");
    assert.ok(get(s, "D1").y < get(s, "R1").y, "LED below R1");
  });

  it("one schX switches the board to relative layout: the rest stack at (0, 0)", async () => {
    const s = symbols(await circuitJsonOf(indicator("", "schX={4} schY={2}")));
    assert.deepEqual(get(s, "R1"), { x: 4, y: 2, symbol: "boxresistor_right" });
    for (const name of ["U1", "D1", "C1"])
      assert.deepEqual([get(s, name).x, get(s, name).y], [0, 0], name);
    assert.equal(get(s, "D1").symbol, "led_right");
  });

  it("schAutoLayoutEnabled keeps R1 where it is and arranges the others", async () => {
    const s = symbols(
      await circuitJsonOf(
        indicator("schAutoLayoutEnabled", "schX={4} schY={2}"),
      ),
    );
    assert.deepEqual([get(s, "R1").x, get(s, "R1").y], [4, 2]);
    assert.deepEqual([get(s, "U1").x, get(s, "U1").y], [1.9, 2.3]);
    assert.match(String(get(s, "D1").symbol), /_down$/);
  });

  it("schGrid with 2 columns and gap 2 puts the parts in code order on a grid", async () => {
    const s = symbols(
      await circuitJsonOf(indicator("schGrid schGridCols={2} schGridGap={2}")),
    );
    assert.deepEqual(
      ["U1", "R1", "D1", "C1"].map((n) => [get(s, n).x, get(s, n).y]),
      [
        [-1.7, 1.5],
        [1.7, 1.5],
        [-1.7, -1.5],
        [1.7, -1.5],
      ],
    );
  });

  it("a group with schX counts as a positioned child of the board", async () => {
    const s = symbols(
      await circuitJsonOf(`export default () => (
        <board width="30mm" height="20mm">
          <group schX={5}>
            <resistor name="R1" resistance="1k" footprint="0603" />
          </group>
          <resistor name="R3" resistance="1k" footprint="0603" />
          <resistor name="R4" resistance="1k" footprint="0603" />
          <trace from=".R3 > .pin2" to=".R4 > .pin1" />
        </board>
      )`),
    );
    assert.deepEqual([get(s, "R3").x, get(s, "R3").y], [0, 0]);
    assert.deepEqual([get(s, "R4").x, get(s, "R4").y], [0, 0]);
  });
});
