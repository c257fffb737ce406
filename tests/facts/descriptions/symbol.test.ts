import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { closeCircuitCompiler } from "../../support/circuit-json";
import {
  assertNoErrors,
  board,
  type CircuitJsonElement,
  compiled,
  r3,
} from "./_compile";

after(closeCircuitCompiler);

const drawing = `
  <schematicrect width={0.8} height={0.6} />
  <port name="a" pinNumber={1} schX={-0.8} schY={0} direction="left" />
  <port name="b" pinNumber={2} schX={0.8} schY={0} direction="right" />`;

// U1 keeps the drawing's own size; U2 stretches it to 3.2 × 1.2.
const circuit = compiled(
  board(
    `
    <chip name="U1" footprint="0805" pcbX={-3} symbol={<symbol>${drawing}</symbol>} />
    <chip name="U2" footprint="0805" pcbX={3} schX={5} symbol={<symbol width="3.2mm" height={1.2}>${drawing}</symbol>} />`,
    'width="12mm" height="8mm" routingDisabled',
  ),
);

type Rect = CircuitJsonElement & {
  center: { x: number };
  width: number;
  height: number;
};

/** The drawing's rectangle and the X of its two ports, for U1 and U2. */
const parts = async () => {
  const json = await circuit();
  const rects = json.filter((e) => e.type === "schematic_rect") as Rect[];
  assert.equal(rects.length, 2);
  const portXs = json
    .filter((e) => e.type === "schematic_port")
    .map((p) => (p.center as { x: number }).x);
  assert.equal(portXs.length, 4);
  const near = (cx: number) =>
    portXs.filter((x) => Math.abs(x - cx) < 2.5).sort((a, b) => a - b);
  const [r1, r2] = [...rects].sort((a, b) => a.center.x - b.center.x);
  assert.ok(r1 && r2);
  return {
    u1: { rect: r1, ports: near(r1.center.x) },
    u2: { rect: r2, ports: near(r2.center.x) },
  };
};

describe("docs/_descriptions/props/symbol.json", () => {
  it('width: omitted keeps the drawing; "3.2mm" stretches the symbol, ports included as 0.2-unit squares, to 3.2 wide', async () => {
    assertNoErrors(await circuit());
    const { u1, u2 } = await parts();
    assert.equal(u1.rect.width, 0.8);
    assert.deepEqual(u1.ports.map(r3), [-0.8, 0.8]);
    assert.equal(u2.ports.length, 2);
    // before: port squares' outer edges ±0.9, so 1.8 wide, stretched by 3.2 / 1.8
    const scale = 3.2 / 1.8;
    const span = (u2.ports[1] ?? 0) - (u2.ports[0] ?? 0);
    assert.equal(r3(span), r3(1.6 * scale));
    assert.equal(r3(span + 0.2 * scale), 3.2);
    assert.equal(r3(u2.rect.width), r3(0.8 * scale));
  });

  it("height: omitted keeps the drawing's height; 1.2 stretches the 0.6-high drawing to 1.2", async () => {
    const { u1, u2 } = await parts();
    assert.equal(u1.rect.height, 0.6);
    assert.equal(r3(u2.rect.height), 1.2);
  });
});
