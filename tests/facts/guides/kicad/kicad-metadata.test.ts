import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { after, before, describe, it } from "node:test";
import { exampleCode } from "../../../support/board-facts";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../../support/circuit-json";

after(closeCircuitCompiler);

const page = "docs/guides/kicad/kicad-metadata.mdx";
const props = readFileSync(
  "node_modules/@tscircuit/props/dist/index.d.ts",
  "utf8",
);

/** The field names of an interface in @tscircuit/props. */
function fieldsOf(name: string): string[] {
  const body = props.match(new RegExp(`interface ${name} \\{([^}]*)\\}`));
  assert.ok(body, name);
  return [...body[1].matchAll(/^\s+(\w+)\??:/gm)].map((m) => m[1]).sort();
}

/** The type text of each field of an interface in @tscircuit/props. */
function typesOf(name: string): Map<string, string> {
  const body = props.match(
    new RegExp(`interface ${name} \\{([\\s\\S]*?)\\n\\}`),
  );
  assert.ok(body, name);
  // Top-level fields only (four spaces in); a nested object's type is "{".
  return new Map(
    [...body[1].matchAll(/^ {4}(\w+)\??: ([^;\n]+)/gm)].map((m) => [
      m[1],
      m[2].trim(),
    ]),
  );
}

/** How a table's Type column writes a props type. */
function typeWords(type: string): string {
  if (type === "number | string") return "number or string";
  if (type === "string" || type === "boolean") return type;
  if (type.endsWith("[]")) return "array";
  // A small object type is written out as its fields, `{ offset?, hide? }`.
  if (/^Kicad\w+$/.test(type) && /PinN(ames|umbers)$/.test(type))
    return `\`{ ${[...typesOf(type).keys()].map((k) => `${k}?`).join(", ")} }\``;
  if (/^Kicad\w+$/.test(type)) return "object";
  return type;
}

/** Each row of the table under `heading`: its field names and Type column. */
function tableRows(heading: string): { fields: string[]; type: string }[] {
  const text = readFileSync(page, "utf8");
  const section = text.slice(text.indexOf(heading)).split("\n## ")[0];
  return [...section.matchAll(/^\| (`[^|]+) \| ([^|]+) \|/gm)].map((m) => ({
    fields: [...m[1].matchAll(/`(\w+)`/g)].map((n) => n[1]),
    type: m[2].trim(),
  }));
}

/** The field names in the first column of the table under `heading`. */
function tableFields(heading: string): string[] {
  const text = readFileSync(page, "utf8");
  const section = text.slice(text.indexOf(heading)).split("\n## ")[0];
  return [...section.matchAll(/^\| (`[^|]+) \|/gm)]
    .flatMap((m) => [...m[1].matchAll(/`(\w+)`/g)].map((n) => n[1]))
    .sort();
}

