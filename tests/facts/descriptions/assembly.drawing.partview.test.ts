import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { closeCircuitCompiler } from "../../support/circuit-json";
import { assertNoErrors, compiled } from "./_compile";

after(closeCircuitCompiler);

/**
 * TOP: no centerY; BELOW: placed with belowRef; SIDE: centerY={20} and a
 * height in cm.
 */
const circuit = compiled(`import { assembly } from "tscircuit"

export default () => (
  <board name="MAIN" width="30mm" height="20mm">
    <assembly.drawing.page name="SHEET1" width="200mm" height="200mm">
      <assembly.drawing.partview name="TOP" partRef=".MAIN" direction="z+" width="100mm" height="80mm" />
      <assembly.drawing.partview name="BELOW" partRef=".MAIN" direction="y+" width={100} height={40} belowRef=".TOP" />
      <assembly.drawing.partview name="SIDE" partRef=".MAIN" direction="x+" width={40} height="3cm" centerX={75} centerY={20} />
    </assembly.drawing.page>
  </board>
)`);

const view = async (name: string) => {
  const found = (await circuit()).find(
    (e) => e.type === "drawing_part_view" && e.name === name,
  );
  assert.ok(found, `drawing_part_view ${name}`);
  return found as typeof found & {
    center: { x: number; y: number };
    height: number;
  };
};

describe("docs/_descriptions/props/assembly.drawing.partview.json", () => {
  it('height: mm for a number (40); a unit string converted ("80mm" = 80, "3cm" = 30)', async () => {
    assertNoErrors(await circuit());
    assert.equal((await view("BELOW")).height, 40);
    assert.equal((await view("TOP")).height, 80);
    assert.equal((await view("SIDE")).height, 30);
  });

  it("centerY: mm, +Y up (20); 0 when omitted, unless belowRef places the view (0 − (80 + 40) / 2 = −60)", async () => {
    assert.equal((await view("SIDE")).center.y, 20);
    assert.equal((await view("TOP")).center.y, 0);
    assert.equal((await view("BELOW")).center.y, -60);
  });
});
