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

const page = "docs/tutorials/building-led-matrix.mdx";

const exampleCode = (title: string) => exampleOf(page, title);

function components(json: CircuitJsonElement[], ftype: string) {
  return json.filter((e) => e.type === "source_component" && e.ftype === ftype);
}

function warningsOf(json: CircuitJsonElement[], type: string): string[] {
  return json.filter((e) => e.type === type).map((e) => String(e.message));
}

describe("/tutorials/building-led-matrix", () => {
  let json: CircuitJsonElement[] = [];
  let net: Connectivity;

  before(async () => {
    json = await circuitJsonOf(exampleCode("led-matrix.tsx"));
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

  it("warns only about its 21 unnamed traces, the schematic sheet and the missing part numbers", () => {
    const kinds = new Set(
      json.filter((e) => e.type.endsWith("_warning")).map((e) => e.type),
    );
    assert.deepEqual([...kinds].sort(), [
      "schematic_missing_sheet_warning",
      "source_missing_manufacturer_part_number_warning",
      "source_unnamed_trace_warning",
    ]);
    assert.equal(warningsOf(json, "source_unnamed_trace_warning").length, 21);
  });

  it("step 1 warns about the four header pins not yet connected", async () => {
    const first = await circuitJsonOf(exampleCode("matrix-one-led.tsx"));
    assert.deepEqual(
      warningsOf(first, "source_pin_missing_trace_warning").sort(),
      ["COL2", "COL3", "ROW2", "ROW3"]
        .map((pin) => `Port ${pin} on J1 is missing a trace`)
        .sort(),
    );
    assert.equal(first.filter((e) => e.type.endsWith("_error")).length, 0);
  });

  it("puts every anode on a row and every cathode on its column resistor", () => {
    assert.equal(components(json, "simple_led").length, 9);
    for (let n = 1; n <= 9; n++) {
      const row = Math.ceil(n / 3);
      const column = ((n - 1) % 3) + 1;
      assert.ok(net.joined(`D${n}.anode`, `J1.ROW${row}`), `D${n} anode`);
      assert.ok(net.joined(`D${n}.cathode`, `R${column}.pin1`));
      assert.ok(net.joined(`R${column}.pin2`, `J1.COL${column}`));
    }
  });

  it("uses three 270 Ω column resistors, about 4.8 mA per LED", () => {
    const resistors = components(json, "simple_resistor");
    assert.equal(resistors.length, 3);
    for (const resistor of resistors) assert.equal(resistor.resistance, 270);
    // (3.3 V - 2.0 V) / 0.005 A = 260 Ω; 1.3 V / 270 Ω ≈ 4.8 mA.
    assert.ok(Math.abs((3.3 - 2.0) / 0.005 - 260) < 1e-9);
    assert.equal(((3.3 - 2.0) / 270).toFixed(4), "0.0048");
  });
});
