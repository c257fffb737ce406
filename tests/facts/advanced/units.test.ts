import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

interface Element {
  type: string;
  name?: string;
  resistance?: number | null;
  capacitance?: number;
  width?: number;
  height?: number;
  message?: string;
  center?: { x: number; y: number };
}

describe("/advanced/units", () => {
  it("units-parse.ts returns the numbers the page states", async () => {
    const { parsed } = await import("../../../docs/advanced/_code/units-parse");
    assert.equal(parsed.lengthMm, 10);
    assert.equal(parsed.lengthInch, 2.54);
    assert.equal(parsed.lengthMil, 0.254);
    assert.equal(parsed.lengthMetre, 1000);
    assert.equal(parsed.resistanceKilo, 4700);
    assert.equal(parsed.resistanceMega, 1_000_000);
    assert.equal(parsed.resistanceMilli, 0.001);
    assert.equal(parsed.capacitance, 1e-7);
    assert.ok(Math.abs(parsed.inductance - 1e-5) < 1e-15);
    assert.equal(parsed.voltage, 3.3);
    assert.equal(parsed.frequency, 16_000_000);
    assert.equal(parsed.current, 0.02);
    assert.equal(parsed.rotationDeg, 90);
    assert.ok(Math.abs(parsed.rotationRad - 90) < 1e-9);
  });

  it("units-pitfalls.ts shows the silent wrong values", async () => {
    const { surprises, parseEmpty } = await import(
      "../../../docs/advanced/_code/units-pitfalls"
    );
    assert.equal(surprises.lowercaseFarad, 100);
    assert.equal(surprises.lowercaseHertz, 16);
    assert.equal(surprises.megWord, 1);
    assert.equal(surprises.rkmCode, 4000);
    assert.equal(surprises.pixels, 10);
    assert.ok(Number.isNaN(surprises.words));
    assert.equal(parseEmpty(), 'Could not determine unit: ""');
  });

  it("table rows not covered by the samples", async () => {
    const cj = await import("circuit-json");
    assert.equal(cj.length.parse("1µm"), 0.001);
    assert.equal(cj.length.parse("1cm"), 10);
    assert.equal(cj.resistance.parse("2.2K"), 2200);
    assert.equal(cj.capacitance.parse("10pF"), 1e-11);
    assert.equal(cj.voltage.parse("3V3"), 3);
    assert.equal(cj.voltage.parse("5v"), 5);
    assert.equal(cj.inductance.parse("10uh"), 10);
    assert.equal(cj.frequency.parse("32.768kHz"), 32768);
    assert.equal(cj.current.parse("500µA"), 0.0005);
    assert.equal(cj.rotation.parse("90°"), 90);
    assert.equal(cj.duration_ms.parse("1s"), 1000);
    assert.equal(cj.duration_ms.parse("5us"), 0.005);
  });

  it("the page example stores mm and base-unit numbers", async () => {
    const json = (await circuitJsonOf(`export default () => (
  <board width="0.6in" height="400mil">
    <resistor name="R1" resistance="4.7k" footprint="0402" pcbX="-2.54mm" pcbRotation="90deg" schX={-2} />
    <capacitor name="C1" capacitance="100nF" footprint="0402" pcbX="2.5mm" schX={2} schRotation="90deg" />
    <trace from=".R1 > .pin2" to=".C1 > .pin1" />
    <trace from=".R1 > .pin1" to="net.VIN" />
    <trace from=".C1 > .pin2" to="net.GND" />
    <pinheader name="J1" pinCount={2} footprint="pinrow2" pcbY="-3mm" schX={0} schY={-2}
      connections={{ pin1: "net.VIN", pin2: "net.GND" }} />
  </board>
)`)) as Element[];
    const board = json.find((e) => e.type === "pcb_board");
    assert.ok(Math.abs((board?.width ?? 0) - 15.24) < 1e-9);
    assert.ok(Math.abs((board?.height ?? 0) - 10.16) < 1e-9);
    const parts = json.filter((e) => e.type === "source_component");
    assert.equal(parts.find((p) => p.name === "R1")?.resistance, 4700);
    assert.equal(parts.find((p) => p.name === "C1")?.capacitance, 1e-7);
    assert.equal(json.filter((e) => e.type.endsWith("_error")).length, 0);
  });

  it("pcbX in inches reports an error but still moves the part", async () => {
    const json = (await circuitJsonOf(
      `export default () => (<board width="20mm" height="10mm"><resistor name="R1" resistance="1k" footprint="0402" pcbX="0.1in" /></board>)`,
    )) as Element[];
    const error = json.find(
      (e) => e.type === "source_invalid_component_property_error",
    );
    assert.match(error?.message ?? "", /Invalid calc\(\) expression/);
    const comp = json.find((e) => e.type === "pcb_component");
    assert.ok(Math.abs((comp?.center?.x ?? 0) - 2.54) < 1e-9);
  });

  it("an unparseable resistance is stored as null without an error", async () => {
    const json = (await circuitJsonOf(
      `export default () => (<board width="20mm" height="10mm"><resistor name="R1" resistance="abc" footprint="0402" /></board>)`,
    )) as Element[];
    const r = json.find((e) => e.type === "source_component");
    assert.ok(Number.isNaN(r?.resistance));
    assert.equal(json.filter((e) => e.type.endsWith("_error")).length, 0);
  });

  it("element rotations in radians are not converted: pcbRotation turns 1.5708°, schRotation fails", async () => {
    const pcb = (await circuitJsonOf(
      `export default () => (<board width="20mm" height="10mm"><resistor name="R1" resistance="1k" footprint="0603" pcbRotation="1.5708rad" /></board>)`,
    )) as unknown as (Element & { rotation?: number })[];
    const component = pcb.find((e) => e.type === "pcb_component");
    assert.ok(Math.abs((component?.rotation ?? 0) - 1.5708) < 1e-6);
    const sch = (await circuitJsonOf(
      `export default () => (<board width="20mm" height="10mm"><resistor name="R1" resistance="1k" footprint="0603" schRotation="1.5708rad" /></board>)`,
    )) as unknown as Element[];
    assert.ok(
      sch.some(
        (e) =>
          e.type === "source_failed_to_create_component_error" &&
          /Schematic rotation 90\.000/.test(e.message ?? ""),
      ),
    );
    assert.equal(sch.filter((e) => e.type === "pcb_component").length, 0);
  });
});
