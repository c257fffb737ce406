import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

interface PlatedHole extends CircuitJsonElement {
  hole_diameter: number;
  outer_diameter: number;
}

interface SmtPad extends CircuitJsonElement {
  shape: string;
  radius?: number;
  width?: number;
  height?: number;
}

const board = (inner: string): string =>
  `export default () => (<board width="20mm" height="20mm">${inner}</board>)`;

const holesOf = (json: CircuitJsonElement[]): PlatedHole[] =>
  json.filter((e): e is PlatedHole => e.type === "pcb_plated_hole");
const padsOf = (json: CircuitJsonElement[]): SmtPad[] =>
  json.filter((e): e is SmtPad => e.type === "pcb_smtpad");

describe("/elements/testpoint", () => {
  it("defaults to a 0.5 mm plated hole with a 0.75 mm ring and one pin, pin1", async () => {
    const json = await circuitJsonOf(board(`<testpoint name="TP1" />`));
    const holes = holesOf(json);
    assert.equal(holes.length, 1);
    assert.equal(holes[0].hole_diameter, 0.5);
    assert.equal(holes[0].outer_diameter, 0.75);
    assert.equal(padsOf(json).length, 0);
    const ports = json.filter((e) => e.type === "source_port");
    assert.deepEqual(
      ports.map((p) => p.name),
      ["pin1"],
    );
    // Unconnected and without a part number: warnings, no error. It has no
    // courtyard, and nothing reports that.
    const warnings = json
      .filter((e) => e.type.endsWith("_warning"))
      .map((e) => e.type);
    assert.ok(warnings.includes("source_pin_missing_trace_warning"));
    assert.ok(
      warnings.includes("source_missing_manufacturer_part_number_warning"),
    );
    assert.ok(!json.some((e) => e.type.startsWith("pcb_courtyard")));
    assert.ok(!warnings.includes("pcb_component_missing_courtyard_warning"));
    assert.ok(!json.some((e) => e.type.endsWith("_error")));
  });

  it("a round surface pad is 1.2 mm across by default", async () => {
    const json = await circuitJsonOf(
      board(`<testpoint name="TP1" footprintVariant="pad" />`),
    );
    const pads = padsOf(json);
    assert.equal(pads.length, 1);
    assert.equal(pads[0].shape, "circle");
    assert.equal(pads[0].radius, 0.6);
  });

  it("a rectangular surface pad is 2 mm square by default, height follows width", async () => {
    const square = padsOf(
      await circuitJsonOf(
        board(
          `<testpoint name="TP1" footprintVariant="pad" padShape="rect" />`,
        ),
      ),
    );
    assert.equal(square[0].width, 2);
    assert.equal(square[0].height, 2);
    const wide = padsOf(
      await circuitJsonOf(
        board(
          `<testpoint name="TP1" footprintVariant="pad" padShape="rect" width="1.5mm" />`,
        ),
      ),
    );
    assert.equal(wide[0].height, 1.5);
  });

  it("the ring is 1.5 times the hole and padDiameter does not change it", async () => {
    const json = await circuitJsonOf(
      board(`<testpoint name="TP1" holeDiameter="1mm" padDiameter="2mm" />`),
    );
    const holes = holesOf(json);
    assert.equal(holes[0].hole_diameter, 1);
    assert.equal(holes[0].outer_diameter, 1.5);
  });

  it("pad props without footprintVariant leave a through-hole test point", async () => {
    const json = await circuitJsonOf(
      board(`<testpoint name="TP1" padShape="rect" />`),
    );
    assert.equal(padsOf(json).length, 0);
    assert.equal(holesOf(json)[0].hole_diameter, 0.5);
  });

  it("through_hole named without holeDiameter fails to create the part", async () => {
    const json = await circuitJsonOf(
      board(`<testpoint name="TP1" footprintVariant="through_hole" />`),
    );
    const error = json.find(
      (e) => e.type === "source_failed_to_create_component_error",
    );
    assert.ok(error);
    assert.match(
      String(error.message),
      /holeDiameter is required for through_hole testpoints/,
    );
  });

  it("connections puts pin1 on the net", async () => {
    const json = await circuitJsonOf(
      board(`<testpoint name="TP1" connections={{ pin1: "net.V3_3" }} />`),
    );
    const warnings = json.filter(
      (e) => e.type === "source_pin_missing_trace_warning",
    );
    assert.equal(warnings.length, 0);
    assert.ok(json.some((e) => e.type === "source_net" && e.name === "V3_3"));
  });
});
