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

const circuit = compiled(
  board(
    `
    <resistor name="R1" resistance="1k" footprint="0402" pcbX={-4} schX={-2} schY={1} />
    <resistor name="R2" resistance="1k" footprint="0402" pcbX={4} schX={2} schY={-1} />
    <chip name="U1" footprint="soic8" pcbY={5} schX={-8} />
    <schematicbox chipRef=".U1" pinLabels={{ pin1: "pin1", pin2: "pin2" }} width={1} height={1} schX={8} schY={0} />
    <schematicbox name="plainbox" schX={0} schY={6} width={2} height={1} />
    <schematicbox schX="4mm" schY="6mm" width="2mm" height="1mm" padding={1} title="T1" />
    <schematicbox overlay={[".R1 > .pin1", ".R2 > .pin2"]} padding={0.2} title="T2" titleAlignment="bottom_right" titleColor="blue" titleFontSize="0.3mm" titleInside strokeStyle="dashed" />
    <schematicbox overlay={[".R1 > .pin1", ".R2 > .pin2"]} padding={0.2} paddingLeft={0.5} paddingRight="0.6mm" paddingTop={0.7} paddingBottom={0.8} schX={10} schY="-10mm" />`,
    'width="30mm" height="20mm" routingDisabled',
  ),
);

type Box = CircuitJsonElement & {
  x: number;
  y: number;
  width: number;
  height: number;
  is_dashed: boolean;
};
type Text = CircuitJsonElement & {
  text: string;
  anchor: string;
  position: { x: number; y: number };
};

const boxes = async () => {
  const json = await circuit();
  const all = json.filter((e) => e.type === "schematic_box") as Box[];
  assert.equal(all.length, 4);
  const one = (test: (b: Box) => boolean) => {
    const found = all.filter(test);
    assert.equal(found.length, 1);
    return found[0] as Box;
  };
  return {
    plain: one((b) => r3(b.x) === -1 && r3(b.y) === 5.5),
    units: one((b) => r3(b.x) === 3 && r3(b.y) === 5.5),
    fitted: one((b) => b.is_dashed),
    shifted: one((b) => b.x > 5),
  };
};

const text = async (t: string) => {
  const found = (await circuit()).filter(
    (e) => e.type === "schematic_text" && e.text === t,
  );
  return found as Text[];
};

/** Bounds of the two overlaid ports (R1 pin1, R2 pin2). */
const portBounds = async () => {
  const json = await circuit();
  const at = (component: string, pin: string) => {
    const source = json.find(
      (e) => e.type === "source_component" && e.name === component,
    );
    const port = json.find(
      (e) =>
        e.type === "source_port" &&
        e.source_component_id === source?.source_component_id &&
        e.name === pin,
    );
    const sch = json.find(
      (e) =>
        e.type === "schematic_port" &&
        e.source_port_id === port?.source_port_id,
    );
    assert.ok(sch, `${component} ${pin}`);
    return sch.center as { x: number; y: number };
  };
  const a = at("R1", "pin1");
  const b = at("R2", "pin2");
  return {
    minX: Math.min(a.x, b.x),
    maxX: Math.max(a.x, b.x),
    minY: Math.min(a.y, b.y),
    maxY: Math.max(a.y, b.y),
  };
};

