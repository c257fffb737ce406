import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { fabricationFilesOf } from "../../../plugins/fabrication-files/convert";
import {
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

describe("/elements/fiducial", () => {
  it("is one round top pad, radius half the diameter, ring half the diameter by default; no source_component", async () => {
    const json =
      await circuitJsonOf(`export default () => (<board width="20mm" height="10mm">
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

  it("is written as covered with solder mask, so the mask Gerber has no opening for it; a plain pad gets one", async () => {
    const json =
      await circuitJsonOf(`export default () => (<board width="20mm" height="10mm">
      <fiducial name="FID1" padDiameter="1mm" pcbX={-7} pcbY={2} />
      <chip name="U1" pcbX={5} footprint={<footprint><smtpad portHints={["1"]} shape="circle" radius={0.5} /></footprint>} />
    </board>)`);
    const [fiducial, plain] = json.filter((e) => e.type === "pcb_smtpad");
    assert.equal(fiducial?.is_covered_with_solder_mask, true);
    assert.notEqual(plain?.is_covered_with_solder_mask, true);
    const files = await fabricationFilesOf(json as never);
    const flashes = (files["F_Mask.gbr"] ?? "").match(/^X.*D03\*$/gm) ?? [];
    // One opening, at the plain pad (x = 5 mm); none at the fiducial (x = -7 mm).
    assert.equal(flashes.length, 1);
    assert.match(flashes[0] ?? "", /^X0*5000000Y/);
  });
});
