import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../../support/circuit-json";

after(closeCircuitCompiler);

interface RoutePoint {
  x: number;
  y: number;
  width: number;
  layer: string;
}

const round = (n: number) => Math.round(n * 1000) / 1000;
const points = (t: CircuitJsonElement) =>
  (t.route as RoutePoint[]).map((p) => [round(p.x), round(p.y)]);
const traces = (json: CircuitJsonElement[]) =>
  json.filter((e) => e.type === "pcb_trace");
const errorsOf = (json: CircuitJsonElement[]) =>
  json.filter((e) => e.type.endsWith("_error"));

const path = `[{ x: 0, y: 3 }, { x: 14, y: 3 }, { x: 14, y: 5 }, { x: 2, y: 5 }, { x: 2, y: 7 }, { x: 14, y: 7 }]`;
const antennaBoard = (boardProps: string) => `export default () => (
  <board width="34mm" height="18mm" ${boardProps}>
    <chip name="U1" footprint="soic8" pcbX={-10} pcbY={0} pinLabels={{ pin1: "VCC", pin4: "GND", pin5: "RF" }} />
    <antenna name="ANT1" antennaShape="2.4ghz_meandered_monopole" pcbX={-2} pcbY={-2} pcbPath={${path}} />
    <trace from=".U1 > .RF" to=".ANT1 > .feed" />
  </board>
)`;

describe("/guides/tscircuit-essentials/draw-a-wifi-antenna", () => {
  it("<antenna pcbPath> draws a 0.8 mm feed pad and an open, error-free antenna trace measured from the antenna", async () => {
    const json = await circuitJsonOf(antennaBoard(`minTraceWidth="0.3mm"`));
    assert.deepEqual(errorsOf(json), []);
    const antennaTrace = traces(json).find((t) => t.is_antenna_trace === true);
    assert.ok(antennaTrace, "antenna trace marked is_antenna_trace");
    assert.deepEqual(points(antennaTrace), [
      [-2, -2],
      [-2, 1],
      [12, 1],
      [12, 3],
      [0, 3],
      [0, 5],
      [12, 5],
    ]);
    const route = antennaTrace.route as RoutePoint[];
    assert.ok(route.every((p) => p.width === 0.3 && p.layer === "top"));
    const routed = traces(json).find((t) => t !== antennaTrace)!;
    assert.ok((routed.route as RoutePoint[]).every((p) => p.width === 0.3));

    const ant = json.find(
      (e) => e.type === "source_component" && e.name === "ANT1",
    );
    const pads = json.filter(
      (e) =>
        e.type === "pcb_smtpad" &&
        json.some(
          (c) =>
            c.type === "pcb_component" &&
            c.pcb_component_id === e.pcb_component_id &&
            c.source_component_id === ant?.source_component_id,
        ),
    );
    assert.equal(pads.length, 1);
    assert.deepEqual(
      [pads[0].x, pads[0].y, pads[0].width, pads[0].height],
      [-2, -2, 0.8, 0.8],
    );
    const port = json.find(
      (e) =>
        e.type === "source_port" &&
        e.source_component_id === ant?.source_component_id,
    );
    assert.deepEqual(
      [...(port?.port_hints as string[])].filter((h) => h !== "1").sort(),
      ["feed", "pin1"],
    );
    assert.equal(
      json.filter((e) => e.type === "pcb_keepout").length,
      0,
      "no keepouts with pcbPath",
    );
    assert.ok(
      json.some(
        (e) =>
          e.type === "pcb_component_missing_courtyard_warning" &&
          String(e.message).startsWith("ANT1"),
      ),
    );
  });

  it("without minTraceWidth the antenna copper is 0.1 mm", async () => {
    const json = await circuitJsonOf(antennaBoard(""));
    const antennaTrace = traces(json).find((t) => t.is_antenna_trace === true)!;
    assert.ok(
      (antennaTrace.route as RoutePoint[]).every((p) => p.width === 0.1),
    );
  });

  it("every antennaShape accepts a pcbPath; without antennaShape there is no feed pad", async () => {
    for (const shape of [
      "2.4ghz_quarter_wave_monopole",
      "2.4ghz_meandered_monopole",
      "2.4ghz_inverted_f",
      "2.4ghz_meandered_inverted_f",
      "2.4ghz_folded_dipole",
    ]) {
      const json = await circuitJsonOf(`export default () => (
        <board width="20mm" height="12mm">
          <antenna name="ANT1" antennaShape="${shape}" pcbPath={[{ x: 0, y: 3 }, { x: 6, y: 3 }]} />
        </board>
      )`);
      assert.deepEqual(errorsOf(json), [], shape);
      assert.equal(
        json.filter((e) => e.type === "pcb_smtpad").length,
        1,
        shape,
      );
    }
    const bare = await circuitJsonOf(`export default () => (
      <board width="20mm" height="12mm">
        <antenna name="ANT1" pcbPath={[{ x: 0, y: 3 }, { x: 6, y: 3 }]} />
      </board>
    )`);
    assert.ok(
      errorsOf(bare).some((e) => e.type === "pcb_missing_footprint_error"),
    );
  });

  it("a one-ended <trace> with pcbPath is drawn from the part it starts at, but its open end is a dangling-endpoint error", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="30mm" height="16mm">
        <chip name="U1" footprint="soic8" pcbX={-8} pcbY={0} pinLabels={{ pin5: "RF" }} />
        <trace path={[".U1 > .RF"]} width="0.5mm"
          pcbPath={[{ x: 4, y: -2 }, { x: 4, y: -5 }, { x: 8, y: -5 }, { x: 8, y: 5 }]} />
      </board>
    )`);
    const [t] = traces(json);
    assert.deepEqual(points(t).slice(1), [
      [-4, -2],
      [-4, -5],
      [0, -5],
      [0, 5],
    ]);
    assert.ok((t.route as RoutePoint[]).every((p) => p.width === 0.5));
    assert.notEqual(t.is_antenna_trace, true);
    const errors = errorsOf(json);
    assert.deepEqual(
      errors.map((e) => e.type),
      ["pcb_trace_error"],
    );
    assert.match(String(errors[0].message), /dangling endpoint/);
  });
});
