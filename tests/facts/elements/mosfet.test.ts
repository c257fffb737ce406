import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { after, describe, it } from "node:test";
import { findExamples } from "../../../plugins/circuit-previews/scan";
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

interface PcbPort {
  source_port_id: string;
  x: number;
  y: number;
}

interface PcbSmtPad {
  port_hints?: string[];
  x: number;
  y: number;
}

function ofType<T>(json: CircuitJsonElement[], type: string): T[] {
  return json.filter((e) => e.type === type) as unknown as T[];
}

const board = (inner: string) =>
  `export default () => (<board width="30mm" height="10mm">${inner}</board>)`;

describe("/elements/mosfet", () => {
  it("drain is pin1, source pin2, gate pin3, on pads 1, 2 and 3 of sot23", async () => {
    const json = await circuitJsonOf(
      board(
        `<mosfet name="Q1" channelType="n" mosfetMode="enhancement" footprint="sot23" connections={{ gate: "net.GATE", drain: "net.LOAD", source: "net.GND" }} />`,
      ),
    );
    const ports = ofType<SourcePort>(json, "source_port");
    const expected: Record<string, string> = {
      pin1: "drain",
      pin2: "source",
      pin3: "gate",
    };
    const pads = ofType<PcbSmtPad>(json, "pcb_smtpad");
    const pcbPorts = ofType<PcbPort>(json, "pcb_port");
    for (const [pin, alias] of Object.entries(expected)) {
      const port = ports.find((p) => p.name === pin);
      assert.ok(port?.port_hints?.includes(alias), `${pin} is ${alias}`);
      const pcbPort = pcbPorts.find(
        (p) => p.source_port_id === port?.source_port_id,
      );
      const pad = pads.find((p) => p.port_hints?.includes(pin.slice(3)));
      assert.equal(pcbPort?.x, pad?.x);
      assert.equal(pcbPort?.y, pad?.y);
    }
  });

  it("the symbol follows channelType, mosfetMode and the symbol*Side props", async () => {
    const json = await circuitJsonOf(
      board(`
        <mosfet name="Q1" channelType="n" mosfetMode="enhancement" footprint="sot23" pcbX={-9} schX={-3} />
        <mosfet name="Q2" channelType="p" mosfetMode="depletion" footprint="sot23" pcbX={0} schX={0} />
        <mosfet name="Q3" channelType="n" mosfetMode="enhancement" symbolGateSide="left" symbolDrainSide="top" footprint="sot23" pcbX={9} schX={3} />
      `),
    );
    const symbols = json
      .filter((e) => e.type === "schematic_component")
      .map((e) => String(e.symbol_name));
    assert.match(symbols[0] ?? "", /^n_channel_e_mosfet_transistor/);
    assert.match(symbols[1] ?? "", /^p_channel_d_mosfet_transistor/);
    assert.equal(
      symbols[2],
      "n_channel_e_mosfet_transistor_gate_left_drain_top",
    );
  });

  it("by default the gate faces left, the drain up and the source down; an impossible side combination is an error", async () => {
    const json = await circuitJsonOf(
      board(`
        <mosfet name="Q1" channelType="n" mosfetMode="enhancement" footprint="sot23" />
        <mosfet name="Q2" channelType="n" mosfetMode="enhancement" symbolGateSide="left" symbolDrainSide="left" footprint="sot23" pcbX={8} schX={4} />
      `),
    );
    const ports = ofType<SourcePort>(json, "source_port");
    const facing = (alias: string) => {
      const id = ports.find((p) =>
        p.port_hints?.includes(alias),
      )?.source_port_id;
      return json.find(
        (e) => e.type === "schematic_port" && e.source_port_id === id,
      )?.facing_direction;
    };
    assert.equal(facing("gate"), "left");
    assert.equal(facing("drain"), "up");
    assert.equal(facing("source"), "down");
    const error = json.find(
      (e) => e.type === "source_failed_to_create_component_error",
    );
    assert.match(
      String(error?.message),
      /Invalid MOSFET symbol port side combination/,
    );
  });

  it("channelType is required too", async () => {
    const json = await circuitJsonOf(
      board(`<mosfet name="Q1" mosfetMode="enhancement" footprint="sot23" />`),
    );
    const error = json.find(
      (e) => e.type === "source_failed_to_create_component_error",
    );
    assert.match(String(error?.message), /channelType \(Required\)/);
  });

  it("the sot223, to252 and to220 footprints compile without errors", async () => {
    const json = await circuitJsonOf(
      board(
        ["sot223", "to252", "to220"]
          .map(
            (fp, i) =>
              `<mosfet name="Q${i + 1}" channelType="n" mosfetMode="enhancement" footprint="${fp}" pcbX={${i * 22 - 22}} schX={${i * 3}} />`,
          )
          .join(""),
      ).replace('width="30mm" height="10mm"', 'width="70mm" height="30mm"'),
    );
    assert.deepEqual(
      json.filter((e) => e.type.endsWith("_error")).map((e) => e.type),
      [],
    );
    assert.equal(json.filter((e) => e.type === "pcb_component").length, 3);
  });

  it("mosfetMode is required", async () => {
    const json = await circuitJsonOf(
      board(`<mosfet name="Q1" channelType="n" footprint="sot23" />`),
    );
    const error = json.find(
      (e) => e.type === "source_failed_to_create_component_error",
    );
    assert.match(
      String(error?.message),
      /Invalid props for mosfet "Q1": mosfetMode \(Required\)/,
    );
  });

  it("sot223 adds a fourth pin for the tab, with no other name; drain stays pin1", async () => {
    const json = await circuitJsonOf(
      board(
        `<mosfet name="Q1" channelType="n" mosfetMode="enhancement" footprint="sot223" />`,
      ),
    );
    const ports = ofType<SourcePort>(json, "source_port");
    const pin4 = ports.find((p) => p.name === "pin4");
    assert.ok(pin4);
    assert.deepEqual([...(pin4.port_hints ?? [])].sort(), ["4", "pin4"]);
    const drain = ports.find((p) => p.port_hints?.includes("drain"));
    assert.equal(drain?.name, "pin1");
  });

  it("on to252 the big tab (pad 2) carries <mosfet>'s source, and sot223's pad 2 is the source", async () => {
    for (const footprint of ["to252", "sot223"]) {
      const json = await circuitJsonOf(
        board(
          `<mosfet name="Q1" channelType="n" mosfetMode="enhancement" footprint="${footprint}" />`,
        ),
      );
      const pads = ofType<
        PcbSmtPad & { width: number; height: number; pcb_port_id: string }
      >(json, "pcb_smtpad");
      const pad2 = pads.find((p) => p.port_hints?.includes("2"));
      const port = ofType<PcbPort & { pcb_port_id: string }>(
        json,
        "pcb_port",
      ).find((p) => p.pcb_port_id === pad2?.pcb_port_id);
      const source = ofType<SourcePort>(json, "source_port").find(
        (p) => p.source_port_id === port?.source_port_id,
      );
      assert.ok(source?.port_hints?.includes("source"), footprint);
      if (footprint === "to252") {
        const largest = [...pads].sort(
          (a, b) => b.width * b.height - a.width * a.height,
        )[0];
        assert.equal(largest, pad2, "the tab is pad 2");
      }
    }
  });

  it("the power MOSFET example: a chip with G, D, S on pads 1 to 3 and the tab on the drain net, no errors", async () => {
    const page = readFileSync("docs/elements/mosfet.mdx", "utf8");
    const example = findExamples(page, "mosfet.mdx").find((e) =>
      e.code.includes('footprint="sot223"'),
    );
    assert.ok(example, "the SOT-223 example is on the page");
    const json = await circuitJsonOf(example.code);
    assert.deepEqual(
      json.filter((e) => e.type.endsWith("_error")).map((e) => e.type),
      [],
    );
    const q1 = json.find(
      (e) => e.type === "source_component" && e.name === "Q1",
    );
    const ports = ofType<SourcePort & { source_component_id: string }>(
      json,
      "source_port",
    ).filter((p) => p.source_component_id === q1?.source_component_id);
    const portOf = (pin: string) =>
      ports.find((p) => p.name === pin || p.port_hints?.includes(pin));
    const hints = (pin: string) => {
      const port = portOf(pin);
      return port ? [port.name, ...(port.port_hints ?? [])] : [];
    };
    assert.ok(hints("pin1").includes("G"));
    assert.ok(hints("pin2").includes("D"));
    assert.ok(hints("pin3").includes("S"));
    assert.ok(hints("pin4").includes("TAB"));
    const traces = json.filter((e) => e.type === "source_trace");
    const netOf = (pin: string) => {
      const id = portOf(pin)?.source_port_id;
      return traces.find((t) =>
        (t.connected_source_port_ids as string[]).includes(id ?? ""),
      )?.connected_source_net_ids as string[] | undefined;
    };
    assert.ok(netOf("pin2")?.length, "the drain is on a net");
    assert.deepEqual(netOf("pin4"), netOf("pin2"), "tab and drain share a net");
    assert.notDeepEqual(netOf("pin2"), netOf("pin3"));
  });
});
