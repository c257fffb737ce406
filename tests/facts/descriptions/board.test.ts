import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { closeCircuitCompiler } from "../../support/circuit-json";
import {
  assertNoErrors,
  type CircuitJsonElement,
  compiled,
  r3,
} from "./_compile";

after(closeCircuitCompiler);

const parts = `
  <resistor name="R1" resistance="1k" footprint="0402" pcbX={-5} />
  <resistor name="R2" resistance="1k" footprint="0402" pcbX={5} />
  <trace from=".R1 > .pin2" to=".R2 > .pin1" />`;

/** Every prop given: units as strings, an anchor off the origin. */
const given = compiled(
  `export default () => (<board width="30mm" height="20mm" thickness="1mm" borderRadius="2mm" material="fr1" boardAnchorPosition={{ x: 5, y: 3 }} minTraceWidth="0.3mm">${parts}</board>)`,
);
/** None of them given. */
const bare = compiled(
  `export default () => (<board width="30mm" height="20mm">${parts}</board>)`,
);

const pcbBoard = (json: CircuitJsonElement[]) => {
  const found = json.find((e) => e.type === "pcb_board");
  assert.ok(found);
  return found;
};
const wireWidths = (json: CircuitJsonElement[]) => [
  ...new Set(
    json
      .filter((e) => e.type === "pcb_trace")
      .flatMap((t) =>
        (t.route as { route_type: string; width?: number }[])
          .filter((p) => p.route_type === "wire")
          .map((p) => p.width),
      ),
  ),
];

describe("docs/_descriptions/props/board.json", () => {
  it('material: "fr4" by default, "fr1" when given', async () => {
    assertNoErrors(await given());
    assertNoErrors(await bare());
    assert.equal(pcbBoard(await bare()).material, "fr4");
    assert.equal(pcbBoard(await given()).material, "fr1");
  });

  it("borderRadius: mm, the corners of the outline are rounded by that radius", async () => {
    const outline = pcbBoard(await given()).outline as {
      x: number;
      y: number;
    }[];
    assert.ok(outline.length > 4);
    // The board spans x -10…20, y -7…13: the bottom edge starts 2 mm in.
    assert.deepEqual(
      { x: r3(outline[0]?.x), y: r3(outline[0]?.y) },
      { x: -8, y: -7 },
    );
    assert.equal(pcbBoard(await bare()).outline, undefined);
  });

  it('thickness: mm ("1mm" = 1); 1.4 mm when omitted', async () => {
    assert.equal(pcbBoard(await given()).thickness, 1);
    assert.equal(pcbBoard(await bare()).thickness, 1.4);
  });

  it("boardAnchorPosition: mm, the board centre is placed there by default", async () => {
    assert.deepEqual(pcbBoard(await given()).center, { x: 5, y: 3 });
    assert.deepEqual(pcbBoard(await bare()).center, { x: 0, y: 0 });
  });

  it("minTraceWidth: mm, the autorouter's width and the rules' minimum; 0.15 mm traces and a 0.1 mm check when omitted", async () => {
    assert.equal(pcbBoard(await given()).min_trace_width, 0.3);
    assert.deepEqual(wireWidths(await given()), [0.3]);
    assert.equal(pcbBoard(await bare()).min_trace_width, 0.1);
    assert.deepEqual(wireWidths(await bare()), [0.15]);
  });
});
