import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

interface Located {
  x: number;
  y: number;
  port_hints?: string[];
}

interface SilkscreenPath {
  route: { x: number; y: number }[];
}

interface SchematicPort {
  source_port_id: string;
  center: { x: number; y: number };
}

interface SourcePort {
  source_port_id: string;
  name: string;
  port_hints?: string[];
}

function ofType<T>(json: CircuitJsonElement[], type: string): T[] {
  return json.filter((e) => e.type === type) as unknown as T[];
}

const board = (inner: string, width = "14mm") =>
  `export default () => (<board width="${width}" height="12mm">${inner}</board>)`;

const pairs = `internallyConnectedPins={[["pin1", "pin2"], ["pin3", "pin4"]]}`;

describe("/elements/pushbutton", () => {
  it('the "pushbutton" footprint has four holes on a 4.5 mm x 6.5 mm grid, pins 1 and 4 on top', async () => {
    const json = await circuitJsonOf(
      board(
        `<pushbutton name="SW1" footprint="pushbutton" ${pairs} connections={{ pin1: "net.BTN", pin3: "net.GND" }} />`,
      ),
    );
    const holes = ofType<Located>(json, "pcb_plated_hole");
    assert.equal(holes.length, 4);
    const hole = (n: string) => holes.find((h) => h.port_hints?.includes(n));
    assert.equal(Math.abs((hole("1")?.x ?? 0) - (hole("4")?.x ?? 0)), 4.5);
    assert.equal(Math.abs((hole("1")?.y ?? 0) - (hole("2")?.y ?? 0)), 6.5);
    assert.ok((hole("1")?.y ?? 0) > 0 && (hole("4")?.y ?? 0) > 0);
    // pin1 and pin2 are the left column, pin3 and pin4 the right column
    assert.equal(hole("1")?.x, hole("2")?.x);
    assert.equal(hole("3")?.x, hole("4")?.x);
    assert.ok((hole("1")?.x ?? 0) < 0 && (hole("4")?.x ?? 0) > 0);
    // the silkscreen joins each column (1-2 and 3-4) with a vertical line
    const paths = ofType<SilkscreenPath>(json, "pcb_silkscreen_path");
    const joins = (a: Located | undefined, b: Located | undefined) =>
      paths.some(
        (p) =>
          p.route.length === 2 &&
          p.route.every((pt) => pt.x === a?.x && pt.x === b?.x) &&
          p.route.some((pt) => pt.y === a?.y) &&
          p.route.some((pt) => pt.y === b?.y),
      );
    assert.ok(joins(hole("1"), hole("2")));
    assert.ok(joins(hole("4"), hole("3")));
    assert.ok(!joins(hole("1"), hole("4")));
    const component = json.find((e) => e.type === "pcb_component");
    assert.equal(component?.width, 6);
    assert.equal(component?.height, 8);
  });

  it("pins are pin1..pin4 without aliases; the symbol is the normally-open push button", async () => {
    const json = await circuitJsonOf(
      board(
        `<pushbutton name="SW1" footprint="pushbutton" ${pairs} connections={{ pin1: "net.BTN", pin3: "net.GND" }} />`,
      ),
    );
    const ports = ofType<SourcePort>(json, "source_port");
    assert.deepEqual(
      ports.map((p) => p.name),
      ["pin1", "pin2", "pin3", "pin4"],
    );
    for (const p of ports)
      assert.deepEqual(p.port_hints, [p.name, p.name.slice(3)]);
    assert.match(
      JSON.stringify(json),
      /"symbol_name":"push_button_normally_open_momentary_right"/,
    );
    // with the 1-2 / 3-4 pairs: pin1 and pin2 on the left end, pin3 and pin4 on the right end
    const sch = ofType<SchematicPort>(json, "schematic_port");
    const xOf = (name: string) => {
      const id = ports.find((p) => p.name === name)?.source_port_id;
      return sch.find((s) => s.source_port_id === id)?.center.x ?? 0;
    };
    assert.ok(xOf("pin1") < 0 && xOf("pin2") < 0);
    assert.ok(xOf("pin3") > 0 && xOf("pin4") > 0);
  });

  it("legs without traces warn unless internallyConnectedPins declares them", async () => {
    const bare = await circuitJsonOf(
      board(
        `<pushbutton name="SW1" footprint="pushbutton" connections={{ pin1: "net.BTN", pin2: "net.GND" }} />`,
      ),
    );
    const messages = bare
      .filter((e) => e.type === "source_pin_missing_trace_warning")
      .map((e) => String(e.message));
    assert.ok(messages.includes("Port pin3 on SW1 is missing a trace"));
    // core assumes no internal pairs of its own
    assert.ok(
      !bare.some((e) => e.type === "source_component_internal_connection"),
    );
    // without pairs, pin3 and pin4 are not drawn on the symbol
    assert.equal(bare.filter((e) => e.type === "schematic_port").length, 2);
    const declared = await circuitJsonOf(
      board(
        `<pushbutton name="SW1" footprint="pushbutton" ${pairs} connections={{ pin1: "net.BTN", pin3: "net.GND" }} />`,
      ),
    );
    assert.ok(
      !declared.some((e) => e.type === "source_pin_missing_trace_warning"),
    );
  });

  it("internallyConnectedPins written with pinLabels names places each pair on its own end of the symbol", async () => {
    const json = await circuitJsonOf(
      board(
        `<pushbutton name="SW1" footprint="pushbutton" pinLabels={{ pin1: "A", pin2: "B", pin3: "C", pin4: "D" }} internallyConnectedPins={[["A", "B"], ["C", "D"]]} connections={{ A: "net.BTN", C: "net.GND" }} />`,
      ),
    );
    assert.equal(
      json.filter((e) => e.type === "source_component_internal_connection")
        .length,
      2,
    );
    const ports = ofType<SourcePort>(json, "source_port");
    const sch = ofType<SchematicPort>(json, "schematic_port");
    const xOf = (name: string) => {
      const id = ports.find((p) => p.name === name)?.source_port_id;
      return sch.find((s) => s.source_port_id === id)?.center.x;
    };
    // A and B on the left end, C and D on the right end
    assert.ok((xOf("A") ?? 0) < 0 && (xOf("B") ?? 0) < 0);
    assert.ok((xOf("C") ?? 0) > 0 && (xOf("D") ?? 0) > 0);
    assert.ok(!json.some((e) => e.type === "source_pin_missing_trace_warning"));
  });

  it("wiring both nets to one internal pair reports no error, only missing-trace warnings for the other pair", async () => {
    const json = await circuitJsonOf(
      board(
        `<pushbutton name="SW1" footprint="pushbutton" ${pairs} connections={{ pin1: "net.BTN", pin2: "net.GND" }} pcbX={-3} />
        <pinheader name="J1" pinCount={2} pinLabels={["BTN", "GND"]} pcbX={7} pcbRotation={90} connections={{ BTN: "net.BTN", GND: "net.GND" }} />`,
        "22mm",
      ),
    );
    assert.deepEqual(
      json.filter((e) => e.type.endsWith("_error")).map((e) => e.type),
      [],
    );
    const messages = json
      .filter((e) => e.type === "source_pin_missing_trace_warning")
      .map((e) => String(e.message))
      .sort();
    assert.deepEqual(messages, [
      "Port pin3 on SW1 is missing a trace",
      "Port pin4 on SW1 is missing a trace",
    ]);
  });

  it("externallyConnectedPins adds no trace on a push button; schWidth does not resize it", async () => {
    const json = await circuitJsonOf(
      board(
        `<pushbutton name="SW1" footprint="pushbutton" schWidth={3} externallyConnectedPins={[["pin1", "pin4"]]} connections={{ pin1: "net.BTN", pin2: "net.GND" }} />`,
      ),
    );
    assert.equal(json.filter((e) => e.type === "source_trace").length, 2);
    const sch = json.find((e) => e.type === "schematic_component") as
      | { size?: { width: number } }
      | undefined;
    assert.ok((sch?.size?.width ?? 0) < 1);
  });

  it("without a footprint a push button has two pins and reports pcb_missing_footprint_error", async () => {
    const json = await circuitJsonOf(board(`<pushbutton name="SW1" />`));
    assert.ok(json.some((e) => e.type === "pcb_missing_footprint_error"));
    assert.deepEqual(
      ofType<SourcePort>(json, "source_port").map((p) => p.name),
      ["pin1", "pin2"],
    );
  });
});
