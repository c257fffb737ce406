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
  source_component_id?: string;
}

interface SourceComponent {
  source_component_id: string;
  name: string;
  current_rating_amps?: number;
  voltage_rating_volts?: number;
}

interface SchematicComponent {
  source_component_id: string;
  symbol_display_value?: string;
}

function ofType<T>(json: CircuitJsonElement[], type: string): T[] {
  return json.filter((e) => e.type === type) as unknown as T[];
}

function labelOf(json: CircuitJsonElement[], name: string): string | undefined {
  const component = ofType<SourceComponent>(json, "source_component").find(
    (c) => c.name === name,
  );
  return ofType<SchematicComponent>(json, "schematic_component").find(
    (s) => s.source_component_id === component?.source_component_id,
  )?.symbol_display_value;
}

describe("/elements/fuse", () => {
  it("ratings are stored in A and V and shown as '500mA / 16V'; 1206 pads are 1.125 x 1.75 mm, 2.925 mm apart", async () => {
    const json = await circuitJsonOf(
      `export default () => (<board width="12mm" height="8mm"><fuse name="F1" currentRating="500mA" voltageRating="16V" footprint="1206" /></board>)`,
    );
    const [fuse] = ofType<SourceComponent>(json, "source_component");
    assert.equal(fuse?.current_rating_amps, 0.5);
    assert.equal(fuse?.voltage_rating_volts, 16);
    assert.equal(labelOf(json, "F1"), "500mA / 16V");
    const pads = json.filter((e) => e.type === "pcb_smtpad");
    assert.equal(pads.length, 2);
    for (const pad of pads) {
      assert.equal(pad.width, 1.125);
      assert.equal(pad.height, 1.75);
    }
    const xs = pads.map((p) => Number(p.x));
    assert.ok(Math.abs(Math.abs((xs[0] ?? 0) - (xs[1] ?? 0)) - 2.925) < 1e-6);
  });

  it("schShowRatings={false} hides the label; without voltageRating it reads '2A / V'; a plain number is amperes", async () => {
    const json = await circuitJsonOf(
      `export default () => (<board width="30mm" height="10mm">
        <fuse name="F1" currentRating="2A" voltageRating="16V" schShowRatings={false} footprint="1206" pcbX={-8} />
        <fuse name="F2" currentRating="2A" footprint="1206" schX={3} />
        <fuse name="F3" currentRating={500} voltageRating={32} footprint="1206" pcbX={8} schX={6} />
      </board>)`,
    );
    assert.equal(labelOf(json, "F1"), "");
    assert.equal(labelOf(json, "F2"), "2A / V");
    const f3 = ofType<SourceComponent>(json, "source_component").find(
      (c) => c.name === "F3",
    );
    assert.equal(f3?.current_rating_amps, 500);
    assert.equal(f3?.voltage_rating_volts, 32);
  });

  it("pins are pin1 and pin2 with no other names; a missing footprint and a non-F name are reported", async () => {
    const json = await circuitJsonOf(
      `export default () => (<board width="12mm" height="8mm"><fuse name="X3" currentRating="1A" /></board>)`,
    );
    const ports = ofType<SourcePort>(json, "source_port");
    assert.deepEqual(
      ports.map((p) => [p.name, p.pin_number]),
      [
        ["pin1", 1],
        ["pin2", 2],
      ],
    );
    for (const port of ports)
      assert.deepEqual(
        (port.port_hints ?? []).filter((h) => !/^\d+$/.test(h)),
        [port.name],
      );
    assert.ok(json.some((e) => e.type === "pcb_missing_footprint_error"));
    const warning = json.find(
      (e) => e.type === "source_refdes_convention_warning",
    );
    assert.match(String(warning?.message), /should start with F/);
  });
});
