import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

const pads = `<smtpad portHints={["1"]} shape="rect" width={1} height={1.2} pcbX={-1.5} /><smtpad portHints={["2"]} shape="rect" width={1} height={1.2} pcbX={1.5} />`;
const part = (
  name: string,
  attrs: string,
  courtyard = `<courtyardrect width={5} height={2.4} />`,
) =>
  `<chip name="${name}" ${attrs} footprint={<footprint>${pads}${courtyard}</footprint>} />`;
const ofType = (json: CircuitJsonElement[], type: string) =>
  json.filter((e) => e.type === type);

describe("/elements/courtyardrect", () => {
  it("records centre, size and layer in mm; turns and flips with the part; style props are not recorded; not drawn in the PCB SVG", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="40mm" height="20mm">
        ${part("U1", "pcbX={-12}", `<courtyardrect width={5} height={2.4} strokeWidth={0.3} isFilled color="red" pcbOffsetX={3} pcbBottomEdgeY={4} />`)}
        ${part("U2", "pcbX={-4} pcbRotation={90}")}
        ${part("U3", 'pcbX={4} layer="bottom"')}
        ${part("U4", "pcbX={12}", `<courtyardrect width={5} height={2.4} pcbRotation={45} />`)}
      </board>
    )`);
    const [a, b, c, d] = ofType(json, "pcb_courtyard_rect");
    assert.deepEqual(a?.center, { x: -12, y: 0 });
    assert.equal(a?.width, 5);
    assert.equal(a?.height, 2.4);
    assert.equal(a?.layer, "top");
    assert.equal(typeof a?.pcb_component_id, "string");
    assert.equal(a?.ccw_rotation, undefined);
    for (const key of ["stroke_width", "is_filled", "color"])
      assert.ok(!(key in (a ?? {})));
    assert.equal(b?.ccw_rotation, 90);
    assert.equal(c?.layer, "bottom");
    assert.equal(d?.ccw_rotation, 45);
    assert.equal(
      ofType(json, "pcb_component_missing_courtyard_warning").length,
      0,
    );
    assert.equal(ofType(json, "pcb_courtyard_overlap_error").length, 0);
    const { convertCircuitJsonToPcbSvg } = await import("circuit-to-svg");
    const svg = convertCircuitJsonToPcbSvg(json as never);
    assert.ok(!svg.includes("pcb_courtyard"));
  });

  it("overlapping courtyards 4.5 mm apart are an error that also skips routing, 5.25 mm apart are not; no courtyard is a warning; a keepout is a placement error", async () => {
    const close = await circuitJsonOf(`export default () => (
      <board width="16mm" height="8mm">${part("U1", "pcbX={-2.25}")}${part("U2", "pcbX={2.25}")}<trace from=".U1 > .pin1" to=".U2 > .pin2" /></board>
    )`);
    const [overlap] = ofType(close, "pcb_courtyard_overlap_error");
    assert.equal(
      overlap?.message,
      "Courtyard of U1 overlaps with courtyard of U2",
    );
    const [skipped] = ofType(close, "pcb_autorouting_error");
    assert.match(String(skipped?.message), /Autorouting was skipped/);
    const apart = await circuitJsonOf(`export default () => (
      <board width="30mm" height="16mm">
        ${part("U1", "pcbX={-2.25}")}${part("U2", "pcbX={3}")}
        <chip name="U3" pcbY={5} footprint={<footprint>${pads}</footprint>} />
        <keepout shape="rect" width={3} height={3} pcbX={-10} pcbY={-5} />
        ${part("U4", "pcbX={-8} pcbY={-5}")}
      </board>
    )`);
    assert.equal(ofType(apart, "pcb_courtyard_overlap_error").length, 0);
    const missing = ofType(apart, "pcb_component_missing_courtyard_warning");
    assert.deepEqual(
      missing.map((w) => w.message),
      ["U3 has no courtyard"],
    );
    assert.ok(
      ofType(apart, "pcb_placement_error").some((e) =>
        String(e.message).startsWith("Courtyard of U4 overlaps PCB keepout"),
      ),
    );
  });

  it("a courtyard over another part's plated hole is a footprint overlap error", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="30mm" height="16mm">
        ${part("U1", "pcbX={-5}")}
        <chip name="U2" pcbX={-2.8} footprint={<footprint><platedhole portHints={["1"]} shape="circle" holeDiameter={0.8} outerDiameter={1.4} /></footprint>} />
      </board>
    )`);
    const messages = JSON.stringify(
      ofType(json, "pcb_footprint_overlap_error"),
    );
    assert.match(
      messages,
      /pcb_courtyard_rect [^"]*overlaps with pcb_plated_hole U2\.pin1/,
    );
  });

  it("an inner layer stops the board from rendering", async () => {
    await assert.rejects(
      circuitJsonOf(`export default () => (
        <board width="12mm" height="8mm">${part("U1", "", `<courtyardrect width={5} height={2.4} layer="inner1" />`)}</board>
      )`),
      /Invalid layer "inner1" for CourtyardRect/,
    );
  });
});
