import assert from "node:assert/strict";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, it } from "node:test";
import { z } from "zod";
import { readRecord } from "../../lib/tscircuit-release";
import {
  exampleBase,
  handBases,
  tagAttributes,
  withoutElement,
  withProp,
} from "../../plugins/prop-effects/circuits";
import {
  codeNames,
  coreNames,
  propsTransformNames,
} from "../../plugins/prop-effects/core-source";
import {
  diffEffects,
  type ElementEffects,
  effectsFile,
  type PropEffectsFile,
  readEffects,
  versionMismatch,
} from "../../plugins/prop-effects/effects";
import {
  type Compile,
  circuitText,
  namedByCore,
  probeElement,
  reclassify,
} from "../../plugins/prop-effects/probe";
import { reviewedReason } from "../../plugins/prop-effects/reviewed";
import { sampleValues } from "../../plugins/prop-effects/samples";
import { propSchemas } from "../../plugins/props-tables/extract";
import remarkPropsTables, {
  PropsTableWarnings,
} from "../../plugins/props-tables/remark";
import { loadPropsTable } from "../../plugins/props-tables/table";
import type { PropRow, PropsTableData } from "../../plugins/props-tables/types";
import type { ZodLike } from "../../plugins/props-tables/zod";
import { type DriftReport, reportMarkdown } from "../../scripts/upgrade/drift";

const siteDir = path.resolve(__dirname, "../..");
const pinned = readRecord().packages;
const core = pinned["@tscircuit/core"] as string;
const props = pinned["@tscircuit/props"] as string;

const values = (name: string, schema: unknown) => {
  const samples = sampleValues(name, schema as ZodLike);
  assert.equal(samples.kind, "probe", JSON.stringify(samples));
  return samples.kind === "probe" ? samples : { values: [], partial: "" };
};

describe("sample values from zod schemas", () => {
  it("numbers: one value the schema accepts, unlike the default", () => {
    assert.deepEqual(values("x", z.number().optional()).values, [1.7]);
    assert.deepEqual(values("x", z.number().default(1.7)).values, [3]);
    assert.deepEqual(values("x", z.number().int()).values, [3]);
    assert.deepEqual(values("x", z.number().min(5).max(10)).values, [7]);
  });

  it("lengths (number | string, transformed): a number", () => {
    const length = z
      .union([z.number(), z.string()])
      .transform((value) => Number.parseFloat(String(value)));
    assert.deepEqual(values("pcbX", length.optional()).values, [1.7]);
    // The package's own: pcbX of <resistor>.
    const pcbX = propSchemas("resistor").get("pcbX");
    assert.ok(pcbX);
    assert.deepEqual(values("pcbX", pcbX).values, [1.7]);
  });

  it("booleans: true and false, less the default", () => {
    assert.deepEqual(values("x", z.boolean().optional()).values, [true, false]);
    assert.deepEqual(values("x", z.boolean().default(false)).values, [true]);
  });

  it("enums and literal unions: each member but the default, at most four", () => {
    assert.deepEqual(values("x", z.enum(["a", "b", "c"]).default("a")).values, [
      "b",
      "c",
    ]);
    assert.deepEqual(
      values("x", z.union([z.literal("x"), z.literal(2)])).values,
      ["x", 2],
    );
    assert.equal(
      values("x", z.enum(["a", "b", "c", "d", "e", "f"])).values.length,
      4,
    );
  });

  it("strings: a plain word, unless the name points at a file or address", () => {
    assert.deepEqual(values("mpn", z.string().optional()).values, ["probe"]);
    assert.deepEqual(
      sampleValues("modelUrl", z.string() as unknown as ZodLike),
      {
        kind: "skip",
        reason: "a string naming a file or address",
      },
    );
    // A literal union widened with string: its literals, not the word.
    assert.deepEqual(
      values("x", z.union([z.literal("left"), z.string()])).values,
      ["left"],
    );
  });

  it("objects, arrays, records, functions and anything: not probed", () => {
    for (const schema of [
      z.object({ x: z.number() }),
      z.array(z.number()),
      z.record(z.string()),
      z.function(),
      z.any(),
    ])
      assert.equal(
        sampleValues("x", schema as unknown as ZodLike).kind,
        "skip",
      );
    // A union with an object form is probed in part, and says so.
    const mixed = values(
      "x",
      z.union([z.number(), z.object({ x: z.number() })]),
    );
    assert.deepEqual(mixed.values, [1.7]);
    assert.match(mixed.partial ?? "", /object/);
  });
});

