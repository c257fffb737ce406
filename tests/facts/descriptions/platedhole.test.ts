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

const circuit =
  compiled(`export default () => (<board width="40mm" height="24mm">
  <chip name="J1" pcbX={0} pcbY={0} pcbRotation={90} footprint={<footprint>
    <platedhole portHints={["pin1"]} shape="circle" holeDiameter="1mm" outerDiameter={2} pcbX="-6mm" pcbY={2} coveredWithSolderMask solderMaskMargin="0.1mm" />
    <platedhole portHints={["pin2"]} shape="oval" holeWidth="1mm" holeHeight={2} outerWidth={2} outerHeight="3mm" pcbX={-2} pcbY={0} pcbRotation={30} />
    <platedhole portHints={["pin3"]} shape="pill" holeWidth={1} holeHeight={2} outerWidth={2} outerHeight={3} pcbX={2} pcbY={0} />
    <platedhole portHints={["pin4"]} shape="circular_hole_with_rect_pad" holeDiameter={1} rectPadWidth="2mm" rectPadHeight={2.5} rectBorderRadius={0.2} holeOffsetX={0.2} holeOffsetY="0.1mm" pcbX={6} pcbY={0} />
    <platedhole portHints={["pin5"]} shape="hole_with_polygon_pad" holeShape="circle" holeDiameter={1} holeOffsetX={0} holeOffsetY={0} padOutline={[{ x: -1, y: -1 }, { x: 1, y: -1 }, { x: 1, y: 1 }, { x: -1, y: 1 }]} pcbX={0} pcbY={6} />
  </footprint>} />
  <platedhole holeDiameter={1} outerDiameter={2} pcbX={-15} pcbY={5} />
</board>)`);

/** Plated holes in the order written. */
const holes = async () => {
  const json = await circuit();
  const found = json.filter((e) => e.type === "pcb_plated_hole");
  assert.equal(found.length, 6);
  return found as CircuitJsonElement[];
};
const hole = async (i: number) => (await holes())[i] as CircuitJsonElement;

/** A packed board whose chip's plated holes have margins, or not. */
const packed = (margins: string) =>
  compiled(`export default () => (<board width="30mm" height="20mm" pcbPack>
  <resistor name="R1" resistance="1k" footprint="0402" />
  <resistor name="R2" resistance="1k" footprint="0402" />
  <chip name="J1" footprint={<footprint>
    <platedhole portHints={["pin1"]} shape="circle" holeDiameter={1} outerDiameter={2} pcbX={-1.27} pcbY={0} ${margins} />
    <platedhole portHints={["pin2"]} shape="circle" holeDiameter={1} outerDiameter={2} pcbX={1.27} pcbY={0} ${margins} />
  </footprint>} />
</board>)`);
const withMargins = packed(
  'pcbMarginLeft="5mm" pcbMarginRight={5} pcbMarginTop={5} pcbMarginBottom={5} pcbMarginX={5} pcbMarginY={5}',
);
const withoutMargins = packed("");
const marginIgnored = async () => {
  const a = await withMargins();
  assertNoErrors(a);
  const centres = (json: CircuitJsonElement[]) =>
    json.filter((e) => e.type === "pcb_component").map((e) => e.center);
  assert.deepEqual(centres(a), centres(await withoutMargins()));
};

describe("docs/_descriptions/props/platedhole.json", () => {
  it('pcbX: mm ("-6mm" = -6) from the component origin in a footprint, from the board centre on a board', async () => {
    assertNoErrors(await circuit());
    // J1 is turned 90°: (-6, 2) lands at (-2, -6).
    assert.equal(r3((await hole(0)).x), -2);
    assert.equal((await hole(5)).x, -15);
  });

  it("pcbY: mm, positive upwards, from the component origin in a footprint", async () => {
    assert.equal(r3((await hole(0)).y), -6);
    assert.equal((await hole(5)).y, 5);
  });

  it("pcbRotation: degrees, added to the component's rotation", async () => {
    assert.equal((await hole(1)).ccw_rotation, 120);
    assert.equal((await hole(2)).ccw_rotation, 90);
  });

  it("shape: recorded as given; guessed from the size props when omitted", async () => {
    assert.deepEqual(
      (await holes()).map((h) => h.shape),
      [
        "circle",
        "oval",
        "pill",
        "circular_hole_with_rect_pad",
        "hole_with_polygon_pad",
        "circle",
      ],
    );
  });

  it("coveredWithSolderMask: false when omitted", async () => {
    assert.equal((await hole(0)).is_covered_with_solder_mask, true);
    assert.equal((await hole(1)).is_covered_with_solder_mask, false);
  });

  it('holeDiameter: mm, "1mm" = 1', async () => {
    assert.equal((await hole(0)).hole_diameter, 1);
    assert.equal((await hole(3)).hole_diameter, 1);
  });

  it("outerDiameter: mm of the copper ring", async () => {
    assert.equal((await hole(0)).outer_diameter, 2);
  });

  it('holeWidth: mm, "1mm" = 1', async () => {
    assert.equal((await hole(1)).hole_width, 1);
  });

  it("holeHeight: mm", async () => {
    assert.equal((await hole(1)).hole_height, 2);
  });

  it("outerWidth: mm of the copper around an oval or pill", async () => {
    assert.equal((await hole(1)).outer_width, 2);
    assert.equal((await hole(2)).outer_width, 2);
  });

  it('outerHeight: mm, "3mm" = 3', async () => {
    assert.equal((await hole(1)).outer_height, 3);
    assert.equal((await hole(2)).outer_height, 3);
  });

  it("holeOffsetX: mm shift of the drill on a rectangular pad", async () => {
    assert.equal((await hole(3)).hole_offset_x, 0.2);
  });

  it('holeOffsetY: mm shift of the drill, "0.1mm" = 0.1', async () => {
    assert.equal((await hole(3)).hole_offset_y, 0.1);
  });

  it("padOutline: points in mm of the polygon pad", async () => {
    const outline = (await hole(4)).pad_outline as { x: number; y: number }[];
    assert.deepEqual(
      outline.map((p) => [r3(p.x), r3(p.y)]),
      [
        [-1, -1],
        [1, -1],
        [1, 1],
        [-1, 1],
      ],
    );
  });

  it('rectPadWidth: mm, "2mm" = 2', async () => {
    assert.equal((await hole(3)).rect_pad_width, 2);
  });

  it("rectPadHeight: mm", async () => {
    assert.equal((await hole(3)).rect_pad_height, 2.5);
  });

  it("rectBorderRadius: mm", async () => {
    assert.equal((await hole(3)).rect_border_radius, 0.2);
  });

  it('solderMaskMargin: mm, "0.1mm" = 0.1', async () => {
    assert.equal((await hole(0)).soldermask_margin, 0.1);
  });

  it(
    "pcbMarginTop: no effect on a footprint's plated holes when the board packs",
    marginIgnored,
  );
  it(
    "pcbMarginRight: no effect on a footprint's plated holes when the board packs",
    marginIgnored,
  );
  it(
    "pcbMarginBottom: no effect on a footprint's plated holes when the board packs",
    marginIgnored,
  );
  it(
    "pcbMarginLeft: no effect on a footprint's plated holes when the board packs",
    marginIgnored,
  );
  it(
    "pcbMarginX: no effect on a footprint's plated holes when the board packs",
    marginIgnored,
  );
  it(
    "pcbMarginY: no effect on a footprint's plated holes when the board packs",
    marginIgnored,
  );
});
