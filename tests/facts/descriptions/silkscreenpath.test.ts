import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { closeCircuitCompiler } from "../../support/circuit-json";
import {
  assertNoErrors,
  board,
  type CircuitJsonElement,
  compiled,
  ofComponent,
} from "./_compile";

after(closeCircuitCompiler);

const pad = `<smtpad portHints={["pin1"]} shape="rect" width={0.5} height={0.5} pcbX={-3} pcbY={-3} />`;

const circuit = compiled(
  board(
    `
  <chip name="U1" pcbX={2} pcbY={1} footprint={<footprint>
    ${pad}
    <silkscreenpath route={[{ x: 0, y: 0 }, { x: "1mm", y: 1 }, { x: 2, y: 0 }]} />
    <silkscreenpath route={[{ x: 0, y: -1 }, { x: 2, y: -1 }]} strokeWidth="0.2mm" />
  </footprint>} />
  <chip name="U2" pcbX={-5} pcbY={5} layer="bottom" footprint={<footprint>
    ${pad}
    <silkscreenpath route={[{ x: 1, y: 2 }, { x: 3, y: 2 }]} />
  </footprint>} />
  <silkscreenpath route={[{ x: -15, y: -5 }, { x: -12, y: -5 }]} layer="bottom" />
  <group name="G1" pcbPack pcbX={14} pcbY={-8}>
    <chip name="P1" footprint={<footprint>
      <smtpad portHints={["pin1"]} shape="rect" width={0.5} height={0.5} pcbX={0} pcbY={0} />
      <silkscreenpath route={[{ x: -0.6, y: 0.6 }, { x: 0.6, y: 0.6 }]} pcbMarginLeft="10mm" pcbMarginRight={10} pcbMarginTop={10} pcbMarginBottom={10} pcbMarginX={10} pcbMarginY={10} />
    </footprint>} />
    <resistor name="R1" resistance="1k" footprint="0402" />
  </group>`,
    'width="50mm" height="30mm"',
  ),
);

/** The paths in the order written (the packed one last; R1's own footprint lines left out). */
const paths = async () => {
  const json = await circuit();
  const r1 = ofComponent(json, "R1", "pcb_component").pcb_component_id;
  const found = json.filter(
    (e) => e.type === "pcb_silkscreen_path" && e.pcb_component_id !== r1,
  );
  assert.equal(found.length, 5);
  return found as CircuitJsonElement[];
};
const path = async (i: number) => (await paths())[i] as CircuitJsonElement;
const points = async (i: number) =>
  ((await path(i)).route as { x: number; y: number }[]).map((p) => [p.x, p.y]);

/** P1's path has 10 mm margins on every side; R1 is packed right beside it. */
const marginIgnored = async () => {
  const json = await circuit();
  const c = (name: string) =>
    ofComponent(json, name, "pcb_component").center as { x: number; y: number };
  const [a, b] = [c("P1"), c("R1")];
  assert.ok(Math.hypot(a.x - b.x, a.y - b.y) < 6, JSON.stringify([a, b]));
};

describe("docs/_descriptions/props/silkscreenpath.json", () => {
  it('layer: "top" when omitted, "bottom" when given; a bottom component takes it to the bottom', async () => {
    assertNoErrors(await circuit());
    assert.equal((await path(0)).layer, "top");
    assert.equal((await path(2)).layer, "bottom");
    assert.equal((await path(3)).layer, "bottom");
  });

  it('route: mm ("1mm" = 1) from the component origin in a footprint, joined in order', async () => {
    assert.deepEqual(await points(0), [
      [2, 1],
      [3, 2],
      [4, 1],
    ]);
    assert.deepEqual(await points(3), [
      [-15, -5],
      [-12, -5],
    ]);
  });

  it('strokeWidth: mm ("0.2mm" = 0.2); 0.1 mm when omitted', async () => {
    assert.equal((await path(0)).stroke_width, 0.1);
    assert.equal((await path(1)).stroke_width, 0.2);
  });

  it(
    "pcbMarginTop: no effect on a footprint's path when a group packs",
    marginIgnored,
  );
  it(
    "pcbMarginRight: no effect on a footprint's path when a group packs",
    marginIgnored,
  );
  it(
    "pcbMarginBottom: no effect on a footprint's path when a group packs",
    marginIgnored,
  );
  it(
    "pcbMarginLeft: no effect on a footprint's path when a group packs",
    marginIgnored,
  );
  it(
    "pcbMarginX: no effect on a footprint's path when a group packs",
    marginIgnored,
  );
  it(
    "pcbMarginY: no effect on a footprint's path when a group packs",
    marginIgnored,
  );
});
