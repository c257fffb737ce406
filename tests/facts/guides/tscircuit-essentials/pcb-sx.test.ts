import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../../support/circuit-json";

after(closeCircuitCompiler);

interface Text {
  text: string;
  font_size: number;
  anchor_position: { x: number; y: number };
}

const texts = (json: CircuitJsonElement[]) =>
  new Map(
    json
      .filter((e) => e.type === "pcb_silkscreen_text")
      .map((e) => [String(e.text), e as unknown as Text]),
  );

const errorsOf = (json: CircuitJsonElement[]) =>
  json.filter((e) => e.type.endsWith("_error"));

describe("/guides/tscircuit-essentials/pcb-sx", () => {
  it("footprint labels default to 0.4 mm (0603) and 0.5 mm (sot23), 1.375 mm above a 0603; a board's pcbSx is inherited, a part's is merged on top", async () => {
    const code = (sx: string) => `export default () => (
      <board width="22mm" height="12mm" ${sx}>
        <resistor name="R1" resistance="10k" footprint="0603" pcbX={-6} pcbY={0} />
        <transistor name="Q1" type="npn" footprint="sot23" pcbX={0} pcbY={0} />
        <capacitor name="C1" capacitance="100nF" footprint="0603" pcbX={6} pcbY={0}
          pcbSx={{ "& silkscreentext": { visibility: "hidden" } }} />
        <group pcbSx={{ "& silkscreentext": { fontSize: 0.7 } }}>
          <resistor name="R9" resistance="1k" footprint="0603" pcbX={0} pcbY={-4} />
        </group>
      </board>
    )`;
    const plain = texts(await circuitJsonOf(code("")));
    assert.equal(plain.get("R1")?.font_size, 0.4);
    assert.equal(plain.get("Q1")?.font_size, 0.5);
    assert.deepEqual(plain.get("R1")?.anchor_position, { x: -6, y: 1.375 });
    assert.equal(
      plain.get("R9")?.font_size,
      0.7,
      "a group's pcbSx reaches its children",
    );
    assert.ok(!plain.has("C1"), "hidden label is left out of the circuit");

    const json = await circuitJsonOf(
      code(`pcbSx={{ "& silkscreentext": { fontSize: "1mm" } }}`),
    );
    assert.deepEqual(errorsOf(json), []);
    const styled = texts(json);
    assert.equal(styled.get("R1")?.font_size, 1);
    assert.equal(styled.get("Q1")?.font_size, 1);
    assert.equal(styled.get("R9")?.font_size, 0.7, "the nearer pcbSx wins");
    assert.ok(!styled.has("C1"));
  });

  it("pcbX/pcbY move a generated label, in mm from the part; hand-drawn text keeps its place and its own fontSize", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="20mm" height="12mm" pcbSx={{ "& silkscreentext": { fontSize: 2, pcbX: 3, pcbY: 3 } }}>
        <resistor name="R1" resistance="1k" footprint="0603" pcbX={-4} pcbY={-1}
          pcbSx={{ "& silkscreentext": { pcbX: 0, pcbY: -1.5, fontSize: 0.8 } }} />
        <chip name="U1" pcbX={5} pcbY={0} footprint={<footprint>
          <smtpad portHints={["pin1"]} pcbX={-1} pcbY={0} width="1mm" height="1mm" shape="rect" />
          <smtpad portHints={["pin2"]} pcbX={1} pcbY={0} width="1mm" height="1mm" shape="rect" />
          <silkscreentext text="A" pcbX={0} pcbY={2} />
          <silkscreentext text="B" pcbX={0} pcbY={-2} fontSize="0.5mm" />
          <fabricationnotetext text="NOTE" pcbX={0} pcbY={3} />
        </footprint>} />
      </board>
    )`);
    const t = texts(json);
    assert.deepEqual(t.get("R1")?.anchor_position, { x: -4, y: -2.5 });
    assert.equal(t.get("R1")?.font_size, 0.8);
    assert.deepEqual(t.get("A")?.anchor_position, { x: 5, y: 2 });
    assert.equal(t.get("A")?.font_size, 2);
    assert.equal(t.get("B")?.font_size, 0.5);
    assert.equal(
      json.filter((e) => e.type === "pcb_fabrication_note_text").length,
      1,
    );
  });

  it('"& fabricationnotetext" visibility hides fabrication notes', async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="12mm" height="10mm" pcbSx={{ "& fabricationnotetext": { visibility: "hidden" } }}>
        <chip name="U1" footprint={<footprint>
          <smtpad portHints={["pin1"]} pcbX={-1} pcbY={0} width="1mm" height="1mm" shape="rect" />
          <fabricationnotetext text="NOTE" pcbX={0} pcbY={3} />
        </footprint>} />
      </board>
    )`);
    assert.equal(
      json.filter((e) => e.type === "pcb_fabrication_note_text").length,
      0,
    );
  });
});
