import "../../../../plugins/shared/node22-polyfills";
import assert from "node:assert/strict";
import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, it } from "node:test";

interface Element {
  type: string;
  name?: string;
  resistance?: number;
}

describe("/guides/running-tscircuit/programmatically-building-circuits", () => {
  it("Circuit is RootCircuit under another name", async () => {
    const core = await import("@tscircuit/core");
    assert.equal(core.Circuit, core.RootCircuit);
  });

  it("the divider script builds two routed resistors with no errors and the four warnings the page names", async () => {
    const { buildDivider } = await import(
      "../../../../docs/guides/running-tscircuit/_code/build-a-divider"
    );
    const json = (await buildDivider("10k", "4.7k")) as Element[];
    const parts = json.filter((e) => e.type === "source_component");
    assert.deepEqual(
      parts.map((p) => [p.name, p.resistance]),
      [
        ["R1", 10000],
        ["R2", 4700],
      ],
    );
    assert.equal(json.filter((e) => e.type.endsWith("_error")).length, 0);
    assert.ok(json.some((e) => e.type === "pcb_trace"));
    assert.deepEqual(
      json
        .filter((e) => e.type.endsWith("_warning"))
        .map((e) => e.type)
        .sort(),
      [
        "schematic_missing_sheet_warning",
        "source_pin_missing_trace_warning",
        "source_pin_missing_trace_warning",
        "source_unnamed_trace_warning",
      ],
    );
    for (const t of [
      "source_port",
      "pcb_smtpad",
      "pcb_board",
      "cad_component",
    ]) {
      assert.ok(
        json.some((e) => e.type === t),
        t,
      );
    }
  });

  it("render() alone returns before the traces are routed", async () => {
    const React = (await import("react")).default;
    const { RootCircuit } = await import("@tscircuit/core");
    const circuit = new RootCircuit();
    circuit.add(
      React.createElement(
        "board",
        { width: "20mm", height: "12mm" },
        React.createElement("resistor", {
          name: "R1",
          resistance: "1k",
          footprint: "0603",
          pcbX: -4,
        }),
        React.createElement("resistor", {
          name: "R2",
          resistance: "1k",
          footprint: "0603",
          pcbX: 4,
        }),
        React.createElement("trace", {
          from: ".R1 > .pin2",
          to: ".R2 > .pin1",
        }),
      ),
    );
    circuit.render();
    const early = circuit
      .getCircuitJson()
      .filter((e) => e.type === "pcb_trace");
    await circuit.renderUntilSettled();
    const late = circuit.getCircuitJson().filter((e) => e.type === "pcb_trace");
    assert.equal(early.length, 0);
    assert.ok(late.length > 0);
  });

  it("the generator makes one resistor and LED per entry, 6 mm wider per LED, and SVGs", async () => {
    const { buildLedBar, variants } = await import(
      "../../../../docs/guides/running-tscircuit/_code/generate-variants"
    );
    const { writeSvgs } = await import(
      "../../../../docs/guides/running-tscircuit/_code/render-to-svg"
    );
    const json = (await buildLedBar(variants[0])) as Element[];
    const names = json
      .filter((e) => e.type === "source_component")
      .map((e) => e.name);
    assert.deepEqual(names.sort(), ["D1", "D2", "D3", "J1", "R1", "R2", "R3"]);
    assert.equal(json.filter((e) => e.type.endsWith("_error")).length, 0);
    const board = json.find((e) => e.type === "pcb_board") as Element & {
      width: number;
    };
    assert.equal(board.width, 8 + 3 * 6);
    const dir = await mkdtemp(join(tmpdir(), "running-"));
    const { pcb } = await writeSvgs(
      json as unknown as Parameters<typeof writeSvgs>[0],
      dir,
    );
    assert.match(pcb, /^<svg[^>]*width="800" height="600"/);
    assert.match(await readFile(join(dir, "schematic.svg"), "utf8"), /^<svg/);
  });
});