describe("docs/_descriptions/props/schematicbox.json", () => {
  it("name: with chipRef and no name the label is the chipRef selector; a plain box does not draw its name", async () => {
    assertNoErrors(await circuit());
    assert.equal((await text(".U1")).length, 1);
    assert.equal((await text("plainbox")).length, 0);
  });

  it('schX: the centre of a fixed box ("4mm" = 4), the X shift of a fitted box', async () => {
    const { plain, units, shifted } = await boxes();
    assert.equal(r3(plain.x + plain.width / 2), 0);
    assert.equal(r3(units.x + units.width / 2), 4);
    const p = await portBounds();
    assert.equal(r3(shifted.x), r3(p.minX - 0.5 + 10));
  });

  it('schY: the centre of a fixed box ("6mm" = 6), the Y shift of a fitted box', async () => {
    const { units, shifted } = await boxes();
    assert.equal(r3(units.y + units.height / 2), 6);
    const p = await portBounds();
    assert.equal(r3(shifted.y), r3(p.minY - 0.8 - 10));
  });

  it('width: schematic units, "2mm" = 2', async () => {
    const { plain, units } = await boxes();
    assert.equal(plain.width, 2);
    assert.equal(units.width, 2);
  });

  it('height: schematic units, "1mm" = 1', async () => {
    const { plain, units } = await boxes();
    assert.equal(plain.height, 1);
    assert.equal(units.height, 1);
  });

  it("padding: added on all four sides of a fitted box; a fixed box ignores it", async () => {
    const { units, fitted } = await boxes();
    assert.equal(units.width, 2);
    const p = await portBounds();
    assert.ok(p.maxX - p.minX > 1 && p.maxY - p.minY > 1);
    assert.equal(r3(fitted.x), r3(p.minX - 0.2));
    assert.equal(r3(fitted.y), r3(p.minY - 0.2));
    assert.equal(r3(fitted.width), r3(p.maxX - p.minX + 0.4));
    assert.equal(r3(fitted.height), r3(p.maxY - p.minY + 0.4));
  });

  it("paddingLeft: replaces padding on the left (low X) side", async () => {
    const { shifted } = await boxes();
    const p = await portBounds();
    assert.equal(r3(shifted.x), r3(p.minX - 0.5 + 10));
  });

  it('paddingRight: replaces padding on the right (high X) side; "0.6mm" = 0.6', async () => {
    const { shifted } = await boxes();
    const p = await portBounds();
    assert.equal(r3(shifted.x + shifted.width), r3(p.maxX + 0.6 + 10));
  });

  it("paddingTop: replaces padding at the top (high Y) side", async () => {
    const { shifted } = await boxes();
    const p = await portBounds();
    assert.equal(r3(shifted.y + shifted.height), r3(p.maxY + 0.7 - 10));
  });

  it("paddingBottom: replaces padding at the bottom (low Y) side", async () => {
    const { shifted } = await boxes();
    const p = await portBounds();
    assert.equal(r3(shifted.y), r3(p.minY - 0.8 - 10));
  });

  it("title: drawn as a schematic_text; no text when omitted", async () => {
    assert.equal((await text("T1")).length, 1);
    assert.equal((await text("T2")).length, 1);
    const { plain, shifted } = await boxes();
    const texts = (await circuit()).filter(
      (e) => e.type === "schematic_text",
    ) as Text[];
    // no text on or near the two boxes without a title
    for (const b of [plain, shifted])
      for (const t of texts)
        assert.ok(
          t.position.x < b.x - 0.3 ||
            t.position.x > b.x + b.width + 0.3 ||
            t.position.y < b.y - 0.3 ||
            t.position.y > b.y + b.height + 0.3,
          `${t.text} on an untitled box`,
        );
  });

  it("titleAlignment: top_left when omitted (the title sits on the box's top-left corner)", async () => {
    const { units } = await boxes();
    const [t1] = await text("T1");
    assert.equal(t1?.anchor, "bottom_left");
    assert.equal(r3(t1?.position.x), r3(units.x));
    const [t2] = await text("T2");
    assert.equal(t2?.anchor, "bottom_right");
  });

  it('titleColor: "#000000" when omitted', async () => {
    assert.equal((await text("T1"))[0]?.color, "#000000");
    assert.equal((await text("T2"))[0]?.color, "blue");
  });

  it('titleFontSize: 0.18 when omitted; "0.3mm" = 0.3', async () => {
    assert.equal((await text("T1"))[0]?.font_size, 0.18);
    assert.equal((await text("T2"))[0]?.font_size, 0.3);
  });

  it("titleInside: false when omitted (title above the box); true puts it inside", async () => {
    const { units, fitted } = await boxes();
    const [t1] = await text("T1");
    const [t2] = await text("T2");
    assert.ok(t1 && t2);
    assert.ok(t1.position.y > units.y + units.height);
    assert.ok(
      t2.position.y > fitted.y && t2.position.y < fitted.y + fitted.height,
    );
    assert.ok(
      t2.position.x > fitted.x && t2.position.x < fitted.x + fitted.width,
    );
  });

  it("strokeStyle: solid when omitted (is_dashed false); dashed sets is_dashed", async () => {
    const { plain, units, fitted, shifted } = await boxes();
    for (const b of [plain, units, shifted]) assert.equal(b.is_dashed, false);
    assert.equal(fitted.is_dashed, true);
  });
});
