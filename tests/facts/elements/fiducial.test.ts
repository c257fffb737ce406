import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { circuitJsonOf, closeCircuitCompiler } from "../../support/circuit-json";

after(closeCircuitCompiler);

describe("/elements/fiducial", () => {
  it("is one round top pad, radius half the diameter, ring half the diameter by default; no source_component", async () => {
    const json = await circuitJsonOf(`export default () => (<board width="20mm" height="10mm">
      <fiducial name="FID1" padDiameter="1mm" pcbX={-8} pcbY={3} />
      <fiducial name="FID2" padDiameter="1mm" soldermaskPullback="0.25mm" layer="bottom" pcbX={8} pcbY={-3} />
    </board>)`);
    const [a, b] = json.filter((e) => e.type === "pcb_smtpad");
    assert.equal(a.shape, "circle");
    assert.equal(a.radius, 0.5);
    assert.equal(a.soldermask_margin, 0.5);
    assert.equal(a.layer, "top");
    assert.equal(a.x, -8);
    assert.equal(b.soldermask_margin, 0.25);
    assert.equal(b.layer, "bottom");
    assert.equal(json.filter((e) => e.type === "source_component").length, 0);
    assert.equal(json.filter((e) => e.type === "source_port").length, 0);
  });
});
