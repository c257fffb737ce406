import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

interface SourcePort {
  name: string;
  pin_number?: number;
  port_hints?: string[];
}

interface SourceComponent {
  name: string;
  ftype?: string;
  capacity?: number;
}

function ofType<T>(json: CircuitJsonElement[], type: string): T[] {
  return json.filter((e) => e.type === type) as unknown as T[];
}

describe("/elements/battery", () => {
  it("pin1 is pos/anode, pin2 is neg/cathode; capacity is stored in mAh; voltage and standard are not recorded", async () => {
    const json = await circuitJsonOf(
      `export default () => (<board width="20mm" height="12mm">
        <battery name="B1" voltage="3V" capacity="220mAh" standard="CR2032" footprint="pinrow2" pcbX={-4} schOrientation="pos_top" />
        <battery name="BT1" voltage="3.7V" capacity={2500} footprint="jst2_ph" pcbX={4} schX={4} />
      </board>)`,
    );
    const ports = ofType<SourcePort>(json, "source_port");
    const pin1 = ports.find((p) => p.name === "pin1");
    const pin2 = ports.find((p) => p.name === "pin2");
    for (const alias of ["pos", "anode", "left"])
      assert.ok(pin1?.port_hints?.includes(alias), alias);
    for (const alias of ["neg", "cathode", "right"])
      assert.ok(pin2?.port_hints?.includes(alias), alias);
    const [b1, bt1] = ofType<SourceComponent>(json, "source_component");
    assert.equal(b1?.capacity, 220);
    assert.equal(bt1?.capacity, 2500);
    const text = JSON.stringify(json);
    assert.doesNotMatch(text, /CR2032/);
    assert.doesNotMatch(text, /"voltage"/);
    assert.equal(json.filter((e) => e.type === "pcb_plated_hole").length, 4);
    // schOrientation="pos_top" draws B1 upright, its positive pin on top
    const b1Ports = json.filter(
      (e) =>
        e.type === "schematic_port" &&
        e.schematic_component_id === "schematic_component_0",
    ) as unknown as { pin_number: number; center: { y: number } }[];
    const top = b1Ports.find((p) => p.pin_number === 1);
    const bottom = b1Ports.find((p) => p.pin_number === 2);
    assert.ok(top && bottom && top.center.y > bottom.center.y);
    assert.ok(
      !json.some((e) => e.type === "source_refdes_convention_warning"),
      "B and BT are accepted prefixes",
    );
  });

  it("standard alone gives no footprint; a capacity not in mAh is rejected; an X prefix is warned, V is not", async () => {
    const json = await circuitJsonOf(
      `export default () => (<board width="30mm" height="12mm">
        <battery name="B1" standard="CR2032" pcbX={-8} />
        <battery name="B2" capacity="0.22Ah" footprint="pinrow2" schX={4} />
        <battery name="V1" footprint="pinrow2" pcbX={8} schX={8} />
        <battery name="X1" footprint="pinrow2" pcbY={4} schX={12} />
        <battery name="B3" voltage="abc" footprint="pinrow2" pcbY={-4} schX={16} />
      </board>)`,
    );
    assert.ok(json.some((e) => e.type === "pcb_missing_footprint_error"));
    const failed = json.find(
      (e) => e.type === "source_failed_to_create_component_error",
    );
    assert.match(
      String(failed?.message),
      /capacity \(Invalid input: must end with "mAh"\)/,
    );
    const warning = json.find(
      (e) => e.type === "source_refdes_convention_warning",
    );
    const warnings = json.filter(
      (e) => e.type === "source_refdes_convention_warning",
    );
    assert.equal(warnings.length, 1);
    // voltage="abc" is not read as a voltage, yet B3 is created without an error
    assert.ok(
      json.some((e) => e.type === "source_component" && e.name === "B3"),
      "B3 with an unreadable voltage is still created",
    );
    assert.equal(
      json.filter((e) => e.type === "source_failed_to_create_component_error")
        .length,
      1,
    );
    assert.match(String(warning?.message), /X1/);
  });
});
