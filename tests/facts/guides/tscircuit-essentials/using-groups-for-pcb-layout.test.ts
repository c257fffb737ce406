import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  centresByName,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../../support/circuit-json";

after(closeCircuitCompiler);

/** Centres of the pcb_components by name, rounded to 0.001 mm. */
const centres = (json: CircuitJsonElement[]) =>
  centresByName(json, "pcb_component", 3);

const leds = (extra = "") => `
  <led name="D1" color="red" footprint="0603" ${extra} />
  <led name="D2" color="green" footprint="0603" />
  <led name="D3" color="blue" footprint="0603" />`;

describe("/guides/tscircuit-essentials/using-groups-for-pcb-layout", () => {
  it("children of a positioned group are offset by the group's position", async () => {
    const c = centres(
      await circuitJsonOf(`export default () => (
        <board width="24mm" height="14mm">
          <group name="STATUS" pcbX={-6} pcbY={2}>
            <resistor name="R1" resistance="330" footprint="0603" pcbX={0} pcbY={1.25} />
            <led name="D1" color="green" footprint="0603" pcbX={0} pcbY={-1.25} />
          </group>
        </board>)`),
    );
    assert.deepEqual(c.R1, { x: -6, y: 3.25 });
    assert.deepEqual(c.D1, { x: -6, y: 0.75 });
  });

  it("grid row and flex column land where the page says", async () => {
    const c = centres(
      await circuitJsonOf(`export default () => (
        <board width="30mm" height="20mm">
          <group name="LEDS" pcbX={-6} pcbY={4} pcbGrid pcbGridCols={3} pcbGridGap="2mm">${leds()}</group>
          <group name="RES" pcbX={6} pcbY={-4} pcbFlex pcbFlexDirection="column" pcbFlexGap="1mm">
            <resistor name="R1" resistance="330" footprint="0603" />
            <resistor name="R2" resistance="330" footprint="0603" />
            <resistor name="R3" resistance="330" footprint="0603" />
          </group>
        </board>)`),
    );
    assert.deepEqual(
      [c.D1, c.D2, c.D3],
      [
        { x: -10.45, y: 4 },
        { x: -6, y: 4 },
        { x: -1.55, y: 4 },
      ],
    );
    assert.deepEqual(
      [c.R1, c.R2, c.R3],
      [
        { x: 6, y: -5.95 },
        { x: 6, y: -4 },
        { x: 6, y: -2.05 },
      ],
    );
  });

  it("a grid fills rows in code order", async () => {
    const c = centres(
      await circuitJsonOf(
        `export default () => (<board width="30mm" height="20mm"><group name="G" pcbGrid pcbGridCols={2} pcbGridGap="2mm">${leds()}</group></board>)`,
      ),
    );
    assert.ok(c.D1.x < c.D2.x && c.D1.y === c.D2.y);
    assert.ok(c.D3.y < c.D1.y && c.D3.x === c.D1.x);
  });

  it("with pcbGrid the group, not the child's pcbX/pcbY, decides the position", async () => {
    const c = centres(
      await circuitJsonOf(
        `export default () => (<board width="30mm" height="20mm"><group name="G" pcbX={-6} pcbY={4} pcbGrid pcbGridCols={3} pcbGridGap="2mm">${leds("pcbX={5} pcbY={5}")}</group></board>)`,
      ),
    );
    assert.deepEqual(c.D1, { x: -10.45, y: 4 });
  });

  it("the packer leaves a child that has pcbX/pcbY where it was put", async () => {
    const c = centres(
      await circuitJsonOf(`export default () => (
        <board width="30mm" height="20mm">
          <group name="G" pcbX={5} pcbY={0} pcbPack pcbPackGap="3mm">
            <resistor name="R1" resistance="330" footprint="0603" pcbX={-8} pcbY={-6} />
            <resistor name="R2" resistance="330" footprint="0603" />
          </group>
        </board>)`),
    );
    assert.deepEqual(c.R1, { x: -3, y: -6 });
  });

  it("selectors reach parts in other groups", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="30mm" height="20mm">
        <group name="G"><resistor name="R1" resistance="330" footprint="0603" /></group>
        <group name="H"><resistor name="R2" resistance="330" footprint="0603" /></group>
        <trace from=".R1 > .pin2" to=".R2 > .pin1" />
      </board>)`);
    assert.deepEqual(
      json.filter((e) => e.type.endsWith("_error")),
      [],
    );
    assert.equal(json.filter((e) => e.type === "source_trace").length, 1);
    const trace = json.find((e) => e.type === "source_trace");
    assert.equal((trace?.connected_source_port_ids as unknown[]).length, 2);
  });
});
