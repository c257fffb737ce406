import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Sel } from "@tscircuit/core";
import type { ChipProps } from "@tscircuit/props";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../../support/circuit-json";

after(closeCircuitCompiler);

/** `sel` seen as untyped, to read the forms the page calls out as type errors. */
type Loose = ((refdes: string) => Record<string, unknown>) &
  Record<string, unknown>;
let sel: Sel;
let loose: Loose;
before(async () => {
  // core is published as an ES module only; load it the way ESM allows.
  sel = (await import("@tscircuit/core")).sel;
  loose = sel as unknown as Loose;
});
const prop = (value: unknown, key: string): unknown =>
  (value as Record<string, unknown>)[key];

const traceNames = (json: CircuitJsonElement[]): string[] =>
  json
    .filter((e) => e.type === "source_trace")
    .map((e) => String(e.display_name));

const errors = (json: CircuitJsonElement[]): CircuitJsonElement[] =>
  json.filter((e) => e.type.endsWith("_error"));

const Sensor = (props: { name: string }) => props;

describe("/guides/tscircuit-essentials/using-sel-references", () => {
  it("each sel form in the table produces the string the page shows", () => {
    assert.equal(sel.R1.pin1, ".R1 > .pin1");
    assert.equal(sel.LED1.anode, ".LED1 > .anode");
    assert.equal(sel.U1.VCC, ".U1 > .VCC");
    assert.equal(sel.net.GND, "net.GND");
    assert.equal(sel("R1").pin2, ".R1 > .pin2");
    assert.equal(sel.net().I2C_SDA, "net.I2C_SDA");
    assert.equal(sel.net<"I2C_SDA">().I2C_SDA, "net.I2C_SDA");
    assert.equal(sel.U1(Sensor).SDA, ".U1 > .SDA");
    assert.equal(sel<"SDA" | "SCL">("U1").SDA, ".U1 > .SDA");
  });

  it("forms outside the types still build strings at run time", () => {
    assert.equal(prop(loose.net, "I2C_SDA"), "net.I2C_SDA");
    assert.equal(prop(loose.R41, "pin1"), ".R41 > .pin1");
    assert.equal(prop(loose.R1, "pin3"), ".R1 > .pin3");
    const g1 = loose.G1 as () => unknown;
    assert.equal(prop(prop(g1(), "R1"), "pin1"), ".G1 > .R1 > .pin1");
    assert.equal(
      prop(prop(prop(loose.subcircuit, "G1"), "R1"), "pin1"),
      "subcircuit.G1 > .R1 > .pin1",
    );
    assert.equal(prop(loose.G1, "R1"), ".G1 > .R1");
    assert.equal(prop(prop(loose.G1, "R1"), "pin1"), undefined);
  });

  it("the LED example connects what the page says", async () => {
    const json = await circuitJsonOf(`import { sel } from "tscircuit"
export default () => (
  <board width="20mm" height="15mm">
    <resistor name="R1" resistance="1k" footprint="0402" pcbX={-4} />
    <led name="LED1" color="red" footprint="0603" pcbX={4} />
    <trace from={sel.net.V3_3} to={sel.R1.pin1} />
    <trace from={sel.R1.pin2} to={sel.LED1.anode} />
    <trace from={sel.LED1.cathode} to={sel.net.GND} />
    <pinheader name="J1" pinCount={2} footprint="pinrow2" pcbY={-4} />
    <trace from={sel.J1.pin1} to={sel.net.V3_3} />
    <trace from={sel.J1.pin2} to={sel.net.GND} />
  </board>
)`);
    assert.deepEqual(traceNames(json).sort(), [
      ".J1 > .pin1 to net.V3_3",
      ".J1 > .pin2 to net.GND",
      ".LED1 > .cathode to net.GND",
      ".R1 > .pin1 to net.V3_3",
      ".R1 > .pin2 to .LED1 > .anode",
    ]);
    assert.deepEqual(errors(json), []);
    const led = json.find(
      (e) => e.type === "source_component" && e.name === "LED1",
    );
    const hints = new Map(
      json
        .filter(
          (e) =>
            e.type === "source_port" &&
            e.source_component_id === led?.source_component_id,
        )
        .map((p) => [String(p.name), p.port_hints as string[]]),
    );
    assert.ok(hints.get("pin1")?.includes("anode"));
    assert.ok(hints.get("pin2")?.includes("cathode"));
  });

  it("a called group reaches inside it; sel.subcircuit does not resolve", async () => {
    const json = await circuitJsonOf(`import { sel } from "tscircuit"
export default () => (
  <board width="30mm" height="20mm">
    <group name="G1" subcircuit pcbX={-6}>
      <resistor name="R1" resistance="1k" footprint="0402" />
    </group>
    <trace from={sel.G1().R1.pin1} to={sel.net.GND} />
    <trace from={sel.subcircuit.G1.R1.pin2} to={sel.net.GND} />
  </board>
)`);
    const connected = json.find(
      (e) =>
        e.type === "source_trace" &&
        e.display_name === ".G1 > .R1 > .pin1 to net.GND",
    );
    assert.ok(connected);
    assert.equal((connected.connected_source_port_ids as string[]).length, 1);
    const notConnected = errors(json).filter(
      (e) => e.type === "source_trace_not_connected_error",
    );
    assert.equal(notConnected.length, 1);
    assert.match(
      String(notConnected[0].message),
      /Could not find port for selector "subcircuit\.G1 > \.R1 > \.pin2"/,
    );
  });

  it("the typed forms accept and reject what the page says (checked by tsc)", () => {
    const pinLabels = {
      pin1: "VCC",
      pin2: "SDA",
      pin3: "SCL",
      pin4: "GND",
    } as const;
    const Typed = (props: ChipProps<typeof pinLabels>) => props;
    const accepted: string[] = [
      sel.U1.VCC,
      sel.U1.pin100,
      sel.U1.GPIO40,
      sel.J1.pin1,
      sel.JP2.VCC,
      sel.CN3.GND,
      sel.USBC.VCC,
      sel.U1(Sensor).MISO,
      sel.U1(Typed).SDA,
      sel("X9").SCL,
      sel.net.VBUS,
      sel.R1.pos,
      sel.B16.anode,
      sel.Q1.drain,
      sel.SW1.side2,
      sel.TP1.pin1,
      sel.subcircuit.G1.R1.pin1,
    ];
    // Each line below must stay a type error; tsc fails on an unused directive.
    // @ts-expect-error not a common pin name
    accepted.push(sel.U1.FOO);
    // @ts-expect-error U41 is outside the typed prefixes
    accepted.push(sel.U41.VCC);
    // @ts-expect-error a ChipProps-typed component only offers its labels
    accepted.push(sel.U1(Typed).MISO);
    // @ts-expect-error custom net names need sel.net()
    accepted.push(sel.net.I2C_SDA);
    // @ts-expect-error the type argument restricts the pins
    accepted.push(sel<"SDA" | "SCL">("U1").MISO);
    // @ts-expect-error numbers stop at 40
    accepted.push(sel.R41.pin1);
    // @ts-expect-error B stops at 16
    accepted.push(sel.B17.anode);
    // @ts-expect-error a resistor has no pin3
    accepted.push(sel.R1.pin3);
    // @ts-expect-error calling a group name expects a component
    accepted.push(sel.G1().R1.pin1);
    assert.equal(accepted.length, 26);
  });

  it("a resistor's pin1 answers to anode; a pin it lacks is not connected", async () => {
    const json = await circuitJsonOf(`export default () => (
  <board width="20mm" height="15mm">
    <resistor name="R1" resistance="1k" footprint="0402" />
    <trace from=".R1 > .anode" to="net.GND" />
    <trace from=".R1 > .pin3" to="net.V5" />
  </board>
)`);
    const pin1 = json.find(
      (e) => e.type === "source_port" && e.name === "pin1",
    );
    const anode = json.find(
      (e) =>
        e.type === "source_trace" &&
        e.display_name === ".R1 > .anode to net.GND",
    );
    assert.deepEqual(anode?.connected_source_port_ids, [pin1?.source_port_id]);
    const notConnected = errors(json).filter(
      (e) => e.type === "source_trace_not_connected_error",
    );
    assert.equal(notConnected.length, 1);
    assert.match(
      String(notConnected[0].message),
      /Could not find port for selector "\.R1 > \.pin3"/,
    );
  });

  it("sel.G1.R1.pin1 without the call leaves the trace uncreated", async () => {
    const json = await circuitJsonOf(`import { sel } from "tscircuit"
export default () => (
  <board width="20mm" height="15mm">
    <group name="G1"><resistor name="R1" resistance="1k" footprint="0402" /></group>
    <trace from={(sel as any).G1.R1.pin1} to={sel.net.GND} />
  </board>
)`);
    assert.equal(json.filter((e) => e.type === "source_trace").length, 0);
    const failed = errors(json).find(
      (e) => e.type === "source_failed_to_create_component_error",
    );
    assert.match(String(failed?.message), /Invalid props for trace.*from/);
  });
});
