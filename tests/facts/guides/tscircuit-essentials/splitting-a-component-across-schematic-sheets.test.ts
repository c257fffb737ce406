import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../../support/circuit-json";

after(closeCircuitCompiler);

interface Point {
  x: number;
  y: number;
}

const u1 = `<chip name="U1" footprint="soic8" pcbX={0}
  pinLabels={{ pin1: "VCC", pin2: "PA0", pin3: "PA1", pin4: "GND", pin5: "PB0", pin6: "PB1", pin7: "PB2", pin8: "PB3" }}
  pinAttributes={{ VCC: { requiresPower: true }, GND: { requiresGround: true } }} />`;
const powerBox = (box = `pinLabels={{ pin1: "VCC", pin2: "GND" }}`) =>
  `<schematicbox name="U1A" chipRef=".U1" width={1.2} height={0.8} ${box} schPinArrangement={{ leftSide: ["pin1", "pin2"] }} />`;
const ioBox = `<schematicbox name="U1B" chipRef=".U1" width={1.2} height={0.8}
  pinLabels={{ pin1: "PA0", pin2: "PA1" }} schPinArrangement={{ rightSide: ["pin1", "pin2"] }} />`;
const c1 = `<capacitor name="C1" capacitance="100nF" footprint="0603" pcbX={-7} schX={-2.5} schRotation={90} connections={{ pin1: "U1.VCC", pin2: "U1.GND" }} />`;
const r1 = `<resistor name="R1" resistance="330" footprint="0603" pcbX={7} pcbY={2} schX={2} schY={0.1} connections={{ pin1: "U1.PA0" }} />`;
const d1 = (cathode = "U1.PA1") =>
  `<led name="D1" color="green" footprint="0603" pcbX={7} pcbY={-2} schX={3.5} schY={-0.6} schRotation={-90} connections={{ anode: "R1.pin2", cathode: "${cathode}" }} />`;

const sheet = (name: string, index: number, body: string) =>
  `<schematicsheet name="${name}" displayName="U1 ${name}" sheetIndex={${index}} sheetWidth={120} sheetHeight={80}>${body}</schematicsheet>`;
const board = (body: string) =>
  `export default () => (<board width="24mm" height="12mm" routingDisabled>${u1}${body}</board>)`;

const byType = (json: CircuitJsonElement[], type: string) =>
  json.filter((e) => e.type === type);
const idOf = (json: CircuitJsonElement[], name: string) =>
  byType(json, "source_component").find((e) => e.name === name)
    ?.source_component_id;
const sheetId = (json: CircuitJsonElement[], name: string) =>
  byType(json, "schematic_sheet").find((e) => e.name === name)
    ?.schematic_sheet_id;
const sheetsOf = (json: CircuitJsonElement[], name: string) =>
  byType(json, "schematic_component")
    .filter((c) => c.source_component_id === idOf(json, name))
    .map((c) => c.schematic_sheet_id);
const errorsOf = (json: CircuitJsonElement[]) =>
  json.filter((e) => e.type.endsWith("_error"));

