import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  centresByName,
  circuitJsonOf,
  closeCircuitCompiler,
  type Point,
} from "../../../support/circuit-json";

after(closeCircuitCompiler);

const centres = (json: CircuitJsonElement[]) => centresByName(json);

const errorMessages = (json: CircuitJsonElement[]): string[] =>
  json.filter((e) => e.type.endsWith("_error")).map((e) => String(e.message));

const board = (children: string, size = 'width="30mm" height="20mm"') =>
  `export default () => (<board ${size}>${children}</board>)`;

describe("/guides/tscircuit-essentials/using-expressions", () => {
  it("the calc() example places J1, D1 and R1 where the page says", async () => {
    const json = await circuitJsonOf(
      board(`
        <pinheader name="J1" pinCount={2} pitch="2.54mm" pcbRotation={90} pcbX="calc(board.minX + 2mm)" pcbY={0} />
        <led name="D1" color="green" footprint="0603" pcbX="calc(board.maxX - 3mm)" pcbY="calc(board.maxY - 3mm)" />
        <resistor name="R1" resistance="330" footprint="0603" pcbX="calc((board.minX + board.maxX) / 2)" pcbY="calc(board.maxY - 3 * 1mm)" />`),
    );
    const c = centres(json);
    assert.deepEqual(c.J1, { x: -13, y: 0 });
    assert.ok(Math.abs(c.D1.x - 12) < 1e-9 && Math.abs(c.D1.y - 7) < 1e-9);
    assert.deepEqual(c.R1, { x: 0, y: 7 });
    assert.deepEqual(errorMessages(json), []);
  });

  it("board.minY is the bottom edge, mm is optional, and parts follow a wider board", async () => {
    const json = await circuitJsonOf(
      board(
        `<led name="D1" footprint="0603" pcbX="calc(board.maxX - 3mm)" pcbY="calc(board.minY + 3)" />`,
        'width="40mm" height="20mm"',
      ),
    );
    const d1 = centres(json).D1;
    assert.ok(Math.abs(d1.x - 17) < 1e-9);
    assert.ok(Math.abs(d1.y + 7) < 1e-9);
  });

  it("edge props such as pcbLeftEdgeX accept calc()", async () => {
    const json = await circuitJsonOf(
      board(
        `<resistor name="R1" resistance="1k" footprint="0603" pcbLeftEdgeX="calc(board.minX + 2mm)" />`,
      ),
    );
    const component = json.find((e) => e.type === "pcb_component");
    assert.ok(component);
    const left = (component.center as Point).x - Number(component.width) / 2;
    assert.ok(Math.abs(left + 13) < 1e-9);
  });

  it("board.* on an auto-sized board reports the auto-sized error", async () => {
    const json = await circuitJsonOf(
      board(
        `<resistor name="R1" resistance="1k" footprint="0603" pcbX="calc(board.minX + 2mm)" />`,
        "",
      ),
    );
    const errors = json.filter((e) => e.type.endsWith("_error"));
    assert.equal(errors[0]?.type, "source_invalid_component_property_error");
    assert.match(
      String(errors[0]?.message),
      /Cannot do calculations based on board size when the board is auto-sized/,
    );
  });

  it("a unit other than mm inside calc() stops the compile", async () => {
    await assert.rejects(
      circuitJsonOf(
        board(
          `<resistor name="R1" resistance="1k" footprint="0603" pcbX="calc(board.minX + 0.2in)" />`,
        ),
      ),
      /Unknown unit: "in"/,
    );
  });

  it('pcbX="0.2in" reports an invalid calc() expression but is placed at 5.08 mm', async () => {
    const json = await circuitJsonOf(
      board(
        `<resistor name="R1" resistance="1k" footprint="0603" pcbX="0.2in" />`,
      ),
    );
    assert.ok(
      errorMessages(json).some((m) => m.includes("Invalid calc() expression")),
    );
    assert.ok(Math.abs(centres(json).R1.x - 5.08) < 1e-9);
  });

  it("footprint primitives get neither board variables nor component references", async () => {
    const pad = (x: string) =>
      board(
        `<resistor name="R2" resistance="1k" footprint="0603" pcbX={5} /><chip name="U1" footprint={<footprint><smtpad portHints={["1"]} shape="rect" width="1mm" height="1mm" pcbX="${x}" pcbY={0} /></footprint>} />`,
      );
    const withBoard = await circuitJsonOf(pad("calc(board.minX + 1)"));
    assert.ok(
      errorMessages(withBoard).some((m) =>
        m.includes('Unknown variable: "board.minX"'),
      ),
    );
    const withComponent = await circuitJsonOf(pad("calc(R2.x + 1)"));
    assert.ok(
      errorMessages(withComponent).some((m) =>
        m.includes(
          "component-relative calc references are not supported for footprint elements",
        ),
      ),
    );
    for (const json of [withBoard, withComponent]) {
      const pads = json.filter(
        (e) => e.type === "pcb_smtpad" && e.pcb_component_id !== undefined,
      );
      assert.ok(pads.some((p) => p.x === 0 && p.y === 0));
    }
  });

  it("schX does not evaluate calc()", async () => {
    const json = await circuitJsonOf(
      board(
        `<resistor name="R1" resistance="1k" footprint="0603" schX="calc(1 + 2)" />`,
      ),
    );
    const symbol = json.find((e) => e.type === "schematic_component");
    assert.ok(symbol);
    assert.ok(!Number.isFinite((symbol.center as Point).x));
  });
});
