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
  source_component_id: string;
}

interface SourceComponent {
  source_component_id: string;
  name: string;
}

interface SchematicComponent {
  source_component_id: string;
  symbol_name?: string;
}

interface SchematicPort {
  source_port_id: string;
  center: { x: number; y: number };
}

interface SimulationSwitch {
  switching_frequency?: number;
  closes_at?: number;
  opens_at?: number;
  starts_closed?: boolean;
}

function ofType<T>(json: CircuitJsonElement[], type: string): T[] {
  return json.filter((e) => e.type === type) as unknown as T[];
}

function portsOf(json: CircuitJsonElement[], name: string): SourcePort[] {
  const component = ofType<SourceComponent>(json, "source_component").find(
    (c) => c.name === name,
  );
  return ofType<SourcePort>(json, "source_port")
    .filter((p) => p.source_component_id === component?.source_component_id)
    .sort((a, b) => (a.pin_number ?? 0) - (b.pin_number ?? 0));
}

describe("/elements/switch", () => {
  it("spst (default) has 2 pins, spdt 3, dpst 4, dpdt 6; isNormallyClosed changes the symbol", async () => {
    const json = await circuitJsonOf(
      `export default () => (<board width="40mm" height="30mm">
        <switch name="SW1" />
        <switch name="SW2" type="spdt" schX={4} />
        <switch name="SW3" dpst schX={8} />
        <switch name="SW4" type="dpdt" schX={12} />
        <switch name="SW5" isNormallyClosed schX={16} />
      </board>)`,
    );
    const counts = ["SW1", "SW2", "SW3", "SW4", "SW5"].map(
      (n) => portsOf(json, n).length,
    );
    assert.deepEqual(counts, [2, 3, 4, 6, 2]);
    assert.deepEqual(
      portsOf(json, "SW1").map((p) => p.name),
      ["pin1", "pin2"],
    );
    const symbols = ofType<SchematicComponent>(json, "schematic_component").map(
      (s) => s.symbol_name,
    );
    assert.equal(symbols[0], "spst_switch_right");
    assert.equal(symbols[4], "spst_normally_closed_switch_right");

    const schPorts = ofType<SchematicPort>(json, "schematic_port");
    const xOf = (name: string, pin: string) => {
      const port = portsOf(json, name).find((p) => p.name === pin);
      return schPorts.find((s) => s.source_port_id === port?.source_port_id)
        ?.center.x;
    };
    const yOf = (name: string, pin: string) => {
      const port = portsOf(json, name).find((p) => p.name === pin);
      return schPorts.find((s) => s.source_port_id === port?.source_port_id)
        ?.center.y;
    };
    // SPDT: pin1 alone on the left, pin2 and pin3 on the right.
    const spdtLeft = Number(xOf("SW2", "pin1"));
    assert.ok(Number(xOf("SW2", "pin2")) > spdtLeft);
    assert.ok(Number(xOf("SW2", "pin3")) > spdtLeft);
    // DPST: pin1/pin3 left, pin2/pin4 right, pairs at the same height.
    assert.ok(Number(xOf("SW3", "pin2")) > Number(xOf("SW3", "pin1")));
    assert.equal(xOf("SW3", "pin1"), xOf("SW3", "pin3"));
    assert.equal(yOf("SW3", "pin1"), yOf("SW3", "pin2"));
    assert.equal(yOf("SW3", "pin3"), yOf("SW3", "pin4"));
    // DPDT: pin1/pin4 left; pin2, pin3 beside pin1; pin5, pin6 beside pin4.
    assert.equal(xOf("SW4", "pin1"), xOf("SW4", "pin4"));
    for (const pin of ["pin2", "pin3", "pin5", "pin6"])
      assert.ok(Number(xOf("SW4", pin)) > Number(xOf("SW4", "pin1")), pin);
    assert.ok(Number(yOf("SW4", "pin1")) > Number(yOf("SW4", "pin4")));
    for (const pin of ["pin2", "pin3"])
      assert.ok(Number(yOf("SW4", pin)) > 0, pin);
    for (const pin of ["pin5", "pin6"])
      assert.ok(Number(yOf("SW4", pin)) < 0, pin);
  });

  it("smdslideswitch: 7 pads, pad 2 in the middle; mounting pads become pin4..pin7", async () => {
    const json = await circuitJsonOf(
      `export default () => (<board width="20mm" height="14mm"><switch name="SW1" footprint="smdslideswitch" /></board>)`,
    );
    assert.deepEqual(
      portsOf(json, "SW1").map((p) => p.name),
      ["pin1", "pin2", "pin3", "pin4", "pin5", "pin6", "pin7"],
    );
    const pads = json.filter((e) => e.type === "pcb_smtpad");
    assert.equal(pads.length, 7);
    const padX = (hint: string) =>
      Number(
        pads.find(
          (p) => Array.isArray(p.port_hints) && p.port_hints.includes(hint),
        )?.x,
      );
    assert.equal(padX("2"), 0);
    assert.equal(padX("1"), -1);
    assert.equal(padX("3"), 1);
    assert.equal(json.filter((e) => e.type === "pcb_hole").length, 2);
  });

  it("pinLabels name the pins; sim props add a simulation_switch; S is an accepted prefix", async () => {
    const json = await circuitJsonOf(
      `export default () => (<board width="20mm" height="14mm">
        <switch name="S1" spdt pinLabels={{ pin1: "COM", pin2: "A", pin3: "B" }} footprint="pinrow3" simCloseAt="5ms" simSwitchFrequency="1kHz" simStartOpen connections={{ COM: "net.X", A: "net.Y", B: "net.Z" }} />
      </board>)`,
    );
    assert.deepEqual(
      portsOf(json, "S1").map((p) => p.name),
      ["COM", "A", "B"],
    );
    const [sim] = ofType<SimulationSwitch>(json, "simulation_switch");
    assert.equal(sim?.closes_at, 5);
    assert.equal(sim?.switching_frequency, 1000);
    assert.equal(sim?.starts_closed, false);
    assert.ok(!json.some((e) => e.type === "source_refdes_convention_warning"));
  });
});
