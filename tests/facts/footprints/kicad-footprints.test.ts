import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { after, describe, it } from "node:test";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { PlatformConfig } from "@tscircuit/props";
import { createElement as h } from "react";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

interface Pad extends CircuitJsonElement {
  x: number;
  y: number;
  port_hints?: string[];
}
interface Text extends CircuitJsonElement {
  text: string;
}
interface ErrorElement extends CircuitJsonElement {
  message: string;
}

const kicadDir = path.resolve("docs/footprints/_kicad");

// @tscircuit/core and kicad-component-converter are ES modules only.
const loadKicadMod = async (file: string) => {
  const { parseKicadModToCircuitJson } = await import(
    "kicad-component-converter"
  );
  return {
    footprintCircuitJson: await parseKicadModToCircuitJson(
      await readFile(file, "utf8"),
    ),
  };
};

/** The platform config shown on the page, pointed at the docs' own folder. */
const platform: PlatformConfig = {
  footprintLibraryMap: {
    kicad: (name) =>
      loadKicadMod(path.join(kicadDir, `${path.basename(name)}.kicad_mod`)),
  },
  resolveProjectStaticFileImportUrl: async (importPath) =>
    pathToFileURL(path.join(kicadDir, importPath)).href,
  footprintFileParserMap: {
    kicad_mod: { loadFromUrl: (url) => loadKicadMod(fileURLToPath(url)) },
  },
};

const renderChip = async (footprint: string, config?: PlatformConfig) => {
  const { RootCircuit } = await import("@tscircuit/core");
  const circuit = new RootCircuit(config ? { platform: config } : undefined);
  circuit.add(
    h(
      "board",
      { width: "10mm", height: "10mm" },
      h("chip", { name: "U1", footprint }),
    ) as unknown as Parameters<typeof circuit.add>[0],
  );
  await circuit.renderUntilSettled();
  return circuit.getCircuitJson() as unknown as CircuitJsonElement[];
};

const pads = (json: CircuitJsonElement[]) =>
  json.filter((e): e is Pad => e.type === "pcb_smtpad");

describe("/footprints/kicad-footprints", () => {
  it("without a resolver, kicad: reports external_footprint_load_error and gives no pads", async () => {
    const json = await renderChip("kicad:SOT-23_Example");
    assert.equal(pads(json).length, 0);
    const error = json.find(
      (e): e is ErrorElement => e.type === "external_footprint_load_error",
    );
    assert.ok(error);
    assert.match(
      error.message,
      /No footprint resolver is configured for library "kicad"/,
    );
  });

  it("without footprintFileParserMap, a .kicad_mod path gives no pads and no error", async () => {
    const json = await renderChip("./SOT-23_Example.kicad_mod");
    assert.equal(pads(json).length, 0);
    assert.equal(
      json.filter((e) => e.type.endsWith("_error")).length,
      0,
      "no error is reported",
    );
  });

  it("the page's platform config loads both a kicad: name and a .kicad_mod path", async () => {
    const byName = await renderChip(
      "kicad:Any_Library/SOT-23_Example",
      platform,
    );
    const byPath = await renderChip("./SOT-23_Example.kicad_mod", platform);
    assert.equal(pads(byName).length, 3);
    assert.equal(pads(byPath).length, 3);
  });

  it("the docs build resolves kicad: names; y is flipped and REF** becomes the name", async () => {
    const json = await circuitJsonOf(`
export default () => (
  <board width="22mm" height="12mm">
    <chip name="U1" footprint="kicad:SOT-23_Example" pinLabels={{ pin1: "GND", pin2: "VOUT", pin3: "VIN" }} />
  </board>
)`);
    const pad1 = pads(json).find((p) => p.port_hints?.includes("1"));
    assert.ok(pad1);
    // pad "1" is at (-1, 0.95) in the .kicad_mod file, whose y points down
    assert.deepEqual([pad1.x, pad1.y], [-1, -0.95]);
    assert.ok(
      json.some(
        (e) => e.type === "pcb_silkscreen_text" && (e as Text).text === "U1",
      ),
    );
    assert.ok(
      json.some((e) => e.type === "pcb_component_missing_courtyard_warning"),
    );
  });
});
