import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, it } from "node:test";
import { listPages } from "../../plugins/circuit-previews/scan";
import { applyDescriptions } from "../../plugins/props-tables/descriptions";
import {
  elementTypes,
  namespaceElementTypes,
  untypedElements,
} from "../../plugins/props-tables/elements";
import {
  extractProps,
  extractPropsTable,
  type PropRow,
  type PropsTableData,
} from "../../plugins/props-tables/extract";
import { formatType } from "../../plugins/props-tables/format-type";
import remarkPropsTables, {
  PropsTableWarnings,
} from "../../plugins/props-tables/remark";
import { loadPropsTable } from "../../plugins/props-tables/table";
import { groupTitle } from "../../plugins/props-tables/titles";
import { propInfo } from "../../plugins/props-tables/zod";
import { docsPageFiles, readPage } from "../../scripts/content/rules";

const siteDir = path.resolve(__dirname, "../..");
const fixtures = path.join(siteDir, "tests/fixtures/props-tables");
/** Every element a docs page shows a props table of, read from docs/. */
const documented = [
  ...new Set(
    docsPageFiles(
      path.join(siteDir, "docs"),
      listPages(path.join(siteDir, "docs")),
    ).flatMap(
      (page) =>
        readPage(page, readFileSync(path.join(siteDir, "docs", page), "utf8"))
          .propsTables,
    ),
  ),
].sort();

function allRows(table: PropsTableData): PropRow[] {
  return [...table.own, ...table.inherited.flatMap((group) => group.props)];
}

function row(rows: PropRow[], name: string): PropRow {
  const found = rows.find((candidate) => candidate.name === name);
  assert.ok(found, `no prop ${name}`);
  return found;
}

