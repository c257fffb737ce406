import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { fabricationFilesOf } from "../../../plugins/fabrication-files/convert";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

const pastes = (json: CircuitJsonElement[]) =>
  json.filter((e) => e.type === "pcb_solder_paste");
const near = (a: unknown, b: number) => Math.abs(Number(a) - b) < 1e-9;

describe("/elements/solderpaste", () => {
  it("a pad gets 70 % paste by itself; noSolderPaste removes it; the windowpane example has six top apertures", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="12mm" height="10mm">
        <chip name="U1" footprint={<footprint>
          <smtpad portHints={["1"]} shape="rect" width={0.6} height={1} pcbX={-1} pcbY={-2.6} />
          <smtpad portHints={["2"]} shape="rect" width={0.6} height={1} pcbX={1} pcbY={-2.6} />
          <smtpad portHints={["3"]} shape="rect" width={3} height={3} noSolderPaste />
          <solderpaste shape="rect" width={1.1} height={1.1} pcbX={-0.75} pcbY={0.75} />
          <solderpaste shape="rect" width={1.1} height={1.1} pcbX={0.75} pcbY={0.75} />
          <solderpaste shape="rect" width={1.1} height={1.1} pcbX={-0.75} pcbY={-0.75} />
          <solderpaste shape="rect" width={1.1} height={1.1} pcbX={0.75} pcbY={-0.75} />
        </footprint>} />
      </board>
    )`);
    const all = pastes(json);
    assert.equal(all.length, 6);
    assert.ok(all.every((p) => p.layer === "top"));
    const automatic = all.filter((p) => p.pcb_smtpad_id);
    assert.equal(automatic.length, 2);
    for (const p of automatic) {
      assert.ok(near(p.width, 0.42));
      assert.ok(near(p.height, 0.7));
    }
    const windows = all.filter((p) => !p.pcb_smtpad_id);
    assert.deepEqual(
      windows.map((p) => [p.shape, p.x, p.y, p.width, p.height]),
      [
        ["rect", -0.75, 0.75, 1.1, 1.1],
        ["rect", 0.75, 0.75, 1.1, 1.1],
        ["rect", -0.75, -0.75, 1.1, 1.1],
        ["rect", 0.75, -0.75, 1.1, 1.1],
      ],
    );
    // the top paste Gerber flashes six apertures and none for the exposed pad
    const files = await fabricationFilesOf(json);
    const paste = files["F_Paste.gbr"] ?? "";
    assert.equal(paste.match(/D03\*/g)?.length, 6);
    assert.match(paste, /%ADD\d+R,0\.420000X0\.700000\*%/);
  });

  it("1 x 1.2 mm pad gets 0.7 x 0.84 mm; circles keep their radius; a rotated part gives rotated_rect; a bottom part moves paste to the bottom", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="30mm" height="12mm">
        <chip name="U1" pcbX={-8} footprint={<footprint><smtpad portHints={["1"]} shape="rect" width={1} height={1.2} /></footprint>} />
        <chip name="U2" footprint={<footprint><smtpad portHints={["1"]} shape="circle" radius={1} noSolderPaste /><solderpaste shape="circle" radius={0.6} /></footprint>} />
        <chip name="U3" pcbX={8} pcbRotation={45} footprint={<footprint><smtpad portHints={["1"]} shape="rect" width={1} height={1} noSolderPaste /><solderpaste shape="rect" width={0.8} height={0.6} /></footprint>} />
        <chip name="U4" pcbY={-4} layer="bottom" footprint={<footprint><smtpad portHints={["1"]} shape="rect" width={1} height={1} noSolderPaste /><solderpaste shape="rect" width={0.5} height={0.5} /></footprint>} />
        <solderpaste shape="circle" radius={0.4} pcbX={12} pcbY={4} layer="bottom" pcbOffsetX={2} pcbRightEdgeX={9} />
      </board>
    )`);
    const [auto, round, turned, bottom, loose] = pastes(json);
    assert.ok(near(auto?.width, 0.7) && near(auto?.height, 0.84));
    assert.deepEqual(
      [round?.shape, round?.radius, round?.x, round?.y],
      ["circle", 0.6, 0, 0],
    );
    assert.equal(turned?.shape, "rotated_rect");
    assert.ok(near(turned?.ccw_rotation, 45));
    assert.equal(bottom?.layer, "bottom");
    assert.equal(loose?.layer, "bottom");
    assert.equal(loose?.pcb_component_id, undefined);
    assert.deepEqual([loose?.x, loose?.y], [12, 4]);
  });

  it("an inner layer stops the board", async () => {
    await assert.rejects(
      circuitJsonOf(`export default () => (
        <board width="10mm" height="10mm"><solderpaste shape="rect" width={1} height={1} layer="inner1" /></board>
      )`),
      /Invalid layer "inner1" for SolderPaste/,
    );
  });
});
