import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { after, describe, it } from "node:test";
import {
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../../support/circuit-json";

after(closeCircuitCompiler);

interface Element {
  type: string;
  name?: string;
  color?: string;
  footprinter_string?: string;
}

const page = join(
  import.meta.dirname,
  "../../../../docs/guides/typescript-guide/using-react-context-to-avoid-prop-drilling.mdx",
);

async function example(title: string) {
  const mdx = await readFile(page, "utf8");
  const re = new RegExp(
    `\`\`\`tsx circuit[^\\n]*title="${title}"\\n([\\s\\S]*?)\\n\`\`\``,
  );
  const body = mdx.match(re)?.[1];
  assert.ok(body, `example ${title} is on the page`);
  return body;
}

function footprints(json: Element[]) {
  return json
    .filter((e) => e.type === "cad_component")
    .map((e) => e.footprinter_string);
}

describe("/guides/typescript-guide/using-react-context-to-avoid-prop-drilling", () => {
  it("the prop-drilling example compiles with 0402 parts and green LEDs", async () => {
    const json = (await circuitJsonOf(
      await example("drilling.tsx"),
    )) as Element[];
    assert.equal(json.filter((e) => e.type.endsWith("_error")).length, 0);
    assert.deepEqual(footprints(json), [
      "res0402",
      "diode0402_color(green)",
      "res0402",
      "diode0402_color(green)",
    ]);
  });

  it("useContext reads the nearest Provider: two 0402 green blocks, one 0805 red", async () => {
    const json = (await circuitJsonOf(
      await example("context.tsx"),
    )) as Element[];
    assert.equal(json.filter((e) => e.type.endsWith("_error")).length, 0);
    assert.deepEqual(
      [
        ...new Set(
          json.filter((e) => e.type.endsWith("_warning")).map((e) => e.type),
        ),
      ].sort(),
      [
        "schematic_missing_sheet_warning",
        "source_missing_manufacturer_part_number_warning",
      ],
    );
    assert.deepEqual(footprints(json), [
      "res0402",
      "diode0402_color(green)",
      "res0402",
      "diode0402_color(green)",
      "res0805",
      "diode0805_color(red)",
    ]);
  });

  it("without a Provider (or with a different context object) the default applies; a Provider around <board> works", async () => {
    const code = await example("context.tsx");
    const outerValue = '{{ footprint: "0402", ledColor: "green" }}';
    const noOuter = code
      .replace(`<ThemeContext.Provider value=${outerValue}>`, "<>")
      .replace(
        "    </ThemeContext.Provider>\n  </board>",
        "    </>\n  </board>",
      );
    assert.notEqual(noOuter, code);
    const json = (await circuitJsonOf(noOuter)) as Element[];
    assert.deepEqual(footprints(json).slice(0, 2), [
      "res0603",
      "diode0603_color(red)",
    ]);

    const otherContext = code
      .replace(
        "const ThemeContext = createContext",
        'const OtherContext = createContext<Theme>({ footprint: "0805", ledColor: "blue" })\nconst ThemeContext = createContext',
      )
      .replace("useContext(ThemeContext)", "useContext(OtherContext)");
    const json2 = (await circuitJsonOf(otherContext)) as Element[];
    assert.deepEqual(footprints(json2).slice(0, 2), [
      "res0805",
      "diode0805_color(blue)",
    ]);

    const around = `import { createContext, useContext } from "react"
const C = createContext("0603")
const R = () => <resistor name="R1" resistance="1k" footprint={useContext(C)} />
export default () => (<C.Provider value="0805"><board width="10mm" height="10mm"><R /></board></C.Provider>)`;
    const json3 = (await circuitJsonOf(around)) as Element[];
    assert.deepEqual(footprints(json3), ["res0805"]);
  });

  it("the type argument makes a footprint outside the union a compile error", async () => {
    const ts = (await import("typescript")).default;
    const source = `import { createContext, createElement } from "react";
interface Theme { footprint: "0402" | "0603" | "0805"; ledColor: string }
const ThemeContext = createContext<Theme>({ footprint: "0603", ledColor: "red" });
export const bad = createElement(ThemeContext.Provider, { value: { footprint: "1206", ledColor: "red" } });`;
    const file = join(import.meta.dirname, "virtual-ctx.ts");
    const options = {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      types: [],
      skipLibCheck: true,
    };
    const host = ts.createCompilerHost(options);
    const original = host.getSourceFile.bind(host);
    host.getSourceFile = (name, lang) =>
      name === file
        ? ts.createSourceFile(name, source, ts.ScriptTarget.ES2022)
        : original(name, lang);
    const fileExists = host.fileExists.bind(host);
    host.fileExists = (name) => name === file || fileExists(name);
    host.getCurrentDirectory = () => join(import.meta.dirname, "../../../..");
    const program = ts.createProgram([file], options, host);
    const messages = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
    assert.ok(
      messages.some((m) => m.includes('"1206"')),
      messages.join("\n"),
    );
  });
});