describe("props table extraction", () => {
  it("lists resistance as a required own prop of <resistor>", () => {
    const table = extractPropsTable("resistor");
    assert.equal(table.interfaceName, "ResistorProps");
    const resistance = row(table.own, "resistance");
    assert.equal(resistance.required, true);
    assert.match(resistance.type, /number/);
    assert.match(resistance.type, /string/);
    assert.doesNotMatch(resistance.type, /undefined/);
    // Required first, then alphabetical.
    assert.equal(table.own[0].name, "resistance");
    const optional = table.own.slice(1).map((prop) => prop.name);
    assert.deepEqual(
      optional,
      [...optional].sort((a, b) => a.localeCompare(b, "en")),
    );
  });

  it("groups inherited props by the interface that declares them", () => {
    const table = extractPropsTable("resistor");
    assert.equal(
      table.own.some((prop) => prop.name === "pcbX"),
      false,
    );
    const layout = table.inherited.find((group) =>
      group.props.some((prop) => prop.name === "pcbX"),
    );
    assert.equal(layout?.interfaceName, "CommonLayoutProps");
    assert.equal(layout?.title, "Layout (PCB and schematic)");
    const common = table.inherited.find(
      (group) => group.interfaceName === "CommonComponentProps",
    );
    assert.equal(row(common?.props ?? [], "name").required, true);
    // A derived interface comes before the one it extends.
    assert.ok(
      table.inherited.indexOf(common as (typeof table.inherited)[number]) <
        table.inherited.indexOf(layout as (typeof table.inherited)[number]),
    );
  });

  it("reads defaults from the zod schemas", () => {
    const board = allRows(extractPropsTable("board"));
    assert.equal(row(board, "material").default, '"fr4"');
    assert.equal(row(board, "layers").default, "2");
    assert.equal(row(board, "doubleSidedAssembly").default, "false");
    assert.equal(row(board, "title").default, undefined);
    const capacitor = extractPropsTable("capacitor");
    assert.equal(row(capacitor.own, "polarized").default, "false");
  });

  it("takes descriptions from JSDoc and from zod .describe()", () => {
    const board = extractPropsTable("board");
    const doubleSided = row(board.own, "doubleSidedAssembly");
    assert.equal(doubleSided.source, "package");
    assert.match(doubleSided.description ?? "", /both sides/);
    // traceProps' `width` is described only with zod's .describe().
    const trace = extractPropsTable("trace");
    assert.match(row(trace.own, "width").description ?? "", /thickness/i);
  });

  it("traces zod-inferred props back to their interfaces", () => {
    const { props } = extractProps("led");
    const pcbX = props.find((prop) => prop.name === "pcbX");
    assert.equal(pcbX?.declaredIn, "CommonLayoutProps");
    assert.equal(pcbX?.own, false);
    const color = props.find((prop) => prop.name === "color");
    assert.equal(color?.own, true);
  });

  it("prints each type the same whichever tables were extracted before", () => {
    const dir = path.dirname(
      createRequire(__filename).resolve("@tscircuit/props/package.json"),
    );
    // Two fresh checkers (contexts are cached by the directory as given),
    // asked for the same tables in opposite orders.
    const orders = [
      { packageDir: `${dir}${path.sep}.`, elements: ["led", "resistor"] },
      {
        packageDir: `${dir}${path.sep}.${path.sep}.`,
        elements: ["resistor", "led"],
      },
    ];
    const [first, second] = orders.map(({ packageDir, elements }) =>
      Object.fromEntries(
        elements.map((element) => [
          element,
          extractProps(element, { packageDir }).props.map(
            (prop) => `${prop.name}: ${prop.type}`,
          ),
        ]),
      ),
    );
    assert.deepEqual(first.led, second.led);
    assert.deepEqual(first.resistor, second.resistor);
  });

  it("merges the members of union types", () => {
    const trace = extractPropsTable("trace");
    for (const name of ["from", "to", "path"]) {
      assert.equal(row(trace.own, name).required, false, name);
    }
    const group = extractPropsTable("group");
    assert.equal(row(group.own, "subcircuit").type, "boolean");
    assert.ok(group.own.some((prop) => prop.name === "schTitle"));
    assert.ok(
      group.inherited.some(
        (entry) => entry.interfaceName === "SubcircuitGroupProps",
      ),
    );
  });

  it("names the known elements when the element is unknown", () => {
    assert.throws(
      () => extractPropsTable("resistr"),
      (error: Error) =>
        /Unknown element <resistr>/.test(error.message) &&
        /Known elements: .*\bcapacitor\b.*\bresistor\b/.test(error.message),
    );
  });

  it("maps the same elements to the same types as @tscircuit/core's JSX", () => {
    // Core's exports map has no entry for its types; read the file directly.
    const coreTypes = readFileSync(
      path.join(siteDir, "node_modules/@tscircuit/core/dist/index.d.ts"),
      "utf8",
    );
    const start = coreTypes.indexOf("interface TscircuitElements {");
    assert.ok(start >= 0, "core declares TscircuitElements");
    const block = coreTypes.slice(start, coreTypes.indexOf("\n}", start));
    const core = Object.fromEntries(
      // `cadmodel: Exclude<_tscircuit_props.CadModelPropsInput, …>`: the
      // input type of the same props, which the table reads as CadModelProps.
      [
        ...block.matchAll(
          /^\s+(\w+): (?:Exclude<)?_tscircuit_props\.(\w+?)(?:Input)?\b/gm,
        ),
      ].map((match) => [match[1], match[2]]),
    );
    assert.deepEqual(elementTypes, core);
    for (const element of Object.keys(untypedElements))
      assert.ok(
        !(element in core),
        `core now types <${element}>: move it from untypedElements to elementTypes`,
      );
  });
});

/**
 * The members of one of core's namespace objects (`declare const assembly: {
 * readonly bolt: …; readonly drawing: { readonly page: … } }`), as dotted
 * names (`assembly.bolt`, `assembly.drawing.page`).
 */
