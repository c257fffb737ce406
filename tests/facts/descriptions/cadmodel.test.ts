import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { closeCircuitCompiler } from "../../support/circuit-json";
import {
  assertNoErrors,
  board,
  type CircuitJsonElement,
  compiled,
  r3,
} from "./_compile";

after(closeCircuitCompiler);

const model = `modelUrl="/m/a.obj"`;
const circuit = compiled(
  board(
    `
    <chip name="U1" footprint="soic8" pcbX={-15} pcbY={6}><cadmodel ${model} pcbX={1} pcbY="2mm" pcbZ={0.5} modelUnitToMmScale={25.4} /></chip>
    <chip name="U2" footprint="soic8" pcbX={-5} pcbY={6} pcbRotation={30}><cadmodel ${model} rotationOffset={90} /></chip>
    <chip name="U3" footprint="soic8" pcbX={5} pcbY={6}><cadmodel ${model} rotationOffset={{ x: 90, y: 0, z: 45 }} /></chip>
    <chip name="U4" footprint="soic8" pcbX={15} pcbY={6}><cadmodel ${model} rotationOffset={90} pcbRotationOffset={45} /></chip>
    <chip name="U5" footprint="soic8" pcbX={-15} pcbY={-6}><cadmodel ${model} pcbX={4} pcbY={5} pcbZ={3} positionOffset={{ x: 1, y: 2, z: 0.5 }} /></chip>
    <chip name="U6" footprint="soic8" pcbX={-5} pcbY={-6}><cadmodel ${model} zOffsetFromSurface="2mm" /></chip>
    <chip name="U7" footprint="soic8" pcbX={5} pcbY={-6} layer="bottom"><cadmodel ${model} zOffsetFromSurface={2} /></chip>
    <chip name="U8" footprint="soic8" pcbX={15} pcbY={-6} showAsTranslucentModel><cadmodel ${model} /></chip>
    <chip name="U9" footprint="soic8" pcbX={15} pcbY={-12} showAsTranslucentModel><cadmodel ${model} showAsTranslucentModel={false} /></chip>`,
    'width="50mm" height="30mm"',
  ),
);

interface Xyz {
  x: number;
  y: number;
  z: number;
}

/** The `cad_component` the `<cadmodel>` child of `name` wrote (the one with our model URL). */
const cadOf = async (name: string) => {
  const json = await circuit();
  const source = json.find(
    (e) => e.type === "source_component" && e.name === name,
  );
  const found = json.find(
    (e) =>
      e.type === "cad_component" &&
      e.source_component_id === source?.source_component_id &&
      e.model_obj_url === "/m/a.obj",
  );
  assert.ok(found, `cad_component of ${name}`);
  return found as CircuitJsonElement & { position: Xyz; rotation: Xyz };
};
const xyz = (p: Xyz) => [r3(p.x), r3(p.y), r3(p.z)];

// The default board is 1.4 mm thick: its top surface is z = 0.7.
describe("docs/_descriptions/props/cadmodel.json", () => {
  it("pcbX: mm along X from the footprint centre (U1 at x = -15, pcbX 1 → -14)", async () => {
    assertNoErrors(await circuit());
    assert.equal((await cadOf("U1")).position.x, -14);
  });

  it('pcbY: mm along Y from the footprint centre ("2mm" from y = 6 → 8)', async () => {
    assert.equal((await cadOf("U1")).position.y, 8);
  });

  it("pcbZ: mm along Z from the board surface (0.5 above z = 0.7 → 1.2)", async () => {
    assert.equal(r3((await cadOf("U1")).position.z), 1.2);
  });

  it("rotationOffset: degrees; a number turns about Z and adds to the part's 30°, an object sets each axis", async () => {
    assert.deepEqual(xyz((await cadOf("U2")).rotation), [0, 0, 120]);
    assert.deepEqual(xyz((await cadOf("U3")).rotation), [90, 0, 45]);
  });

  it("pcbRotationOffset: degrees about Z, used instead of rotationOffset (45 wins over 90)", async () => {
    assert.deepEqual(xyz((await cadOf("U4")).rotation), [0, 0, 45]);
  });

  it("positionOffset: mm from the footprint centre and surface; replaces pcbX/pcbY/pcbZ", async () => {
    // U5 at (-15, -6), pcbX/pcbY/pcbZ 4/5/3 ignored, offset (1, 2, 0.5).
    assert.deepEqual(xyz((await cadOf("U5")).position), [-14, -4, 1.2]);
  });

  it('zOffsetFromSurface: mm above the surface ("2mm" → z 2.7), downwards on the bottom layer (→ -2.7)', async () => {
    assert.equal(r3((await cadOf("U6")).position.z), 2.7);
    assert.equal(r3((await cadOf("U7")).position.z), -2.7);
  });

  it("modelUnitToMmScale: stored as model_unit_to_mm_scale_factor (25.4)", async () => {
    assert.equal((await cadOf("U1")).model_unit_to_mm_scale_factor, 25.4);
    assert.equal((await cadOf("U6")).model_unit_to_mm_scale_factor, undefined);
  });

  it("showAsTranslucentModel: when omitted the part's own value is used; false on the model wins", async () => {
    assert.equal((await cadOf("U8")).show_as_translucent_model, true);
    assert.equal((await cadOf("U9")).show_as_translucent_model, false);
    assert.equal((await cadOf("U6")).show_as_translucent_model, undefined);
  });
});
