import "../../../../plugins/shared/node22-polyfills";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { after, describe, it } from "node:test";
import { fileURLToPath, pathToFileURL } from "node:url";
import {
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../../support/circuit-json";

after(closeCircuitCompiler);

const here = fileURLToPath(import.meta.url);
const repoRoot = path.resolve(path.dirname(here), "../../../..");
const modulePath = path.join(
  repoRoot,
  "docs/guides/tscircuit-essentials/_code/restyle-schematic.mts",
);

// circuit-to-svg's dependencies export only an `import` condition, so the
// page's module is loaded with Node's own import(), which tsx does not
// rewrite into require().
const nativeImport = new Function("url", "return import(url)") as (
  url: string,
) => Promise<{
  datasheetSchematicSvg: (json: unknown) => string;
  datasheetCss: string;
}>;

const pullup = `export default () => (
  <board width="20mm" height="12mm" routingDisabled>
    <chip name="U1" footprint="soic8" pcbX={-4}
      pinLabels={{ pin1: "VCC", pin2: "OUT", pin3: "NC", pin4: "GND" }}
      pinAttributes={{ VCC: { requiresPower: true }, GND: { requiresGround: true } }}
      schPinArrangement={{
        leftSide: { pins: ["VCC", "GND"], direction: "top-to-bottom" },
        rightSide: { pins: ["OUT"], direction: "top-to-bottom" },
      }}
      noConnect={["NC", "pin5", "pin6", "pin7", "pin8"]}
      connections={{ VCC: "net.V3_3", GND: "net.GND" }} />
    <resistor name="R1" resistance="10k" footprint="0603" pcbX={4} schX={2.5}
      connections={{ pin1: "U1.OUT", pin2: "net.V3_3" }} />
  </board>
)`;

const classesOf = (svg: string) => {
  const out = new Set<string>();
  for (const m of svg.matchAll(/class="([^"]*)"/g))
    for (const c of m[1].split(/\s+/)) out.add(c);
  return out;
};

/** The text content of `<text>` elements carrying `cls`. */
const textsWith = (svg: string, cls: string) =>
  [...svg.matchAll(/<text\b([^>]*)>([^<]*)<\/text>/g)]
    .filter((m) => new RegExp(`class="[^"]*\\b${cls}\\b`).test(m[1]))
    .map((m) => m[2].trim());

describe("/guides/tscircuit-essentials/restyling-schematics-with-css-classes", () => {
  it("className joins tscircuit-schematic on the root; css lands in the SVG's <style> after the built-in rules", async () => {
    const json = await circuitJsonOf(pullup);
    assert.deepEqual(
      json.filter((e) => e.type.endsWith("_error")),
      [],
    );
    const mod = await nativeImport(pathToFileURL(modulePath).href);
    const svg = mod.datasheetSchematicSvg(json);
    assert.match(svg, /^<svg [^>]*class="tscircuit-schematic datasheet"/);
    const style = svg.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? "";
    assert.ok(style.includes(mod.datasheetCss.trim()), "css inside <style>");
    assert.ok(
      style.indexOf(".component-name") <
        style.indexOf(".tscircuit-schematic.datasheet"),
      "after the converter's own rules",
    );

    const classes = classesOf(svg);
    for (const cls of [
      "sch-component",
      "sch-component-body",
      "sch-component-symbol-path",
      "sch-component-name",
      "sch-component-text",
      "sch-component-pin",
      "sch-port-line",
      "sch-pin-label",
      "sch-pin-number",
      "sch-port",
      "sch-trace",
      "sch-trace-path",
      "sch-net-label-symbol-path",
      "sch-net-label-symbol-text",
      "sch-text",
      "sch-component-overlay",
      "sch-trace-hitbox",
      "sch-trace-overlays",
      "sch-port-hover",
      "sch-net-label-overlay",
      // the older generic names
      "component",
      "chip",
      "pin-number",
      "trace",
    ]) {
      assert.ok(classes.has(cls), `class ${cls}`);
    }
    for (const cls of ["component", "chip", "pin-number"]) {
      assert.ok(style.includes(`.${cls} {`), `built-in rule for .${cls}`);
    }
    assert.match(
      svg,
      /<line [^>]*class="[^"]*\bsch-component-pin sch-port-line\b/,
    );
    assert.ok(textsWith(svg, "sch-pin-label").includes("VCC"));
    assert.deepEqual(textsWith(svg, "sch-component-name"), ["R1"]);
    assert.ok(
      textsWith(svg, "sch-text").includes("U1"),
      "chip name is sch-text",
    );
    assert.ok(
      textsWith(svg, "sch-component-text").some((t) => t.startsWith("10k")),
    );
  });

  it("the other classes the page names exist in the pinned circuit-to-svg", () => {
    const require = createRequire(here);
    const dist = readFileSync(require.resolve("circuit-to-svg"), "utf8");
    for (const cls of [
      "sch-net-label",
      "sch-net-label-text",
      "sch-trace-junction",
      "sch-port-terminal",
      "sch-inversion-bubble",
      "sch-line",
      "sch-rect",
      "sch-circle",
      "sch-arc",
      "sch-path",
      "sch-box",
      "sch-table",
      "sch-table-text",
      "sch-voltage-probe",
      "sch-grid",
      "component-pin sch-component-pin sch-port-terminal",
    ]) {
      assert.match(dist, new RegExp(`\\b${cls}\\b`), cls);
    }
  });
});
