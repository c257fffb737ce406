import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

const board = (inner: string): string =>
  `export default () => (<board width="14mm" height="10mm"><resistor name="R1" resistance="1k" footprint="0603" pcbY={2} /><pinheader name="J1" pinCount={2} pinLabels={["V3_3", "GND"]} pcbY={-2} /><trace from=".R1 > .pin1" to="net.V3_3" /><trace from=".R1 > .pin2" to="net.GND" /><trace from=".J1 > .V3_3" to="net.V3_3" /><trace from=".J1 > .GND" to="net.GND" />${inner}</board>)`;

const poursOf = (json: CircuitJsonElement[]): CircuitJsonElement[] =>
  json.filter((e) => e.type === "pcb_copper_pour");

const netId = (json: CircuitJsonElement[], name: string): unknown =>
  json.find((e) => e.type === "source_net" && e.name === name)?.source_net_id;

describe("/elements/groundplane", () => {
  it("one pour per layer: with a through-hole GND pin both the top and the bottom pour appear", async () => {
    const json = await circuitJsonOf(
      board(
        `<copperpour connectsTo="net.GND" layer="top" /><copperpour connectsTo="net.GND" layer="bottom" />`,
      ),
    );
    const layers = new Set(poursOf(json).map((p) => p.layer));
    assert.deepEqual([...layers].sort(), ["bottom", "top"]);
    for (const pour of poursOf(json))
      assert.equal(pour.source_net_id, netId(json, "GND"));
  });

  // The common mistakes this page shares with /elements/copperpour (a
  // bottom pour on an all-SMD board, no layer, a misspelt net, `unbroken`)
  // are compiled once, in copperpour.test.ts.
});