describe("probe circuits", () => {
  const code = `export default () => (<board width="20mm"><resistor name="R1" pcbX={-4} cad={{ a: { b: 1 } }} doNotPlace /><led name="L1" /></board>)`;

  it("appends the prop to the end of the element's tag, where it wins", () => {
    assert.equal(
      withProp(code, "resistor", "pcbX", 1.7),
      `export default () => (<board width="20mm"><resistor name="R1" pcbX={-4} cad={{ a: { b: 1 } }} doNotPlace  pcbX={1.7}/><led name="L1" /></board>)`,
    );
  });

  it("reads the attributes the base already sets", () => {
    const attributes = tagAttributes(code, "resistor");
    assert.equal(attributes.get("pcbX"), -4);
    assert.equal(attributes.get("doNotPlace"), true);
    assert.ok(attributes.has("cad"));
    assert.equal(attributes.has("led"), false);
  });

  it("removes the element for the control circuit", () => {
    assert.equal(
      withoutElement(code, "resistor"),
      `export default () => (<board width="20mm"><led name="L1" /></board>)`,
    );
    assert.equal(
      withoutElement(
        "<board><group name='G'><r /></group><x /></board>",
        "group",
      ),
      "<board><x /></board>",
    );
  });

  it("takes a base from the element's page when none is written here", () => {
    assert.equal(handBases.breakout, undefined);
    const base = exampleBase(siteDir, "breakout");
    assert.ok(base, "an example on docs/elements/breakout.mdx");
    assert.match(base.from, /^docs\/elements\/breakout\.mdx:\d+$/);
    assert.match(base.code, /<breakout[\s/>]/);
  });
});

