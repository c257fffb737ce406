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

  it("a bottom pour on a net with only top surface-mount pads is left out", async () => {
    const json = await circuitJsonOf(
      `export default () => (<board width="14mm" height="10mm"><resistor name="R1" resistance="1k" footprint="0603" pcbX={-3} /><resistor name="R2" resistance="1k" footprint="0603" pcbX={3} /><trace from=".R1 > .pin1" to="net.V3_3" /><trace from=".R2 > .pin1" to="net.V3_3" /><trace from=".R1 > .pin2" to="net.GND" /><trace from=".R2 > .pin2" to="net.GND" /><copperpour connectsTo="net.GND" layer="bottom" /></board>)`,
    );
    assert.equal(poursOf(json).length, 0);
    assert.deepEqual(
      json.filter((e) => e.type.endsWith("_error")),
      [],
    );
  });

  it("without layer the pour is not created", async () => {
    const json = await circuitJsonOf(
      board(`<copperpour connectsTo="net.GND" />`),
    );
    assert.equal(poursOf(json).length, 0);
    assert.ok(json.some((e) => e.type.endsWith("_error")));
  });

  it("a misspelt net makes a pour on a new, empty net without an error", async () => {
    const json = await circuitJsonOf(
      board(`<copperpour connectsTo="net.GDN" layer="top" />`),
    );
    const pours = poursOf(json);
    assert.ok(pours.length >= 1);
    assert.equal(pours[0].source_net_id, netId(json, "GDN"));
    assert.notEqual(netId(json, "GDN"), netId(json, "GND"));
    assert.deepEqual(
      json.filter((e) => e.type.endsWith("_error")),
      [],
    );
    const isolated = json.filter(
      (e) => e.type === "pcb_copper_pour_isolated_warning",
    );
    assert.equal(isolated.length, 1);
    assert.match(String(isolated[0].message), /GDN/);
  });

  it("unbroken keeps traces off the pour's layer: an SMD board fails on top, routes on bottom", async () => {
    const parts = (layer: string): string =>
      `export default () => (<board width="20mm" height="12mm"><resistor name="R1" resistance="1k" footprint="0603" pcbX={-5} /><resistor name="R2" resistance="1k" footprint="0603" pcbX={5} /><trace from=".R1 > .pin2" to=".R2 > .pin1" /><trace from=".R1 > .pin1" to="net.GND" /><trace from=".R2 > .pin2" to="net.GND" /><copperpour connectsTo="net.GND" layer="${layer}" unbroken /></board>)`;
    const top = await circuitJsonOf(parts("top"));
    assert.ok(top.some((e) => e.type === "pcb_autorouting_error"));
    const bottom = await circuitJsonOf(parts("bottom"));
    assert.deepEqual(
      bottom.filter((e) => e.type.endsWith("_error")),
      [],
    );
  });
});
