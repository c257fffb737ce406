import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

interface SourceTrace {
  type: "source_trace";
  connected_source_port_ids: string[];
}

interface SourcePort {
  type: "source_port";
  source_port_id: string;
  name: string;
  source_component_id: string;
}

interface SourceComponent {
  type: "source_component";
  source_component_id: string;
  name: string;
  source_group_id?: string;
}

interface SourceGroup {
  type: "source_group";
  source_group_id: string;
  name?: string;
  was_automatically_named?: boolean;
}

const errors = (json: CircuitJsonElement[]) =>
  json.filter((e) => e.type.endsWith("_error"));

/** "R1.pin2" style labels for the ports a board-level trace connects. */
function connectedPorts(json: CircuitJsonElement[]): string[][] {
  const ports = json.filter(
    (e) => e.type === "source_port",
  ) as unknown as SourcePort[];
  const comps = json.filter(
    (e) => e.type === "source_component",
  ) as unknown as SourceComponent[];
  const groups = json.filter(
    (e) => e.type === "source_group",
  ) as unknown as SourceGroup[];
  const traces = json.filter(
    (e) => e.type === "source_trace",
  ) as unknown as SourceTrace[];
  return traces.map((t) =>
    t.connected_source_port_ids.map((id) => {
      const port = ports.find((p) => p.source_port_id === id);
      const comp = comps.find(
        (c) => c.source_component_id === port?.source_component_id,
      );
      const group = groups.find(
        (g) => g.source_group_id === comp?.source_group_id,
      );
      const where =
        group && !group.was_automatically_named ? group.name : "board";
      return `${where}/${comp?.name}.${port?.name}`;
    }),
  );
}

/** The LED example of the page, as written there or with `<group subcircuit>`. */
function ledExample(asGroup: boolean): string {
  const page = readFileSync("docs/elements/subcircuit.mdx", "utf8");
  const start = page.indexOf("```tsx circuit\nconst Indicator");
  assert.ok(start >= 0, "the LED example is on the page");
  const code = page.slice(
    start + "```tsx circuit\n".length,
    page.indexOf("\n```", start + 10),
  );
  return asGroup
    ? code
        .replace("<subcircuit\n", "<group\n    subcircuit\n")
        .replace("</subcircuit>", "</group>")
    : code;
}

/** The connectivity keys of the nets named `name`, one per distinct net. */
const netKeys = (json: CircuitJsonElement[], name: string) =>
  new Set(
    json
      .filter((e) => e.type === "source_net" && e.name === name)
      .map((e) => String(e.subcircuit_connectivity_map_key)),
  );