describe("/guides/tscircuit-essentials/splitting-a-component-across-schematic-sheets", () => {
  it("each box is a drawing of U1 on its sheet, using U1's own ports; U1's full symbol is on no sheet; one footprint", async () => {
    const json = await circuitJsonOf(
      board(
        sheet("power", 0, powerBox() + c1) + sheet("io", 1, ioBox + r1 + d1()),
      ),
    );
    assert.deepEqual(errorsOf(json), []);
    const power = sheetId(json, "power");
    const io = sheetId(json, "io");
    assert.deepEqual(
      [...sheetsOf(json, "U1")].sort(),
      [undefined, power, io].sort(),
      "U1: one sheetless symbol and one box per sheet",
    );
    const u1Id = idOf(json, "U1");
    const boxOn = (sheet: unknown) =>
      byType(json, "schematic_component").find(
        (c) => c.source_component_id === u1Id && c.schematic_sheet_id === sheet,
      )!;
    const powerBoxRec = boxOn(power);
    const boxPorts = byType(json, "schematic_port").filter(
      (p) => p.schematic_component_id === powerBoxRec.schematic_component_id,
    );
    const chipPorts = new Map(
      byType(json, "source_port")
        .filter((p) => p.source_component_id === u1Id)
        .map((p) => [p.source_port_id, p.name]),
    );
    assert.deepEqual(
      boxPorts.map((p) => [
        chipPorts.get(String(p.source_port_id)),
        p.display_pin_label,
        p.side_of_component,
      ]),
      [
        ["VCC", "VCC", "left"],
        ["GND", "GND", "left"],
      ],
    );
    const title = byType(json, "schematic_text").find(
      (t) =>
        t.text === "U1A" &&
        t.schematic_component_id === powerBoxRec.schematic_component_id,
    );
    const c = powerBoxRec.center as Point;
    assert.ok(
      title && (title.position as Point).y > c.y + 0.4,
      "title above the box",
    );
    // The capacitor's line ends on the box's VCC pin.
    const vcc = boxPorts[0].center as Point;
    const ends = byType(json, "schematic_trace").flatMap((t) =>
      (t.edges as { from: Point; to: Point }[]).flatMap((e) => [e.from, e.to]),
    );
    assert.ok(
      ends.some(
        (p) => Math.abs(p.x - vcc.x) < 1e-6 && Math.abs(p.y - vcc.y) < 1e-6,
      ),
    );
    assert.deepEqual(sheetsOf(json, "C1"), [power]);
    assert.deepEqual(sheetsOf(json, "D1"), [io]);
    assert.equal(
      byType(json, "pcb_component").filter(
        (p) => p.source_component_id === u1Id,
      ).length,
      1,
    );
    assert.equal(byType(json, "schematic_sheet_styling_warning").length, 2);
  });

  it("parts outside the sheets land on the one sheet their nets reach; a part reaching two sheets lands on none", async () => {
    const json = await circuitJsonOf(
      board(
        sheet("io", 0, ioBox) + sheet("power", 1, powerBox()) + c1 + r1 + d1(),
      ),
    );
    assert.deepEqual(errorsOf(json), []);
    assert.deepEqual(sheetsOf(json, "R1"), [sheetId(json, "io")]);
    assert.deepEqual(sheetsOf(json, "D1"), [sheetId(json, "io")]);
    assert.deepEqual(sheetsOf(json, "C1"), [sheetId(json, "power")]);
    const two = await circuitJsonOf(
      board(
        sheet("io", 0, ioBox) +
          sheet("power", 1, powerBox()) +
          c1 +
          `<led name="D2" color="red" footprint="0603" pcbX={7} connections={{ anode: "U1.PA0", cathode: "U1.GND" }} />`,
      ),
    );
    assert.deepEqual(sheetsOf(two, "D2"), [undefined]);
  });

  it("a box label the chip lacks, or a chipRef that finds nothing, stops the compile", async () => {
    await assert.rejects(
      circuitJsonOf(
        board(
          sheet(
            "power",
            0,
            powerBox(`pinLabels={{ pin1: "VCC", pin2: "PA9" }}`),
          ),
        ),
      ),
      /Could not find pin "PA9" on chipRef ".U1"/,
    );
    await assert.rejects(
      circuitJsonOf(
        board(
          sheet(
            "power",
            0,
            `<schematicbox name="X" chipRef=".U7" width={1} height={1} pinLabels={{ pin1: "VCC" }} />`,
          ),
        ),
      ),
      /Could not resolve chipRef/,
    );
  });

  it("the box's name is no part: connecting to U1A.VCC fails", async () => {
    let failed = false;
    try {
      const json = await circuitJsonOf(
        board(
          sheet(
            "power",
            0,
            powerBox() +
              `<capacitor name="C1" capacitance="100nF" footprint="0603" pcbX={-7} connections={{ pin1: "U1A.VCC", pin2: "U1.GND" }} />`,
          ),
        ),
      );
      failed = errorsOf(json).length > 0;
    } catch {
      failed = true;
    }
    assert.ok(failed);
  });
});