describe("the probe's verdicts", () => {
  const base = handBases.resistor as string;
  const schemas = propSchemas("resistor");
  const pick = (...names: string[]) =>
    new Map(names.map((name) => [name, schemas.get(name)]));
  /** A planted compiler: the JSON lists the attributes of the code's resistor. */
  const planted =
    (options: {
      ignores?: string[];
      fails?: string[];
      counter?: () => number;
    }): Compile =>
    async (code) => {
      const attributes = [...tagAttributes(code, "resistor")]
        .filter(([name]) => !options.ignores?.includes(name))
        .map(([name, value]) => `${name}=${value}`);
      if (options.fails?.some((name) => code.includes(`${name}=`)))
        return { ok: false, message: "runtime: nope" };
      if (!code.includes("<resistor"))
        return { ok: true, circuitJson: [{ type: "pcb_board" }] };
      return {
        ok: true,
        circuitJson: [
          { type: "pcb_board" },
          {
            type: "source_component",
            attributes,
            message: `<resistor#${options.counter?.() ?? 0} name=".X1" />`,
          },
        ],
      };
    };

  it("marks a prop no sample changes; a prop that changes the JSON has an effect", async () => {
    let n = 0;
    const result = await probeElement(
      "resistor",
      pick("pcbX", "tolerance", "schRotation"),
      planted({ ignores: ["tolerance"], counter: () => n++ }),
      { siteDir },
    );
    assert.deepEqual(result.noEffect, ["tolerance"]);
    assert.deepEqual(result.effect, ["pcbX", "schRotation"]);
    assert.equal(result.probed, 3);
  });

  it("never marks a prop a sample failed for, nor a reviewed one", async () => {
    const result = await probeElement(
      "resistor",
      pick("tolerance", "pcbMarginX", "children"),
      planted({ ignores: ["tolerance", "pcbMarginX"], fails: ["tolerance"] }),
      { siteDir },
    );
    assert.deepEqual(result.noEffect, []);
    assert.match(result.inconclusive.tolerance ?? "", /did not compile/);
    assert.deepEqual(result.reviewed, ["children", "pcbMarginX"]);
    assert.ok(reviewedReason("resistor", "pcbMarginX"));
  });

  it("never marks a prop the core's code names, however still it sat", async () => {
    const result = await probeElement(
      "resistor",
      pick("tolerance", "relative"),
      planted({ ignores: ["tolerance", "relative"] }),
      { siteDir, coreNames: (name) => name === "relative" },
    );
    assert.deepEqual(result.noEffect, ["tolerance"]);
    assert.equal(result.inconclusive.relative, namedByCore);
    // The same check applied afterwards, with the reviewed list.
    const again = reclassify(
      "resistor",
      { ...result, noEffect: ["tolerance", "relative", "pcbMarginX"] },
      (name) => name === "relative",
    );
    assert.deepEqual(again.noEffect, ["tolerance"]);
    assert.deepEqual(again.reviewed, ["pcbMarginX"]);
    assert.equal(again.inconclusive.relative, namedByCore);
  });

  it("reads names in the core's code, not in its comments", () => {
    const code = [
      "/** pcbOffsetX is documented here only. */",
      "  // schPack too",
      "const x = props.pcbPadding ?? 0;",
      'warn("rotation is ignored");',
    ].join("\n");
    assert.equal(coreNames("pcbOffsetX", code), false);
    assert.equal(coreNames("schPack", code), false);
    assert.equal(coreNames("pcbPadding", code), true);
    assert.equal(coreNames("rotation", code), true);
    assert.equal(coreNames("Padding", code), false);
    // The installed core: reads pcbX, never names pcbOffsetX.
    assert.equal(coreNames("pcbX"), true);
    assert.equal(coreNames("pcbOffsetX"), false);
  });

  it("counts a prop a props transform reads as named (it may alias another)", () => {
    const code = [
      "var holeProps = z.object({",
      '  innerHeight: distance.optional().describe("DEPRECATED"),',
      "  rightAngle: z.boolean().optional(),",
      "}).transform((a) => {",
      "  a.holeHeight ??= a.innerHeight;",
      "});",
      "var omitted = base.omit({",
      "  rightAngle: true,",
      "});",
    ].join("\n");
    assert.equal(propsTransformNames("innerHeight", code), true);
    assert.equal(propsTransformNames("rightAngle", code), false);
    // The installed @tscircuit/props: <platedhole innerHeight> is holeHeight.
    assert.equal(propsTransformNames("innerHeight"), true);
    assert.equal(codeNames("innerHeight"), true);
    assert.equal(codeNames("pcbOffsetX"), false);
  });

  it("marks nothing when the base is not deterministic or leaves no trace", async () => {
    let n = 0;
    const shifting: Compile = async () => ({
      ok: true,
      circuitJson: [{ type: "pcb_board", seed: n++ }],
    });
    const unstable = await probeElement(
      "resistor",
      pick("tolerance"),
      shifting,
      { siteDir },
    );
    assert.deepEqual(unstable.noEffect, []);
    assert.match(unstable.notProbed.tolerance ?? "", /same twice/);

    const empty: Compile = async () => ({
      ok: true,
      circuitJson: [{ type: "pcb_board" }],
    });
    const traceless = await probeElement("resistor", pick("tolerance"), empty, {
      siteDir,
    });
    assert.deepEqual(traceless.noEffect, []);
    assert.match(traceless.notProbed.tolerance ?? "", /without the element/);
  });

  it("ignores only instance counters in messages, random id tails and the order of elements", () => {
    assert.equal(
      circuitText([{ message: '<battery#22 name=".X1" />' }]),
      circuitText([{ message: '<battery#0 name=".X1" />' }]),
    );
    assert.equal(
      circuitText([{ id: "cad_explosion_collision_check_warning_hHASwzLioK" }]),
      circuitText([{ id: "cad_explosion_collision_check_warning_MzlXiFHYOt" }]),
    );
    assert.equal(
      circuitText([
        { type: "pcb_trace", id: 1 },
        { type: "pcb_trace", id: 3 },
      ]),
      circuitText([
        { type: "pcb_trace", id: 3 },
        { type: "pcb_trace", id: 1 },
      ]),
    );
    assert.notEqual(
      circuitText([{ id: "source_component_0" }]),
      circuitText([{ id: "source_component_1" }]),
    );
    assert.notEqual(
      circuitText([{ message: "R1 at 1.7" }]),
      circuitText([{ message: "R1 at 3" }]),
    );
    assert.ok(base.includes("<resistor"));
  });
});

function entry(noEffect: string[], effect: string[]): ElementEffects {
  return {
    probed: noEffect.length + effect.length,
    noEffect,
    effect,
    notProbed: {},
    inconclusive: {},
    reviewed: [],
  };
}

describe("the committed probe file", () => {
  it("was probed with the pinned core and props (else: npm run probe:props)", () => {
    const file = readEffects(effectsFile(siteDir));
    assert.ok(file, "docs/_generated/prop-effects.json exists");
    assert.equal(versionMismatch(file, pinned), undefined);
    assert.ok(Object.keys(file.elements).includes("resistor"));
  });

  it("names the versions that differ", () => {
    assert.equal(versionMismatch({ core, props }, pinned), undefined);
    const message = versionMismatch({ core: "0.0.1", props }, pinned);
    assert.match(message ?? "", /@tscircuit\/core 0\.0\.1/);
    assert.match(message ?? "", new RegExp(`@tscircuit/core ${core}`));
    assert.match(message ?? "", /npm run probe:props/);
  });
});

