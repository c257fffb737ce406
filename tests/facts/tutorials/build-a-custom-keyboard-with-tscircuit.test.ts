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

const page = "docs/tutorials/build-a-custom-keyboard-with-tscircuit.mdx";

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

describe("/tutorials/build-a-custom-keyboard-with-tscircuit", () => {
  let json: CircuitJsonElement[] = [];
  let net: Connectivity;

  before(async () => {
    json = await circuitJsonOf(exampleCode("macropad.tsx"));
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

  it("has the warnings the page explains and no others", () => {
    const kinds = new Set(
      json.filter((e) => e.type.endsWith("_warning")).map((e) => e.type),
    );
    const explained = new Set([
      "source_refdes_convention_warning",
      "source_component_pins_underspecified_warning",
      "source_no_power_pin_defined_warning",
      "source_no_ground_pin_defined_warning",
      "schematic_missing_sheet_warning",
      "source_missing_manufacturer_part_number_warning",
      "source_unnamed_trace_warning",
      "pcb_trace_style_warning",
    ]);
    for (const kind of kinds) assert.ok(explained.has(kind), kind);
    for (const kind of [
      "source_refdes_convention_warning",
      "schematic_missing_sheet_warning",
      "source_unnamed_trace_warning",
    ])
      assert.ok(kinds.has(kind), `${kind} is reported`);
  });

  it("steps 1 and 2 compile with no errors: a key pin is wired only once its key is there", async () => {
    for (const title of ["usb-and-mcu.tsx", "one-key.tsx"]) {
      const step = await circuitJsonOf(exampleCode(title));
      assert.deepEqual(
        step
          .filter((e) => e.type.endsWith("_error"))
          .map((e) => `${e.type}: ${String(e.message)}`),
        [],
        title,
      );
    }
  });

  it("has 18 parts: six keys, six diodes and six others", () => {
    assert.equal(json.filter((e) => e.type === "pcb_component").length, 18);
    const keys = components(json, "simple_push_button");
    const diodes = components(json, "simple_diode");
    assert.equal(keys.length, 6);
    assert.equal(diodes.length, keys.length, "one diode per key");
    for (const diode of diodes)
      assert.equal(diode.manufacturer_part_number, "1N4148W");
  });

  it("wires each key from its column, through its diode, to its row", () => {
    const rowOf = [0, 1, 1, 1, 2, 2, 2];
    const colOf = [0, 1, 2, 3, 1, 2, 3];
    for (let n = 1; n <= 6; n++) {
      assert.ok(net.joined(`SW${n}.pin1`, `net:COL${colOf[n]}`));
      assert.ok(net.joined(`SW${n}.pin3`, `D${n}.anode`), `SW${n} to D${n}`);
      assert.ok(
        !net.joined(`SW${n}.pin1`, `SW${n}.pin3`),
        `SW${n}'s contacts are on different legs`,
      );
      assert.ok(
        net.joined(`D${n}.cathode`, `net:ROW${rowOf[n]}`),
        `D${n}'s cathode faces ROW${rowOf[n]}`,
      );
      assert.ok(!net.joined(`D${n}.anode`, `net:ROW${rowOf[n]}`));
    }
  });

  it("pairs the pushbutton legs 6.5 mm apart on one side, as the page declares", async () => {
    const one = await circuitJsonOf(
      `export default () => (<board width="20mm" height="20mm"><pushbutton name="SW1" footprint="pushbutton" /></board>)`,
    );
    const holes = new Map<string, { x: number; y: number }>();
    for (const e of one)
      if (e.type === "pcb_plated_hole" && Array.isArray(e.port_hints))
        holes.set(String(e.port_hints[e.port_hints.length - 1]), {
          x: Number(e.x),
          y: Number(e.y),
        });
    for (const [a, b] of [
      ["1", "2"],
      ["3", "4"],
    ]) {
      const ha = holes.get(a);
      const hb = holes.get(b);
      assert.ok(ha && hb, `holes ${a} and ${b}`);
      assert.ok(
        Math.abs(ha.x - hb.x) < 1e-6,
        `pin${a} and pin${b} on one side`,
      );
      assert.ok(Math.abs(Math.abs(ha.y - hb.y) - 6.5) < 1e-6);
    }
    assert.ok(
      exampleCode("macropad.tsx").includes(
        'internallyConnectedPins={[["pin1", "pin2"], ["pin3", "pin4"]]}',
      ),
    );
  });

  it("reads rows on P3.3 and P3.4 and columns on P1.5 to P1.7", () => {
    assert.ok(net.joined("U1.P3_3", "net:ROW1"));
    assert.ok(net.joined("U1.P3_4", "net:ROW2"));
    assert.ok(net.joined("U1.P1_5", "net:COL1"));
    assert.ok(net.joined("U1.P1_6", "net:COL2"));
    assert.ok(net.joined("U1.P1_7", "net:COL3"));
    assert.ok(net.joined("U1.pin10", "net:ROW1"), "P3.3 is pin 10");
    assert.ok(net.joined("U1.pin12", "J1.DP1"), "UDP is pin 12");
    assert.ok(net.joined("U1.pin13", "J1.DM2"), "UDM is pin 13");
    assert.equal(byName(json, "U1").manufacturer_part_number, "CH552G");
  });

  it("has one 5.1 kΩ resistor from each CC pin to GND", () => {
    for (const [pin, resistor] of [
      ["CC1", "R1"],
      ["CC2", "R2"],
    ]) {
      assert.equal(byName(json, resistor).resistance, 5100);
      assert.ok(net.joined(`J1.${pin}`, `${resistor}.pin1`));
      assert.ok(net.joined(`${resistor}.pin2`, "net:GND"));
      assert.ok(!net.joined(`J1.${pin}`, "net:GND"));
    }
    assert.ok(!net.joined("J1.CC1", "J1.CC2"), "each CC pin has its own");
  });

  it("powers VCC from VBUS and decouples VCC and V33 with 100 nF", () => {
    assert.ok(net.joined("U1.VCC", "J1.VBUS1"));
    assert.ok(net.joined("J1.VBUS2", "J1.VBUS1"));
    assert.ok(net.joined("U1.GND", "J1.GND2"));
    for (const [capacitor, supply] of [
      ["C1", "U1.VCC"],
      ["C2", "U1.V33"],
    ]) {
      const value = Number(byName(json, capacitor).capacitance);
      assert.ok(Math.abs(value - 100e-9) < 1e-12, `${capacitor} is 100 nF`);
      assert.ok(net.joined(`${capacitor}.pin1`, supply));
      assert.ok(net.joined(`${capacitor}.pin2`, "net:GND"));
    }
  });
});
