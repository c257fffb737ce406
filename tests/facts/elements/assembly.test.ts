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
  `import { assembly } from "tscircuit"\nexport default () => (${body})`;

async function renderError(body: string): Promise<string> {
  try {
    await circuitJsonOf(withImport(body));
  } catch (error) {
    return (error as Error).message;
  }
  return "";
}

describe("/elements/assembly", () => {
  it("a bolt sized 3 x 8 mm mounted to a hole: socket-head GLB model at the hole, on the board's top surface", async () => {
    const json = await circuitJsonOf(
      withImport(`<assembly.device name="GADGET">
        <board name="MAIN" width="20mm" height="15mm">
          <hole name="H1" diameter="3.2mm" pcbX={-7} pcbY={4} />
        </board>
        <assembly.bolt name="B1" diameter="3" length="8mm" mountedTo=".H1" />
      </assembly.device>`),
    );
    const bolt = ofType(json, "source_component").find((c) => c.name === "B1");
    assert.equal(bolt?.ftype, "subassembly");
    const [cad] = ofType(json, "cad_component");
    assert.equal(
      cad?.model_glb_url,
      "https://modelcdn.tscircuit.com/jscad_models/hexsocketbolt_m3_l8mm.glb",
    );
    assert.deepEqual(cad?.position, { x: -7, y: 4, z: 0.7 });
    assert.equal(cad?.layer, "top");
    assert.equal(ofType(json, "pcb_board")[0]?.thickness, 1.4);
    // The device itself writes no record without a model.
    assert.equal(ofType(json, "source_component").length, 1);
    assert.equal(json.filter((e) => e.type.endsWith("_error")).length, 0);
  });

  it("headType picks the model; unknown sizes and custom socket pitches fail", async () => {
    const json = await circuitJsonOf(
      withImport(
        `<board width="10mm" height="10mm"><assembly.bolt name="B1" diameter="3" length="10mm" headType="hex" /></board>`,
      ),
    );
    assert.match(
      String(ofType(json, "cad_component")[0]?.model_glb_url),
      /\/hexbolt_m3_l10mm\.glb$/,
    );
    assert.match(
      await renderError(
        `<board width="10mm" height="10mm"><assembly.bolt name="B1" diameter="3" length="10mm" threadPitch="0.35mm" /></board>`,
      ),
      /unsupported model or dimensions/,
    );
  });

  it("a printed part records color and material; a NEMA 17 motor gets its model", async () => {
    const json = await circuitJsonOf(
      withImport(`<assembly.device name="GADGET">
        <board name="MAIN" width="30mm" height="20mm" />
        <assembly.printedpart name="PLATE" model="box" color="orange" material="petg" />
        <assembly.motor name="M1" standard="nema17" />
      </assembly.device>`),
    );
    const plate = ofType(json, "source_component").find(
      (c) => c.name === "PLATE",
    );
    assert.equal(plate?.ftype, "printedpart");
    assert.equal(plate?.color, "orange");
    assert.equal(plate?.material, "petg");
    assert.equal(plate?.display_name, undefined);
    const cads = ofType(json, "cad_component");
    assert.equal(
      cads[0]?.model_glb_url,
      "https://modelcdn.tscircuit.com/jscad_models/box.glb",
    );
    assert.equal(cads[0]?.color, "orange");
    assert.equal(
      cads[1]?.model_glb_url,
      "https://modelcdn.tscircuit.com/jscad_models/nema17.glb",
    );
  });

  it("a screen on a header becomes a flexscreen model on the board's top surface", async () => {
    const json = await circuitJsonOf(
      withImport(`<assembly.device name="GADGET">
        <board name="MAIN" width="40mm" height="30mm"><pinheader name="J1" pinCount={4} /></board>
        <assembly.screen name="LCD" connectsTo=".J1" width="30mm" height="20mm" />
      </assembly.device>`),
    );
    const screen = ofType(json, "cad_component").find(
      (c) => c.footprinter_string === "flexscreen_w30mm_h20mm",
    );
    assert.ok(screen);
    assert.equal(screen.position.z, 0.7);
    assert.equal(json.filter((e) => e.type.endsWith("_error")).length, 0);
  });

  it("subassembly and cadassembly both write a cad_component with their model", async () => {
    const json = await circuitJsonOf(
      withImport(`<assembly.device name="GADGET">
        <board name="MAIN" width="30mm" height="20mm" />
        <assembly.subassembly name="BRACKET" model="box" />
        <assembly.cadassembly name="KNOB" model="box" />
      </assembly.device>`),
    );
    const cads = ofType(json, "cad_component");
    assert.equal(cads.length, 2);
    for (const cad of cads)
      assert.match(String(cad.model_glb_url), /\/box\.glb$/);
  });

  it("explosion: reference surface, stage named by its owner, move by 20 mm in Z, collision-check warning", async () => {
    const json = await circuitJsonOf(
      withImport(`<assembly.device name="GADGET">
        <board name="MAIN" width="20mm" height="15mm" />
        <assembly.part name="SPACER" model="box">
          <assembly.referencesurface name="top" centerZOffset="5mm" width="4mm" height="4mm" />
        </assembly.part>
        <assembly.explosion.stage name="lift">
          <assembly.explosion.move targetRef="SPACER" offZ="20mm" />
        </assembly.explosion.stage>
      </assembly.device>`),
    );
    const [surface] = ofType(json, "cad_reference_surface");
    assert.equal(surface?.name, "top");
    assert.equal(surface?.shape, "rect");
    assert.deepEqual(surface?.center, { x: 0, y: 0, z: 5 });
    assert.deepEqual(surface?.normal, { x: 0, y: 0, z: 1 });
    assert.equal(surface?.width, 4);
    assert.equal(surface?.height, 4);
    const [stage] = ofType(json, "cad_explosion_stage");
    assert.equal(stage?.name, "GADGET.lift");
    assert.equal(stage?.order, 0);
    const [move] = ofType(json, "cad_explosion_move");
    assert.deepEqual(move?.translation, { x: 0, y: 0, z: 20 });
    const targets = (move?.targets as { type: string }[])
      .map((t) => t.type)
      .sort();
    assert.deepEqual(targets, ["cad_component", "cad_reference_surface"]);
    assert.equal(
      ofType(json, "cad_explosion_collision_check_warning").length,
      1,
    );
  });

  it("an explosion stage outside a device or subassembly fails the render", async () => {
    assert.notEqual(
      await renderError(
        `<board width="10mm" height="10mm"><assembly.explosion.stage name="s" /></board>`,
      ),
      "",
    );
  });

  it("drawing sheet: page, part view scaled 3.03, 30 mm dimension line, title block", async () => {
    const json = await circuitJsonOf(
      withImport(`<board name="MAIN" width="30mm" height="20mm">
        <assembly.drawing.page name="SHEET1" width="200mm" height="150mm">
          <assembly.drawing.partview name="TOP" partRef=".MAIN" direction="z+" width="100mm" height="80mm">
            <assembly.drawing.dimension widthOfView />
          </assembly.drawing.partview>
          <assembly.drawing.titleblock title="Main board" creator="A. Maker" />
        </assembly.drawing.page>
      </board>`),
    );
    const [page] = ofType(json, "drawing_page");
    assert.equal(page?.name, "SHEET1");
    assert.equal(page?.width, 200);
    assert.equal(page?.height, 150);
    const [view] = ofType(json, "drawing_part_view");
    assert.equal(view?.direction, "z_positive");
    assert.deepEqual(view?.center, { x: 0, y: 0 });
    assert.equal(view?.width, 100);
    assert.equal(view?.height, 80);
    assert.equal(view?.scale, 3.0303);
    assert.equal(ofType(json, "drawing_dimension_line")[0]?.text, "30 mm");
    const [block] = ofType(json, "drawing_page_title_block");
    assert.equal(block?.title, "Main board");
    assert.equal(block?.creator, "A. Maker");
    // Nothing drawn: no PCB or schematic records besides the board's own.
    assert.equal(ofType(json, "pcb_component").length, 0);
    assert.equal(ofType(json, "schematic_component").length, 0);
  });

  it('size="iso_a4" gives a landscape 297 x 210 mm drawing page', async () => {
    const json = await circuitJsonOf(
      withImport(`<board name="MAIN" width="30mm" height="20mm">
        <assembly.drawing.page name="SHEET1" size="iso_a4">
          <assembly.drawing.partview name="TOP" partRef=".MAIN" direction="z+" width="100mm" height="80mm" />
        </assembly.drawing.page>
      </board>`),
    );
    const page = ofType(json, "drawing_page")[0];
    assert.equal(page?.width, 297);
    assert.equal(page?.height, 210);
    assert.equal(page?.orientation, "landscape");
    assert.equal(ofType(json, "drawing_part_view").length, 1);
  });

  it("a USB-C cable between two connectors writes one cad_cable with a 3D path", async () => {
    const json = await circuitJsonOf(
      withImport(`<assembly.device name="GADGET">
        <board name="MAIN" width="40mm" height="30mm">
          <connector name="J1" standard="usb_c" pcbX={-15} pcbRotation={90} />
          <connector name="J2" standard="usb_c" pcbX={15} pcbRotation={-90} />
        </board>
        <assembly.cable name="CBL" from=".J1" to=".J2" standard="usb_c" />
      </assembly.device>`),
    );
    const cables = ofType(json, "cad_cable");
    assert.equal(cables.length, 1);
    assert.equal(cables[0]?.name, "CBL");
    assert.equal(cables[0]?.cableprinter_string, "usb_c");
    assert.ok((cables[0]?.path as unknown[]).length > 1);
    assert.ok(cables[0]?.from_source_component_id);
    assert.ok(cables[0]?.to_source_component_id);
  });

  it("a cable whose ends resolve to one point fails the render", async () => {
    assert.match(
      await renderError(`<assembly.device name="GADGET">
        <board name="A" width="30mm" height="20mm" pcbX={-30}><connector name="J1" standard="usb_c" /></board>
        <board name="B" width="30mm" height="20mm" pcbX={30}><connector name="J2" standard="usb_c" /></board>
        <assembly.cable name="CBL" from=".J1" to=".J2" standard="usb_c" />
      </assembly.device>`),
      /Cable wire exits must be at different positions/,
    );
  });
});
