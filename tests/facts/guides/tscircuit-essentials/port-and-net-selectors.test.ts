import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../../support/circuit-json";

after(closeCircuitCompiler);

interface SourceTrace {
  type: "source_trace";
  display_name?: string;
  connected_source_port_ids: string[];
  connected_source_net_ids: string[];
}

const isTrace = (
  e: CircuitJsonElement,
): e is CircuitJsonElement & SourceTrace => e.type === "source_trace";

/**
 * Each trace of a compiled circuit, described by what it joined:
 * ports as "S1/R3.pin1" (subcircuit name, or "board", then component and
 * port name) and nets as "net.GND@<source_group_id of its subcircuit>".
 */
function joined(json: CircuitJsonElement[]): Map<string, string[]> {
  const byId = new Map<string, CircuitJsonElement>();
  for (const e of json) {
    for (const key of [
      "source_component_id",
      "source_port_id",
      "source_net_id",
      "source_group_id",
    ]) {
      if (e.type === key.replace(/_id$/, "") && typeof e[key] === "string")
        byId.set(e[key] as string, e);
    }
  }
  const groupName = (componentId: unknown): string => {
    const component = byId.get(String(componentId));
    const group = byId.get(String(component?.source_group_id));
    return group?.is_subcircuit &&
      typeof group.name === "string" &&
      !group.name.startsWith("unnamed")
      ? group.name
      : "board";
  };
  const result = new Map<string, string[]>();
  for (const trace of json.filter(isTrace)) {
    const ends = [
      ...trace.connected_source_port_ids.map((id) => {
        const port = byId.get(id);
        const component = byId.get(String(port?.source_component_id));
        return `${groupName(port?.source_component_id)}/${String(component?.name)}.${String(port?.name)}`;
      }),
      ...trace.connected_source_net_ids.map((id) => {
        const net = byId.get(id);
        return `net.${String(net?.name)}@${String(net?.subcircuit_id)}`;
      }),
    ];
    result.set(String(trace.display_name), ends);
  }
  return result;
}

const errorsOf = (json: CircuitJsonElement[]) =>
  json
    .filter((e) => e.type.endsWith("_error"))
    .map((e) => `${e.type}: ${String(e.message)}`);

const chip = `<chip name="U1" footprint="soic8" pinLabels={{ pin1: "VDD", pin2: "SDA", pin3: "SCL", pin4: "GND" }} pcbX={4} />`;

