import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { closeCircuitCompiler } from "../../support/circuit-json";
import { assertNoErrors, compiled, r3 } from "./_compile";

after(closeCircuitCompiler);

/** Four surfaces on one part: offsets omitted, numbers, unit strings. */
const circuit = compiled(`import { assembly } from "tscircuit"

export default () => (
  <assembly.device name="GADGET">
    <board name="MAIN" width="20mm" height="15mm" />
    <assembly.part name="SPACER" model="box">
      <assembly.referencesurface name="plain" />
      <assembly.referencesurface name="numbers" centerYOffset={2} centerZOffset={3} width={4} height={6} />
      <assembly.referencesurface name="strings" centerYOffset="2mm" centerZOffset="0.3cm" width="4mm" height="1cm" />
    </assembly.part>
  </assembly.device>
)`);

type Surface = {
  center: { x: number; y: number; z: number };
  width?: number;
  height?: number;
};
const surface = async (name: string) => {
  const found = (await circuit()).find(
    (e) => e.type === "cad_reference_surface" && e.name === name,
  ) as unknown as Surface | undefined;
  assert.ok(found, `cad_reference_surface ${name}`);
  return found;
};
/** A surface's centre relative to the part's origin (the "plain" surface). */
const offset = async (name: string) => {
  const origin = (await surface("plain")).center;
  const { center } = await surface(name);
  return {
    x: r3(center.x - origin.x),
    y: r3(center.y - origin.y),
    z: r3(center.z - origin.z),
  };
};

describe("docs/_descriptions/props/assembly.referencesurface.json", () => {
  it('centerYOffset: mm (2) or a unit string ("2mm"); 0 when omitted', async () => {
    assertNoErrors(await circuit());
    assert.equal((await offset("numbers")).y, 2);
    assert.equal((await offset("strings")).y, 2);
    const spacer = (await circuit()).find((e) => e.type === "cad_component");
    assert.ok(spacer);
    assert.equal(
      r3((await surface("plain")).center.y),
      r3((spacer.position as { y: number }).y),
    );
  });

  it('centerZOffset: mm (3) or a unit string ("0.3cm" = 3); 0 when omitted', async () => {
    assert.equal((await offset("numbers")).z, 3);
    assert.equal((await offset("strings")).z, 3);
    const spacer = (await circuit()).find((e) => e.type === "cad_component");
    assert.ok(spacer);
    assert.equal(
      r3((await surface("plain")).center.z),
      r3((spacer.position as { z: number }).z),
    );
  });

  it('height: mm (6) or a unit string ("1cm" = 10), recorded on the surface; the centre does not depend on it', async () => {
    assert.equal((await surface("numbers")).height, 6);
    assert.equal((await surface("strings")).height, 10);
    assert.deepEqual(await offset("numbers"), await offset("strings"));
  });
});
