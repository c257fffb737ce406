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
  frequency?: number;
  load_capacitance?: number;
  pin_variant?: string;
  manufacturer_part_number?: string;
}

interface SourceTrace {
  max_length?: number;
  max_via_count?: number;
}

function ofType<T>(json: CircuitJsonElement[], type: string): T[] {
  return json.filter((e) => e.type === type) as unknown as T[];
}

const board = (inner: string, width = 30) =>
  `export default () => (<board width="${width}mm" height="16mm">${inner}</board>)`;

describe("/elements/crystal", () => {
  it("two-pin crystal: pin1 is X1/pos/left, pin2 is X2/neg/right; values in Hz and F", async () => {
    const json = await circuitJsonOf(
      board(
        `<crystal name="X1" frequency="16MHz" loadCapacitance="18pF" footprint="hc49" connections={{ pin1: "net.XTAL_IN", pin2: "net.XTAL_OUT" }} />`,
      ),
    );
    const ports = ofType<SourcePort>(json, "source_port");
    const pin1 = ports.find((p) => p.name === "pin1");
    const pin2 = ports.find((p) => p.name === "pin2");
    for (const alias of ["X1", "pos", "left"])
      assert.ok(pin1?.port_hints?.includes(alias), alias);
    for (const alias of ["X2", "neg", "right"])
      assert.ok(pin2?.port_hints?.includes(alias), alias);
    const components = ofType<SourceComponent>(json, "source_component");
    assert.equal(components.length, 1, "no load capacitors are added for you");
    const [component] = components;
    assert.equal(component?.frequency, 16_000_000);
    assert.equal(component?.load_capacitance, 1.8e-11);
    assert.equal(component?.pin_variant, "two_pin");
    assert.match(
      JSON.stringify(json),
      /"symbol_display_value":"16MHz \/ 18pF"/,
    );
    const holes = json.filter((e) => e.type === "pcb_plated_hole");
    assert.equal(holes.length, 2);
    const xs = holes.map((h) => Number(h.x));
    assert.ok(Math.abs(Math.abs(xs[0] - (xs[1] ?? 0)) - 4.88) < 1e-6);
  });

  it("crystal traces get a 10 mm maximum length and no vias by default; maxTraceLength changes it", async () => {
    const json = await circuitJsonOf(
      board(
        `<crystal name="X1" frequency="16MHz" loadCapacitance="18pF" footprint="hc49" pcbX={-7} connections={{ pin1: "net.A", pin2: "net.B" }} />
         <crystal name="X2" frequency="16MHz" loadCapacitance="18pF" footprint="hc49" pcbX={7} schX={4} maxTraceLength="15mm" connections={{ pin1: "net.C", pin2: "net.D" }} />`,
      ),
    );
    const lengths = ofType<SourceTrace>(json, "source_trace").map(
      (t) => t.max_length,
    );
    assert.deepEqual(lengths, [10, 10, 15, 15]);
    for (const trace of ofType<SourceTrace>(json, "source_trace"))
      assert.equal(trace.max_via_count, 0);
  });

  it("four_pin: pin1 is X1, pin3 is X2, pin2 and pin4 are ground", async () => {
    const json = await circuitJsonOf(
      board(
        `<crystal name="X1" frequency="16MHz" loadCapacitance="18pF" footprint="crystal" pinVariant="four_pin" />`,
      ),
    );
    const ports = ofType<SourcePort>(json, "source_port");
    const byName = (n: string) => ports.find((p) => p.name === n);
    assert.ok(byName("pin1")?.port_hints?.includes("X1"));
    assert.ok(byName("pin3")?.port_hints?.includes("X2"));
    assert.ok(byName("pin2")?.port_hints?.some((h) => h.startsWith("gnd")));
    assert.ok(byName("pin4")?.port_hints?.some((h) => h.startsWith("gnd")));
    const pads = json.filter((e) => e.type === "pcb_smtpad");
    assert.equal(pads.length, 4);
    // the "crystal" footprint: pads 2.2 mm apart horizontally, 1.7 mm vertically
    const xs = [...new Set(pads.map((p) => Number(p.x)))].sort((a, b) => a - b);
    const ys = [...new Set(pads.map((p) => Number(p.y)))].sort((a, b) => a - b);
    assert.equal(xs.length, 2);
    assert.equal(ys.length, 2);
    assert.ok(Math.abs(xs[1]! - xs[0]! - 2.2) < 1e-6);
    assert.ok(Math.abs(ys[1]! - ys[0]! - 1.7) < 1e-6);
  });

  it("no default footprint; loadCapacitance is required", async () => {
    const json = await circuitJsonOf(
      board(
        `<crystal name="X1" frequency="16MHz" loadCapacitance="18pF" />
         <crystal name="X2" frequency="16MHz" footprint="hc49" schX={4} />`,
      ),
    );
    assert.ok(json.some((e) => e.type === "pcb_missing_footprint_error"));
    const failed = json.find(
      (e) => e.type === "source_failed_to_create_component_error",
    );
    assert.match(String(failed?.message), /loadCapacitance/);
  });

  it("a crystal too far from its chip skips autorouting with a max-length error", async () => {
    const json = await circuitJsonOf(
      board(
        `<chip name="U1" footprint="soic8" pinLabels={{ pin2: "XTAL1", pin3: "XTAL2" }} pcbX={-10} schX={-4} />
         <crystal name="X1" frequency="16MHz" loadCapacitance="18pF" footprint="hc49" pcbX={8} />
         <trace from=".U1 > .XTAL1" to=".X1 > .X1" />
         <trace from=".U1 > .XTAL2" to=".X1 > .X2" />`,
        40,
      ),
    );
    const error = json.find((e) => e.type === "pcb_autorouting_error");
    assert.match(
      String(error?.message),
      /Autorouting was skipped because the 10mm maximum length/,
    );
  });

  it("a plain number frequency is hertz; mpn and manufacturerPartNumber are both recorded", async () => {
    const json = await circuitJsonOf(
      board(
        `<crystal name="X1" frequency={16} loadCapacitance="18pF" mpn="ABC" footprint="hc49" pcbX={-7} />
         <crystal name="X2" frequency="32.768kHz" loadCapacitance="12.5pF" manufacturerPartNumber="XYZ" footprint="hc49" pcbX={7} schX={4} />`,
      ),
    );
    const [x1, x2] = ofType<SourceComponent>(json, "source_component");
    assert.equal(x1?.frequency, 16);
    assert.equal(x1?.manufacturer_part_number, "ABC");
    assert.equal(x2?.frequency, 32_768);
    assert.equal(x2?.manufacturer_part_number, "XYZ");
  });
});
