import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

interface Xyz {
  x: number;
  y: number;
  z: number;
}
interface Cad extends CircuitJsonElement {
  position: Xyz;
  rotation: Xyz;
  model_obj_url?: string;
  model_stl_url?: string;
  model_glb_url?: string;
  model_step_url?: string;
  model_wrl_url?: string;
  model_unit_to_mm_scale_factor?: number;
  footprinter_string?: string;
  size?: Xyz;
}

const cads = (json: CircuitJsonElement[]) =>
  json.filter((e): e is Cad => e.type === "cad_component");

const board = (parts: string) =>
  `export default () => (<board width="40mm" height="20mm">${parts}</board>)`;

describe("/elements/cadmodel", () => {
  it("the module example: scale, rotation, and z = 0.7 + zOffsetFromSurface", async () => {
    const json = await circuitJsonOf(
      board(
        `<chip name="U1" footprint="pinrow4" pcbX={-6} cadModel={<cadmodel modelUrl="/models/block.obj" modelUnitToMmScale={25.4} rotationOffset={90} zOffsetFromSurface={2.5} />} />`,
      ),
    );
    const [u1] = cads(json);
    assert.equal(u1.model_obj_url, "/models/block.obj");
    assert.equal(u1.model_unit_to_mm_scale_factor, 25.4);
    assert.equal(u1.rotation.z, 90);
    assert.ok(Math.abs(u1.position.z - 3.2) < 1e-9);
    assert.equal(u1.position.x, -6);
  });

  it("the extension picks the field; unknown is STL; #ext= overrides and is stripped", async () => {
    const json = await circuitJsonOf(
      board(`
        <chip name="U1" footprint="soic8" pcbX={-12} cadModel={<cadmodel modelUrl="/m/a.stp?v=2" />} />
        <chip name="U2" footprint="soic8" pcbX={0} cadModel={<cadmodel modelUrl="/m/download" />} />
        <chip name="U3" footprint="soic8" pcbX={12} cadModel={<cadmodel modelUrl="/m/download#ext=glb" />} />
        <chip name="U4" footprint="soic8" pcbY={6} cadModel={<cadmodel modelUrl="/m/a.vrml" />} />`),
    );
    const [a, b, c, d] = cads(json);
    assert.equal(a.model_step_url, "/m/a.stp?v=2");
    assert.equal(b.model_stl_url, "/m/download");
    assert.equal(c.model_glb_url, "/m/download");
    assert.equal(d.model_wrl_url, "/m/a.vrml");
  });

  it("positionOffset wins over pcbX; pcbRotationOffset replaces rotationOffset; part rotation adds", async () => {
    const json = await circuitJsonOf(
      board(
        `<chip name="U1" footprint="soic8" pcbRotation={30} cadModel={<cadmodel modelUrl="/m/a.obj" pcbX={5} positionOffset={{ x: 1, y: 2, z: 0 }} rotationOffset={90} pcbRotationOffset={10} />} />`,
      ),
    );
    const [u1] = cads(json);
    assert.equal(u1.position.x, 1);
    assert.equal(u1.position.y, 2);
    assert.ok(Math.abs(u1.rotation.z - 40) < 1e-9);
  });

  it("bottom layer flips the model under the board", async () => {
    const json = await circuitJsonOf(
      board(
        `<chip name="U1" footprint="soic8" layer="bottom" cadModel={<cadmodel modelUrl="/m/a.obj" />} />`,
      ),
    );
    const [u1] = cads(json);
    assert.equal(u1.rotation.y, 180);
    assert.equal(u1.position.z, -0.7);
  });

  it("direct child adds a second model; null removes it; generated model otherwise", async () => {
    const json = await circuitJsonOf(
      board(`
        <chip name="U1" footprint="soic8" pcbX={-10}><cadmodel modelUrl="/m/a.obj" /></chip>
        <resistor name="R1" resistance="1k" footprint="0805" pcbX={5} cadModel={null} />
        <resistor name="R2" resistance="1k" footprint="0805" pcbX={10} />`),
    );
    const all = cads(json);
    assert.equal(all.length, 3);
    assert.ok(all.some((c) => c.model_obj_url === "/m/a.obj"));
    assert.ok(all.some((c) => c.footprinter_string === "soic8"));
    assert.ok(all.some((c) => c.footprinter_string === "res0805"));
  });

  it("size is recorded from the object form and from <cadmodel>", async () => {
    const json = await circuitJsonOf(
      board(`
        <chip name="U1" footprint="soic8" pcbX={-10} cadModel={{ objUrl: "/m/a.obj", size: { x: 1, y: 2, z: 3 } }} />
        <chip name="U2" footprint="soic8" pcbX={10} cadModel={<cadmodel modelUrl="/m/a.obj" size={{ x: 1, y: 2, z: 3 }} />} />`),
    );
    const [a, b] = cads(json);
    assert.deepEqual(a.size, { x: 1, y: 2, z: 3 });
    assert.deepEqual(b.size, { x: 1, y: 2, z: 3 });
  });
});
