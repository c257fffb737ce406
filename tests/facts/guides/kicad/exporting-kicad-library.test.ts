import "../../../../plugins/shared/node22-polyfills";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { after, describe, it } from "node:test";
import { findExamples } from "../../../../plugins/circuit-previews/scan";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../../support/circuit-json";

after(closeCircuitCompiler);

const page = "docs/guides/kicad/exporting-kicad-library.mdx";
const snapshot = JSON.parse(
  readFileSync("plugins/cli-reference/cli-snapshot.json", "utf8"),
) as {
  commands: {
    name: string;
    options: { long?: string; description: string }[];
  }[];
};
const command = (name: string) => {
  const found = snapshot.commands.find((c) => c.name === name);
  assert.ok(found, `tsci ${name}`);
  return found;
};

/** Renders one export on its own, the way the library exporter does. */
async function renderExport(Component: () => unknown) {
  const React = (await import("react")).default;
  const { RootCircuit } = await import("@tscircuit/core");
  const circuit = new RootCircuit();
  circuit.add(React.createElement(Component as never));
  await circuit.renderUntilSettled();
  return circuit.getCircuitJson() as CircuitJsonElement[];
}

describe("/guides/kicad/exporting-kicad-library", () => {
  it("the example file exports two capitalised components", async () => {
    const parts = await import("../../../../docs/guides/kicad/_code/my-parts");
    assert.deepEqual(Object.keys(parts).sort(), ["PullUp", "TactSwitch"]);
  });

  it("each export renders alone; only the string footprint carries a footprinter_string", async () => {
    const { TactSwitch, PullUp } = await import(
      "../../../../docs/guides/kicad/_code/my-parts"
    );
    const cadOf = (json: CircuitJsonElement[]) =>
      json.filter((e) => e.type === "cad_component");
    const sw = await renderExport(TactSwitch);
    const r = await renderExport(PullUp);
    for (const json of [sw, r])
      assert.deepEqual(
        json.filter((e) => e.type.endsWith("_error")),
        [],
      );
    assert.equal(cadOf(sw).length, 1);
    assert.equal(cadOf(sw)[0].footprinter_string, undefined);
    assert.equal(cadOf(r)[0].footprinter_string, "res0402");
  });

  it("the board example compiles with no errors, and tells the two footprints apart the same way", async () => {
    const [example] = findExamples(readFileSync(page, "utf8"), page);
    const json = await circuitJsonOf(example.code);
    assert.deepEqual(
      json.filter((e) => e.type.endsWith("_error")),
      [],
    );
    const strings = json
      .filter((e) => e.type === "cad_component")
      .map((e) => e.footprinter_string ?? null);
    assert.deepEqual(strings.sort(), ["res0402", null].sort());
  });

  it("tsci export offers the kicad-library format and -o; tsci build the library options", () => {
    const exp = command("export");
    const format = exp.options.find((o) => o.long === "--format");
    assert.match(String(format?.description), /kicad-library/);
    assert.match(String(format?.description), /kicad_zip/);
    assert.ok(exp.options.some((o) => o.long === "--output"));
    const build = command("build");
    const longs = build.options.map((o) => o.long);
    for (const flag of [
      "--kicad-library",
      "--kicad-library-name",
      "--kicad-project",
    ])
      assert.ok(longs.includes(flag), flag);
    const lib = build.options.find((o) => o.long === "--kicad-library");
    assert.match(String(lib?.description), /dist\/kicad-library/);
  });

  it("the config fields the page shows are in the CLI's config schema", () => {
    const schema = JSON.parse(
      readFileSync("tests/fixtures/cli/tscircuit.config.schema.json", "utf8"),
    ) as {
      properties: Record<string, { properties?: Record<string, unknown> }>;
    };
    assert.ok(schema.properties.kicadLibraryEntrypointPath);
    assert.ok(schema.properties.kicadLibraryName);
    assert.ok(schema.properties.build.properties?.kicadLibrary);
    const config = readFileSync(page, "utf8").match(/```json\n([\s\S]*?)```/);
    assert.ok(config);
    const parsed = JSON.parse(config[1]);
    assert.deepEqual(Object.keys(parsed).sort(), [
      "build",
      "kicadLibraryEntrypointPath",
      "kicadLibraryName",
    ]);
    for (const key of Object.keys(parsed))
      assert.ok(schema.properties[key], key);
  });
});
