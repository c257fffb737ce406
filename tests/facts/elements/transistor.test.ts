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
  port_hints?: string[];
}

interface Located {
  source_port_id?: string;
  port_hints?: string[];
  x: number;
  y: number;
}

function ofType<T>(json: CircuitJsonElement[], type: string): T[] {
  return json.filter((e) => e.type === type) as unknown as T[];
}

const board = (inner: string) =>
  `export default () => (<board width="30mm" height="10mm">${inner}</board>)`;

describe("/elements/transistor", () => {
  it("collector is pin1 (c), base pin2 (b), emitter pin3 (e), each on the pad of its number", async () => {
    const json = await circuitJsonOf(
      board(
        `<transistor name="Q1" type="npn" footprint="sot23" connections={{ base: "net.B", collector: "net.C", emitter: "net.GND" }} />`,
      ),
    );
    const ports = ofType<SourcePort>(json, "source_port");
    const pads = ofType<Located>(json, "pcb_smtpad");
    const pcbPorts = ofType<Located>(json, "pcb_port");
    const expected: [string, string, string][] = [
      ["pin1", "collector", "c"],
      ["pin2", "base", "b"],
      ["pin3", "emitter", "e"],
    ];
    for (const [pin, long, short] of expected) {
      const port = ports.find((p) => p.name === pin);
      assert.ok(port?.port_hints?.includes(long), long);
      assert.ok(port?.port_hints?.includes(short), short);
      const pcbPort = pcbPorts.find(
        (p) => p.source_port_id === port?.source_port_id,
      );
      const pad = pads.find((p) => p.port_hints?.includes(pin.slice(3)));
      assert.equal(pcbPort?.x, pad?.x);
      assert.equal(pcbPort?.y, pad?.y);
    }
  });

  it("npn draws the NPN symbol; every other type draws the PNP symbol but is recorded", async () => {
    const json = await circuitJsonOf(
      board(`
        <transistor name="Q1" type="npn" footprint="sot23" pcbX={-9} schX={-3} />
        <transistor name="Q2" type="pnp" footprint="to92" pcbX={0} schX={0} />
        <transistor name="Q3" type="mosfet" footprint="sot23" pcbX={9} schX={3} />
      `),
    );
    const symbols = json
      .filter((e) => e.type === "schematic_component")
      .map((e) => String(e.symbol_name));
    assert.match(symbols[0] ?? "", /^npn_bipolar_transistor/);
    assert.match(symbols[1] ?? "", /^pnp_bipolar_transistor/);
    assert.match(symbols[2] ?? "", /^pnp_bipolar_transistor/);
    const q3 = json.find(
      (e) => e.type === "source_component" && e.name === "Q3",
    );
    assert.equal(q3?.transistor_type, "mosfet");
    const q3Hints = json
      .filter(
        (e) =>
          e.type === "source_port" &&
          e.source_component_id === q3?.source_component_id,
      )
      .flatMap((e) => (e as unknown as SourcePort).port_hints ?? []);
    for (const alias of ["collector", "base", "emitter"])
      assert.ok(q3Hints.includes(alias), alias);
  });

  it("type is required", async () => {
    const json = await circuitJsonOf(
      board(`<transistor name="Q1" footprint="sot23" />`),
    );
    const error = json.find(
      (e) => e.type === "source_failed_to_create_component_error",
    );
    assert.match(String(error?.message), /type \(Required\)/);
  });

  it("a transistor without a footprint reports pcb_missing_footprint_error", async () => {
    const json = await circuitJsonOf(
      board(`<transistor name="Q1" type="npn" />`),
    );
    assert.ok(json.some((e) => e.type === "pcb_missing_footprint_error"));
  });
});
