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
  port_hints?: string[];
}

interface SourceInductor {
  type: "source_component";
  name: string;
  max_current_rating?: number;
  display_inductance?: string;
}

const board = (inner: string) =>
  `export default () => (<board width="20mm" height="10mm">${inner}</board>)`;

function inductors(json: CircuitJsonElement[]): SourceInductor[] {
  return json.filter(
    (e) => e.type === "source_component",
  ) as unknown as SourceInductor[];
}

describe("/elements/inductor", () => {
  it("values: a number is henries, strings take prefixes; maxCurrentRating is in amperes", async () => {
    const json = await circuitJsonOf(
      board(`
        <inductor name="L1" inductance="4.7uH" maxCurrentRating="2A" footprint="1210" pcbX={-4} connections={{ pin1: "net.SW", pin2: "net.VOUT" }} />
        <inductor name="L2" inductance={0.00001} maxCurrentRating="500mA" footprint="0603" pcbX={4} schX={3} connections={{ pin1: "net.SW", pin2: "net.VOUT" }} />
      `),
    );
    const [l1, l2] = inductors(json);
    assert.equal(l1?.display_inductance, "4.7µH");
    assert.equal(l1?.max_current_rating, 2);
    assert.equal(l2?.display_inductance, "10µH");
    assert.equal(l2?.max_current_rating, 0.5);
    assert.ok(!json.some((e) => e.type.endsWith("_error")));
    // the schematic shows the value with the µ sign
    assert.ok(
      json.some(
        (e) =>
          e.type === "schematic_component" &&
          e.symbol_display_value === "4.7µH",
      ),
    );
  });

  it("connections accepts pin1/pin2/left/right as keys, not pos/neg", async () => {
    const json = await circuitJsonOf(
      board(`
        <inductor name="L1" inductance="10uH" footprint="0603" pcbX={-4} connections={{ pos: "net.A", neg: "net.B" }} />
        <inductor name="L2" inductance="10uH" footprint="0603" pcbX={4} schX={3} connections={{ left: "net.A", right: "net.B" }} />
      `),
    );
    const failed = json.filter(
      (e) => e.type === "source_failed_to_create_component_error",
    );
    assert.equal(failed.length, 1);
    assert.match(String(failed[0]?.message), /"L1"/);
    assert.ok(
      json.some((e) => e.type === "source_component" && e.name === "L2"),
    );
  });

  it("pin1 and pin2 carry the anode/pos/left and cathode/neg/right aliases", async () => {
    const json = await circuitJsonOf(
      board(`<inductor name="L1" inductance="10uH" footprint="0603" />`),
    );
    const ports = json.filter(
      (e) => e.type === "source_port",
    ) as unknown as SourcePort[];
    const hints = (n: string) =>
      ports.find((p) => p.name === n)?.port_hints ?? [];
    for (const alias of ["anode", "pos", "left"])
      assert.ok(hints("pin1").includes(alias), alias);
    for (const alias of ["cathode", "neg", "right"])
      assert.ok(hints("pin2").includes(alias), alias);
  });

  it("an inductor without a footprint reports pcb_missing_footprint_error", async () => {
    const json = await circuitJsonOf(
      board(`<inductor name="L1" inductance="10uH" />`),
    );
    assert.ok(json.some((e) => e.type === "pcb_missing_footprint_error"));
  });
});
