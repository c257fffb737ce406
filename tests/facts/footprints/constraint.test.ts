import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { loadPropsTable } from "../../../plugins/props-tables/table";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

interface Pad extends CircuitJsonElement {
  x: number;
  y: number;
  width: number;
  height: number;
  port_hints: string[];
}

const padsByHint = (json: CircuitJsonElement[]): Record<string, Pad> => {
  const pads: Record<string, Pad> = {};
  for (const e of json) {
    if (e.type === "pcb_smtpad") {
      const pad = e as Pad;
      pads[pad.port_hints[0]] = pad;
    }
  }
  return pads;
};

const near = (a: number, b: number) =>
  assert.ok(Math.abs(a - b) < 1e-6, `${a} is not ${b}`);

/** Our description of one prop in an element's props table. */
function rowText(element: string, prop: string): string {
  const { table } = loadPropsTable(element);
  const row = [...table.own, ...table.inherited.flatMap((g) => g.props)].find(
    (r) => r.name === prop,
  );
  assert.ok(row, `<${element}> has ${prop}`);
  return row.description ?? "";
}

describe("/footprints/constraint", () => {
  it("xDist (centre to centre and edge to edge) and sameY place pads, re-centred on the component", async () => {
    const json = await circuitJsonOf(`
export default () => (
  <board width="30mm" height="20mm">
    <chip name="U1" pcbX={5} footprint={<footprint>
      <smtpad name="P1" shape="rect" width="1mm" height="2mm" portHints={["pin1"]} />
      <smtpad name="P2" shape="rect" width="1mm" height="2mm" pcbY={3} portHints={["pin2"]} />
      <smtpad name="P3" shape="rect" width="2mm" height="1mm" portHints={["pin3"]} />
      <smtpad shape="rect" width="1mm" height="1mm" pcbY={-4} portHints={["pin4"]} />
      <constraint xDist="5mm" centerToCenter left=".P1" right=".P2" />
      <constraint sameY for={[".P1", ".P2", ".P3"]} />
      <constraint xDist="1mm" edgeToEdge left=".P2" right=".P3" />
    </footprint>} />
  </board>
)`);
    const pads = padsByHint(json);
    near(pads.pin2.x - pads.pin1.x, 5);
    // gap between P2's right edge and P3's left edge
    near(pads.pin3.x - 1 - (pads.pin2.x + 0.5), 1);
    near(pads.pin1.y, pads.pin2.y);
    near(pads.pin1.y, pads.pin3.y);
    // the constrained pads span -4.5 … 4.5 around the component's origin (x = 5)
    near(pads.pin1.x - 0.5, 0.5);
    near(pads.pin3.x + 1, 9.5);
    // a pad no constraint names stays where pcbX/pcbY put it
    near(pads.pin4.x, 5);
    near(pads.pin4.y, -4);
  });

  it("sameX is dropped and ignored; xDist 0mm centerToCenter makes a column", async () => {
    const json = await circuitJsonOf(`
export default () => (
  <board width="30mm" height="20mm">
    <chip name="U1" footprint={<footprint>
      <smtpad name="A" shape="rect" width="1mm" height="1mm" pcbX={2} portHints={["pin1"]} />
      <smtpad name="B" shape="rect" width="1mm" height="1mm" portHints={["pin2"]} />
      <smtpad name="C" shape="rect" width="1mm" height="1mm" pcbX={6} portHints={["pin3"]} />
      <smtpad name="D" shape="rect" width="1mm" height="1mm" pcbX={4} portHints={["pin4"]} />
      <constraint sameX for={[".A", ".B"]} />
      <constraint yDist="2.54mm" centerToCenter top=".A" bottom=".B" />
      <constraint xDist="0mm" centerToCenter left=".C" right=".D" />
      <constraint yDist="2.54mm" centerToCenter top=".C" bottom=".D" />
    </footprint>} />
  </board>
)`);
    const pads = padsByHint(json);
    near(pads.pin1.y - pads.pin2.y, 2.54);
    near(pads.pin1.x - pads.pin2.x, 2);
    near(pads.pin3.x, pads.pin4.x);
    near(pads.pin3.y - pads.pin4.y, 2.54);
  });

  it("yDist with edgeToEdge measures top edge to top edge; a distance without a mode is ignored", async () => {
    const json = await circuitJsonOf(`
export default () => (
  <board width="30mm" height="20mm">
    <chip name="U1" footprint={<footprint>
      <smtpad name="A" shape="rect" width="1mm" height="2mm" portHints={["pin1"]} />
      <smtpad name="B" shape="rect" width="1mm" height="1mm" portHints={["pin2"]} />
      <smtpad name="C" shape="rect" width="1mm" height="1mm" pcbX={3} portHints={["pin3"]} />
      <smtpad name="D" shape="rect" width="1mm" height="1mm" pcbX={3} pcbY={1.5} portHints={["pin4"]} />
      <constraint yDist="3mm" edgeToEdge top=".A" bottom=".B" />
      <constraint yDist="3mm" top=".C" bottom=".D" />
    </footprint>} />
  </board>
)`);
    const pads = padsByHint(json);
    near(pads.pin1.y + 1 - (pads.pin2.y + 0.5), 3);
    near(pads.pin1.y - 1 - (pads.pin2.y + 0.5), 1);
    near(pads.pin4.y - pads.pin3.y, 1.5);
  });

  it("edge selectors make core throw in a footprint", async () => {
    await assert.rejects(
      circuitJsonOf(`
export default () => (
  <board width="30mm" height="20mm">
    <chip name="U1" footprint={<footprint>
      <smtpad name="P1" shape="rect" width="1mm" height="2mm" portHints={["pin1"]} />
      <smtpad name="P2" shape="rect" width="1mm" height="2mm" portHints={["pin2"]} />
      <constraint xDist="3mm" centerToCenter left=".P1 rightedge" right=".P2 leftedge" />
    </footprint>} />
  </board>
)`),
      /edge constraints not implemented yet for footprint layout/,
    );
  });

  it("a center suffix throws too, and the selector rows of the table say so", async () => {
    await assert.rejects(
      circuitJsonOf(`
export default () => (
  <board width="30mm" height="20mm">
    <chip name="U1" footprint={<footprint>
      <smtpad name="P1" shape="rect" width="1mm" height="1mm" portHints={["pin1"]} />
      <smtpad name="P2" shape="rect" width="1mm" height="1mm" portHints={["pin2"]} />
      <constraint xDist="3mm" centerToCenter left=".P1 center" right=".P2" />
    </footprint>} />
  </board>
)`),
      /edge constraints not implemented yet for footprint layout/,
    );
    for (const prop of ["left", "right", "top", "bottom", "for"]) {
      const text = rowText("constraint", prop);
      assert.match(text, /does not support an edge or centre suffix/, prop);
      assert.match(text, /edge constraints not implemented yet/, prop);
    }
  });
});
