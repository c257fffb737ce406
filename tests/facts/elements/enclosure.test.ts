import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

const ofType = (json: CircuitJsonElement[], type: string) =>
  json.filter((e) => e.type === type) as Record<string, any>[];

const withImport = (body: string) =>
  `import { enclosure } from "tscircuit"\nexport default () => (${body})`;

/** The base and lid solids of the box named CASE. */
function solidsOf(json: CircuitJsonElement[]) {
  const box = ofType(json, "source_component").find((c) => c.name === "CASE");
  return ofType(json, "cad_component").filter(
    (c) => c.source_component_id === box?.source_component_id,
  );
}

describe("/elements/enclosure", () => {
  it("a 30 x 20 mm board gets a 36 x 26 mm box: 2 mm walls, 1 mm clearance, base and lid solids", async () => {
    const json = await circuitJsonOf(
      withImport(`<board name="MAIN" width="30mm" height="20mm">
        <pinheader name="J1" pinCount={2} />
        <enclosure.fdm.box name="CASE" boardRef="MAIN" />
      </board>`),
    );
    const [base, lid] = solidsOf(json);
    assert.equal(base?.model_jscad.type, "subtract");
    assert.deepEqual(base?.model_jscad.shapes[0].shape.size, [36, 26, 13.4]);
    assert.deepEqual(base?.model_jscad.shapes[1].shape.size, [32, 22, 12.4]);
    assert.equal(lid?.model_jscad.type, "union");
    assert.deepEqual(lid?.model_jscad.shapes[0].shape.size, [36, 26, 2]);
    const box = ofType(json, "pcb_component").find((c) => c.width === 36);
    assert.equal(box?.height, 26);
    assert.deepEqual(box?.center, { x: 0, y: 0 });
    assert.equal(box?.do_not_place, true);
    assert.equal(
      ofType(json, "pcb_component_missing_courtyard_warning").length,
      1,
    );
    assert.equal(json.filter((e) => e.type.endsWith("_error")).length, 0);
  });

  it("wallThickness grows the outside; enclosure.fdm.Box is the same element", async () => {
    const json = await circuitJsonOf(
      withImport(`<board name="MAIN" width="30mm" height="20mm">
        <enclosure.fdm.Box name="CASE" boardRef="MAIN" wallThickness="3mm" />
      </board>`),
    );
    const [base] = solidsOf(json);
    assert.deepEqual(
      base?.model_jscad.shapes[0].shape.size.slice(0, 2),
      [38, 28],
    );
  });

  it("an aperture in a header cuts a 7 x 5 mm block, turned 90 degrees, through base and lid above it", async () => {
    const json = await circuitJsonOf(
      withImport(`<board name="MAIN" width="30mm" height="20mm">
        <pinheader name="J1" pinCount={2} pcbX={-10} pcbRotation={90}>
          <enclosure.cutoutaperture shape="rect" width="6mm" height="4mm" margin="0.5mm" />
        </pinheader>
        <enclosure.fdm.box name="CASE" boardRef="MAIN" />
      </board>`),
    );
    const header = ofType(json, "pcb_component").find(
      (c) => c.center.x === -10,
    );
    assert.equal(header?.insertion_direction, "from_above");
    for (const solid of solidsOf(json)) {
      assert.equal(solid.model_jscad.type, "subtract");
      const cut = solid.model_jscad.shapes[1];
      assert.deepEqual(cut.vector.slice(0, 2), [-10, 0]);
      assert.equal(cut.shape.angles[2], Math.PI / 2);
      assert.deepEqual(cut.shape.shape.size.slice(0, 2), [7, 5]);
    }
    const types = new Set(json.map((e) => e.type));
    assert.ok(
      ![...types].some((t) => t.includes("aperture")),
      "no record of its own",
    );
  });

  it("disableCutouts ignores apertures; an aperture outside a part and an unknown boardRef fail", async () => {
    const json = await circuitJsonOf(
      withImport(`<board name="MAIN" width="30mm" height="20mm">
        <pinheader name="J1" pinCount={2} pcbX={-10} pcbRotation={90}>
          <enclosure.cutoutaperture shape="rect" width="6mm" height="4mm" />
        </pinheader>
        <enclosure.fdm.box name="CASE" boardRef="MAIN" disableCutouts />
      </board>`),
    );
    const [base] = solidsOf(json);
    assert.deepEqual(base?.model_jscad.shapes[0].shape.size, [36, 26, 13.4]);
    const fails = async (body: string) => {
      try {
        await circuitJsonOf(withImport(body));
      } catch (error) {
        return (error as Error).message;
      }
      return "";
    };
    assert.match(
      await fails(`<board name="MAIN" width="30mm" height="20mm">
        <enclosure.cutoutaperture shape="rect" width="6mm" height="4mm" />
        <enclosure.fdm.box name="CASE" boardRef="MAIN" />
      </board>`),
      /must be nested inside a component with a PCB footprint/,
    );
    assert.match(
      await fails(
        `<board name="MAIN" width="30mm" height="20mm"><enclosure.fdm.box name="CASE" boardRef="OTHER" /></board>`,
      ),
      /Could not find a <board \/> matching enclosure boardRef/,
    );
  });
});
