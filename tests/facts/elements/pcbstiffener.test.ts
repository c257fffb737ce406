import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

describe("/elements/pcbstiffener", () => {
  it("writes pcb_stiffener records: rect centred on pcbX, polygon outline in board mm", async () => {
    const json =
      await circuitJsonOf(`export default () => (<board width="40mm" height="12mm">
      <pcbstiffener shape="rect" width={10} height={10} pcbX={-14} layer="bottom" material="fr4" thickness={0.2} />
      <pcbstiffener shape="polygon" outline={[{ x: 9, y: -5 }, { x: 19, y: -5 }, { x: 19, y: 5 }]} layer="top" material="stainless_steel" thickness={0.1} adhesiveThickness={0.05} />
    </board>)`);
    const [rect, poly] = json.filter((e) => e.type === "pcb_stiffener");
    assert.deepEqual(rect.center, { x: -14, y: 0 });
    assert.equal(rect.layer, "bottom");
    assert.equal(rect.material, "fr4");
    assert.equal(rect.thickness, 0.2);
    assert.equal(rect.adhesive_thickness, undefined);
    assert.equal(poly.shape, "polygon");
    assert.equal(poly.adhesive_thickness, 0.05);
    assert.deepEqual(poly.outline, [
      { x: 9, y: -5 },
      { x: 19, y: -5 },
      { x: 19, y: 5 },
    ]);
  });
});
