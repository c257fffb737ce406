import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { after, describe, it } from "node:test";
import {
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

const page = readFileSync(
  new URL("../../../docs/intro/quickstart-web.mdx", import.meta.url),
  "utf8",
);
const example = /```tsx[^\n]*\n([\s\S]*?)\n```/.exec(page)?.[1] ?? "";

describe("/intro/quickstart-web", () => {
  it("the example has no errors and only the three kinds of warning the page explains", async () => {
    assert.ok(example.includes("<board"), "example found on the page");
    const json = await circuitJsonOf(example);
    assert.deepEqual(
      json.filter((e) => e.type.endsWith("_error")).map((e) => e.type),
      [],
    );
    const warnings = [
      ...new Set(
        json.filter((e) => e.type.endsWith("_warning")).map((e) => e.type),
      ),
    ].sort();
    assert.deepEqual(warnings, [
      "schematic_missing_sheet_warning",
      "source_missing_manufacturer_part_number_warning",
      "source_unnamed_trace_warning",
    ]);
    const noMpn = json
      .filter(
        (e) => e.type === "source_missing_manufacturer_part_number_warning",
      )
      .map((e) => String(e.message));
    assert.ok(
      noMpn.some((m) => m.includes('name=".J1"')) &&
        noMpn.some((m) => m.includes('name=".D1"')),
      String(noMpn),
    );
    const unnamed = json.find((e) => e.type === "source_unnamed_trace_warning");
    assert.match(String(unnamed?.message), /\.D1 > \.anode/);
  });

  it("an unconnected pin is a warning, not an error", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="20mm" height="10mm">
        <resistor name="R1" resistance="470" footprint="0603" pcbX={-3} />
        <led name="D1" color="red" footprint="0603" pcbX={3} />
        <trace from=".R1 > .pin1" to=".D1 > .anode" />
      </board>)`);
    assert.deepEqual(
      json.filter((e) => e.type.endsWith("_error")).map((e) => e.type),
      [],
    );
    const missing = json
      .filter((e) => e.type === "source_pin_missing_trace_warning")
      .map((e) => String(e.message));
    assert.ok(
      missing.includes("Port pin2 on R1 is missing a trace"),
      String(missing),
    );
  });

  it("a wrong pin name and a missing footprint are errors", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="20mm" height="10mm">
        <resistor name="R1" resistance="470" pcbX={-3} />
        <led name="D1" color="red" footprint="0603" pcbX={3} />
        <trace from=".R1 > .pin2" to=".D1 > .plus" />
      </board>)`);
    const types = json
      .filter((e) => e.type.endsWith("_error"))
      .map((e) => e.type);
    assert.ok(
      types.includes("source_trace_not_connected_error"),
      String(types),
    );
    assert.ok(types.includes("pcb_missing_footprint_error"), String(types));
  });
});
