import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { closeCircuitCompiler } from "../../support/circuit-json";
import {
  assertNoErrors,
  board,
  type CircuitJsonElement,
  compiled,
  ofComponent,
  r3,
} from "./_compile";

after(closeCircuitCompiler);

const pad = `<smtpad portHints={["pin1"]} shape="rect" width={0.5} height={0.5} pcbX={-3} pcbY={-3} />`;

const circuit = compiled(
  board(
    `
  <chip name="U1" pcbX={2} pcbY={1} footprint={<footprint>
    ${pad}
    <silkscreentext text="{NAME}" pcbX="1mm" pcbY={2} />
    <silkscreentext text="K" pcbX={1} pcbY="2mm" fontSize="2mm" pcbRotation={45} isKnockout knockoutPadding="0.5mm" knockoutPaddingLeft={0.2} knockoutPaddingRight="0.3mm" />
    <silkscreentext text="T" pcbX={1} pcbY={-2} isKnockout knockoutPaddingTop={0.4} knockoutPaddingBottom="0.6mm" />
  </footprint>} />
  <chip name="U2" pcbX={-8} pcbY={4} pcbRotation={90} footprint={<footprint>
    ${pad}
    <silkscreentext text="F" pcbX={1} pcbY={0} pcbRotation={30} />
    <silkscreentext text="G" pcbX={1} pcbY={0} />
  </footprint>} />
  <chip name="U3" pcbX={-8} pcbY={-4} layer="bottom" footprint={<footprint>
    ${pad}
    <silkscreentext text="H" pcbX={1} pcbY={0} />
  </footprint>} />
  <group name="S1" pcbX={8} pcbY={6} pcbStyle={{ silkscreenFontSize: 1.5 }}>
    <chip name="U4" footprint={<footprint>
      ${pad}
      <silkscreentext text="S" pcbX={1} pcbY={0} />
    </footprint>} />
  </group>
  <group name="S2" pcbX={8} pcbY={-6} pcbSx={{ "& silkscreentext": { fontSize: 0.8 } }}>
    <chip name="U5" footprint={<footprint>
      ${pad}
      <silkscreentext text="X" pcbX={1} pcbY={0} />
    </footprint>} />
  </group>
  <silkscreentext text="I" pcbX="-15mm" pcbY={5} layer="bottom" />
  <group name="G1" pcbPack pcbX={16} pcbY={0}>
    <chip name="P1" footprint={<footprint>
      <smtpad portHints={["pin1"]} shape="rect" width={0.5} height={0.5} pcbX={0} pcbY={0} />
      <silkscreentext text="P" pcbX={0} pcbY={1} pcbMarginLeft="10mm" pcbMarginRight={10} pcbMarginTop={10} pcbMarginBottom={10} pcbMarginX={10} pcbMarginY={10} />
    </footprint>} />
    <resistor name="R1" resistance="1k" footprint="0402" />
  </group>`,
    'width="50mm" height="30mm"',
  ),
);

/** The text record(s) whose text is `text`. */
const texts = async (text: string) =>
  (await circuit()).filter(
    (e) => e.type === "pcb_silkscreen_text" && e.text === text,
  ) as CircuitJsonElement[];
const text = async (t: string) => {
  const found = await texts(t);
  assert.equal(found.length, 1, t);
  return found[0] as CircuitJsonElement;
};
const at = async (t: string) =>
  (await text(t)).anchor_position as { x: number; y: number };

/** P1's text has 10 mm margins on every side; R1 is packed right beside it. */
const marginIgnored = async () => {
  const json = await circuit();
  const centre = (name: string) =>
    ofComponent(json, name, "pcb_component").center as { x: number; y: number };
  const [a, b] = [centre("P1"), centre("R1")];
  assert.ok(Math.hypot(a.x - b.x, a.y - b.y) < 6, JSON.stringify([a, b]));
};

describe("docs/_descriptions/props/silkscreentext.json", () => {
  it('pcbX: mm ("1mm" = 1) from the component origin in a footprint, from the board centre on a board', async () => {
    assertNoErrors(await circuit());
    assert.equal((await at("U1")).x, 3);
    assert.equal((await at("I")).x, -15);
  });

  it("pcbY: mm, positive upwards, from the component origin in a footprint", async () => {
    assert.equal((await at("U1")).y, 3);
    assert.equal((await at("K")).y, 3);
    assert.equal((await at("I")).y, 5);
  });

  it("pcbRotation: degrees counter-clockwise; when omitted the text takes its component's 90°", async () => {
    assert.equal((await text("U1")).ccw_rotation, 0);
    assert.equal(r3((await text("K")).ccw_rotation), 45);
    assert.equal(r3((await text("F")).ccw_rotation), 30);
    assert.equal(r3((await text("G")).ccw_rotation), 90);
    const g = await at("G");
    assert.deepEqual([r3(g.x), r3(g.y)], [-8, 5]);
  });

  it('layer: "top" when omitted, "bottom" when given; a bottom component takes it to the bottom', async () => {
    assert.equal((await text("U1")).layer, "top");
    assert.equal((await text("H")).layer, "bottom");
    assert.equal((await text("I")).layer, "bottom");
  });

  it('fontSize: mm ("2mm" = 2); 1 mm unless a parent\'s pcbStyle or pcbSx sets another', async () => {
    assert.equal((await text("U1")).font_size, 1);
    assert.equal((await text("K")).font_size, 2);
    assert.equal((await text("S")).font_size, 1.5);
    assert.equal((await text("X")).font_size, 0.8);
  });

  it('knockoutPadding: mm ("0.5mm" = 0.5) on every side not set on its own', async () => {
    assert.equal((await text("K")).is_knockout, true);
    assert.deepEqual((await text("K")).knockout_padding, {
      left: 0.2,
      right: 0.3,
      top: 0.5,
      bottom: 0.5,
    });
  });

  it("knockoutPaddingLeft: mm, overrides knockoutPadding on the left", async () => {
    assert.equal(
      ((await text("K")).knockout_padding as { left: number }).left,
      0.2,
    );
  });

  it('knockoutPaddingRight: mm ("0.3mm" = 0.3), overrides knockoutPadding on the right', async () => {
    assert.equal(
      ((await text("K")).knockout_padding as { right: number }).right,
      0.3,
    );
  });

  it("knockoutPaddingTop: mm, at the top", async () => {
    assert.deepEqual((await text("T")).knockout_padding, {
      left: 0,
      right: 0,
      top: 0.4,
      bottom: 0.6,
    });
  });

  it('knockoutPaddingBottom: mm ("0.6mm" = 0.6), at the bottom', async () => {
    assert.equal(
      ((await text("T")).knockout_padding as { bottom: number }).bottom,
      0.6,
    );
  });

  it(
    "pcbMarginTop: no effect on a footprint's text when a group packs",
    marginIgnored,
  );
  it(
    "pcbMarginRight: no effect on a footprint's text when a group packs",
    marginIgnored,
  );
  it(
    "pcbMarginBottom: no effect on a footprint's text when a group packs",
    marginIgnored,
  );
  it(
    "pcbMarginLeft: no effect on a footprint's text when a group packs",
    marginIgnored,
  );
  it(
    "pcbMarginX: no effect on a footprint's text when a group packs",
    marginIgnored,
  );
  it(
    "pcbMarginY: no effect on a footprint's text when a group packs",
    marginIgnored,
  );
});
