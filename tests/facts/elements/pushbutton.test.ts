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

const board = (inner: string) =>
  `export default () => (<board width="14mm" height="12mm">${inner}</board>)`;

const pairs = `internallyConnectedPins={[["pin1", "pin4"], ["pin2", "pin3"]]}`;

describe("/elements/pushbutton", () => {
  it('the "pushbutton" footprint has four holes on a 4.5 mm x 6.5 mm grid, pins 1 and 4 on top', async () => {
    const json = await circuitJsonOf(
      board(
        `<pushbutton name="SW1" footprint="pushbutton" ${pairs} connections={{ pin1: "net.BTN", pin2: "net.GND" }} />`,
      ),
    );
    const holes = ofType<Located>(json, "pcb_plated_hole");
    assert.equal(holes.length, 4);
    const hole = (n: string) => holes.find((h) => h.port_hints?.includes(n));
    assert.equal(Math.abs((hole("1")?.x ?? 0) - (hole("4")?.x ?? 0)), 4.5);
    assert.equal(Math.abs((hole("1")?.y ?? 0) - (hole("2")?.y ?? 0)), 6.5);
    assert.ok((hole("1")?.y ?? 0) > 0 && (hole("4")?.y ?? 0) > 0);
    const component = json.find((e) => e.type === "pcb_component");
    assert.equal(component?.width, 6);
    assert.equal(component?.height, 8);
  });

  it("pins are pin1..pin4 without aliases; the symbol is the normally-open push button", async () => {
    const json = await circuitJsonOf(
      board(
        `<pushbutton name="SW1" footprint="pushbutton" ${pairs} connections={{ pin1: "net.BTN", pin2: "net.GND" }} />`,
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
    // pin1 and pin4 on the left end, pin2 and pin3 on the right end
    const sch = ofType<SchematicPort>(json, "schematic_port");
    const xOf = (name: string) => {
      const id = ports.find((p) => p.name === name)?.source_port_id;
      return sch.find((s) => s.source_port_id === id)?.center.x ?? 0;
    };
    assert.ok(xOf("pin1") < 0 && xOf("pin4") < 0);
    assert.ok(xOf("pin2") > 0 && xOf("pin3") > 0);
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
    const declared = await circuitJsonOf(
      board(
        `<pushbutton name="SW1" footprint="pushbutton" ${pairs} connections={{ pin1: "net.BTN", pin2: "net.GND" }} />`,
      ),
    );
    assert.ok(
      !declared.some((e) => e.type === "source_pin_missing_trace_warning"),
    );
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