describe("props tables mark props without effect", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "prop-effects-"));
  const write = (file: PropEffectsFile) => {
    const at = path.join(
      dir,
      `${file.core}-${Object.keys(file.elements).join()}.json`,
    );
    writeFileSync(at, JSON.stringify(file));
    return at;
  };
  const rowOf = (table: PropsTableData, name: string): PropRow => {
    const found = [
      ...table.own,
      ...table.inherited.flatMap((group) => group.props),
    ].find((row) => row.name === name);
    assert.ok(found, name);
    return found;
  };

  it("shows the note in place of a marked prop's description; others keep theirs", async () => {
    const file = write({
      core,
      props,
      elements: { resistor: entry(["tolerance"], ["pcbX"]) },
    });
    const compile = (await import("@mdx-js/mdx")).compile;
    let tree: unknown;
    await compile(
      {
        value: '<PropsTable element="resistor" />\n',
        path: path.join(siteDir, "docs/elements/example.mdx"),
      },
      {
        remarkPlugins: [
          [
            remarkPropsTables,
            { siteDir, effectsFile: file, warnings: new PropsTableWarnings() },
          ],
          () => (root: unknown) => {
            tree = root;
          },
        ],
      },
    );
    const node = (
      tree as {
        children: {
          name?: string;
          attributes?: { name: string; value: string }[];
        }[];
      }
    ).children.find((child) => child.name === "PropsTable");
    const data = node?.attributes?.find((a) => a.name === "data")?.value;
    assert.ok(data);
    const table = JSON.parse(data) as PropsTableData;
    const tolerance = rowOf(table, "tolerance");
    assert.equal(tolerance.description, `No effect in core ${core}.`);
    assert.equal(tolerance.source, "probe");
    assert.equal(tolerance.noEffectIn, core);
    assert.equal(
      tolerance.type,
      rowOf(
        loadPropsTable("resistor", { siteDir, effectsFile: false }).table,
        "tolerance",
      ).type,
    );
    const pcbX = rowOf(table, "pcbX");
    assert.notEqual(pcbX.description, null);
    assert.doesNotMatch(pcbX.description ?? "", /No effect/);
  });

  it("names our descriptions the note hides, and does not fail on them", () => {
    // A prop our port.json describes, marked by a planted probe file.
    const file = write({
      core,
      props,
      elements: { port: entry(["kicadPinMetadata"], []) },
    });
    const { table, warnings } = loadPropsTable("port", {
      siteDir,
      effectsFile: file,
    });
    assert.equal(rowOf(table, "kicadPinMetadata").source, "probe");
    assert.ok(
      warnings.some(
        (warning) =>
          warning.includes('<port> prop "kicadPinMetadata"') &&
          warning.includes("it can be removed"),
      ),
      warnings.join("\n"),
    );
  });

  it("marks nothing, with a warning, when the file's versions are not the pinned ones", () => {
    const file = write({
      core: "0.0.1",
      props,
      elements: { resistor: entry(["tolerance"], []) },
    });
    const { table, warnings } = loadPropsTable("resistor", {
      siteDir,
      effectsFile: file,
    });
    assert.notEqual(rowOf(table, "tolerance").source, "probe");
    assert.ok(
      warnings.some((warning) => warning.includes("npm run probe:props")),
    );
  });
});

describe("drift: props that start or stop having an effect", () => {
  const before: PropEffectsFile = {
    core: "0.0.1",
    props,
    elements: {
      resistor: entry(["tolerance", "relative"], ["pcbX", "schX"]),
      led: entry(["color"], []),
    },
  };
  const after: PropEffectsFile = {
    core: "0.0.2",
    props,
    elements: {
      resistor: entry(["relative", "schX"], ["pcbX", "tolerance", "brandNew"]),
      led: { ...entry([], []), notProbed: { color: "takes object values" } },
    },
  };

  it("lists props probed both times whose verdict changed", () => {
    assert.deepEqual(diffEffects(before, after), [
      { element: "resistor", started: ["tolerance"], stopped: ["schX"] },
    ]);
  });

  it("puts them in the drift report", () => {
    const report = {
      from: { tscircuit: "a", versions: {} },
      to: { tscircuit: "b", versions: {} },
      examples: [],
      examplesWithErrors: 0,
      props: [],
      pins: [],
      cli: { commandsAdded: [], commandsRemoved: [], options: [] },
      footprints: { functionsAdded: [], functionsRemoved: [], params: [] },
      elementsAdded: [],
      elementsRemoved: [],
      elementsWithoutPage: [],
      facts: { ran: false, newlyFailing: [], fixed: [] },
      propEffects: { compared: true, changes: diffEffects(before, after) },
    } satisfies DriftReport;
    const markdown = reportMarkdown(report);
    assert.match(markdown, /## Props with and without effect/);
    assert.match(markdown, /<resistor>: `tolerance` now has an effect/);
    assert.match(markdown, /`schX` no longer has an effect/);
  });
});