describe("/guides/tscircuit-essentials/port-and-net-selectors", () => {
  it(".NAME > .LABEL, .NAME > .pinN, NAME.LABEL, NAME.N and '.A .B' reach the ports the page says", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="24mm" height="16mm">
        ${chip}
        <resistor name="R1" resistance="4.7k" footprint="0402" pcbX={-5} pcbY={2} />
        <resistor name="R2" resistance="4.7k" footprint="0402" pcbX={-5} pcbY={-1} />
        <trace from=".U1 > .VDD" to="net.V3_3" />
        <trace from=".U1 > .pin4" to="net.GND" />
        <trace from="R1.pin1" to="U1.SDA" />
        <trace from="R2.pin1" to="U1.3" />
        <trace from=".R1 > .pin2" to="net.V3_3" />
        <trace from=".R2 .pin2" to="net.V3_3" />
        <pinheader name="J1" pinCount={2} pitch="2.54mm" pcbX={-8} pcbY={-5} />
        <trace from=".J1 > .pin1" to="net.V3_3" />
        <trace from=".J1 > .pin2" to="net.GND" />
      </board>
    )`);
    assert.deepEqual(errorsOf(json), []);
    const traces = joined(json);
    const nets = (name: string) =>
      json.filter((e) => e.type === "source_net" && e.name === name);
    assert.equal(nets("V3_3").length, 1, "one V3_3 net");
    const v33 = `net.V3_3@${String(nets("V3_3")[0]?.subcircuit_id)}`;
    const gnd = `net.GND@${String(nets("GND")[0]?.subcircuit_id)}`;
    assert.deepEqual(traces.get(".U1 > .VDD to net.V3_3"), [
      "board/U1.VDD",
      v33,
    ]);
    // pin4 is the pin labelled GND: the port's name is its label
    assert.deepEqual(traces.get(".U1 > .pin4 to net.GND"), [
      "board/U1.GND",
      gnd,
    ]);
    assert.deepEqual(traces.get("R1.pin1 to U1.SDA"), [
      "board/R1.pin1",
      "board/U1.SDA",
    ]);
    // U1.3 is pin3, labelled SCL
    assert.deepEqual(traces.get("R2.pin1 to U1.3"), [
      "board/R2.pin1",
      "board/U1.SCL",
    ]);
    assert.deepEqual(traces.get(".R1 > .pin2 to net.V3_3"), [
      "board/R1.pin2",
      v33,
    ]);
    assert.deepEqual(traces.get(".R2 .pin2 to net.V3_3"), [
      "board/R2.pin2",
      v33,
    ]);
  });

  it("connections take selectors and LED aliases; '.D1>.anode' needs no spaces", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="16mm" height="10mm">
        <resistor name="R3" resistance="1k" footprint="0402" pcbX={-3} connections={{ pin1: "net.V3_3", pin2: ".D1 > .anode" }} />
        <led name="D1" color="green" footprint="0603" pcbX={3} connections={{ cathode: "net.GND" }} />
        <resistor name="R4" resistance="1k" footprint="0402" pcbY={3} />
        <trace from=".R4 > .pin1" to=".D1>.anode" />
        <trace from=".R4 > .pin2" to="net.V3_3" />
        <pinheader name="J1" pinCount={2} pitch="2.54mm" pcbX={-4} pcbY={-3} />
        <trace from=".J1 > .pin1" to="net.V3_3" />
        <trace from=".J1 > .pin2" to="net.GND" />
      </board>
    )`);
    assert.deepEqual(errorsOf(json), []);
    const all = [...joined(json).values()];
    const has = (ends: string[]) =>
      all.some(
        (e) =>
          JSON.stringify(e.map((x) => x.replace(/@.*/, ""))) ===
          JSON.stringify(ends),
      );
    assert.ok(has(["board/R3.pin1", "net.V3_3"]), JSON.stringify(all));
    // anode is an alias of the LED's pin1, cathode of pin2
    assert.ok(has(["board/R3.pin2", "board/D1.pin1"]), JSON.stringify(all));
    assert.ok(has(["board/D1.pin2", "net.GND"]), JSON.stringify(all));
    assert.ok(has(["board/R4.pin1", "board/D1.pin1"]), JSON.stringify(all));
  });

  it("bad net names stop the example with the errors the page quotes", async () => {
    const cases: [string, RegExp][] = [
      ["3V3", /Net name "3V3" cannot start with a number/],
      ["V+", /Net names cannot contain "\+" or "-"/],
      ["V3.3", /Net names cannot contain a period/],
    ];
    for (const [name, message] of cases) {
      await assert.rejects(
        circuitJsonOf(`export default () => (
          <board width="10mm" height="10mm">
            <resistor name="R1" resistance="1k" footprint="0402" />
            <trace from=".R1 > .pin1" to="net.${name}" />
          </board>
        )`),
        message,
      );
    }
  });

  it(".S1 > .R3 > .pin1 reaches into a subcircuit from the board", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="24mm" height="16mm">
        <subcircuit name="S1">
          <resistor name="R3" resistance="1k" footprint="0402" pcbX={-2} connections={{ pin2: ".D1 > .anode" }} />
          <led name="D1" color="green" footprint="0603" pcbX={2} />
        </subcircuit>
        <trace from=".S1 > .R3 > .pin1" to="net.V3_3" />
        <trace from=".S1 > .D1 > .cathode" to="net.GND" />
        <pinheader name="J1" pinCount={2} pitch="2.54mm" pcbX={-8} pcbY={-5} />
        <trace from=".J1 > .pin1" to="net.V3_3" />
        <trace from=".J1 > .pin2" to="net.GND" />
      </board>
    )`);
    assert.deepEqual(errorsOf(json), []);
    const traces = joined(json);
    assert.deepEqual(
      traces.get(".S1 > .R3 > .pin1 to net.V3_3")?.[0],
      "S1/R3.pin1",
    );
    assert.deepEqual(
      traces.get(".S1 > .D1 > .cathode to net.GND")?.[0],
      "S1/D1.pin2",
    );
  });

  it("an unprefixed board-level selector reaches into subcircuits and silently takes the first match", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="24mm" height="16mm">
        <subcircuit name="S1" pcbX={-5}>
          <resistor name="R3" resistance="1k" footprint="0402" pcbY={2} connections={{ pin2: ".D1 > .anode" }} />
          <led name="D1" color="green" footprint="0603" pcbY={-1} />
        </subcircuit>
        <subcircuit name="S2" pcbX={5}>
          <resistor name="R3" resistance="1k" footprint="0402" pcbY={2} connections={{ pin2: ".D1 > .anode" }} />
          <led name="D1" color="red" footprint="0603" pcbY={-1} />
        </subcircuit>
        <trace from=".R3 > .pin1" to="net.V3_3" />
        <trace from=".D1 > .cathode" to="net.GND" />
        <pinheader name="J1" pinCount={2} pitch="2.54mm" pcbX={-8} pcbY={-5} />
        <trace from=".J1 > .pin1" to="net.V3_3" />
        <trace from=".J1 > .pin2" to="net.GND" />
      </board>
    )`);
    assert.deepEqual(errorsOf(json), [], "no error is reported");
    const traces = joined(json);
    assert.equal(traces.get(".R3 > .pin1 to net.V3_3")?.[0], "S1/R3.pin1");
    assert.equal(traces.get(".D1 > .cathode to net.GND")?.[0], "S1/D1.pin2");
    const warnings = json
      .filter((e) => e.type === "source_pin_missing_trace_warning")
      .map((e) => String(e.message));
    assert.ok(warnings.includes("Port pin1 on R3 is missing a trace"));
    assert.ok(warnings.includes("Port pin2 on D1 is missing a trace"));
  });

  it("a board-level part is preferred over one inside a subcircuit", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="24mm" height="16mm">
        <subcircuit name="S1" pcbX={-5}>
          <resistor name="R1" resistance="1k" footprint="0402" />
        </subcircuit>
        <resistor name="R1" resistance="2k" footprint="0402" pcbX={5} />
        <resistor name="R9" resistance="2k" footprint="0402" pcbY={4} />
        <trace from=".R9 > .pin1" to=".R1 > .pin1" />
      </board>
    )`);
    assert.deepEqual(joined(json).get(".R9 > .pin1 to .R1 > .pin1"), [
      "board/R9.pin1",
      "board/R1.pin1",
    ]);
  });

  it("from inside a subcircuit a selector cannot reach a board-level part", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="24mm" height="16mm">
        <resistor name="R5" resistance="1k" footprint="0402" pcbX={-6} />
        <subcircuit name="S1" pcbX={4}>
          <resistor name="R3" resistance="1k" footprint="0402" />
          <trace from=".R3 > .pin2" to=".R5 > .pin2" />
        </subcircuit>
      </board>
    )`);
    const errors = errorsOf(json);
    assert.ok(
      errors.some((e) =>
        e.startsWith(
          'source_trace_not_connected_error: Could not find port for selector ".R5 > .pin2"',
        ),
      ),
      errors.join("\n"),
    );
  });

  it("net.GND inside a subcircuit is a different net from net.GND outside; inside a group it is the same", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="20mm" height="10mm">
        <subcircuit name="S1" pcbX={-4}>
          <resistor name="R3" resistance="1k" footprint="0402" />
          <trace from=".R3 > .pin1" to="net.GND" />
        </subcircuit>
        <resistor name="R4" resistance="1k" footprint="0402" pcbX={4} />
        <trace from=".R4 > .pin1" to="net.GND" />
      </board>
    )`);
    const gnds = json.filter(
      (e) => e.type === "source_net" && e.name === "GND",
    );
    assert.equal(gnds.length, 2);
    assert.notEqual(
      gnds[0]?.subcircuit_connectivity_map_key,
      gnds[1]?.subcircuit_connectivity_map_key,
    );
    assert.equal(
      json.filter((e) => e.type === "pcb_trace").length,
      0,
      "no copper joins them",
    );

    const joinedNets = await circuitJsonOf(`export default () => (
      <board width="20mm" height="10mm">
        <subcircuit name="S1" pcbX={-4}>
          <resistor name="R3" resistance="1k" footprint="0402" />
          <trace from=".R3 > .pin1" to="net.GND" />
        </subcircuit>
        <resistor name="R4" resistance="1k" footprint="0402" pcbX={4} />
        <trace from=".R4 > .pin1" to="net.GND" />
        <trace from=".S1 > .R3 > .pin1" to="net.GND" />
      </board>
    )`);
    assert.deepEqual(errorsOf(joinedNets), []);
    assert.equal(
      joinedNets.filter((e) => e.type === "pcb_trace").length,
      1,
      "one board-level trace to net.GND joins the two GND nets in copper",
    );

    for (const expose of ['exposedNets={["GND"]}', "exposeNets"]) {
      const exposed = await circuitJsonOf(`export default () => (
        <board width="20mm" height="10mm">
          <subcircuit name="S1" pcbX={-4} ${expose}>
            <resistor name="R3" resistance="1k" footprint="0402" />
            <trace from=".R3 > .pin1" to="net.GND" />
          </subcircuit>
          <resistor name="R4" resistance="1k" footprint="0402" pcbX={4} />
          <trace from=".R4 > .pin1" to="net.GND" />
        </board>
      )`);
      assert.equal(
        exposed.filter((e) => e.type === "pcb_trace").length,
        1,
        `${expose} joins the two GND nets`,
      );
    }

    const grouped = await circuitJsonOf(`export default () => (
      <board width="24mm" height="16mm">
        <group name="G1" pcbX={-4}>
          <resistor name="R3" resistance="1k" footprint="0402" pcbY={2} />
          <led name="D1" color="green" footprint="0603" pcbY={-1} />
          <trace from=".D1 > .cathode" to="net.GND" />
        </group>
        <resistor name="R4" resistance="1k" footprint="0402" pcbX={5} />
        <trace from=".G1 > .R3 > .pin2" to=".D1 > .anode" />
        <trace from=".R3 > .pin1" to="net.V3_3" />
        <trace from=".R4 > .pin1" to="net.GND" />
        <trace from=".R4 > .pin2" to="net.V3_3" />
      </board>
    )`);
    assert.deepEqual(errorsOf(grouped), []);
    assert.equal(
      grouped.filter((e) => e.type === "source_net" && e.name === "GND").length,
      1,
    );
    const ends = [...joined(grouped).values()].map((e) => e.join(" "));
    assert.ok(
      ends.some((e) => e.startsWith("board/R3.pin2 board/D1.pin1")),
      ends.join("\n"),
    );
  });

  it("reversed sides, missing dots and a missing pin are not connected", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="20mm" height="10mm">
        <resistor name="R1" resistance="1k" footprint="0402" pcbX={-4} />
        <resistor name="R9" resistance="1k" footprint="0402" pcbX={4} />
        <trace from=".pin1 > .R1" to="net.GND" />
        <trace from="R9 > pin2" to="net.GND" />
        <trace from=".R1 > .pin3" to="net.GND" />
      </board>
    )`);
    const errors = errorsOf(json).filter((e) =>
      e.startsWith("source_trace_not_connected_error"),
    );
    for (const selector of [".pin1 > .R1", "R9 > pin2", ".R1 > .pin3"])
      assert.ok(
        errors.some((e) =>
          e.includes(`Could not find port for selector "${selector}"`),
        ),
        `${selector}: ${errors.join("\n")}`,
      );
  });
});
