import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

interface SmtPad extends CircuitJsonElement {
  x: number;
  width: number;
  height: number;
  port_hints: string[];
}

interface RoutePoint {
  width?: number;
}

const board = (inner: string): string =>
  `export default () => (<board width="30mm" height="20mm">${inner}</board>)`;

const padsOf = (json: CircuitJsonElement[]): SmtPad[] =>
  json
    .filter((e): e is SmtPad => e.type === "pcb_smtpad")
    .sort((a, b) => a.x - b.x);

const symbolOf = (json: CircuitJsonElement[]): unknown =>
  json.find((e) => e.type === "schematic_component")?.symbol_name;

describe("/elements/solderjumper", () => {
  it("without a footprint: two pins and a symbol, but no pads and no error", async () => {
    const json = await circuitJsonOf(board(`<solderjumper name="SJ1" />`));
    assert.equal(json.filter((e) => e.type === "source_port").length, 2);
    assert.equal(symbolOf(json), "solderjumper2_right");
    assert.equal(padsOf(json).length, 0);
    assert.deepEqual(
      json.filter((e) => e.type.endsWith("_error")),
      [],
    );
  });

  it("solderjumper2 pads are 1.5 mm squares 2.54 mm apart, pad 1 on the left", async () => {
    const json = await circuitJsonOf(
      board(
        `<solderjumper name="SJ1" pinCount={2} footprint="solderjumper2" />`,
      ),
    );
    const pads = padsOf(json);
    assert.equal(pads.length, 2);
    assert.equal(pads[0].width, 1.5);
    assert.equal(pads[0].height, 1.5);
    assert.ok(Math.abs(pads[1].x - pads[0].x - 2.54) < 1e-6);
    assert.ok(pads[0].port_hints.includes("1"));
    assert.equal(json.filter((e) => e.type === "pcb_trace").length, 0);
  });

  it("pcbX/pcbY place pad 1, not the middle of the jumper", async () => {
    const json = await circuitJsonOf(
      board(
        `<solderjumper name="SJ1" pinCount={2} footprint="solderjumper2" pcbX={5} pcbY={3} />`,
      ),
    );
    const pads = padsOf(json);
    assert.ok(pads[0].port_hints.includes("1"));
    assert.ok(Math.abs(pads[0].x - 5) < 1e-6, `pad 1 at x=${pads[0].x}`);
    assert.ok(Math.abs((pads[0].y as number) - 3) < 1e-6);
    assert.ok(Math.abs(pads[1].x - 7.54) < 1e-6, `pad 2 at x=${pads[1].x}`);
  });

  it("bridged joins the pads with a 0.375 mm trace and a bridged symbol", async () => {
    const json = await circuitJsonOf(
      board(
        `<solderjumper name="SJ1" pinCount={2} footprint="solderjumper2" bridged />`,
      ),
    );
    const traces = json.filter((e) => e.type === "pcb_trace");
    assert.equal(traces.length, 1);
    const route = traces[0].route as RoutePoint[];
    assert.equal(route[0].width, 0.375);
    assert.equal(symbolOf(json), "solderjumper2_bridged12_right");
    const part = json.find((e) => e.type === "source_component");
    assert.ok(Array.isArray(part?.internally_connected_source_port_ids));
  });

  it("bridgedPins on three pads: middle pad joined to pad 1", async () => {
    const json = await circuitJsonOf(
      board(
        `<solderjumper name="SJ1" pinCount={3} footprint="solderjumper3" bridgedPins={[["pin1", "pin2"]]} />`,
      ),
    );
    assert.equal(padsOf(json).length, 3);
    assert.equal(json.filter((e) => e.type === "pcb_trace").length, 1);
    assert.equal(symbolOf(json), "solderjumper3_bridged12_right");
    // The bridged pair is recorded as internally connected
    const part = json.find((e) => e.type === "source_component");
    assert.deepEqual(part?.internally_connected_source_port_ids, [
      ["source_port_0", "source_port_1"],
    ]);
    // Unused pads are warnings only
    assert.equal(
      json.filter((e) => e.type === "source_pin_missing_trace_warning").length,
      3,
    );
  });

  it("without pinCount, a three-pad footprint with bridgedPins 1-2 gets a two-pad symbol", async () => {
    const json = await circuitJsonOf(
      board(
        `<solderjumper name="SJ1" footprint="solderjumper3" bridgedPins={[["pin1", "pin2"]]} />`,
      ),
    );
    assert.equal(padsOf(json).length, 3);
    assert.equal(symbolOf(json), "solderjumper2_bridged12_right");
  });
});
