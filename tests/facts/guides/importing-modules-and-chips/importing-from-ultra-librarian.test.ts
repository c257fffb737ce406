import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { after, describe, it } from "node:test";
import { findExamples } from "../../../../plugins/circuit-previews/scan";
import {
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../../support/circuit-json";

after(closeCircuitCompiler);

const page =
  "docs/guides/importing-modules-and-chips/importing-from-ultra-librarian.mdx";
const code = "docs/guides/importing-modules-and-chips/_code";

describe("/guides/importing-modules-and-chips/importing-from-ultra-librarian", () => {
  it("a .kicad_sym address as symbol is ignored: the part is a box with the pinLabels", async () => {
    const [example] = findExamples(readFileSync(page, "utf8"), page);
    const json = await circuitJsonOf(example.code);
    assert.deepEqual(
      json.filter((e) => e.type.endsWith("_error")),
      [],
    );
    assert.equal(json.filter((e) => e.type === "schematic_symbol").length, 0);
    assert.equal(
      json.filter((e) => e.type === "schematic_component").length,
      1,
    );
    assert.deepEqual(
      json
        .filter((e) => e.type === "schematic_port")
        .map((e) => e.display_pin_label),
      ["IN", "GND", "EN", "NC", "OUT"],
    );
    // The same part without the symbol prop draws the same ports.
    const plain = await circuitJsonOf(
      example.code.replace(/\s*symbol="[^"]*"/, ""),
    );
    assert.deepEqual(
      plain
        .filter((e) => e.type === "schematic_port")
        .map((e) => [e.display_pin_label, (e.center as { x: number }).x]),
      json
        .filter((e) => e.type === "schematic_port")
        .map((e) => [e.display_pin_label, (e.center as { x: number }).x]),
    );
  });

  it("a model URL ending in .stp or .step becomes the STEP model", async () => {
    for (const ext of ["stp", "step"]) {
      const json = await circuitJsonOf(`export default () => (
        <board width="10mm" height="8mm">
          <chip name="U1" footprint="sot23_5"
            cadModel={<cadmodel modelUrl="https://example.com/part.${ext}" />} />
        </board>
      )`);
      const cad = json.find((e) => e.type === "cad_component");
      assert.equal(cad?.model_step_url, `https://example.com/part.${ext}`);
    }
  });

  it("outside tsci (no footprint reader) the .kicad_mod address gives no pads", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="10mm" height="8mm">
        <chip name="U1" footprint="./ul/TPS7A0233PDBVR.kicad_mod"
          pinLabels={{ pin1: "IN", pin2: "GND", pin3: "EN", pin4: "NC", pin5: "OUT" }} />
      </board>
    )`);
    assert.equal(json.filter((e) => e.type === "pcb_smtpad").length, 0);
    assert.deepEqual(
      json.filter((e) => e.type.endsWith("_error")),
      [],
    );
  });

  it("the project example type-checks", () => {
    const usage = readFileSync(`${code}/ultra-librarian-part.tsx`, "utf8");
    assert.match(usage, /\.kicad_mod";/);
    assert.match(usage, /\.step";/);
    execFileSync(
      process.execPath,
      [
        "node_modules/typescript/bin/tsc",
        "--noEmit",
        "-p",
        `${code}/tsconfig.json`,
      ],
      { stdio: "pipe" },
    );
  });
});
