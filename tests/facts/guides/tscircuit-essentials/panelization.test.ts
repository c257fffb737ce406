import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../../support/circuit-json";

after(closeCircuitCompiler);

const round = (n: number) => Math.round(n * 1000) / 1000;
const ofType = (json: CircuitJsonElement[], type: string) =>
  json.filter((e) => e.type === type);
const boardCentres = (json: CircuitJsonElement[]) =>
  ofType(json, "pcb_board").map((b) => {
    const c = b.center as { x: number; y: number };
    return [round(c.x), round(c.y)];
  });
const slots = (json: CircuitJsonElement[]) =>
  ofType(json, "pcb_cutout").filter((c) =>
    String(c.pcb_cutout_id).startsWith("panel_tab"),
  );
const bites = (json: CircuitJsonElement[]) =>
  ofType(json, "pcb_hole").filter((h) =>
    String(h.pcb_hole_id).startsWith("panel_mouse_bite"),
  );
const errorsOf = (json: CircuitJsonElement[]) =>
  json.filter((e) => e.type.endsWith("_error"));

const sensorBoard = (
  w: number,
  h: number,
) => `const SensorBoard = ({ name }: { name: string }) => (
  <board name={name} width="${w}mm" height="${h}mm">
    <resistor name="R1" resistance="10k" footprint="0603" pcbX={-3} pcbY={2} />
    <capacitor name="C1" capacitance="100nF" footprint="0603" pcbX={3} pcbY={2} />
    <pinheader name="J1" pinCount={2} pitch="2.54mm" pcbY={-2.5} />
    <trace from=".J1 > .pin1" to=".R1 > .pin1" />
    <trace from=".R1 > .pin2" to=".C1 > .pin1" />
    <trace from=".C1 > .pin2" to=".J1 > .pin2" />
  </board>
)`;

describe("/guides/tscircuit-essentials/panelization", () => {
  it("a 2 × 2 grid of 14 × 10 mm boards with 3 mm gaps: positions, 41 × 33 mm panel, 32 slots 1 mm wide, 32 mouse bites of 0.45 mm", async () => {
    const json = await circuitJsonOf(`${sensorBoard(14, 10)}
      export default () => (
        <panel layoutMode="grid" row={2} col={2} boardGap="3mm" panelizationMethod="tab-routing">
          <SensorBoard name="A" /><SensorBoard name="B" /><SensorBoard name="C" /><SensorBoard name="D" />
        </panel>
      )`);
    assert.deepEqual(errorsOf(json), []);
    assert.deepEqual(boardCentres(json), [
      [-8.5, -6.5],
      [8.5, -6.5],
      [-8.5, 6.5],
      [8.5, 6.5],
    ]);
    const [panel] = ofType(json, "pcb_panel");
    assert.deepEqual(
      [panel.width, panel.height, panel.center],
      [41, 33, { x: 0, y: 0 }],
    );
    assert.equal(slots(json).length, 32);
    assert.ok(slots(json).every((s) => s.height === 1));
    assert.equal(bites(json).length, 32);
    assert.ok(bites(json).every((h) => h.hole_diameter === 0.45));
  });

  it("a subpanel stacks its boards around its own centre; a hand-placed board keeps its place; 24 mouse bites", async () => {
    const json =
      await circuitJsonOf(`const LedBoard = ({ name }: { name: string }) => (
        <board name={name} width="10mm" height="8mm">
          <led name="D1" color="red" footprint="0603" pcbY={2} />
          <pinheader name="J1" pinCount={2} pitch="2.54mm" pcbY={-2} />
          <trace from=".J1 > .pin1" to=".D1 > .anode" />
          <trace from=".J1 > .pin2" to=".D1 > .cathode" />
        </board>
      )
      export default () => (
        <panel width="60mm" height="30mm" panelizationMethod="tab-routing">
          <subpanel layoutMode="grid" col={1} boardGap="2mm" edgePadding="2mm" pcbX={-15} pcbY={0}>
            <LedBoard name="L1" /><LedBoard name="L2" />
          </subpanel>
          <board name="MAIN" width="24mm" height="20mm" pcbX={12} pcbY={0}>
            <resistor name="R1" resistance="1k" footprint="0603" pcbX={-4} />
            <capacitor name="C1" capacitance="1uF" footprint="0603" pcbX={4} />
            <trace from=".R1 > .pin2" to=".C1 > .pin1" />
            <trace from=".R1 > .pin1" to=".C1 > .pin2" />
          </board>
        </panel>
      )`);
    assert.deepEqual(errorsOf(json), []);
    assert.deepEqual(boardCentres(json), [
      [-15, -5],
      [-15, 5],
      [12, 0],
    ]);
    const [panel] = ofType(json, "pcb_panel");
    assert.deepEqual([panel.width, panel.height], [60, 30]);
    assert.equal(bites(json).length, 24);
  });

  it("boards 20 mm on their shorter side get 2 mm slots; mouseBites={false} drills no holes; 'none' adds nothing", async () => {
    const panel = (extra: string) => `${sensorBoard(20, 20)}
      export default () => (
        <panel layoutMode="grid" ${extra}>
          <SensorBoard name="A" /><SensorBoard name="B" />
        </panel>
      )`;
    const tabs = await circuitJsonOf(
      panel(`panelizationMethod="tab-routing" mouseBites={false}`),
    );
    assert.ok(slots(tabs).length > 0);
    assert.ok(slots(tabs).every((s) => s.height === 2));
    assert.equal(bites(tabs).length, 0);
    const none = await circuitJsonOf(panel(`panelizationMethod="none"`));
    assert.equal(slots(none).length + bites(none).length, 0);
  });
});
