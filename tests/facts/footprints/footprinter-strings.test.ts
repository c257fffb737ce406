import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

interface Pad {
  type: "pcb_smtpad";
  x: number;
  y: number;
}

const pads = (json: CircuitJsonElement[]) =>
  json.filter((e) => e.type === "pcb_smtpad") as unknown as Pad[];

const chip = (fp: string) =>
  `export default () => (<board width="30mm" height="30mm"><chip name="U1" footprint="${fp}" /></board>)`;

describe("/footprints/footprinter-strings", () => {
  it("grid4x4 is a ball count: 4 columns x 4 rows = 16 balls, not 4 mm", async () => {
    const json = await circuitJsonOf(chip("bga16_grid4x4"));
    const balls = pads(json);
    assert.equal(balls.length, 16);
    const xs = new Set(balls.map((p) => p.x.toFixed(3)));
    const ys = new Set(balls.map((p) => p.y.toFixed(3)));
    assert.equal(xs.size, 4);
    assert.equal(ys.size, 4);
  });

  it("grid3x3 on a bga9 gives a 3 x 3 ball array", async () => {
    const balls = pads(await circuitJsonOf(chip("bga9_grid3x3")));
    assert.equal(balls.length, 9);
    assert.equal(new Set(balls.map((p) => p.x.toFixed(3))).size, 3);
  });

  it("a unitless length is millimetres: p1.27 equals p1.27mm and p50mil", async () => {
    const a = pads(await circuitJsonOf(chip("soic8_p1.27")));
    const b = pads(await circuitJsonOf(chip("soic8_p1.27mm")));
    const c = pads(await circuitJsonOf(chip("soic8_p50mil")));
    assert.deepEqual(a, b);
    assert.deepEqual(
      a.map((p) => [p.x, p.y]),
      c.map((p) => [p.x, p.y]),
    );
  });
});
