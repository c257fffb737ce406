import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

interface SourcePort {
  type: "source_port";
  name: string;
  pin_number?: number;
  port_hints?: string[];
}

interface SchematicComponent {
  type: "schematic_component";
  symbol_name?: string;
}

function ports(json: CircuitJsonElement[]): SourcePort[] {
  return json.filter(
    (e) => e.type === "source_port",
  ) as unknown as SourcePort[];
}

function symbols(json: CircuitJsonElement[]): string[] {
  return (
    json.filter(
      (e) => e.type === "schematic_component",
    ) as unknown as SchematicComponent[]
  ).map((c) => c.symbol_name ?? "");
}

const board = (inner: string) =>
  `export default () => (<board width="30mm" height="10mm">${inner}</board>)`;

describe("/elements/diode", () => {
  it("pin1 is the anode and pin2 the cathode, with pos/left and neg/right aliases", async () => {
    const json = await circuitJsonOf(
      board(`<diode name="D1" footprint="sod123" />`),
    );
    const [p1, p2] = ports(json).sort(
      (a, b) => (a.pin_number ?? 0) - (b.pin_number ?? 0),
    );
    assert.equal(p1?.name, "pin1");
    for (const alias of ["anode", "pos", "left"])
      assert.ok(p1?.port_hints?.includes(alias), alias);
    assert.equal(p2?.name, "pin2");
    for (const alias of ["cathode", "neg", "right"])
      assert.ok(p2?.port_hints?.includes(alias), alias);
  });

  it("on sod123 the anode pad (pin1) is on the left, the cathode pad on the right", async () => {
    const json = await circuitJsonOf(
      board(`<diode name="D1" footprint="sod123" />`),
    );
    const pads = json.filter((e) => e.type === "pcb_smtpad") as unknown as {
      x: number;
      port_hints?: string[];
    }[];
    const x = (n: string) =>
      pads.find((p) => p.port_hints?.includes(n))?.x ?? Number.NaN;
    assert.ok(x("1") < 0 && x("2") > 0);
  });

  it("a pin-to-pin trace without a name gets source_unnamed_trace_warning; a named one does not", async () => {
    const code = (name: string) =>
      board(
        `<resistor name="R1" resistance="1k" footprint="0402" pcbX={-5} schX={-3} /><diode name="D1" footprint="sod123" /><trace ${name} from=".R1 > .pin2" to=".D1 > .anode" />`,
      );
    const unnamed = await circuitJsonOf(code(""));
    const warning = unnamed.find(
      (e) => e.type === "source_unnamed_trace_warning",
    );
    assert.match(
      String(warning?.message),
      /is missing a name\. Add a name prop to make the trace easier to identify\.$/,
    );
    const named = await circuitJsonOf(code('name="VIN_RAW"'));
    assert.ok(!named.some((e) => e.type === "source_unnamed_trace_warning"));
    assert.ok(
      named.some((e) => e.type === "source_trace" && e.name === "VIN_RAW"),
    );
  });

  it("pinLabels remove the default anode/cathode aliases", async () => {
    const json = await circuitJsonOf(
      board(
        `<diode name="D1" footprint="sod123" pinLabels={{ pin1: "A", pin2: "K" }} />`,
      ),
    );
    const hints = ports(json).flatMap((p) => p.port_hints ?? []);
    assert.ok(!hints.includes("anode"));
    assert.ok(!hints.includes("cathode"));
  });

  it("boolean flags and variant pick the symbol; tvs and standard keep the plain one", async () => {
    const json = await circuitJsonOf(
      board(`
        <diode name="D1" footprint="sod123" schottky pcbX={-12} schX={-6} />
        <diode name="D2" footprint="sod123" zener pcbX={-6} schX={-3} />
        <diode name="D3" footprint="sod123" avalanche pcbX={0} schX={0} />
        <diode name="D4" footprint="sod123" photo pcbX={6} schX={3} />
        <diode name="D5" footprint="sod123" variant="zener" pcbX={12} schX={6} />
        <diode name="D6" footprint="sod123" tvs pcbY={3} schY={3} />
        <diode name="D7" footprint="sod123" standard pcbY={-3} schY={-3} />
      `),
    );
    const names = symbols(json);
    assert.match(names[0] ?? "", /^schottky_diode/);
    assert.match(names[1] ?? "", /^zener_diode/);
    assert.match(names[2] ?? "", /^avalanche_diode/);
    assert.match(names[3] ?? "", /^photodiode/);
    assert.match(names[4] ?? "", /^zener_diode/);
    assert.equal(names.length, 7);
    for (const plain of names.slice(5)) assert.match(plain, /^diode_/);
  });

  it("two variant flags fail with 'Exactly one diode variant must be enabled'", async () => {
    const json = await circuitJsonOf(
      board(`<diode name="D1" footprint="sod123" schottky zener />`),
    );
    const error = json.find(
      (e) => e.type === "source_failed_to_create_component_error",
    );
    assert.ok(error);
    assert.match(
      String(error.message),
      /^Could not create diode "D1"\. Exactly one diode variant must be enabled/,
    );
  });

  it("a diode without a footprint reports pcb_missing_footprint_error", async () => {
    const json = await circuitJsonOf(board(`<diode name="D1" />`));
    assert.ok(json.some((e) => e.type === "pcb_missing_footprint_error"));
  });

  it("the listed diode footprints compile without errors", async () => {
    const json = await circuitJsonOf(
      board(
        ["sod123", "sod323", "sod523", "sma", "smb", "smc", "melf", "0603"]
          .map(
            (fp, i) =>
              `<diode name="D${i + 1}" footprint="${fp}" pcbX={${i * 11 - 38}} schX={${i * 2}} />`,
          )
          .join(""),
      ).replace('width="30mm"', 'width="90mm"'),
    );
    assert.deepEqual(
      json.filter((e) => e.type.endsWith("_error")).map((e) => e.type),
      [],
    );
    assert.equal(json.filter((e) => e.type === "pcb_component").length, 8);
  });
});