describe("/elements/subcircuit", () => {
  it("exposedNets joins the nets on <subcircuit> but is ignored on <group subcircuit>", async () => {
    const asSubcircuit = await circuitJsonOf(ledExample(false));
    assert.deepEqual(errors(asSubcircuit), []);
    assert.equal(netKeys(asSubcircuit, "VCC").size, 1);
    const asGroup = await circuitJsonOf(ledExample(true));
    assert.ok(
      asGroup.some((e) => e.type === "source_group" && e.is_subcircuit),
    );
    assert.equal(netKeys(asGroup, "VCC").size, 3, "three separate VCC nets");
    assert.ok(
      errors(asGroup).every((e) => e.type === "pcb_port_not_connected_error"),
    );
    assert.ok(errors(asGroup).length > 0);
  });

  it("a board-level selector reaches a part that exists only inside a subcircuit", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="30mm" height="20mm">
        <resistor name="R5" resistance="1k" footprint="0402" pcbX={-8} />
        <subcircuit name="S1" pcbX={5}>
          <resistor name="R1" resistance="1k" footprint="0402" />
        </subcircuit>
        <trace from=".R5 > .pin1" to=".R1 > .pin2" />
      </board>)`);
    const all = connectedPorts(json).flat();
    assert.ok(all.includes("S1/R1.pin2"), JSON.stringify(all));
    assert.deepEqual(
      errors(json).filter((e) => e.type === "source_trace_not_connected_error"),
      [],
    );
  });

  it("with R1 in two subcircuits, the board-level selector silently picks the first", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="30mm" height="20mm">
        <resistor name="R5" resistance="1k" footprint="0402" pcbY={-6} />
        <subcircuit name="S1" pcbX={-6}>
          <resistor name="R1" resistance="1k" footprint="0402" />
        </subcircuit>
        <subcircuit name="S2" pcbX={6}>
          <resistor name="R1" resistance="1k" footprint="0402" />
        </subcircuit>
        <trace from=".R5 > .pin1" to=".R1 > .pin2" />
      </board>)`);
    const all = connectedPorts(json).flat();
    assert.ok(all.includes("S1/R1.pin2"), JSON.stringify(all));
    assert.ok(!all.includes("S2/R1.pin2"), JSON.stringify(all));
    assert.deepEqual(
      errors(json).map((e) => e.type),
      [],
    );
    assert.ok(all.includes("board/R5.pin1"), JSON.stringify(all));
  });

  it("a trace inside a subcircuit cannot reach a part outside it", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="30mm" height="20mm">
        <resistor name="R5" resistance="1k" footprint="0402" pcbX={-8} />
        <subcircuit name="S1" pcbX={5}>
          <resistor name="R1" resistance="1k" footprint="0402" />
          <trace from=".R1 > .pin2" to=".R5 > .pin2" />
        </subcircuit>
      </board>)`);
    assert.ok(
      errors(json).some((e) => e.type === "source_trace_not_connected_error"),
    );
  });

  it("the silkscreen keeps the inner names R1 in both copies", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="30mm" height="20mm">
        <subcircuit name="S1" pcbX={-6}>
          <resistor name="R1" resistance="1k" footprint="0402" />
        </subcircuit>
        <subcircuit name="S2" pcbX={6}>
          <resistor name="R1" resistance="1k" footprint="0402" />
        </subcircuit>
      </board>)`);
    const texts = json
      .filter((e) => e.type === "pcb_silkscreen_text")
      .map((e) => e.text);
    assert.deepEqual(texts, ["R1", "R1"]);
  });
  it("routingDisabled on a subcircuit leaves its traces and the board's unrouted, with no error", async () => {
    const code = (disabled: string) => `export default () => (
      <board width="16mm" height="12mm">
        <subcircuit name="Divider"${disabled}>
          <resistor name="R1" resistance="10k" footprint="0603" pcbX={0} pcbY={2} />
          <resistor name="R2" resistance="10k" footprint="0603" pcbX={0} pcbY={-2} />
          <trace from=".R1 > .pin2" to=".R2 > .pin1" />
        </subcircuit>
        <resistor name="R3" resistance="10k" footprint="0603" pcbX={5} pcbY={2} />
        <resistor name="R4" resistance="10k" footprint="0603" pcbX={5} pcbY={-2} />
        <trace from=".R3 > .pin2" to=".R4 > .pin1" />
      </board>)`;
    const routed = await circuitJsonOf(code(""));
    assert.equal(routed.filter((e) => e.type === "pcb_trace").length, 2);
    const off = await circuitJsonOf(code(" routingDisabled"));
    assert.equal(off.filter((e) => e.type === "pcb_trace").length, 0);
    assert.deepEqual(
      off.filter((e) => e.type.endsWith("_error")).map((e) => e.type),
      [],
    );
    assert.ok(off.some((e) => e.type === "source_pin_missing_trace_warning"));
  });

  it("exposeNets exports every inner net; exposedNets without a name exports nothing", async () => {
    const code = (attrs: string) => `export default () => (
      <board width="20mm" height="12mm">
        <pinheader name="J1" pinCount={2} footprint="pinrow2" pinLabels={["VCC", "GND"]} pcbX={-6} />
        <trace from=".J1 > .VCC" to="net.VCC" />
        <trace from=".J1 > .GND" to="net.GND" />
        <subcircuit ${attrs} pcbX={4}>
          <resistor name="R1" resistance="1k" footprint="0402" pcbY={2} />
          <led name="D1" color="red" footprint="0603" pcbY={-2} />
          <trace from=".R1 > .pin2" to=".D1 > .anode" />
          <trace from=".R1 > .pin1" to="net.VCC" />
          <trace from=".D1 > .cathode" to="net.GND" />
        </subcircuit>
      </board>)`;
    const all = await circuitJsonOf(code(`name="S" exposeNets`));
    assert.equal(
      all.filter((e) => e.type === "pcb_port_not_connected_error").length,
      0,
    );
    const unnamed = await circuitJsonOf(code(`exposedNets={["VCC", "GND"]}`));
    assert.ok(
      unnamed.filter((e) => e.type === "pcb_port_not_connected_error").length >
        0,
    );
  });
});
