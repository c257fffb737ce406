import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { closeCircuitCompiler } from "../../support/circuit-json";
import { assertNoErrors, compiled } from "./_compile";

after(closeCircuitCompiler);

/** A custom sheet in mm (a number) and one in a unit string ("29.7cm"). */
const circuit = compiled(`import { assembly } from "tscircuit"

export default () => (
  <board name="MAIN" width="30mm" height="20mm">
    <assembly.drawing.page name="SHEET1" width="200mm" height={150}>
      <assembly.drawing.partview name="TOP" partRef=".MAIN" direction="z+" width="100mm" height="80mm" />
    </assembly.drawing.page>
    <assembly.drawing.page name="SHEET2" width={210} height="29.7cm">
      <assembly.drawing.partview name="TOP2" partRef=".MAIN" direction="z+" width="100mm" height="80mm" />
    </assembly.drawing.page>
  </board>
)`);

const page = async (name: string) => {
  const found = (await circuit()).find(
    (e) => e.type === "drawing_page" && e.name === name,
  );
  assert.ok(found, `drawing_page ${name}`);
  return found;
};

describe("docs/_descriptions/props/assembly.drawing.page.json", () => {
  it('height: mm for a number (150), a unit string converted ("29.7cm" = 297)', async () => {
    assertNoErrors(await circuit());
    assert.equal((await page("SHEET1")).height, 150);
    assert.equal((await page("SHEET2")).height, 297);
    assert.equal((await page("SHEET2")).width, 210);
  });
});
