import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

type Rec = Record<string, unknown>;

function ofType(json: CircuitJsonElement[], type: string): Rec[] {
  return json.filter((e) => e.type === type) as unknown as Rec[];
}

function errorsOf(json: CircuitJsonElement[]): string[] {
  return json.filter((e) => e.type.endsWith("_error")).map((e) => e.type);
}

describe("/elements/connector", () => {
  it("records simple_connector with standard and pin_count; jst_ph_2 footprint gives pins named by pinLabels; ", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="24mm" height="14mm">
        <connector name="J1" standard="jst_ph" pinCount={2} footprint="jst_ph_2" pinLabels={{ pin1: "VBAT", pin2: "GND" }} pcbX={-5} connections={{ VBAT: "net.VBAT", GND: "net.GND" }} />
        <capacitor name="C1" capacitance="10uF" footprint="0805" pcbX={6} pcbY={3} connections={{ pin1: "net.VBAT", pin2: "net.GND" }} />
        <pinheader name="J2" pinCount={2} pinLabels={["VBAT", "GND"]} pcbX={6} pcbY={-3} connections={{ VBAT: "net.VBAT", GND: "net.GND" }} />
      </board>)`);
    const j1 = ofType(json, "source_component").find((c) => c.name === "J1");
    assert.equal(j1?.ftype, "simple_connector");
    assert.equal(j1?.standard, "jst_ph");
    assert.equal(j1?.pin_count, 2);
    const names = ofType(json, "source_port")
      .filter((p) => p.source_component_id === j1?.source_component_id)
      .map((p) => p.name);
    assert.deepEqual(names.sort(), ["GND", "VBAT"]);
    assert.deepEqual(errorsOf(json), []);
    const pcb = ofType(json, "pcb_component").find(
      (c) => c.source_component_id === j1?.source_component_id,
    );
    assert.ok(pcb?.cable_insertion_center);
    assert.ok(
      json.some(
        (e) => e.type === "pcb_connector_not_in_accessible_orientation_warning",
      ),
    );
  });

  it("standard alone, with no parts engine: no pads, no pins, a missing-footprint error; usb_c still draws its symbol; jst with pinCount makes the pins", async () => {
    const usb = await circuitJsonOf(
      `export default () => (<board width="16mm" height="12mm"><connector name="J1" standard="usb_c" /></board>)`,
    );

    const usbJ1 = ofType(usb, "source_component").find((c) => c.name === "J1");
    assert.equal(
      ofType(usb, "source_port").filter(
        (p) => p.source_component_id === usbJ1?.source_component_id,
      ).length,
      0,
    );
    assert.ok(usb.some((e) => e.type === "pcb_missing_footprint_error"));
    assert.ok(ofType(usb, "schematic_path").length > 0);
    const jst = await circuitJsonOf(
      `export default () => (<board width="16mm" height="12mm"><connector name="J1" standard="jst_ph" pinCount={3} /></board>)`,
    );
    assert.equal(ofType(jst, "source_port").length, 3);
    assert.ok(
      ofType(jst, "schematic_port").every(
        (p) => p.side_of_component === "right",
      ),
    );
    assert.ok(jst.some((e) => e.type === "pcb_missing_footprint_error"));
  });
});
