import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

interface PcbVia {
  type: "pcb_via";
  hole_diameter: number;
  outer_diameter: number;
  layers: string[];
  from_layer?: string;
  to_layer?: string;
}

const vias = (json: CircuitJsonElement[]) =>
  json.filter((e) => e.type === "pcb_via") as unknown as PcbVia[];

const portNames = (json: CircuitJsonElement[]) =>
  json
    .filter((e) => e.type === "source_port")
    .map((e) => String(e.name))
    .sort();

describe("/elements/via", () => {
  it("defaults: top to bottom (JSON fields bottom/top), 0.2 mm drill, 0.3 mm ring, ring on every layer", async () => {
    const json = await circuitJsonOf(
      `export default () => (<board width="12mm" height="8mm" layers={4}><via name="V1" /></board>)`,
    );
    const [via] = vias(json);
    assert.equal(via?.from_layer, "bottom");
    assert.equal(via?.to_layer, "top");
    assert.equal(via?.hole_diameter, 0.2);
    assert.equal(via?.outer_diameter, 0.3);
    assert.deepEqual(via?.layers, ["top", "inner1", "inner2", "bottom"]);
  });

  it("ports are the two end layers only, no pin1", async () => {
    const through = await circuitJsonOf(
      `export default () => (<board width="12mm" height="8mm" layers={4}><via name="V1" /></board>)`,
    );
    assert.deepEqual(portNames(through), ["bottom", "top"]);
    const blind = await circuitJsonOf(
      `export default () => (<board width="12mm" height="8mm" layers={4}><via name="V2" fromLayer="top" toLayer="inner1" /></board>)`,
    );
    assert.deepEqual(portNames(blind), ["inner1", "top"]);
  });

  it("one end given: the span defaults to top and bottom, the JSON fields to bottom and top; layers is ignored", async () => {
    const toOnly = await circuitJsonOf(
      `export default () => (<board width="12mm" height="8mm" layers={4}><via name="V1" toLayer="inner2" /></board>)`,
    );
    assert.deepEqual(portNames(toOnly), ["inner2", "top"]);
    assert.deepEqual(vias(toOnly)[0]?.layers, ["top", "inner1", "inner2"]);
    assert.equal(vias(toOnly)[0]?.from_layer, "bottom");
    const fromOnly = await circuitJsonOf(
      `export default () => (<board width="12mm" height="8mm" layers={4}><via name="V1" fromLayer="inner1" /></board>)`,
    );
    assert.deepEqual(portNames(fromOnly), ["bottom", "inner1"]);
    assert.deepEqual(vias(fromOnly)[0]?.layers, ["inner1", "inner2", "bottom"]);
    assert.equal(vias(fromOnly)[0]?.to_layer, "top");
    const withLayers = await circuitJsonOf(
      `export default () => (<board width="12mm" height="8mm" layers={4}><via name="V1" fromLayer="top" toLayer="inner1" layers={["top", "bottom"]} /></board>)`,
    );
    assert.deepEqual(vias(withLayers)[0]?.layers, ["top", "inner1"]);
  });

  it("pcbStyle via sizes set the default for vias without diameters", async () => {
    const json = await circuitJsonOf(
      `export default () => (<board width="12mm" height="8mm" pcbStyle={{ viaHoleDiameter: "0.35mm", viaPadDiameter: "0.7mm" }}><via name="V1" /><via name="V2" pcbX={3} holeDiameter={0.3} outerDiameter={0.6} /></board>)`,
    );
    const [v1, v2] = vias(json);
    assert.equal(v1?.hole_diameter, 0.35);
    assert.equal(v1?.outer_diameter, 0.7);
    assert.equal(v2?.hole_diameter, 0.3);
    assert.equal(v2?.outer_diameter, 0.6);
  });
  it("traces to a via's ports need no connectsTo: no error without it", async () => {
    const json = await circuitJsonOf(
      `export default () => (<board width="20mm" height="10mm"><resistor name="R1" resistance="1k" footprint="0603" pcbX={-5} /><resistor name="R2" resistance="1k" footprint="0603" pcbX={5} /><via name="V1" pcbX={0} pcbY={0} /><trace from=".R1 > .pin2" to=".V1 > .top" /><trace from=".V1 > .top" to=".R2 > .pin1" /><trace from=".R1 > .pin1" to=".R2 > .pin2" /></board>)`,
    );
    assert.equal(vias(json).length, 1);
    assert.deepEqual(
      json.filter((e) => e.type.endsWith("_error")).map((e) => e.type),
      [],
    );
  });

  it("a via hole overlapping an SMD pad is a placement error that skips autorouting", async () => {
    const json = await circuitJsonOf(
      `export default () => (<board width="20mm" height="10mm"><resistor name="R1" resistance="1k" footprint="0603" pcbX={-5} /><resistor name="R2" resistance="1k" footprint="0603" pcbX={5} /><via name="V1" pcbX={-5.8} pcbY={0} connectsTo="net.A" /><trace from=".R1 > .pin1" to="net.A" /><trace from=".R1 > .pin2" to=".R2 > .pin1" /></board>)`,
    );
    const messages = json
      .filter((e) => e.type === "pcb_placement_error")
      .map((e) => String(e.message));
    assert.ok(
      messages.some((m) => /^Via hole at \(.*\) overlaps SMD pad /.test(m)),
      messages.join("; "),
    );
    assert.ok(
      json.some(
        (e) =>
          e.type === "pcb_autorouting_error" &&
          /Autorouting was skipped/.test(String(e.message)),
      ),
    );
  });
});
