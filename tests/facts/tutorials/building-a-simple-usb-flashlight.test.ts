import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import {
  Connectivity,
  exampleCode as exampleOf,
} from "../../support/board-facts";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

const page = "docs/tutorials/building-a-simple-usb-flashlight.mdx";

const exampleCode = (title: string) => exampleOf(page, title);

function components(json: CircuitJsonElement[], ftype: string) {
  return json.filter((e) => e.type === "source_component" && e.ftype === ftype);
}

function byName(json: CircuitJsonElement[], name: string): CircuitJsonElement {
  const found = json.find(
    (e) => e.type === "source_component" && e.name === name,
  );
  assert.ok(found, `the board has ${name}`);
  return found;
}

describe("/tutorials/building-a-simple-usb-flashlight", () => {
  let json: CircuitJsonElement[] = [];
  let net: Connectivity;

  before(async () => {
    json = await circuitJsonOf(exampleCode("flashlight.tsx"));
    net = new Connectivity(json);
  });

  it("the final board compiles and routes with no errors", () => {
    const errors = json.filter((e) => e.type.endsWith("_error"));
    assert.deepEqual(
      errors.map((e) => `${e.type}: ${String(e.message)}`),
      [],
    );
    assert.ok(
      json.some((e) => e.type === "pcb_trace"),
      "traces are routed",
    );
  });

  it("has only the warnings step 1 explains", () => {
    const kinds = new Set(
      json.filter((e) => e.type.endsWith("_warning")).map((e) => e.type),
    );
    assert.deepEqual([...kinds].sort(), [
      "schematic_missing_sheet_warning",
      "source_component_pins_underspecified_warning",
      "source_missing_manufacturer_part_number_warning",
      "source_no_ground_pin_defined_warning",
      "source_no_power_pin_defined_warning",
      "source_refdes_convention_warning",
      "source_unnamed_trace_warning",
    ]);
  });

  it("places the resistors and LEDs in three columns: CC resistors, LED resistors, LEDs", () => {
    const x = (name: string) =>
      (
        json.find(
          (e) =>
            e.type === "pcb_component" &&
            e.source_component_id === byName(json, name).source_component_id,
        )?.center as { x: number }
      ).x;
    const cc = new Set(["R1", "R2"].map(x));
    const ledResistors = new Set(["R3", "R4", "R5"].map(x));
    const leds = new Set(["D1", "D2", "D3"].map(x));
    assert.equal(cc.size, 1);
    assert.equal(ledResistors.size, 1);
    assert.equal(leds.size, 1);
    const [a] = cc;
    const [b] = ledResistors;
    const [c] = leds;
    assert.ok(a < b && b < c, `columns at x = ${a}, ${b}, ${c}`);
  });

  it("has three white LEDs and five resistors", () => {
    const leds = components(json, "simple_led");
    assert.equal(leds.length, 3);
    for (const led of leds) assert.equal(led.color, "white");
    assert.equal(components(json, "simple_resistor").length, 5);
  });

  it("has one 5.1 kΩ resistor from each CC pin to GND", () => {
    for (const [pin, resistor] of [
      ["CC1", "R1"],
      ["CC2", "R2"],
    ]) {
      assert.equal(byName(json, resistor).resistance, 5100);
      assert.ok(net.joined(`J1.${pin}`, `${resistor}.pin1`));
      assert.ok(net.joined(`${resistor}.pin2`, "net:GND"));
    }
    assert.ok(!net.joined("J1.CC1", "J1.CC2"));
    assert.ok(net.joined("J1.GND1", "J1.GND2"));
    assert.ok(net.joined("J1.VBUS1", "J1.VBUS2"));
  });

  it("feeds each LED's anode from VBUS through its own 100 Ω resistor", () => {
    // (5.0 V - 3.0 V) / 0.020 A = 100 Ω, as the page computes.
    assert.equal((5.0 - 3.0) / 0.02, 100);
    const pairs = [
      ["R3", "D1"],
      ["R4", "D2"],
      ["R5", "D3"],
    ];
    for (const [resistor, led] of pairs) {
      assert.equal(byName(json, resistor).resistance, 100);
      assert.ok(net.joined(`${resistor}.pin1`, "net:VBUS"));
      assert.ok(net.joined(`${resistor}.pin2`, `${led}.anode`));
      assert.ok(net.joined(`${led}.cathode`, "net:GND"));
      assert.ok(!net.joined(`${led}.anode`, "net:VBUS"), "not shared");
    }
    assert.ok(!net.joined("D1.anode", "D2.anode"), "one resistor per LED");
  });
});
