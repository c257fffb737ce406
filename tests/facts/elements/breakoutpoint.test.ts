import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

interface BreakoutPoint extends CircuitJsonElement {
  x: number;
  y: number;
  source_port_id?: string;
}

interface PcbGroup extends CircuitJsonElement {
  name?: string;
  width: number;
  center: { x: number; y: number };
}

const code = (connection: string): string => `export default () => (
  <board width="24mm" height="14mm">
    <breakout name="BO1" padding={1.5} pcbX={-4}>
      <chip name="U1" footprint="soic8" pinLabels={{ pin2: "SDA" }} />
      <breakoutpoint connection="${connection}" pcbX={4.15} pcbY={0} />
    </breakout>
    <testpoint name="TP1" pcbX={7} />
    <trace from=".U1 > .SDA" to=".TP1 > .pin1" />
  </board>
)`;

describe("/elements/breakoutpoint", () => {
  it("is placed from the breakout's centre, for the named pin", async () => {
    const json = await circuitJsonOf(code(".U1 > .SDA"));
    const points = json.filter(
      (e): e is BreakoutPoint => e.type === "pcb_breakout_point",
    );
    assert.equal(points.length, 1);
    assert.ok(Math.abs(points[0].x - 0.15) < 1e-6);
    assert.equal(points[0].y, 0);
    const sda = json.find((e) => e.type === "source_port" && e.name === "SDA");
    assert.equal(points[0].source_port_id, sda?.source_port_id);
  });

  it("a placed point widens the boundary by the padding beyond it", async () => {
    const json = await circuitJsonOf(code(".U1 > .SDA"));
    const group = json.find(
      (e): e is PcbGroup => e.type === "pcb_group" && e.name === "BO1",
    );
    assert.ok(group);
    // 8.3 mm without the point; the point at 4.15 mm grows it to 9.8 mm
    assert.ok(Math.abs(group.width - 9.8) < 0.01, String(group.width));
    // the box around pads and point grown by the padding: its centre moves
    // 0.75 mm right of the breakout's pcbX (-4 mm)
    assert.ok(Math.abs(group.center.x - -3.25) < 0.01, String(group.center.x));
    const rightEdge = group.center.x + group.width / 2;
    const point = json.find(
      (e): e is BreakoutPoint => e.type === "pcb_breakout_point",
    );
    assert.ok(point);
    // the point sits the padding (1.5 mm) inside the right-hand edge
    assert.ok(Math.abs(rightEdge - point.x - 1.5) < 0.01);
  });

  it("a selector that matches nothing stops the circuit", async () => {
    await assert.rejects(
      circuitJsonOf(code(".U1 > .XYZ")),
      /Could not find connection target "\.U1 > \.XYZ"/,
    );
  });

  it("edge and offset props are ignored for a breakout point", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="24mm" height="14mm">
        <breakout name="BO1" padding={1.5} pcbX={-4}>
          <chip name="U1" footprint="soic8" pinLabels={{ pin2: "SDA", pin3: "SCL" }} />
          <breakoutpoint connection=".U1 > .SDA" pcbX={4} pcbOffsetX={1} pcbY={0} />
          <breakoutpoint connection=".U1 > .SCL" pcbLeftEdgeX={4} pcbY={-1} />
        </breakout>
        <testpoint name="TP1" pcbX={7} pcbY={3} />
        <testpoint name="TP2" pcbX={7} pcbY={-3} />
        <trace from=".U1 > .SDA" to=".TP1 > .pin1" />
        <trace from=".U1 > .SCL" to=".TP2 > .pin1" />
      </board>
    )`);
    const xs = json
      .filter((e): e is BreakoutPoint => e.type === "pcb_breakout_point")
      .map((p) => p.x);
    assert.deepEqual(xs, [0, -4]);
  });
});

describe("/elements/breakoutpoint: <fanoutpoint>", () => {
  it("inside a <fanout> writes the same pcb_breakout_point as a <breakoutpoint> in a <breakout>", async () => {
    const fanout = code(".U1 > .SDA")
      .replace("<breakout ", "<fanout ")
      .replace("</breakout>", "</fanout>")
      .replace("<breakoutpoint ", "<fanoutpoint ");
    assert.match(fanout, /<fanoutpoint /);
    const pick = (json: CircuitJsonElement[]) =>
      json.filter((e) => e.type === "pcb_breakout_point");
    const a = pick(await circuitJsonOf(code(".U1 > .SDA")));
    const b = pick(await circuitJsonOf(fanout));
    assert.equal(b.length, 1);
    assert.deepEqual(b, a);
  });
});
