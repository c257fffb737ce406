import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { after, describe, it } from "node:test";
import { findExamples } from "../../../../plugins/circuit-previews/scan";
import {
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../../support/circuit-json";

after(closeCircuitCompiler);

const page = "docs/guides/kicad/using-tscircuit-kicad-pcm-urls.mdx";
const text = readFileSync(page, "utf8");
const snapshot = JSON.parse(
  readFileSync("plugins/cli-reference/cli-snapshot.json", "utf8"),
) as {
  commands: {
    name: string;
    options: { long?: string; description: string }[];
  }[];
};
const schema = JSON.parse(
  readFileSync("tests/fixtures/cli/tscircuit.config.schema.json", "utf8"),
) as {
  properties: Record<
    string,
    { properties?: Record<string, { enum?: unknown[]; minLength?: number }> }
  >;
};

describe("/guides/kicad/using-tscircuit-kicad-pcm-urls", () => {
  it("the example part compiles with no errors and keeps its drawn footprint", async () => {
    const [example] = findExamples(text, page);
    const json = await circuitJsonOf(example.code);
    assert.deepEqual(
      json.filter((e) => e.type.endsWith("_error")),
      [],
    );
    assert.equal(json.filter((e) => e.type === "pcb_plated_hole").length, 2);
    const cad = json.find((e) => e.type === "cad_component");
    assert.equal(cad?.footprinter_string, undefined);
  });

  it("tsci build has --kicad-pcm, writing to dist/pcm", () => {
    const build = snapshot.commands.find((c) => c.name === "build");
    const pcm = build?.options.find((o) => o.long === "--kicad-pcm");
    assert.ok(pcm);
    assert.match(pcm.description, /dist\/pcm/);
  });

  it("the config fields the page shows exist, with the schema versions it names", () => {
    const kicadPcm = schema.properties.kicadPcm.properties;
    assert.deepEqual(kicadPcm?.schemaVersion.enum, ["auto", 1, 2]);
    assert.equal(kicadPcm?.license.minLength, 1);
    assert.ok(schema.properties.build.properties?.kicadPcm);
    assert.ok(schema.properties.kicadLibraryName);
    const config = JSON.parse(
      (text.match(/```json\n([\s\S]*?)```/) ?? [])[1] ?? "null",
    );
    assert.deepEqual(config, {
      kicadLibraryName: "my-parts",
      kicadPcm: { license: "MIT" },
      build: { kicadPcm: true },
    });
  });

  it("spells the example URL from the package name the way the page's pattern says", () => {
    const pattern =
      "https://<author>--<package>.tscircuit.app/pcm/repository.json";
    assert.ok(text.includes(pattern));
    const name = "@tsci/alice.my-parts";
    const [author, pkg] = name.replace("@tsci/", "").split(".");
    const url = pattern.replace("<author>", author).replace("<package>", pkg);
    assert.ok(text.includes(url), url);
    assert.ok(text.includes("`PCM_my-parts`"));
  });
});
