import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

interface PcbGroup extends CircuitJsonElement {
  width: number;
  center: { x: number; y: number };
}

interface BreakoutPointElement extends CircuitJsonElement {
  x: number;
  y: number;
}

interface PcbTrace extends CircuitJsonElement {
  route: { x: number; y: number }[];
}

describe("/elements/breakout", () => {
  it("padding grows the boundary and each outgoing trace gets a breakout point", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="30mm" height="20mm">
        <breakout name="BO1" padding={1.5} pcbX={-5}>
          <chip name="U1" footprint="soic8" pinLabels={{ pin8: "VDD", pin7: "SDA", pin6: "SCL", pin5: "GND" }} />
        </breakout>
        <pinheader name="J1" pinCount={4} pinLabels={["VCC", "GND", "SDA", "SCL"]} pcbX={8} pcbOrientation="vertical" />
        <trace from=".J1 > .VCC" to=".U1 > .VDD" />
        <trace from=".J1 > .GND" to=".U1 > .GND" />
        <trace from=".J1 > .SDA" to=".U1 > .SDA" />
        <trace from=".J1 > .SCL" to=".U1 > .SCL" />
      </board>
    )`);
    const group = json.find(
      (e): e is PcbGroup => e.type === "pcb_group" && e.width !== undefined,
    );
    assert.ok(group);
    assert.ok(Math.abs(group.width - 8.3) < 0.01);
    assert.equal(group.center.x, -5);
    const points = json.filter((e) => e.type === "pcb_breakout_point");
    assert.equal(points.length, 4);
    assert.deepEqual(
      json.filter((e) => e.type.endsWith("_error")),
      [],
    );
  });

  it("placed breakout points widen the boundary and the traces leave through them", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="30mm" height="20mm">
        <breakout name="BO1" padding={1.5} pcbX={-5}>
          <chip name="U1" footprint="soic8" pinLabels={{ pin1: "VDD", pin2: "SDA", pin3: "SCL", pin4: "GND" }} />
          <breakoutpoint connection=".U1 > .SDA" pcbX={4.15} pcbY={1} />
          <breakoutpoint connection=".U1 > .SCL" pcbX={4.15} pcbY={-1} />
        </breakout>
        <pinheader name="J1" pinCount={4} pinLabels={["VCC", "GND", "SDA", "SCL"]} pcbX={8} pcbOrientation="vertical" />
        <trace from=".J1 > .VCC" to=".U1 > .VDD" />
        <trace from=".J1 > .GND" to=".U1 > .GND" />
        <trace from=".J1 > .SDA" to=".U1 > .SDA" />
        <trace from=".J1 > .SCL" to=".U1 > .SCL" />
      </board>
    )`);
    const group = json.find(
      (e): e is PcbGroup => e.type === "pcb_group" && e.width !== undefined,
    );
    assert.ok(group);
    assert.ok(Math.abs(group.width - 9.8) < 0.01, String(group.width));
    const points = json.filter(
      (e): e is BreakoutPointElement => e.type === "pcb_breakout_point",
    );
    assert.equal(points.length, 4);
    const placed = points.filter((p) => Math.abs(p.x - -0.85) < 1e-6);
    assert.equal(placed.length, 2);
    const routes = json.filter((e): e is PcbTrace => e.type === "pcb_trace");
    assert.ok(
      routes.some((t) =>
        t.route.some((r) => Math.abs(r.x - -0.85) < 1e-6 && r.y === 1),
      ),
      "a trace passes through the placed SDA point",
    );
    const rightEdge = group.center.x + group.width / 2;
    // the box around pads and points grown by the padding: -9.15 mm to 0.65 mm
    assert.ok(Math.abs(group.center.x - -4.25) < 0.01, String(group.center.x));
    for (const p of placed) assert.ok(Math.abs(rightEdge - p.x - 1.5) < 0.01);
    const automatic = points.filter((p) => !placed.includes(p));
    for (const p of automatic) assert.ok(Math.abs(p.x - rightEdge) < 0.01);
  });

  it("with no padding the boundary is the pads' outline", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="30mm" height="20mm">
        <breakout name="BO1" pcbX={-5}>
          <chip name="U1" footprint="soic8" pinLabels={{ pin2: "SDA" }} />
        </breakout>
        <testpoint name="TP1" pcbX={8} />
        <trace from=".U1 > .SDA" to=".TP1 > .pin1" />
      </board>
    )`);
    const group = json.find(
      (e): e is PcbGroup => e.type === "pcb_group" && e.width !== undefined,
    );
    assert.ok(group);
    assert.ok(Math.abs(group.width - 5.3) < 0.01, String(group.width));
  });
});

describe("/elements/breakout: <fanout> and <fanoutpoint>", () => {
  const second = (
    outer: string,
    point: string,
  ): string => `export default () => (
      <board width="30mm" height="20mm">
        <${outer} name="BO1" padding={1.5} pcbX={-5}>
          <chip name="U1" footprint="soic8" pinLabels={{ pin1: "VDD", pin2: "SDA", pin3: "SCL", pin4: "GND" }} />
          <${point} connection=".U1 > .SDA" pcbX={4.15} pcbY={1} />
          <${point} connection=".U1 > .SCL" pcbX={4.15} pcbY={-1} />
        </${outer}>
        <pinheader name="J1" pinCount={4} pinLabels={["VCC", "GND", "SDA", "SCL"]} pcbX={8} pcbOrientation="vertical" />
        <trace from=".J1 > .VCC" to=".U1 > .VDD" />
        <trace from=".J1 > .GND" to=".U1 > .GND" />
        <trace from=".J1 > .SDA" to=".U1 > .SDA" />
        <trace from=".J1 > .SCL" to=".U1 > .SCL" />
      </board>
    )`;

  it("are other names for the same elements and compile to the same group and breakout points", async () => {
    const pick = (json: CircuitJsonElement[]) =>
      json.filter(
        (e) => e.type === "pcb_group" || e.type === "pcb_breakout_point",
      );
    const withBreakout = pick(
      await circuitJsonOf(second("breakout", "breakoutpoint")),
    );
    const withFanout = pick(
      await circuitJsonOf(second("fanout", "fanoutpoint")),
    );
    assert.deepEqual(withFanout, withBreakout);
    const group = withFanout.find((e): e is PcbGroup => e.type === "pcb_group");
    assert.ok(group && Math.abs(group.width - 9.8) < 0.01);
    assert.equal(
      withFanout.filter((e) => e.type === "pcb_breakout_point").length,
      4,
    );
  });
});
