import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

interface SchPort {
  schematic_component_id: string;
  source_port_id: string;
  pin_number: number;
  display_pin_label?: string;
  center: { x: number; y: number };
}

const ofType = <T>(json: CircuitJsonElement[], type: string) =>
  json.filter((e) => e.type === type) as unknown as T[];

/** A compile that throws, or records an error, whose message matches. */
async function fails(code: string, pattern: RegExp) {
  let message: string;
  try {
    const json = await circuitJsonOf(code);
    message = json
      .filter((e) => e.type.endsWith("_error"))
      .map((e) => String(e.message))
      .join("\n");
  } catch (error) {
    message = (error as Error).message;
  }
  assert.match(message, pattern);
}

const chip = `<chip name="U1" footprint="soic8" schX={-4} pinLabels={{ pin1: "OUT1", pin2: "IN1_N", pin3: "IN1_P", pin4: "GND", pin5: "IN2_P", pin6: "IN2_N", pin7: "OUT2", pin8: "VCC" }} />`;

describe("/elements/schematicsymbol", () => {
  it("chipRef + connections: ports take the chip's source ports; inp1 is the upper (+) input; own simple_chip source component; chip keeps its box", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="16mm" height="12mm" routingDisabled>
        ${chip}
        <schematicsymbol name="A" displayName="U1A" symbolName="opamp_no_power_right" chipRef=".U1" schX={0} schY={1} connections={{ inp1: ".U1 > .IN1_P", inp2: ".U1 > .IN1_N", out: ".U1 > .OUT1" }} />
      </board>
    )`);
    const sources = ofType<{
      source_component_id: string;
      name: string;
      ftype: string;
      display_name?: string;
    }>(json, "source_component");
    const a = sources.find((s) => s.name === "A")!;
    assert.equal(a.ftype, "simple_chip");
    assert.equal(a.display_name, "U1A");
    const comps = ofType<{
      schematic_component_id: string;
      source_component_id: string;
      symbol_name?: string;
    }>(json, "schematic_component");
    assert.equal(comps.length, 2);
    const sym = comps.find(
      (c) => c.source_component_id === a.source_component_id,
    )!;
    assert.equal(sym.symbol_name, "opamp_no_power_right");
    const portName = new Map(
      ofType<{ source_port_id: string; name: string }>(json, "source_port").map(
        (p) => [p.source_port_id, p.name],
      ),
    );
    const ports = ofType<SchPort>(json, "schematic_port").filter(
      (p) => p.schematic_component_id === sym.schematic_component_id,
    );
    const got = Object.fromEntries(
      ports.map((p) => [
        p.display_pin_label,
        [p.pin_number, portName.get(p.source_port_id)],
      ]),
    );
    assert.deepEqual(got, {
      inp1: [1, "IN1_P"],
      inp2: [2, "IN1_N"],
      out: [3, "OUT1"],
    });
    const inp1 = ports.find((p) => p.pin_number === 1)!;
    const inp2 = ports.find((p) => p.pin_number === 2)!;
    assert.ok(inp1.center.y > inp2.center.y);
    assert.equal(ofType(json, "pcb_component").length, 1);
  });

  it("schRotation 90 swaps in the _up drawing; without chipRef the symbol has its own pin1/pin2", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="12mm" height="8mm" routingDisabled>
        <schematicsymbol name="A" symbolName="boxresistor_right" schRotation={90} />
      </board>
    )`);
    const [comp] = ofType<{ symbol_name: string }>(json, "schematic_component");
    assert.equal(comp.symbol_name, "boxresistor_up");
    const names = ofType<{ name: string }>(json, "source_port")
      .map((p) => p.name)
      .sort();
    assert.deepEqual(names, ["pin1", "pin2"]);
  });

  it("opamp_with_power_right numbers: out 4, V+ 5, V- 3", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="12mm" height="8mm" routingDisabled>
        <schematicsymbol name="A" symbolName="opamp_with_power_right" />
      </board>
    )`);
    const labels = Object.fromEntries(
      ofType<SchPort>(json, "schematic_port").map((p) => [
        p.display_pin_label,
        p.pin_number,
      ]),
    );
    assert.deepEqual(labels, { inp1: 1, inp2: 2, out: 4, "V+": 5, "V-": 3 });
  });

  it("a missing connection and an unknown symbol name fail; chipRef alone is ignored with a warning", async () => {
    await fails(
      `export default () => (<board width="16mm" height="12mm" routingDisabled>${chip}
        <schematicsymbol name="A" symbolName="opamp_no_power_right" chipRef=".U1" connections={{ inp1: ".U1 > .IN1_P", out: ".U1 > .OUT1" }} />
      </board>)`,
      /inp2/,
    );
    await fails(
      `export default () => (<board width="16mm" height="12mm" routingDisabled>
        <schematicsymbol name="A" symbolName="no_such_symbol_right" />
      </board>)`,
      /./,
    );
    const json =
      await circuitJsonOf(`export default () => (<board width="16mm" height="12mm" routingDisabled>${chip}
      <schematicsymbol name="A" symbolName="opamp_no_power_right" chipRef=".U1" />
    </board>)`);
    assert.ok(
      json.some(
        (e) =>
          e.type === "source_property_ignored_warning" &&
          e.property_name === "chipRef",
      ),
    );
  });
});
