import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

interface PcbTrace extends CircuitJsonElement {
  connection_name: string;
  route: { width?: number }[];
}

const board = (phases: string, t2 = ""): string => `
export default () => (
  <board width="20mm" height="12mm">
    <resistor name="R1" resistance="1k" footprint="0402" pcbX={-5} pcbY={2} />
    <resistor name="R2" resistance="1k" footprint="0402" pcbX={5} pcbY={2} />
    <pinheader name="J1" pinCount={2} pcbY={-3} />
    <trace name="T1" from=".R1 > .pin1" to=".J1 > .pin1" />
    <trace name="T2" from=".R2 > .pin2" to=".J1 > .pin2" ${t2} />
    <trace name="T3" from=".R1 > .pin2" to=".R2 > .pin1" />
    ${phases}
  </board>
)`;

const phaseLabels = (json: CircuitJsonElement[]) =>
  json
    .filter((e) => e.type === "pcb_debug_object")
    .map((e) => String(e.label))
    .filter((l) => l.startsWith("autorouting phase"));

const widthsOf = (json: CircuitJsonElement[], connection: string) =>
  new Set(
    json
      .filter(
        (e): e is PcbTrace =>
          e.type === "pcb_trace" && e.connection_name === connection,
      )
      .flatMap((t) =>
        t.route.map((p) => p.width).filter((w) => w !== undefined),
      ),
  );

describe("/elements/autoroutingphase", () => {
  it("one phase runs before the default phase; every trace is routed", async () => {
    const json = await circuitJsonOf(
      board(
        `<autoroutingphase name="link" phaseIndex={0} connections={["T3"]} />`,
      ),
    );
    assert.deepEqual(phaseLabels(json), [
      "autorouting phase 0 link",
      "autorouting phase default",
    ]);
    assert.equal(json.filter((e) => e.type === "pcb_trace").length, 3);
    assert.deepEqual(
      json.filter((e) => e.type.endsWith("_error")),
      [],
    );
  });

  it("phaseIndex orders the phases; a pin selects its trace; minTraceWidth 0.3 mm applies to that phase only", async () => {
    const json = await circuitJsonOf(
      board(`<autoroutingphase name="link" phaseIndex={1} connections={["T3"]} />
    <autoroutingphase name="header" phaseIndex={0} connections={[".J1 > .pin2"]} minTraceWidth={0.3} />`),
    );
    assert.deepEqual(phaseLabels(json), [
      "autorouting phase 0 header",
      "autorouting phase 1 link",
      "autorouting phase default",
    ]);
    // T2 is source_trace_1
    assert.deepEqual(widthsOf(json, "source_trace_1"), new Set([0.3]));
    assert.deepEqual(widthsOf(json, "source_trace_2"), new Set([0.15]));
    assert.deepEqual(widthsOf(json, "source_trace_0"), new Set([0.15]));
  });

  it('"trace.T3" names a trace explicitly; a trace\'s routingPhaseIndex puts it in that phase', async () => {
    const json = await circuitJsonOf(
      board(
        `<autoroutingphase name="link" phaseIndex={1} connection="trace.T3" />`,
        "routingPhaseIndex={0}",
      ),
    );
    assert.deepEqual(phaseLabels(json), [
      "autorouting phase 0",
      "autorouting phase 1 link",
      "autorouting phase default",
    ]);
  });

  it("two phases with one phaseIndex: only the last is kept, the earlier one's connections and rules are dropped", async () => {
    const json = await circuitJsonOf(
      board(`<autoroutingphase name="a" phaseIndex={0} connections={["T3"]} minTraceWidth={0.3} />
    <autoroutingphase name="b" phaseIndex={0} connections={["T1"]} />`),
    );
    assert.deepEqual(phaseLabels(json), [
      "autorouting phase 0 b",
      "autorouting phase default",
    ]);
    // T3 (source_trace_2) is routed in the default phase at the default width, not phase a's 0.3 mm
    assert.deepEqual(widthsOf(json, "source_trace_2"), new Set([0.15]));
  });

  it("more than 50 connections left for the default phase are left unrouted with a pcb_autorouting_error", async () => {
    const json = await circuitJsonOf(`
export default () => (
  <board width="140mm" height="30mm">
    <pinheader name="J1" pinCount={51} pcbY={-8} schX={-5} />
    <pinheader name="J2" pinCount={51} pcbY={8} schX={5} />
    {Array.from({ length: 51 }, (_, i) => (
      <trace key={i} from={\`.J1 > .pin\${i + 1}\`} to={\`.J2 > .pin\${i + 1}\`} />
    ))}
  </board>
)`);
    assert.equal(json.filter((e) => e.type === "pcb_trace").length, 0);
    assert.ok(
      json.some(
        (e) =>
          e.type === "pcb_autorouting_error" &&
          String(e.message).startsWith("Remaining routes left unrouted"),
      ),
    );
  });

  it("an unmatched connection stops the circuit with the message shown", async () => {
    await assert.rejects(
      circuitJsonOf(
        board(
          `<autoroutingphase name="p" phaseIndex={0} connections={["T9"]} />`,
        ),
      ),
      /Autorouting phase "p": connection "T9" matched no trace or endpoint/,
    );
  });

  it("cannot contain children", async () => {
    await assert.rejects(
      circuitJsonOf(
        board(
          `<autoroutingphase phaseIndex={0} connections={["T3"]}><resistor name="R9" resistance="1k" footprint="0402" /></autoroutingphase>`,
        ),
      ),
      /<autoroutingphase> cannot contain children/,
    );
  });
});
