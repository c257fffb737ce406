import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

interface PcbTrace {
  type: "pcb_trace";
  route: { route_type: string; width?: number }[];
}

const traceWidths = (json: CircuitJsonElement[]) =>
  (json.filter((e) => e.type === "pcb_trace") as unknown as PcbTrace[])
    .flatMap((t) => t.route)
    .filter((p) => p.route_type === "wire")
    .map((p) => p.width);

const boardOf = (json: CircuitJsonElement[]) =>
  json.find((e) => e.type === "pcb_board");

const errorTypes = (json: CircuitJsonElement[]) =>
  json.filter((e) => e.type.endsWith("_error")).map((e) => e.type);

const twoResistors = (boardProps: string) => `export default () => (
  <board width="20mm" height="10mm" ${boardProps}>
    <resistor name="R1" resistance="1k" footprint="0603" pcbX={-4} />
    <resistor name="R2" resistance="1k" footprint="0603" pcbX={4} />
    <trace from=".R1 > .pin2" to=".R2 > .pin1" />
  </board>)`;

const overlapping = (boardProps: string) => `export default () => (
  <board width="20mm" height="10mm" ${boardProps}>
    <resistor name="R1" resistance="1k" footprint="0603" pcbX={0} />
    <resistor name="R2" resistance="1k" footprint="0603" pcbX={0.5} />
    <resistor name="R3" resistance="1k" footprint="0603" pcbX={6} />
    <trace from=".R1 > .pin2" to=".R3 > .pin1" />
  </board>)`;

describe("/elements/board", () => {
  it("without minTraceWidth: routed traces are 0.15 mm, the board records 0.1 mm", async () => {
    const json = await circuitJsonOf(twoResistors(""));
    const widths = traceWidths(json);
    assert.ok(widths.length > 0);
    for (const w of widths) assert.equal(w, 0.15);
    assert.equal(boardOf(json)?.min_trace_width, 0.1);
  });

  it("minTraceWidth={0.25} sets both the routed width and the board minimum", async () => {
    const json = await circuitJsonOf(twoResistors("minTraceWidth={0.25}"));
    const widths = traceWidths(json);
    assert.ok(widths.length > 0);
    for (const w of widths) assert.equal(w, 0.25);
    assert.equal(boardOf(json)?.min_trace_width, 0.25);
  });

  it("default clearances are 0.1 mm (trace to pad, pad to pad)", async () => {
    const json = await circuitJsonOf(twoResistors(""));
    const board = boardOf(json);
    assert.equal(board?.min_trace_to_pad_edge_clearance, 0.1);
  });

  it("overlapping parts give placement errors and skip autorouting", async () => {
    const json = await circuitJsonOf(overlapping(""));
    const types = errorTypes(json);
    assert.ok(types.includes("pcb_footprint_overlap_error"), String(types));
    const overlap = json.find((e) => e.type === "pcb_footprint_overlap_error");
    assert.match(
      String(overlap?.message),
      /^R1 overlaps R2: .*footprint overlaps.*courtyard conflict/,
    );
    const skipped = json.find((e) => e.type === "pcb_autorouting_error");
    assert.match(
      String(skipped?.message),
      /Autorouting was skipped because 1 PCB placement error was found/,
    );
  });

  it("placementDrcChecksDisabled turns the placement errors off, so routing runs", async () => {
    const json = await circuitJsonOf(overlapping("placementDrcChecksDisabled"));
    const types = errorTypes(json);
    assert.ok(!types.includes("pcb_footprint_overlap_error"), String(types));
    assert.ok(!types.includes("pcb_autorouting_error"), String(types));
    assert.ok(traceWidths(json).length > 0);
  });

  it("a board inside a board fails with 'Nested boards are not supported'", async () => {
    await assert.rejects(
      circuitJsonOf(
        `export default () => (<board width="20mm" height="20mm"><board width="5mm" height="5mm" /></board>)`,
      ),
      /Nested boards are not supported/,
    );
  });
});
