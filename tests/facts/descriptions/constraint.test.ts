import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { constraintProps } from "@tscircuit/props";
import { closeCircuitCompiler } from "../../support/circuit-json";
import { assertNoErrors, board, compiled, r3 } from "./_compile";

after(closeCircuitCompiler);

const pad = (name: string, w: number, h: number, pin: number, at = "") =>
  `<smtpad name="${name}" shape="rect" width="${w}mm" height="${h}mm" portHints={["pin${pin}"]} ${at} />`;
const chip = (name: string, x: number, inner: string) =>
  `<chip name="${name}" pcbX={${x}} footprint={<footprint>${inner}</footprint>} />`;

/**
 * U1: a 2.54 mm pitch; U2: a 0.6 mm gap between a 3 mm and a 1 mm pad;
 * U3: yDist edge to edge between a 1 mm and a 3 mm high pad, and centre to
 * centre; U4: constraints the core ignores.
 */
const circuit = compiled(
  board(
    `${chip(
      "U1",
      -12,
      `${pad("P1", 1, 1, 1)}${pad("P2", 1, 1, 2)}
      <constraint xDist="2.54mm" centerToCenter left=".P1" right=".P2" />
      <constraint sameY for={[".P1", ".P2"]} />`,
    )}
    ${chip(
      "U2",
      -4,
      `${pad("T", 3, 3, 1)}${pad("S", 1, 1, 2)}
      <constraint xDist={0.6} edgeToEdge left=".T" right=".S" />
      <constraint sameY for={[".T", ".S"]} />`,
    )}
    ${chip(
      "U3",
      4,
      `${pad("A", 1, 1, 1)}${pad("B", 1, 3, 2)}${pad("C", 1, 1, 3)}${pad("D", 1, 1, 4)}
      <constraint yDist="2mm" edgeToEdge top=".A" bottom=".B" />
      <constraint xDist="0mm" centerToCenter left=".A" right=".B" />
      <constraint yDist={2} centerToCenter top=".C" bottom=".D" />
      <constraint xDist="3mm" centerToCenter left=".A" right=".C" />
      <constraint xDist="0mm" centerToCenter left=".C" right=".D" />`,
    )}
    ${chip(
      "U4",
      12,
      `${pad("Q1", 1, 1, 1, "pcbX={-1} pcbY={-1}")}${pad("Q2", 1, 1, 2, "pcbX={1} pcbY={1}")}
      <constraint xDist="5mm" left=".Q1" right=".Q2" />
      <constraint sameX for={[".Q1", ".Q2"]} />`,
    )}`,
    'width="34mm" height="14mm"',
  ),
);

/** Pad centres (rounded to 0.001 mm) keyed "<chip>.<pin>". */
const pads = async () => {
  const json = await circuit();
  const byPort = new Map(
    json
      .filter((e) => e.type === "pcb_smtpad")
      .map((p) => [p.pcb_port_id, p] as const),
  );
  const out = new Map<string, { x: number; y: number }>();
  const sourceNames = new Map(
    json
      .filter((e) => e.type === "source_component")
      .map((c) => [c.source_component_id, String(c.name)]),
  );
  for (const port of json.filter((e) => e.type === "pcb_port")) {
    const source = json.find(
      (e) =>
        e.type === "source_port" && e.source_port_id === port.source_port_id,
    );
    const pad = byPort.get(port.pcb_port_id);
    if (!source || !pad) continue;
    out.set(`${sourceNames.get(source.source_component_id)}.${source.name}`, {
      x: r3(pad.x),
      y: r3(pad.y),
    });
  }
  return out;
};
const at = async (key: string) => {
  const found = (await pads()).get(key);
  assert.ok(found, `pad ${key}`);
  return found;
};

describe("docs/_descriptions/props/constraint.json", () => {
  it('xDist: mm ("2.54mm"), centre to centre with centerToCenter, facing edges with edgeToEdge (0.6), ignored with neither', async () => {
    assertNoErrors(await circuit());
    assert.equal(r3((await at("U1.pin2")).x - (await at("U1.pin1")).x), 2.54);
    // U2: T is 3 mm wide, S 1 mm: S's left edge minus T's right edge.
    assert.equal(
      r3((await at("U2.pin2")).x - 0.5 - ((await at("U2.pin1")).x + 1.5)),
      0.6,
    );
    // U4: the 5 mm with no mode leaves Q1 and Q2 2 mm apart, as placed.
    assert.equal(r3((await at("U4.pin2")).x - (await at("U4.pin1")).x), 2);
  });

  it("yDist: mm; centerToCenter is centre to centre (2), edgeToEdge measures top edge to top edge (2)", async () => {
    assert.equal(r3((await at("U3.pin3")).y - (await at("U3.pin4")).y), 2);
    // A is 1 mm high, B 3 mm: top of A minus top of B.
    assert.equal(
      r3((await at("U3.pin1")).y + 0.5 - ((await at("U3.pin2")).y + 1.5)),
      2,
    );
  });

  it("sameX: dropped by the props parser, so the pads stay where they were placed", async () => {
    const parsed = constraintProps.parse({
      sameX: true,
      for: [".Q1", ".Q2"],
    }) as Record<string, unknown>;
    assert.equal(parsed.sameX, undefined);
    assert.notEqual((await at("U4.pin1")).x, (await at("U4.pin2")).x);
  });
});
