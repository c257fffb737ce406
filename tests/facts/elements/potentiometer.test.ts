import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

interface SourcePort {
  source_port_id: string;
  name: string;
  pin_number?: number;
  port_hints?: string[];
  source_component_id: string;
}

interface SourceComponent {
  source_component_id: string;
  name: string;
  max_resistance?: number;
  pin_variant?: string;
  are_pins_interchangeable?: boolean;
}

interface SchematicComponent {
  source_component_id: string;
  symbol_display_value?: string;
}

interface SchematicPort {
  source_port_id: string;
  facing_direction?: string;
}

function ofType<T>(json: CircuitJsonElement[], type: string): T[] {
  return json.filter((e) => e.type === type) as unknown as T[];
}

describe("/elements/potentiometer", () => {
  it("two_pin is the default with pin1 and pin2 only (interchangeable); three_pin adds pin3 and pin2 is the wiper at the bottom", async () => {
    const json = await circuitJsonOf(
      `export default () => (<board width="30mm" height="20mm">
        <potentiometer name="RV1" maxResistance="10k" />
        <potentiometer name="RV2" maxResistance={5000} pinVariant="three_pin" schX={4} />
      </board>)`,
    );
    const [rv1, rv2] = ofType<SourceComponent>(json, "source_component");
    assert.equal(rv1?.pin_variant, "two_pin");
    assert.equal(rv1?.max_resistance, 10_000);
    assert.equal(rv2?.pin_variant, "three_pin");
    assert.equal(rv2?.max_resistance, 5000);
    assert.equal(rv1?.are_pins_interchangeable, true);
    assert.equal(rv2?.are_pins_interchangeable, false);
    const ports = ofType<SourcePort>(json, "source_port");
    const namesOf = (id?: string) =>
      ports
        .filter((p) => p.source_component_id === id)
        .map((p) => p.name)
        .sort();
    assert.deepEqual(namesOf(rv1?.source_component_id), ["pin1", "pin2"]);
    assert.deepEqual(namesOf(rv2?.source_component_id), [
      "pin1",
      "pin2",
      "pin3",
    ]);
    for (const port of ports)
      assert.deepEqual(
        (port.port_hints ?? []).filter((h) => !/^\d+$/.test(h)),
        [port.name],
      );
    const facing = (pin: string) => {
      const port = ports.find(
        (p) =>
          p.source_component_id === rv2?.source_component_id && p.name === pin,
      );
      return ofType<SchematicPort>(json, "schematic_port").find(
        (s) => s.source_port_id === port?.source_port_id,
      )?.facing_direction;
    };
    assert.equal(facing("pin1"), "left");
    assert.equal(facing("pin2"), "down");
    assert.equal(facing("pin3"), "right");
    const labels = ofType<SchematicComponent>(json, "schematic_component").map(
      (s) => s.symbol_display_value,
    );
    assert.deepEqual(labels, ["10kΩ", "5kΩ"]);
  });

  it("the potentiometer footprint: pads 1 and 3 are 10 mm apart, pad 2 is 4 mm to the side and is the wiper pin2", async () => {
    const json = await circuitJsonOf(
      `export default () => (<board width="14mm" height="16mm"><potentiometer name="RP1" maxResistance="10k" pinVariant="three_pin" footprint="potentiometer" /></board>)`,
    );
    const holes = json.filter((e) => e.type === "pcb_plated_hole");
    assert.equal(holes.length, 3);
    const at = (hint: string) => {
      const hole = holes.find(
        (h) => Array.isArray(h.port_hints) && h.port_hints.includes(hint),
      );
      return { x: Number(hole?.x), y: Number(hole?.y) };
    };
    const [p1, p2, p3] = [at("1"), at("2"), at("3")];
    assert.equal(Math.hypot(p1.x - p3.x, p1.y - p3.y), 10);
    assert.equal(p2.x - (p1.x + p3.x) / 2, 4);
    assert.equal(p2.y, (p1.y + p3.y) / 2);
    const wiper = json.find(
      (e) => e.type === "pcb_port" && e.x === p2.x && e.y === p2.y,
    );
    const wiperSource = ofType<SourcePort>(json, "source_port").find(
      (p) => p.source_port_id === wiper?.source_port_id,
    );
    assert.equal(wiperSource?.name, "pin2");
    assert.ok(!json.some((e) => e.type === "source_refdes_convention_warning"));
  });

  it("two-pin: a trace to pin3 is not connected without a footprint; the potentiometer footprint adds a pin3 the schematic does not draw; no footprint is a pcb_missing_footprint_error; '1m' is one milliohm and '1M' one megaohm; other name prefixes get no warning", async () => {
    const json = await circuitJsonOf(
      `export default () => (<board width="30mm" height="16mm">
        <potentiometer name="RV1" maxResistance="1m" />
        <potentiometer name="RV2" maxResistance="1k" footprint="potentiometer" pcbX={8} schX={4} />
        <potentiometer name="X1" maxResistance="1M" footprint="potentiometer" pcbX={-8} schX={-4} />
        <trace from=".RV1 > .pin3" to="net.GND" />
      </board>)`,
    );
    const error = json.find(
      (e) => e.type === "source_trace_not_connected_error",
    );
    assert.match(String(error?.message), /\.RV1 > \.pin3/);
    const [rv1, rv2, x1] = ofType<SourceComponent>(json, "source_component");
    assert.equal(rv1?.max_resistance, 0.001);
    assert.equal(x1?.max_resistance, 1_000_000);
    const missing = json.filter(
      (e) => e.type === "pcb_missing_footprint_error",
    );
    assert.equal(missing.length, 1);
    assert.match(String(missing[0]?.message), /RV1/);
    assert.ok(!json.some((e) => e.type === "source_refdes_convention_warning"));
    const rv2Ports = ofType<SourcePort>(json, "source_port").filter(
      (p) => p.source_component_id === rv2?.source_component_id,
    );
    assert.deepEqual(rv2Ports.map((p) => p.name).sort(), [
      "pin1",
      "pin2",
      "pin3",
    ]);
    const ids = new Set(rv2Ports.map((p) => p.source_port_id));
    const drawn = ofType<SchematicPort>(json, "schematic_port").filter((s) =>
      ids.has(s.source_port_id),
    );
    assert.equal(drawn.length, 2);
  });
});
