import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import {
  Connectivity,
  exampleCode as exampleOf,
} from "../../../support/board-facts";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../../support/circuit-json";

after(closeCircuitCompiler);

const page = "docs/tutorials/pi-hats/simple-buzzer-hat.mdx";

function byName(json: CircuitJsonElement[], name: string): CircuitJsonElement {
  const found = json.find(
    (e) => e.type === "source_component" && e.name === name,
  );
  assert.ok(found, `the board has ${name}`);
  return found;
}

function pcbComponentOf(json: CircuitJsonElement[], name: string) {
  const id = byName(json, name).source_component_id;
  const found = json.find(
    (e) => e.type === "pcb_component" && e.source_component_id === id,
  );
  assert.ok(found, `${name} is on the board`);
  return found;
}

/** The plated hole of `name` for pin `n` (hinted "n" or "pinn"). */
function hole(json: CircuitJsonElement[], name: string, n: number) {
  const component = pcbComponentOf(json, name).pcb_component_id;
  const found = json.find(
    (e) =>
      e.type === "pcb_plated_hole" &&
      e.pcb_component_id === component &&
      ((e.port_hints as string[]).includes(String(n)) ||
        (e.port_hints as string[]).includes(`pin${n}`)),
  );
  assert.ok(found, `${name} has hole ${n}`);
  return found as CircuitJsonElement & { x: number; y: number };
}

describe("/tutorials/pi-hats/simple-buzzer-hat", () => {
  let blank: CircuitJsonElement[] = [];
  let json: CircuitJsonElement[] = [];
  let net: Connectivity;

  before(async () => {
    blank = await circuitJsonOf(exampleOf(page, "hat-blank.tsx"));
    json = await circuitJsonOf(exampleOf(page, "buzzer-hat.tsx"));
    net = new Connectivity(json);
  });

  it("both boards compile with no errors, and the final one is routed", () => {
    for (const board of [blank, json]) {
      const errors = board.filter((e) => e.type.endsWith("_error"));
      assert.deepEqual(errors, []);
    }
    assert.ok(json.some((e) => e.type === "pcb_trace"));
  });

  it("has only the warnings the page explains", () => {
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
    const missingMpn = json
      .filter(
        (e) => e.type === "source_missing_manufacturer_part_number_warning",
      )
      .map((e) => String(e.message).match(/name="\.(\w+)"/)?.[1])
      .sort();
    assert.deepEqual(missingMpn, ["BZ1", "J1"]);
  });

  it("is 65 mm × 56 mm with rounded corners", () => {
    for (const board of [blank, json]) {
      const pcb = board.find((e) => e.type === "pcb_board");
      assert.equal(pcb?.width, 65);
      assert.equal(pcb?.height, 56);
      assert.ok(Array.isArray(pcb?.outline), "borderRadius gives an outline");
    }
  });

  it("has four 2.75 mm holes at x = ±29 mm, y = ±24.5 mm (58 mm × 49 mm apart)", () => {
    const holes = json
      .filter((e) => e.type === "pcb_hole")
      .map((e) => `${e.hole_diameter}@${e.x},${e.y}`)
      .sort();
    assert.deepEqual(holes, [
      "2.75@-29,-24.5",
      "2.75@-29,24.5",
      "2.75@29,-24.5",
      "2.75@29,24.5",
    ]);
  });

  it("numbers the 40-pin socket like the Pi: pin 1 at the left of the inner row, pin 2 beside it at the edge", () => {
    const j1 = pcbComponentOf(json, "J1");
    assert.equal(j1.layer, "bottom");
    assert.deepEqual(j1.center, { x: 0, y: 24.5 });
    const plated = json.filter(
      (e) =>
        e.type === "pcb_plated_hole" &&
        e.pcb_component_id === j1.pcb_component_id,
    );
    assert.equal(plated.length, 40);
    const p1 = hole(json, "J1", 1);
    const p2 = hole(json, "J1", 2);
    const p3 = hole(json, "J1", 3);
    const p40 = hole(json, "J1", 40);
    const close = (a: number, b: number) => Math.abs(a - b) < 1e-6;
    assert.ok(close(p1.x, p2.x), "pins 1 and 2 share a column");
    assert.ok(close(p2.y - p1.y, 2.54), "pin 2 is on the edge row");
    assert.ok(close(p3.x - p1.x, 2.54), "pin 3 follows on the inner row");
    assert.ok(p1.x < 0 && p40.x > 0, "pin 1 at the left end");
    assert.ok(close((p1.y + p2.y) / 2, 24.5), "rows centred on y = 24.5 mm");
    assert.equal(p1.shape, "circular_hole_with_rect_pad", "square pad");
  });

  it("labels the header pins the page names", () => {
    const hints = (n: number) => {
      const port = json.find(
        (e) =>
          e.type === "source_port" &&
          e.source_component_id === byName(json, "J1").source_component_id &&
          e.pin_number === n,
      );
      return port?.port_hints as string[];
    };
    assert.ok(hints(12).includes("GPIO18"), "GPIO18 is pin 12");
    assert.ok(hints(2).includes("V5A"), "5 V is pin 2");
    assert.ok(hints(4).includes("V5B"));
    assert.ok(hints(14).includes("GND3"), "GND3 is pin 14");
    assert.ok(hints(27).includes("ID_SD"));
    assert.ok(hints(28).includes("ID_SC"));
    assert.ok(hints(1).includes("V3_3A"));
    assert.ok(hints(17).includes("V3_3B"));
  });

  it("wires GPIO18 through 1 kΩ to the base, emitter to GND, buzzer from V5 to the collector, D1 across it", () => {
    assert.equal(byName(json, "R1").resistance, 1000);
    // (3.3 V - 0.7 V) / 1000 Ω = 2.6 mA, as the page computes.
    assert.ok(Math.abs((3.3 - 0.7) / 1000 - 0.0026) < 1e-9);
    assert.ok(net.joined("J1.GPIO18", "R1.pin1"));
    assert.ok(net.joined("R1.pin2", "Q1.B"));
    assert.ok(net.joined("Q1.E", "net:GND"));
    assert.ok(net.joined("J1.GND3", "net:GND"));
    assert.ok(net.joined("J1.V5A", "net:V5"));
    assert.ok(net.joined("BZ1.PLUS", "net:V5"));
    assert.ok(net.joined("D1.cathode", "net:V5"));
    assert.ok(net.joined("BZ1.MINUS", "Q1.C"));
    assert.ok(net.joined("D1.anode", "Q1.C"));
    assert.ok(!net.joined("Q1.C", "net:V5"));
    assert.ok(!net.joined("J1.GPIO18", "Q1.B"), "R1 sits between them");
  });

  it("gives Q1 the MMBT3904's pad order and D1 a 1N4148W", () => {
    assert.equal(byName(json, "Q1").manufacturer_part_number, "MMBT3904");
    assert.equal(byName(json, "D1").manufacturer_part_number, "1N4148W");
    const q1 = byName(json, "Q1").source_component_id;
    const pin = (label: string) =>
      json.find(
        (e) =>
          e.type === "source_port" &&
          e.source_component_id === q1 &&
          (e.port_hints as string[]).includes(label),
      )?.pin_number;
    assert.deepEqual([pin("B"), pin("E"), pin("C")], [1, 2, 3]);
  });

  it("puts the buzzer's two leads 7.6 mm apart", () => {
    const a = hole(json, "BZ1", 1);
    const b = hole(json, "BZ1", 2);
    assert.ok(Math.abs(Math.hypot(a.x - b.x, a.y - b.y) - 7.6) < 1e-6);
  });
});
