import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../../support/circuit-json";

after(closeCircuitCompiler);

const clad = `import type { ReactNode } from "react"
const corner = 15 - 3.5
const MyClad30 = ({ children, minTraceWidth = "0.15mm", routingDisabled }: {
  children?: ReactNode; minTraceWidth?: string; routingDisabled?: boolean }) => (
  <board width="30mm" height="30mm" minTraceWidth={minTraceWidth} routingDisabled={routingDisabled}>
    <hole diameter="3.2mm" pcbX={-corner} pcbY={-corner} />
    <hole diameter="3.2mm" pcbX={corner} pcbY={-corner} />
    <hole diameter="3.2mm" pcbX={-corner} pcbY={corner} />
    <hole diameter="3.2mm" pcbX={corner} pcbY={corner} />
    {children}
  </board>
)`;

const errorsOf = (json: CircuitJsonElement[]) =>
  json.filter((e) => e.type.endsWith("_error"));

describe("/guides/tscircuit-essentials/how-to-use-biscuit-board", () => {
  it("a wrapper component gives a 30 × 30 mm board with four 3.2 mm holes 3.5 mm in from each side, plus the user's parts", async () => {
    const json = await circuitJsonOf(`${clad}
      export default () => (
        <MyClad30>
          <pinheader name="J1" pinCount={2} pitch="2.54mm" pcbX={-6} pcbY={0} pcbRotation={90} />
          <resistor name="R1" resistance="1k" footprint="0603" pcbX={0} pcbY={2} />
          <led name="D1" color="red" footprint="0603" pcbX={0} pcbY={-2} />
          <trace from=".J1 > .pin1" to=".R1 > .pin1" />
          <trace from=".R1 > .pin2" to=".D1 > .anode" />
          <trace from=".D1 > .cathode" to=".J1 > .pin2" />
        </MyClad30>
      )`);
    assert.deepEqual(errorsOf(json), []);
    const [board] = json.filter((e) => e.type === "pcb_board");
    assert.deepEqual(
      [board.width, board.height, board.center],
      [30, 30, { x: 0, y: 0 }],
    );
    const holes = json.filter((e) => e.type === "pcb_hole");
    assert.equal(holes.length, 4);
    for (const h of holes) {
      assert.equal(h.hole_diameter, 3.2);
      assert.equal(15 - Math.abs(Number(h.x)), 3.5);
      assert.equal(15 - Math.abs(Number(h.y)), 3.5);
    }
    assert.deepEqual(
      json
        .filter((e) => e.type === "source_component")
        .map((e) => e.name)
        .sort(),
      ["D1", "J1", "R1"],
    );
    const r1 = json.find(
      (e) =>
        e.type === "pcb_component" &&
        e.source_component_id ===
          json.find((s) => s.type === "source_component" && s.name === "R1")
            ?.source_component_id,
    );
    assert.deepEqual(
      r1?.center,
      { x: 0, y: 2 },
      "positions from the board centre",
    );
  });

  it("a forwarded minTraceWidth makes every routed trace 0.4 mm wide", async () => {
    const json = await circuitJsonOf(`${clad}
      export default () => (
        <MyClad30 minTraceWidth="0.4mm">
          <resistor name="R1" resistance="1k" footprint="0805" pcbX={-4} pcbY={0} />
          <capacitor name="C1" capacitance="1uF" footprint="0805" pcbX={4} pcbY={0} />
          <trace from=".R1 > .pin2" to=".C1 > .pin1" />
          <trace from=".C1 > .pin2" to=".R1 > .pin1" />
        </MyClad30>
      )`);
    assert.deepEqual(errorsOf(json), []);
    const traces = json.filter((e) => e.type === "pcb_trace");
    assert.equal(traces.length, 2);
    for (const t of traces) {
      for (const p of t.route as { route_type: string; width?: number }[]) {
        if (p.route_type === "wire") assert.equal(p.width, 0.4);
      }
    }
  });
});
