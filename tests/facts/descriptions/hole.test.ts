import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";
import { assertNoErrors, type CircuitJsonElement, compiled } from "./_compile";

after(closeCircuitCompiler);

const circuit =
  compiled(`export default () => (<board width="40mm" height="20mm">
  <hole diameter="3.2mm" pcbX={-15} pcbY={0} />
  <hole radius={1} pcbX="-10mm" pcbY="2mm" coveredWithSolderMask />
  <hole shape="pill" width={3} height={1.5} pcbX={-5} pcbY={0} pcbRotation={90} />
  <hole shape="oval" width="3mm" height="1.5mm" pcbX={0} pcbY={0} pcbRotation={90} solderMaskMargin="0.2mm" />
  <hole shape="rect" width={3} height={1.5} pcbX={5} pcbY={0} pcbRotation={90} />
  <hole diameter={2} pcbX="calc(board.minX + 3mm)" pcbY={-6} />
  <hole shape="pill" width={3} height={1.5} pcbX={10} pcbY={0} />
</board>)`);

/** The holes in the order written. */
const holes = async () => {
  const json = await circuit();
  const found = json.filter((e) => e.type === "pcb_hole");
  assert.equal(found.length, 7);
  return found as CircuitJsonElement[];
};
const hole = async (i: number) => (await holes())[i] as CircuitJsonElement;

/** A packed board with a hole placed at the centre, with or without margins. */
const packed = (margins: string) =>
  compiled(`export default () => (<board width="30mm" height="20mm" pcbPack>
  <resistor name="R1" resistance="1k" footprint="0402" />
  <resistor name="R2" resistance="1k" footprint="0402" />
  <chip name="U1" footprint="soic8" />
  <hole diameter="2mm" pcbX={0} pcbY={0} ${margins} />
</board>)`);
const withMargins = packed(
  'pcbMarginLeft="8mm" pcbMarginRight={8} pcbMarginTop={8} pcbMarginBottom={8} pcbMarginX={8} pcbMarginY={8}',
);
const withoutMargins = packed("");
const placements = async (circuitOf: () => Promise<CircuitJsonElement[]>) =>
  (await circuitOf())
    .filter((e) => e.type === "pcb_component" || e.type === "pcb_hole")
    .map((e) => e.center ?? { x: e.x, y: e.y });

const marginIgnored = async () => {
  assertNoErrors(await withMargins());
  const a = await placements(withMargins);
  const b = await placements(withoutMargins);
  assert.deepEqual(a, b);
  // Without margins the packer puts R1 within 8 mm of the hole: the
  // margins, had they been kept, would have moved it.
  const r1 = a[0] as { x: number; y: number };
  assert.ok(Math.hypot(r1.x, r1.y) < 8, JSON.stringify(r1));
};

describe("docs/_descriptions/props/hole.json", () => {
  it('shape: "circle" when omitted; "pill", "oval" and "rect" are recorded as such', async () => {
    assertNoErrors(await circuit());
    assert.equal((await hole(0)).hole_shape, "circle");
    assert.equal((await hole(6)).hole_shape, "pill");
    assert.equal((await hole(3)).hole_shape, "oval");
    assert.equal((await hole(4)).hole_shape, "rect");
  });

  it('diameter: mm ("3.2mm" = 3.2); no default, a hole without a size is an error', async () => {
    assert.equal((await hole(0)).hole_diameter, 3.2);
    assert.equal((await hole(5)).hole_diameter, 2);
    const bare = await circuitJsonOf(
      `export default () => (<board width="20mm" height="20mm"><hole pcbX={0} pcbY={0} /></board>)`,
    );
    const found = bare.find((e) => e.type === "pcb_hole");
    assert.ok(!Number.isFinite(found?.hole_diameter));
    assert.ok(bare.some((e) => /_error$/.test(e.type)));
  });

  it("radius: mm, radius 1 is a 2 mm hole", async () => {
    assert.equal((await hole(1)).hole_diameter, 2);
  });

  it('width: mm ("3mm" = 3) along X; required for a pill', async () => {
    assert.equal((await hole(3)).hole_width, 3);
    assert.equal((await hole(6)).hole_width, 3);
    const missing = await circuitJsonOf(
      `export default () => (<board width="20mm" height="20mm"><hole shape="pill" pcbX={0} pcbY={0} /></board>)`,
    );
    assert.match(
      String(
        missing.find(
          (e) => e.type === "source_failed_to_create_component_error",
        )?.message,
      ),
      /width \(Required\), height \(Required\)/,
    );
  });

  it('height: mm ("1.5mm" = 1.5) along Y; required for a pill', async () => {
    assert.equal((await hole(3)).hole_height, 1.5);
    assert.equal((await hole(6)).hole_height, 1.5);
  });

  it('solderMaskMargin: mm, "0.2mm" recorded as 0.2', async () => {
    assert.equal((await hole(3)).soldermask_margin, 0.2);
  });

  it("coveredWithSolderMask: false when omitted", async () => {
    assert.equal((await hole(0)).is_covered_with_solder_mask, false);
    assert.equal((await hole(1)).is_covered_with_solder_mask, true);
  });

  it('pcbX: mm from the board centre; "-10mm" and calc(board.minX + 3mm) work', async () => {
    assert.equal((await hole(0)).x, -15);
    assert.equal((await hole(1)).x, -10);
    assert.equal((await hole(5)).x, -17);
  });

  it('pcbY: mm from the board centre; "2mm" = 2', async () => {
    assert.equal((await hole(1)).y, 2);
    assert.equal((await hole(5)).y, -6);
  });

  it("pcbRotation: degrees, turns a pill slot; an oval or rect hole ignores it", async () => {
    assert.equal((await hole(2)).hole_shape, "rotated_pill");
    assert.equal((await hole(2)).ccw_rotation, 90);
    assert.equal((await hole(3)).ccw_rotation, undefined);
    assert.equal((await hole(4)).ccw_rotation, undefined);
    assert.equal((await hole(4)).hole_width, 3);
  });

  it(
    "pcbMarginTop: not kept around a hole when the board packs its parts",
    marginIgnored,
  );
  it(
    "pcbMarginRight: not kept around a hole when the board packs its parts",
    marginIgnored,
  );
  it(
    "pcbMarginBottom: not kept around a hole when the board packs its parts",
    marginIgnored,
  );
  it(
    "pcbMarginLeft: not kept around a hole when the board packs its parts",
    marginIgnored,
  );
  it(
    "pcbMarginX: not kept around a hole when the board packs its parts",
    marginIgnored,
  );
  it(
    "pcbMarginY: not kept around a hole when the board packs its parts",
    marginIgnored,
  );
});