function namespaceMembers(coreTypes: string, namespace: string): string[] {
  const start = coreTypes.indexOf(`declare const ${namespace}: {`);
  assert.ok(start >= 0, `core declares the namespace ${namespace}`);
  const block = coreTypes.slice(start, coreTypes.indexOf("\n};", start));
  const members: string[] = [];
  const path: string[] = [namespace];
  for (const [, indent, name, kind] of block.matchAll(
    /^( +)readonly (\w+): (\{|react\.FunctionComponent)/gm,
  )) {
    const depth = (indent?.length ?? 0) / 4;
    path.length = depth;
    if (kind === "{") path.push(name as string);
    else members.push([...path, name].join("."));
  }
  return members;
}

describe("namespaced elements", () => {
  /** Second names core gives a member; the first name has the table. */
  const aliases: Record<string, string> = {
    "enclosure.fdm.Box": "enclosure.fdm.box",
  };

  it("lists every member of core's assembly, enclosure and systemblock namespaces", () => {
    const coreTypes = readFileSync(
      path.join(siteDir, "node_modules/@tscircuit/core/dist/index.d.ts"),
      "utf8",
    );
    const core = ["assembly", "enclosure", "systemblock"]
      .flatMap((namespace) => namespaceMembers(coreTypes, namespace))
      .filter((member) => !Object.hasOwn(aliases, member))
      .sort();
    assert.ok(core.includes("assembly.drawing.page"), "nested members read");
    assert.deepEqual(Object.keys(namespaceElementTypes).sort(), core);
    for (const [alias, member] of Object.entries(aliases))
      assert.ok(
        namespaceMembers(coreTypes, alias.split(".")[0] as string).includes(
          alias,
        ) && core.includes(member),
        `core no longer has ${alias} as a second name of ${member}`,
      );
  });

  it("extracts the props of a namespaced element", () => {
    const table = extractPropsTable("assembly.bolt");
    assert.equal(table.interfaceName, "AssemblyBoltProps");
    assert.ok(allRows(table).some((prop) => prop.name === "diameter"));
  });
});

describe("type text", () => {
  it("drops undefined and shortens long unions", () => {
    assert.equal(formatType("string | number | undefined"), "string | number");
    assert.equal(
      formatType('"a" | "b" | "c" | "d" | "e" | "f" | "g" | "h" | Foo'),
      '"a" | "b" | "c" | "d" | "e" | … 3 more | Foo',
    );
    assert.equal(formatType("true | false | undefined"), "boolean");
    assert.equal(
      formatType(`{ ${"a: string; ".repeat(20)}}[] | string`),
      "{ … }[] | string",
    );
    assert.equal(formatType("(string | number)[]"), "(string | number)[]");
    assert.equal(formatType("(() => void) | undefined"), "(() => void)");
  });

  it("titles groups after their interface", () => {
    assert.equal(groupTitle("PcbLayoutProps"), "Layout (PCB)");
    assert.equal(groupTitle("SchStyleProps"), "Style (schematic)");
    assert.equal(groupTitle("SupplierProps"), "Supplier");
    assert.equal(groupTitle("CommonComponentProps"), "Common");
    assert.equal(groupTitle("RoutingTolerances"), "Routing tolerances");
  });

  it("reads zod v3 and v4 defaults", () => {
    const v3 = {
      _def: {
        typeName: "ZodOptional",
        innerType: {
          _def: {
            typeName: "ZodDefault",
            defaultValue: () => "fr4",
            innerType: { _def: { typeName: "ZodString" } },
          },
        },
      },
    };
    assert.deepEqual(propInfo(v3), { default: '"fr4"' });
    const v4 = {
      _zod: {},
      _def: {
        type: "default",
        defaultValue: 2,
        innerType: { _zod: {}, _def: { type: "number" } },
      },
      description: "Layer count.",
    };
    assert.deepEqual(propInfo(v4), {
      default: "2",
      description: "Layer count.",
    });
  });
});

describe("our descriptions", () => {
  it("warns about each prop left without a description", () => {
    const { table, warnings } = loadPropsTable("resistor", {
      siteDir,
      descriptionsDir: path.join(fixtures, "none"),
    });
    const pullupFor = row(table.own, "pullupFor");
    assert.equal(pullupFor.description, null);
    assert.equal(pullupFor.source, null);
    assert.ok(
      warnings.some(
        (warning) =>
          warning.includes("<resistor>") &&
          warning.includes('"pullupFor"') &&
          warning.includes("no description"),
      ),
      warnings.join("\n"),
    );
  });

  it("fills undescribed props, shared ones too, and flags redundant ones", () => {
    const { table, warnings } = loadPropsTable("resistor", {
      siteDir,
      descriptionsDir: path.join(fixtures, "partial"),
    });
    const pullupFor = row(table.own, "pullupFor");
    assert.equal(pullupFor.source, "docs");
    assert.match(pullupFor.description ?? "", /our description/);
    const pcbX = row(allRows(table), "pcbX");
    assert.equal(pcbX.source, "docs");
    const orientation = row(table.own, "schOrientation");
    assert.equal(orientation.source, "package");
    assert.doesNotMatch(orientation.description ?? "", /Fixture/);
    assert.ok(
      warnings.some(
        (warning) =>
          warning.includes('"schOrientation"') && warning.includes("redundant"),
      ),
    );
    assert.equal(
      warnings.some((warning) => warning.includes('"pullupFor"')),
      false,
    );
  });

  it("throws, naming the file, on a description of a prop that does not exist", () => {
    assert.throws(
      () =>
        loadPropsTable("resistor", {
          siteDir,
          descriptionsDir: path.join(fixtures, "stale"),
        }),
      (error: Error) =>
        error.message.includes(
          "tests/fixtures/props-tables/stale/resistor.json",
        ) && error.message.includes('"notARealProp"'),
    );
    assert.throws(
      () =>
        loadPropsTable("resistor", {
          siteDir,
          descriptionsDir: path.join(fixtures, "stale-interfaces"),
        }),
      (error: Error) =>
        error.message.includes("stale-interfaces/_shared.json") &&
        error.message.includes("CommonLayoutProps.notARealLayoutProp"),
    );
  });

  it("a key ending in ! replaces the package's text; a stale or needless one is reported", () => {
    const table = extractPropsTable("smtpad");
    const described = [
      ...table.own,
      ...table.inherited.flatMap((g) => g.props),
    ].find((r) => r.source === "package");
    assert.ok(described, "smtpad has a prop the package describes");
    const copy = structuredClone(table);
    const warnings = applyDescriptions(
      copy,
      { [`${described.name}!`]: "Ours, because the core disagrees." },
      "smtpad.json",
    );
    const replaced = [
      ...copy.own,
      ...copy.inherited.flatMap((g) => g.props),
    ].find((r) => r.name === described.name);
    assert.equal(replaced?.description, "Ours, because the core disagrees.");
    assert.equal(replaced?.source, "docs");
    assert.ok(!warnings.some((w) => w.includes(`${described.name}!`)));
    assert.throws(
      () =>
        applyDescriptions(
          structuredClone(table),
          { "notARealProp!": "Text." },
          "smtpad.json",
        ),
      /notARealProp!/,
    );
  });

  it("does not mutate the table when applied to a copy", () => {
    const table = extractPropsTable("net");
    const copy = structuredClone(table);
    applyDescriptions(copy, { isPowerNet: "Text." }, "net.json");
    assert.equal(row(copy.own, "isPowerNet").source, "docs");
    assert.equal(row(table.own, "isPowerNet").source, null);
  });

  it("describes every prop of the documented elements, and nothing stale", () => {
    assert.ok(documented.includes("resistor"), "elements read from docs/");
    for (const element of documented) {
      const { warnings } = loadPropsTable(element, { siteDir });
      const undescribed = warnings.filter((warning) =>
        warning.includes("no description"),
      );
      assert.deepEqual(undescribed, [], element);
      assert.deepEqual(
        warnings.filter((warning) => warning.includes("redundant")),
        [],
        element,
      );
    }
  });
});

describe("remark plugin", () => {
  const page = path.join(siteDir, "docs/elements/example.mdx");
  // ESM only (its dependencies have no require() entry): loaded on demand.
  const compile: typeof import("@mdx-js/mdx")["compile"] = async (...args) =>
    (await import("@mdx-js/mdx")).compile(...args);

  it("adds the table as a data attribute, and the import", async () => {
    const warnings = new PropsTableWarnings();
    let tree: unknown;
    const output = await compile(
      {
        value: '# Resistor\n\n<PropsTable element="resistor" />\n',
        path: page,
      },
      {
        remarkPlugins: [
          [
            remarkPropsTables,
            {
              siteDir,
              descriptionsDir: path.join(fixtures, "none"),
              warnings,
            },
          ],
          () => (root: unknown) => {
            tree = root;
          },
        ],
      },
    );
    const nodes = (
      tree as {
        children: {
          type: string;
          name?: string;
          attributes?: { name: string; value: string }[];
        }[];
      }
    ).children;
    const element = nodes.find((node) => node.name === "PropsTable");
    const data = element?.attributes?.find(
      (attribute) => attribute.name === "data",
    );
    assert.ok(data, "data attribute");
    const table = JSON.parse(data.value) as PropsTableData;
    assert.equal(table.element, "resistor");
    assert.equal(row(table.own, "resistance").required, true);
    assert.ok(
      nodes.some(
        (node) =>
          node.type === "mdxjsEsm" &&
          String((node as { value?: string }).value).includes(
            "@site/src/components/PropsTable",
          ),
      ),
    );
    assert.match(String(output), /ResistorProps/);
    assert.ok(
      warnings
        .all()
        .some((warning) => warning.includes('<resistor> prop "pullupFor"')),
    );
  });

  it("names the page and line of a bad table", async () => {
    await assert.rejects(
      compile(
        { value: '# X\n\ntext\n\n<PropsTable element="nope" />\n', path: page },
        { remarkPlugins: [[remarkPropsTables, { siteDir }]] },
      ),
      (error: Error) =>
        error.message.includes("docs/elements/example.mdx:5") &&
        error.message.includes("Known elements:"),
    );
    await assert.rejects(
      compile(
        { value: "<PropsTable />\n", path: page },
        { remarkPlugins: [[remarkPropsTables, { siteDir }]] },
      ),
      /example\.mdx:1: <PropsTable> needs an element attribute/,
    );
  });
});
