import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

describe("/elements/pcbbend", () => {
  it("writes a pcb_bend in board mm and two round cutouts for tear reliefs", async () => {
    const json =
      await circuitJsonOf(`export default () => (<board width="40mm" height="12mm">
      <pcbbend x1={0} y1={-6} x2={0} y2={6} bendAngle={90} bendRadius={1} bendSide="right" tearReliefRadius={0.5} />
    </board>)`);
    const [bend] = json.filter((e) => e.type === "pcb_bend");
    assert.deepEqual(bend.start, { x: 0, y: -6 });
    assert.deepEqual(bend.end, { x: 0, y: 6 });
    assert.equal(bend.bend_angle, 90);
    assert.equal(bend.bend_radius, 1);
    assert.equal(bend.bend_side, "right");
    const cuts = json.filter((e) => e.type === "pcb_cutout");
    assert.deepEqual(
      cuts.map((c) => [c.shape, c.radius, c.center]),
      [
        ["circle", 0.5, { x: 0, y: -6 }],
        ["circle", 0.5, { x: 0, y: 6 }],
      ],
    );
  });
});
