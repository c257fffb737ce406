import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

interface PcbHole extends CircuitJsonElement {
  hole_shape: string;
  hole_diameter?: number | null;
  hole_width?: number;
  hole_height?: number;
  ccw_rotation?: number;
  x: number;
  y: number;
  is_covered_with_solder_mask: boolean;
  soldermask_margin?: number;
  pcb_component_id: string | null;
}

const board = (inner: string): string =>
  `export default () => (<board width="40mm" height="20mm">${inner}</board>)`;

const holesOf = (json: CircuitJsonElement[]): PcbHole[] =>
  json.filter((e): e is PcbHole => e.type === "pcb_hole");

describe("/elements/hole", () => {
  it("diameter and radius size a round hole, uncovered by solder mask", async () => {
    const json = await circuitJsonOf(
      board(
        `<hole pcbX={-5} diameter="3.2mm" /><hole pcbX={5} radius={1} solderMaskMargin={0.5} />`,
      ),
    );
    const [a, b] = holesOf(json);
    assert.equal(a.hole_shape, "circle");
    assert.equal(a.hole_diameter, 3.2);
    assert.equal(a.is_covered_with_solder_mask, false);
    assert.equal(b.hole_diameter, 2);
    assert.equal(b.soldermask_margin, 0.5);
    assert.equal(a.pcb_component_id, null);
  });

  it("has no default size; an unsized hole overlaps everything", async () => {
    const json = await circuitJsonOf(
      board(`<hole pcbX={-10} /><hole pcbX={10} diameter={1} />`),
    );
    const [unsized] = holesOf(json);
    const size = unsized.hole_diameter;
    assert.ok(size === null || size === undefined || Number.isNaN(size));
    assert.ok(json.some((e) => e.type === "pcb_footprint_overlap_error"));
  });

  it("pcbRotation turns a pill but not an oval or rect", async () => {
    const json = await circuitJsonOf(
      board(
        `<hole pcbX={-8} shape="pill" width="3mm" height="1.2mm" pcbRotation={90} />
         <hole pcbX={0} shape="oval" width="3mm" height="1.6mm" pcbRotation={90} />
         <hole pcbX={8} shape="rect" width="2.5mm" height="1.5mm" pcbRotation={90} />`,
      ),
    );
    const [pill, oval, rect] = holesOf(json);
    assert.equal(pill.hole_shape, "rotated_pill");
    assert.equal(pill.ccw_rotation, 90);
    assert.equal(oval.hole_shape, "oval");
    assert.equal(oval.ccw_rotation, undefined);
    assert.equal(rect.hole_shape, "rect");
    assert.equal(rect.hole_width, 2.5);
    assert.equal(rect.ccw_rotation, undefined);
  });

  it("a slot without height is not created", async () => {
    const json = await circuitJsonOf(
      board(`<hole shape="pill" width="3mm" />`),
    );
    assert.equal(holesOf(json).length, 0);
    const error = json.find(
      (e) => e.type === "source_failed_to_create_component_error",
    );
    assert.ok(error);
    assert.match(String(error.message), /height \(Required\)/);
  });

  it("inside a footprint, a hole belongs to the part and is placed from its centre", async () => {
    const json = await circuitJsonOf(
      board(
        `<chip name="P1" pcbX={5} pinLabels={{ pin1: "A" }} footprint={<footprint><smtpad portHints={["pin1"]} shape="rect" width="1mm" height="1mm" pcbX={0} pcbY={1} /><hole diameter="1.1mm" pcbX={-3.5} pcbY={-1.5} /></footprint>} />`,
      ),
    );
    const [hole] = holesOf(json);
    assert.equal(hole.x, 1.5);
    assert.equal(hole.y, -1.5);
    assert.ok(hole.pcb_component_id);
  });

  it("edge, offset and anchor props are ignored for a hole", async () => {
    const json = await circuitJsonOf(
      board(
        `<hole pcbX={0} pcbRightEdgeX={5} diameter={2} /><hole pcbX={-10} pcbLeftEdgeX={-15} pcbTopEdgeY={8} diameter={2} /><hole pcbX={10} pcbOffsetX={2} pcbOffsetY={2} diameter={2} /><hole pcbX={-5} pcbY={5} pcbPositionAnchor="top_left" diameter={2} />`,
      ),
    );
    const positions = holesOf(json).map((h) => [h.x, h.y]);
    assert.deepEqual(positions, [
      [0, 0],
      [-10, 0],
      [10, 0],
      [-5, 5],
    ]);
  });

  it("an unsized hole overlaps every other hole", async () => {
    const json = await circuitJsonOf(
      board(
        `<hole pcbX={-10} /><hole pcbX={0} diameter={1} /><hole pcbX={10} diameter={1} />`,
      ),
    );
    assert.equal(
      json.filter((e) => e.type === "pcb_footprint_overlap_error").length,
      2,
    );
  });
});
