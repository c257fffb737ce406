import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { closeCircuitCompiler } from "../../support/circuit-json";
import {
  assertNoErrors,
  board,
  type CircuitJsonElement,
  compiled,
} from "./_compile";

after(closeCircuitCompiler);

const circuit = compiled(
  board(`
    <schematicarc center={{ x: -2, y: 1 }} radius={1} startAngleDegrees={0} endAngleDegrees={90} />
    <schematicarc center={{ x: "3mm", y: "-1mm" }} radius="0.5mm" startAngleDegrees="45deg" endAngleDegrees="180deg" direction="clockwise" strokeWidth="0.05mm" color="blue" />`),
);

/** The arcs in the order written. */
const arcs = async () => {
  const json = await circuit();
  const found = json.filter((e) => e.type === "schematic_arc");
  assert.equal(found.length, 2);
  return found as CircuitJsonElement[];
};

describe("docs/_descriptions/props/schematicarc.json", () => {
  it('center: schematic units, { x: "3mm", y: "-1mm" } = { x: 3, y: -1 }', async () => {
    assertNoErrors(await circuit());
    const [a, b] = await arcs();
    assert.deepEqual(a.center, { x: -2, y: 1 });
    assert.deepEqual(b.center, { x: 3, y: -1 });
  });

  it('radius: schematic units, "0.5mm" = 0.5', async () => {
    const [a, b] = await arcs();
    assert.equal(a.radius, 1);
    assert.equal(b.radius, 0.5);
  });

  it('startAngleDegrees: degrees, "45deg" = 45', async () => {
    const [a, b] = await arcs();
    assert.equal(a.start_angle_degrees, 0);
    assert.equal(b.start_angle_degrees, 45);
  });

  it('endAngleDegrees: degrees, "180deg" = 180', async () => {
    const [a, b] = await arcs();
    assert.equal(a.end_angle_degrees, 90);
    assert.equal(b.end_angle_degrees, 180);
  });

  it('direction: "counterclockwise" when omitted', async () => {
    const [a, b] = await arcs();
    assert.equal(a.direction, "counterclockwise");
    assert.equal(b.direction, "clockwise");
  });

  it('strokeWidth: 0.12 when omitted; "0.05mm" = 0.05', async () => {
    const [a, b] = await arcs();
    assert.equal(a.stroke_width, 0.12);
    assert.equal(b.stroke_width, 0.05);
  });

  it('color: "rgba(132, 0, 0)" when omitted; a given colour is kept', async () => {
    const [a, b] = await arcs();
    assert.equal(a.color, "rgba(132, 0, 0)");
    assert.equal(b.color, "blue");
  });
});
