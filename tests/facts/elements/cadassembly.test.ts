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
  footprinter_string?: string;
}

const cads = (json: CircuitJsonElement[]) =>
  json.filter((e): e is Cad => e.type === "cad_component");

describe("/elements/cadassembly", () => {
  it("the module example: two models, each placed on its own, no generated model", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="34mm" height="24mm">
        <chip name="U1" footprint="pinrow4" pcbY={-6} cadModel={
          <cadassembly>
            <cadmodel modelUrl="/models/block.obj" modelUnitToMmScale={2.5} />
            <cadmodel modelUrl="/models/plate.obj" positionOffset={{ x: 0, y: 6, z: 0 }} zOffsetFromSurface={8.5} />
          </cadassembly>
        } />
      </board>
    )`);
    const all = cads(json);
    assert.equal(all.length, 2);
    const [header, plate] = all;
    assert.equal(header.model_obj_url, "/models/block.obj");
    assert.deepEqual(header.position, { x: 0, y: -6, z: 0.7 });
    assert.equal(plate.model_obj_url, "/models/plate.obj");
    assert.equal(plate.position.y, 0);
    assert.ok(Math.abs(plate.position.z - 9.2) < 1e-9);
  });

  it("as a direct child the generated footprint model is kept too", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="20mm" height="14mm">
        <chip name="U1" footprint="soic8"><cadassembly><cadmodel modelUrl="/models/block.obj" /></cadassembly></chip>
      </board>
    )`);
    const all = cads(json);
    assert.equal(all.length, 2);
    assert.ok(all.some((c) => c.footprinter_string === "soic8"));
  });

  it("originalLayer is not read: a bottom part's models are flipped anyway", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="20mm" height="14mm">
        <chip name="U1" footprint="soic8" layer="bottom" cadModel={
          <cadassembly originalLayer="bottom"><cadmodel modelUrl="/models/block.obj" /></cadassembly>
        } />
      </board>
    )`);
    const [m] = cads(json);
    assert.equal(m.rotation.y, 180);
    assert.equal(m.position.z, -0.7);
  });
});
