import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { after, before, describe, it } from "node:test";
import { findExamples } from "../../../plugins/circuit-previews/scan";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

const page = "docs/tutorials/building-a-simple-usb-flashlight.mdx";

function exampleCode(title: string): string {
  const found = findExamples(readFileSync(page, "utf8"), page).find(
    (example) => example.title === title,
  );
  assert.ok(found, `${page} has an example titled ${title}`);
  return found.code;
}

/** Which pins and nets a board joins, by "U1.VCC" and "net:GND". */
class Connectivity {
  private readonly parent = new Map<string, string>();
  private readonly labels = new Map<string, string[]>();

  constructor(json: CircuitJsonElement[]) {
    const components = new Map<string, string>();
    for (const e of json)
      if (e.type === "source_component")
        components.set(String(e.source_component_id), String(e.name));
    for (const e of json) {
      if (e.type === "source_port") {
        const owner = components.get(String(e.source_component_id)) ?? "?";
        const hints = Array.isArray(e.port_hints) ? e.port_hints : [];
        const names = [String(e.name), ...hints.map(String)];
        this.labels.set(
          String(e.source_port_id),
          names.map((name) => `${owner}.${name}`),
        );
      } else if (e.type === "source_net") {
        this.labels.set(String(e.source_net_id), [`net:${String(e.name)}`]);
      }
    }
    for (const e of json) {
      if (e.type !== "source_trace") continue;
      const ids = [
        ...(Array.isArray(e.connected_source_port_ids)
          ? e.connected_source_port_ids
          : []),
        ...(Array.isArray(e.connected_source_net_ids)
          ? e.connected_source_net_ids
          : []),
      ].map(String);
      for (const id of ids.slice(1)) this.union(ids[0], id);
    }
  }

  private find(id: string): string {
    const up = this.parent.get(id);
    if (up === undefined || up === id) return id;
    const root = this.find(up);
    this.parent.set(id, root);
    return root;
  }

  private union(a: string, b: string): void {
    this.parent.set(this.find(a), this.find(b));
  }

  private idOf(label: string): string {
    for (const [id, names] of this.labels) if (names.includes(label)) return id;
    throw new Error(`no pin or net ${label}`);
  }

  joined(a: string, b: string): boolean {
    return this.find(this.idOf(a)) === this.find(this.idOf(b));
  }
}

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
      "schematic_component_styling_warning",
      "source_component_pins_underspecified_warning",
      "source_no_ground_pin_defined_warning",
      "source_no_power_pin_defined_warning",
      "source_refdes_convention_warning",
      "source_unnamed_trace_warning",
    ]);
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
