import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  byComponentName,
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../../support/circuit-json";

after(closeCircuitCompiler);

interface Placed {
  x: number;
  y: number;
  rotation: number;
}

/** Centre and rotation of every pcb_component, by component name. */
function placement(json: CircuitJsonElement[]): Map<string, Placed> {
  const result = new Map<string, Placed>();
  for (const [name, e] of byComponentName(json, "pcb_component")) {
    const c = e as CircuitJsonElement & {
      center: { x: number; y: number };
      rotation: number;
    };
    result.set(name, {
      x: c.center.x,
      y: c.center.y,
      rotation: ((Math.round(c.rotation) % 360) + 360) % 360,
    });
  }
  return result;
}

const board = (json: CircuitJsonElement[]) =>
  json.find((e) => e.type === "pcb_board") as CircuitJsonElement & {
    width: number;
    height: number;
    center: { x: number; y: number };
  };

const chip = (layout = "") =>
  `<chip name="U1" footprint="soic8" ${layout} pinLabels={{ pin1: "VDD", pin4: "GND", pin5: "OUT" }} />`;

const parts = (before = "") => `${before}
  <resistor name="R1" resistance="1k" footprint="0603" />
  <led name="D1" color="green" footprint="0603" />
  <capacitor name="C1" capacitance="100nF" footprint="0603" />
  <trace from=".U1 > .OUT" to=".R1 > .pin1" />
  <trace from=".R1 > .pin2" to=".D1 > .anode" />
  <trace from=".D1 > .cathode" to="net.GND" />
  <trace from=".U1 > .GND" to="net.GND" />
  <trace from=".U1 > .VDD" to="net.V5" />
  <trace from=".C1 > .pin1" to="net.V5" />
  <trace from=".C1 > .pin2" to="net.GND" />`;

const get = (m: Map<string, Placed>, name: string): Placed => {
  const p = m.get(name);
  assert.ok(p, `${name} placed`);
  return p;
};

describe("/guides/tscircuit-essentials/automatic-pcb-layout", () => {
  it("with no positions the chip stays at the origin and an unsized board wraps the parts", async () => {
    const json = await circuitJsonOf(
      `export default () => (<board>${chip()}${parts()}</board>)`,
    );
    const p = placement(json);
    assert.deepEqual(get(p, "U1"), { x: 0, y: 0, rotation: 0 });
    assert.equal(get(p, "R1").rotation, 0);
    assert.equal(get(p, "D1").rotation, 180);
    assert.equal(get(p, "C1").rotation, 270);
    assert.ok(get(p, "C1").x < 0, "C1 left of the chip");
    const b = board(json);
    assert.ok(Math.abs(b.width - 15.7) < 0.1, `width ${b.width}`);
    assert.ok(Math.abs(b.height - 11.2) < 0.1, `height ${b.height}`);
    assert.ok(Math.abs(b.center.x - 0.75) < 0.01, `centre x ${b.center.x}`);
    assert.ok(Math.abs(b.center.y + 1.39) < 0.01, `centre y ${b.center.y}`);
    assert.equal(
      json.filter((e) => e.type.endsWith("_error")).length,
      0,
      "no errors",
    );
  });

  it("pcbPackGap='3mm' moves R1 2 mm further from the chip", async () => {
    const json = await circuitJsonOf(
      `export default () => (<board pcbPackGap="3mm">${chip()}${parts()}</board>)`,
    );
    const r1 = get(placement(json), "R1");
    assert.ok(Math.abs(r1.x - 7.38) < 0.01, `R1 x ${r1.x}`);
    const b = board(json);
    assert.ok(Math.abs(b.width - 19.7) < 0.1, `width ${b.width}`);
    assert.ok(Math.abs(b.height - 13.2) < 0.1, `height ${b.height}`);
  });

  it("a fixed part is not moved and the others are packed from the board centre, not next to it", async () => {
    const json = await circuitJsonOf(
      `export default () => (<board width="30mm" height="20mm">${chip("pcbX={-8} pcbY={3}")}${parts()}</board>)`,
    );
    const p = placement(json);
    assert.deepEqual(get(p, "U1"), { x: -8, y: 3, rotation: 0 });
    const r1 = get(p, "R1");
    assert.ok(Math.hypot(r1.x, r1.y) < 0.01, "R1 at (0, 0)");
    for (const name of ["D1", "C1"]) {
      const q = get(p, name);
      assert.ok(q.x > r1.x, `${name} right of R1`);
      assert.ok(Math.abs(q.y - get(p, "D1").y) < 0.01, `${name} in one row`);
      assert.ok(
        Math.hypot(q.x + 8, q.y - 3) > Math.hypot(q.x, q.y),
        `${name} nearer the centre than the chip`,
      );
    }
  });

  it("adding an unconnected resistor before R1 takes D1's place below the chip and pushes D1 right", async () => {
    const before = placement(
      await circuitJsonOf(
        `export default () => (<board>${chip()}${parts()}</board>)`,
      ),
    );
    const after = placement(
      await circuitJsonOf(
        `export default () => (<board>${chip()}${parts(`<resistor name="R9" resistance="10k" footprint="0603" />`)}</board>)`,
      ),
    );
    const r9 = get(after, "R9");
    assert.ok(Math.abs(r9.y - get(before, "D1").y) < 0.01, `R9 y ${r9.y}`);
    assert.ok(Math.abs(r9.x) < 0.01, `R9 x ${r9.x}`);
    const dx = get(after, "D1").x - get(before, "D1").x;
    assert.ok(Math.abs(dx - 2) < 0.1, `D1 moved ${dx}`);
  });

  it("overlapping fixed parts stop autorouting", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="20mm" height="20mm">
        <resistor name="R1" resistance="1k" footprint="0603" pcbX={0} pcbY={0} />
        <resistor name="R2" resistance="1k" footprint="0603" pcbX={0} pcbY={0} />
        <resistor name="R3" resistance="1k" footprint="0603" pcbX={5} pcbY={5} />
        <trace from=".R1 > .pin1" to=".R3 > .pin1" />
        <trace from=".R2 > .pin2" to=".R3 > .pin2" />
      </board>
    )`);
    const types = json.map((e) => e.type);
    assert.ok(types.includes("pcb_footprint_overlap_error"));
    assert.ok(types.includes("pcb_autorouting_error"));
    assert.ok(types.includes("pcb_trace_missing_error"));
    assert.equal(types.filter((t) => t === "pcb_trace").length, 0);
  });
});
