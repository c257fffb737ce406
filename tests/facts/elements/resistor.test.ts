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
  source_port_id: string;
  name: string;
  pin_number?: number;
  source_component_id: string;
}

interface SourceTrace {
  type: "source_trace";
  connected_source_port_ids: string[];
  connected_source_net_ids: string[];
}

const board = (inner: string) =>
  `export default () => (<board width="20mm" height="12mm">${inner}</board>)`;

const resistance = async (value: string) =>
  (
    await circuitJsonOf(
      board(`<resistor name="R1" resistance=${value} footprint="0603" />`),
    )
  ).find((e) => e.type === "source_component")?.resistance;

describe("/elements/resistor", () => {
  it('values: "220" and 220 are ohms, "4.7k" is 4700 Ω, "1M" is 1 MΩ', async () => {
    assert.equal(await resistance(`"220"`), 220);
    assert.equal(await resistance(`{220}`), 220);
    assert.equal(await resistance(`"4.7k"`), 4700);
    assert.equal(await resistance(`"1M"`), 1_000_000);
  });

  it("pins are pin1 and pin2", async () => {
    const json = await circuitJsonOf(
      board(`<resistor name="R1" resistance="1k" footprint="0603" />`),
    );
    const names = json
      .filter((e) => e.type === "source_port")
      .map((e) => e.name)
      .sort();
    assert.deepEqual(names, ["pin1", "pin2"]);
  });

  it("pullupFor/pullupTo: pin1 goes to the pullupFor target, pin2 to the pullupTo net", async () => {
    const json: CircuitJsonElement[] = await circuitJsonOf(
      board(`<chip name="U1" footprint="soic8" pinLabels={{ pin1: "SDA" }} pcbX={-4} />
        <resistor name="R1" resistance="4.7k" footprint="0603" pcbX={5} pullupFor=".U1 > .SDA" pullupTo="net.V3_3" />`),
    );
    const ports = json.filter(
      (e) => e.type === "source_port",
    ) as unknown as SourcePort[];
    const r1 = json.find(
      (e) => e.type === "source_component" && e.name === "R1",
    )?.source_component_id;
    const u1 = json.find(
      (e) => e.type === "source_component" && e.name === "U1",
    )?.source_component_id;
    const pin = (comp: unknown, name: string) =>
      ports.find((p) => p.source_component_id === comp && p.name === name)
        ?.source_port_id;
    const traces = json.filter(
      (e) => e.type === "source_trace",
    ) as unknown as SourceTrace[];
    const r1pin1 = pin(r1, "pin1");
    const r1pin2 = pin(r1, "pin2");
    const sda = ports.find(
      (p) => p.source_component_id === u1 && p.pin_number === 1,
    )?.source_port_id;
    assert.ok(
      traces.some(
        (t) =>
          t.connected_source_port_ids.includes(String(r1pin1)) &&
          t.connected_source_port_ids.includes(String(sda)),
      ),
      "pin1 to SDA",
    );
    assert.ok(
      traces.some(
        (t) =>
          t.connected_source_port_ids.includes(String(r1pin2)) &&
          t.connected_source_net_ids.length === 1,
      ),
      "pin2 to net",
    );
  });
});
