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
  compiled(`export default () => (<board width="40mm" height="20mm">
  <chip name="U1" pcbX={5} pcbY={2} footprint={<footprint>
    <smtpad portHints={["pin1"]} shape="rect" width="1mm" height={0.5} pcbX="1mm" pcbY={1} cornerRadius="0.1mm" />
    <smtpad portHints={["pin2"]} shape="circle" radius="0.5mm" pcbX={-1} pcbY={-1} coveredWithSolderMask />
    <smtpad portHints={["pin3"]} shape="rotated_rect" width={1} height={0.5} ccwRotation={30} pcbX={3} pcbY={0} solderMaskMargin="0.1mm" />
    <smtpad portHints={["pin4"]} shape="pill" width={2} height={1} radius={0.5} pcbX={-3} pcbY={0} solderPasteMargin={0.1} />
    <smtpad portHints={["pin5"]} shape="polygon" points={[{ x: 0, y: 3 }, { x: 1, y: 3 }, { x: 1, y: 4 }]} />
    <smtpad portHints={["pin6"]} shape="rect" width={1} height={0.5} pcbX={3} pcbY={-2} noSolderPaste />
  </footprint>} />
  <chip name="U2" pcbX={-10} pcbY={0} layer="bottom" footprint={<footprint>
    <smtpad portHints={["pin1"]} shape="rect" width={1} height={0.5} pcbX={1} pcbY={0} />
  </footprint>} />
  <chip name="U3" pcbX={-10} pcbY={-6} pcbRotation={90} footprint={<footprint>
    <smtpad portHints={["pin1"]} shape="rotated_rect" width={1} height={0.5} ccwRotation={30} pcbX={1} pcbY={0} />
  </footprint>} />
  <smtpad shape="rect" width={1} height={1} pcbX={-15} pcbY={5} />
  <smtpad shape="rect" width={1} height={1} pcbX="-15mm" pcbY="-5mm" layer="bottom" />
</board>)`);

/** Pads in the order written. */
const pads = async () => {
  const json = await circuit();
  const found = json.filter((e) => e.type === "pcb_smtpad");
  assert.equal(found.length, 10);
  return found as CircuitJsonElement[];
};
const pad = async (i: number) => (await pads())[i] as CircuitJsonElement;
const paste = async (i: number) => {
  const id = (await pad(i)).pcb_smtpad_id;
  return (await circuit()).find(
    (e) => e.type === "pcb_solder_paste" && e.pcb_smtpad_id === id,
  );
};

/** A packed board whose chip's pads have margins, or not. */
const packed = (margins: string) =>
  compiled(`export default () => (<board width="30mm" height="20mm" pcbPack>
  <resistor name="R1" resistance="1k" footprint="0402" />
  <resistor name="R2" resistance="1k" footprint="0402" />
  <chip name="U1" footprint={<footprint>
    <smtpad portHints={["pin1"]} shape="rect" width={1} height={1} pcbX={-1} pcbY={0} ${margins} />
    <smtpad portHints={["pin2"]} shape="rect" width={1} height={1} pcbX={1} pcbY={0} ${margins} />
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
  assert.deepEqual(
    a
      .filter((e) => e.type === "pcb_smtpad")
      .slice(-2)
      .map((e) => e.width),
    [1, 1],
  );
};

describe("docs/_descriptions/props/smtpad.json", () => {
  it('pcbX: mm from the component origin in a footprint, from the board centre on a board; "1mm" = 1', async () => {
    assertNoErrors(await circuit());
    assert.equal((await pad(0)).x, 6);
    assert.equal((await pad(8)).x, -15);
    assert.equal((await pad(9)).x, -15);
  });

  it("pcbY: mm, positive upwards, from the component origin in a footprint", async () => {
    assert.equal((await pad(0)).y, 3);
    assert.equal((await pad(1)).y, 1);
    assert.equal((await pad(9)).y, -5);
  });

  it('layer: "top" when omitted, "bottom" when given; a bottom component takes its pads along', async () => {
    assert.equal((await pad(0)).layer, "top");
    assert.equal((await pad(8)).layer, "top");
    assert.equal((await pad(9)).layer, "bottom");
    assert.equal((await pad(6)).layer, "bottom");
  });

  it('width: mm ("1mm" = 1) along X', async () => {
    assert.equal((await pad(0)).width, 1);
  });

  it("height: mm along Y", async () => {
    assert.equal((await pad(0)).height, 0.5);
  });

  it('radius: mm ("0.5mm" = 0.5) of a circle pad and of a pill\'s ends', async () => {
    assert.equal((await pad(1)).radius, 0.5);
    assert.equal((await pad(3)).radius, 0.5);
  });

  it("points: mm, relative to the component's origin", async () => {
    assert.deepEqual((await pad(4)).points, [
      { x: 5, y: 5 },
      { x: 6, y: 5 },
      { x: 6, y: 6 },
    ]);
  });

  it("ccwRotation: degrees, added to the component's own rotation", async () => {
    assert.equal((await pad(2)).ccw_rotation, 30);
    assert.equal(r3((await pad(7)).ccw_rotation), 120);
  });

  it('cornerRadius: mm, "0.1mm" recorded as 0.1', async () => {
    assert.equal((await pad(0)).corner_radius, 0.1);
  });

  it("coveredWithSolderMask: false when omitted; a covered pad gets no solder paste", async () => {
    assert.equal((await pad(0)).is_covered_with_solder_mask, false);
    assert.equal((await pad(1)).is_covered_with_solder_mask, true);
    assert.equal(await paste(1), undefined);
    assert.ok(await paste(0));
  });

  it('solderMaskMargin: mm, "0.1mm" recorded as 0.1', async () => {
    assert.equal((await pad(2)).soldermask_margin, 0.1);
  });

  it("solderPasteMargin: mm grown on every side; without it the paste is 70% of the pad", async () => {
    const grown = await paste(3);
    assert.deepEqual([r3(grown?.width), r3(grown?.height)], [2.2, 1.2]);
    const plain = await paste(0);
    assert.deepEqual([r3(plain?.width), r3(plain?.height)], [0.7, 0.35]);
  });

  it("noSolderPaste: false when omitted (the pad gets paste); true leaves it without", async () => {
    assert.equal(await paste(5), undefined);
    assert.ok(await paste(8));
  });

  it(
    "pcbMarginTop: no effect on a footprint's pads when the board packs",
    marginIgnored,
  );
  it(
    "pcbMarginRight: no effect on a footprint's pads when the board packs",
    marginIgnored,
  );
  it(
    "pcbMarginBottom: no effect on a footprint's pads when the board packs",
    marginIgnored,
  );
  it(
    "pcbMarginLeft: no effect on a footprint's pads when the board packs",
    marginIgnored,
  );
  it(
    "pcbMarginX: no effect on a footprint's pads when the board packs",
    marginIgnored,
  );
  it(
    "pcbMarginY: no effect on a footprint's pads when the board packs",
    marginIgnored,
  );
});