describe("/guides/kicad/kicad-metadata", () => {
  let json: CircuitJsonElement[] = [];
  before(async () => {
    json = await circuitJsonOf(exampleCode(page, "sensor.tsx"));
  });

  it("the example compiles with no errors", () => {
    assert.deepEqual(
      json.filter((e) => e.type.endsWith("_error")),
      [],
    );
  });

  it("stores the footprint fields on pcb_component.metadata.kicad_footprint, as written", () => {
    const pcb = json.find((e) => e.type === "pcb_component");
    assert.deepEqual(pcb?.metadata, {
      kicad_footprint: {
        properties: {
          Reference: { value: "U**" },
          Datasheet: { value: "https://example.com/tmp-2.pdf", hide: true },
          Description: { value: "Two-pad temperature sensor" },
        },
        attributes: { smd: true },
      },
    });
  });

  it("stores the symbol fields on schematic_symbol.metadata.kicad_symbol", () => {
    const symbol = json.find((e) => e.type === "schematic_symbol");
    assert.deepEqual(symbol?.metadata, {
      kicad_symbol: {
        properties: {
          Description: { value: "Two-pin temperature sensor" },
          ki_keywords: { value: "temperature sensor" },
        },
        pinNumbers: { hide: true },
        inBom: true,
      },
    });
  });

  it("the drawn footprint has no footprinter_string, so it goes to your library", () => {
    const cad = json.filter((e) => e.type === "cad_component");
    assert.equal(cad.length, 1);
    assert.equal(cad[0].footprinter_string, undefined);
  });

  it("with a built-in symbol, kicadSymbolMetadata is accepted but not recorded", async () => {
    const plain = await circuitJsonOf(`export default () => (
      <board width="8mm" height="6mm">
        <resistor name="R1" resistance="1k" footprint="0402"
          kicadSymbolMetadata={{ properties: { Description: { value: "x" } } }}
          kicadFootprintMetadata={{ attributes: { smd: true } }} />
      </board>
    )`);
    assert.deepEqual(
      plain.filter((e) => e.type.endsWith("_error")),
      [],
    );
    assert.equal(plain.filter((e) => e.type === "schematic_symbol").length, 0);
    assert.ok(!JSON.stringify(plain).includes("kicad_symbol"));
    // The footprint metadata is still recorded, on a string footprint.
    const pcb = plain.find((e) => e.type === "pcb_component");
    assert.deepEqual(pcb?.metadata, {
      kicad_footprint: { attributes: { smd: true } },
    });
    const cad = plain.find((e) => e.type === "cad_component");
    assert.equal(cad?.footprinter_string, "res0402");
  });

  it("the tables list every field of the two prop types", () => {
    assert.deepEqual(
      tableFields("## `kicadFootprintMetadata`"),
      fieldsOf("KicadFootprintMetadata"),
    );
    assert.deepEqual(
      tableFields("## `kicadSymbolMetadata`"),
      fieldsOf("KicadSymbolMetadata"),
    );
    assert.deepEqual(fieldsOf("KicadFootprintProperties"), [
      "Datasheet",
      "Description",
      "Reference",
      "Value",
    ]);
    assert.deepEqual(fieldsOf("KicadSymbolProperties"), [
      "Datasheet",
      "Description",
      "Footprint",
      "Reference",
      "Value",
      "ki_fp_filters",
      "ki_keywords",
    ]);
    assert.deepEqual(fieldsOf("KicadFootprintAttributes"), [
      "exclude_from_bom",
      "exclude_from_pos_files",
      "smd",
      "through_hole",
    ]);
  });

  it("each table row's Type column is the props type of its fields", () => {
    for (const [heading, iface] of [
      ["## `kicadFootprintMetadata`", "KicadFootprintMetadata"],
      ["## `kicadSymbolMetadata`", "KicadSymbolMetadata"],
    ]) {
      const types = typesOf(iface);
      for (const row of tableRows(heading))
        for (const field of row.fields) {
          const type = types.get(field);
          assert.ok(type, `${iface}.${field}`);
          assert.equal(row.type, typeWords(type), `${iface}.${field}`);
        }
    }
    // The shapes the rows spell out.
    assert.deepEqual([...typesOf("KicadProperty").keys()].sort(), [
      "at",
      "effects",
      "hide",
      "layer",
      "uuid",
      "value",
    ]);
    assert.deepEqual([...typesOf("KicadSymbolProperty").keys()].sort(), [
      "at",
      "effects",
      "id",
      "value",
    ]);
    assert.deepEqual([...typesOf("KicadSymbolEffects").keys()].sort(), [
      "font",
      "hide",
      "justify",
    ]);
    assert.deepEqual([...typesOf("KicadFootprintModel").keys()].sort(), [
      "offset",
      "path",
      "rotate",
      "scale",
    ]);
  });

  it("the example's warnings are the ones the page names, none about metadata", () => {
    const warnings = json
      .filter((e) => e.type.endsWith("_warning"))
      .map((e) => e.type)
      .sort();
    assert.deepEqual(warnings, [
      "schematic_component_styling_warning",
      "schematic_missing_sheet_warning",
      "source_component_pins_underspecified_warning",
      "source_missing_manufacturer_part_number_warning",
      "source_no_ground_pin_defined_warning",
      "source_no_power_pin_defined_warning",
    ]);
  });

  it("the metadata changes nothing else: pads, ports, symbol and parts are the same without it", async () => {
    const code = exampleCode(page, "sensor.tsx");
    const start = code.indexOf("      kicadFootprintMetadata=");
    const end = code.indexOf("    />\n  </board>");
    assert.ok(start > 0 && end > start);
    const bare = await circuitJsonOf(code.slice(0, start) + code.slice(end));
    assert.ok(!JSON.stringify(bare).includes("kicad_"));
    const strip = (elements: CircuitJsonElement[]) =>
      JSON.stringify(
        elements.map((e) => {
          const { metadata: _metadata, ...rest } = e as Record<string, unknown>;
          return rest;
        }),
        // A message names the element by its render counter, `<chip#42 …`.
      ).replace(/<chip#\d+/g, "<chip#");
    assert.ok(strip(bare) === strip(json), "the two compiles differ");
  });

  it("both props belong to every component", () => {
    const common = props.match(
      /interface CommonComponentProps<[^>]*> extends CommonLayoutProps \{([\s\S]*?)\n\}/,
    );
    assert.ok(common);
    assert.match(
      common[1],
      /kicadFootprintMetadata\?: KicadFootprintMetadata;/,
    );
    assert.match(common[1], /kicadSymbolMetadata\?: KicadSymbolMetadata;/);
  });
});
