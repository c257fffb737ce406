import assert from "node:assert/strict";
import {
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import {
  applyMeanings,
  type BuiltCatalog,
  buildCatalog,
  buildFootprintCatalog,
  formatDefault,
  passiveSizes,
} from "../../plugins/footprints/catalog";
import {
  type FootprintLibraries,
  loadFootprintLibraries,
} from "../../plugins/footprints/footprinter";
import {
  meaningGroups,
  paramMeanings,
} from "../../plugins/footprints/param-meanings";
import remarkFootprints from "../../plugins/footprints/remark";
import {
  FootprintStringError,
  footprintSvgFileName,
  renderFootprintSvg,
  writeFootprintAssets,
} from "../../plugins/footprints/render";

let libraries: FootprintLibraries;
let catalog: BuiltCatalog;
const warnings: string[] = [];
const siteDir = mkdtempSync(path.join(tmpdir(), "footprints-test-"));

before(async () => {
  libraries = await loadFootprintLibraries();
  catalog = buildCatalog({ onWarning: (message) => warnings.push(message) });
});

after(() => rmSync(siteDir, { recursive: true, force: true }));

describe("footprint catalog", () => {
  it("has one entry per footprint function, each with an example that renders", () => {
    const names = libraries.footprinter.getFootprintNames();
    assert.deepEqual(
      catalog.functions.map((entry) => entry.name).sort(),
      [...names].sort(),
    );
    for (const entry of catalog.functions) {
      const svg = renderFootprintSvg(entry.example);
      assert.ok(svg.startsWith("<svg"), `${entry.name}: ${entry.example}`);
      assert.match(entry.svgFile, /^\/generated\/footprints\/[\w-]+\.svg$/);
    }
  });

  it("sorts functions into passive and normal ones, passives with size codes", () => {
    const passive = catalog.functions
      .filter((entry) => entry.kind === "passive")
      .map((entry) => entry.name)
      .sort();
    assert.deepEqual(passive, ["cap", "diode", "led", "res"]);
    const res = catalog.functions.find((entry) => entry.name === "res");
    assert.ok(res?.sizes?.includes("0402"));
    assert.ok(passiveSizes().some((size) => size.metric === "1005"));
  });

  it("gives soic's pitch its default and meaning", () => {
    const soic = catalog.functions.find((entry) => entry.name === "soic");
    assert.equal(soic?.example, "soic8");
    const pitch = soic?.params.find((param) => param.key === "p");
    assert.equal(pitch?.default, "1.27");
    assert.equal(
      pitch?.meaning,
      paramMeanings.groups.find((group) => group.functions.includes("*"))?.texts
        .p,
    );
    assert.equal(pitch?.source, "docs");
    const pinCount = soic?.params.find((param) => param.key === "num_pins");
    assert.equal(pinCount?.default, "8");
  });

  it("shows the value the example string gives a key it sets, beside the default", () => {
    const lcc = catalog.functions.find((entry) => entry.name === "lcc");
    assert.equal(lcc?.example, "lcc20");
    const pinCount = lcc?.params.find((param) => param.key === "num_pins");
    const resolved = libraries.footprinter.fp.string("lcc20").json() as {
      num_pins?: number;
    };
    assert.equal(pinCount?.example, String(resolved.num_pins));
    assert.equal(pinCount?.example, "20");
    assert.equal(pinCount?.default, "64");
    // soic8 gives soic's default pin count: nothing to show beside it.
    const soic = catalog.functions.find((entry) => entry.name === "soic");
    const soicPins = soic?.params.find((param) => param.key === "num_pins");
    assert.equal(soicPins?.example, undefined);
  });

  it("uses footprinter's own descriptions where it has them", () => {
    const d2pak = catalog.functions.find((entry) => entry.name === "d2pak");
    const tab = d2pak?.params.find((param) => param.key === "tabw");
    assert.equal(tab?.source, "package");
    assert.ok(tab?.meaning);
    const rounded = catalog.common.find((param) => param.key === "rounded");
    assert.equal(rounded?.source, "package");
  });

  it("builds without warnings: every shown key has a meaning", () => {
    assert.deepEqual(warnings, []);
    for (const entry of catalog.functions) {
      for (const param of entry.params) {
        assert.ok(param.meaning, `${entry.name}.${param.key}`);
      }
    }
  });

  it("leaves out keys that a string cannot write or that do nothing", () => {
    const sot143 = catalog.functions.find((entry) => entry.name === "sot143");
    // pin1padwidth is a real sot143 key that strings can write.
    assert.ok(sot143?.params.some((param) => param.key === "pin1padwidth"));
    // fn and string are the schema's own fields: no string can write them.
    assert.ok(
      !catalog.functions.some((entry) =>
        entry.params.some((param) => ["fn", "string"].includes(param.key)),
      ),
    );
    const qfp = catalog.functions.find((entry) => entry.name === "qfp");
    assert.ok(!qfp?.params.some((param) => param.key === "wide"));
    assert.ok(!catalog.common.some((param) => param.key === "origin"));
  });

  it("lists as no-effect only keys that really change nothing", () => {
    const { fp } = libraries.footprinter;
    // The circuit JSON of a string, or null when the value does not suit
    // the key (a flag given a number, say).
    const draw = (footprint: string): string | null => {
      try {
        return JSON.stringify(fp.string(footprint).circuitJson());
      } catch {
        return null;
      }
    };
    const check = (example: string, key: string, values: string[]) => {
      const plain = draw(example);
      const drawn = values
        .map((value) => draw(`${example}_${key}${value}`))
        .filter((result) => result !== null);
      assert.ok(drawn.length > 0, `${example}: no valid value for ${key}`);
      for (const result of drawn)
        assert.equal(result, plain, `${example}_${key}`);
    };
    for (const [name, keys] of Object.entries(paramMeanings.noEffect)) {
      const entry = catalog.functions.find((e) => e.name === name);
      assert.ok(entry, name);
      for (const key of keys) check(entry.example, key, ["", "1", "2.5mm"]);
    }
    for (const key of paramMeanings.commonNoEffect) {
      check("soic8", key, ["(center)", "(pin1)", "(bottomleft)"]);
    }
  });

  it("formats resolved values as they are written", () => {
    assert.equal(formatDefault(9.600000000000001), "9.6");
    assert.equal(formatDefault({ x: 4, y: 3 }), "4x3");
    assert.equal(formatDefault([]), "none");
    assert.equal(formatDefault(false), "false");
    assert.equal(formatDefault(undefined), undefined);
  });
});

describe("parameter meanings", () => {
  const raw = [
    {
      name: "soic",
      params: [
        { key: "p", packageMeaning: null },
        { key: "tabw", packageMeaning: "large tab pad width" },
      ],
    },
  ];

  const groups = (grouped: Record<string, Record<string, string>>) => ({
    groups: meaningGroups(grouped, "meanings.json"),
  });

  it("takes the package's text first, then ours for the function, then ours for the key", () => {
    const checked = applyMeanings(
      [...raw, { name: "qfn", params: [{ key: "p", packageMeaning: null }] }],
      [],
      groups({
        "*": { p: "pitch" },
        "qfn, soic": { p: "qfn or soic pitch" },
        qfn: { p: "qfn pitch" },
      }),
    );
    assert.deepEqual(checked.errors, []);
    assert.deepEqual(checked.functions[0], [
      { key: "p", meaning: "qfn or soic pitch", source: "docs" },
      { key: "tabw", meaning: "large tab pad width", source: "package" },
    ]);
    assert.deepEqual(checked.functions[1], [
      { key: "p", meaning: "qfn pitch", source: "docs" },
    ]);
  });

  it("uses the meaning for every function when no group names it", () => {
    const checked = applyMeanings(raw, [], groups({ "*": { p: "pitch" } }));
    assert.deepEqual(checked.errors, []);
    assert.deepEqual(checked.functions[0], [
      { key: "p", meaning: "pitch", source: "docs" },
      { key: "tabw", meaning: "large tab pad width", source: "package" },
    ]);
  });

  it("warns about a key without a meaning", () => {
    const checked = applyMeanings(raw, [], groups({}));
    assert.equal(checked.warnings.length, 1);
    assert.match(
      checked.warnings[0] ?? "",
      /^soic: parameter "p" has no description; add one to docs\/_descriptions\/footprint-params\/_shared\.json/,
    );
  });

  it("warns about a meaning the package makes redundant", () => {
    const checked = applyMeanings(
      raw,
      [],
      groups({ "*": { p: "pitch" }, soic: { tabw: "tab width" } }),
    );
    assert.deepEqual(checked.errors, []);
    assert.ok(
      checked.warnings.some(
        (warning) =>
          warning.includes('"tabw"') && warning.includes("redundant"),
      ),
    );
  });

  it("rejects a meaning for a key no function uses", () => {
    const checked = applyMeanings(
      raw,
      [],
      groups({ "*": { p: "pitch", zzz: "nothing" } }),
    );
    assert.equal(checked.errors.length, 1);
    assert.match(
      checked.errors[0] ?? "",
      /meanings\.json \("\*"\) describes "zzz", which no footprint function uses/,
    );
  });

  it("rejects a meaning for a key no function of its group uses", () => {
    const checked = applyMeanings(
      raw,
      [],
      groups({ "*": { p: "pitch" }, soic: { nope: "nothing" } }),
    );
    assert.equal(checked.errors.length, 1);
    assert.match(checked.errors[0] ?? "", /\("soic"\) describes "nope"/);
  });

  it("fails the catalog build on an unused meaning", () => {
    assert.throws(
      () =>
        buildFootprintCatalog({
          meanings: {
            ...paramMeanings,
            groups: [
              ...paramMeanings.groups,
              ...meaningGroups({ "*": { zzz: "unused" } }, "extra.json"),
            ],
          },
          onWarning: () => {},
        }),
      /extra\.json \("\*"\) describes "zzz"/,
    );
  });
});

describe("footprint pictures", () => {
  it("renders a fixed-size SVG that scales", () => {
    const svg = renderFootprintSvg("soic8_p1.27mm");
    assert.ok(svg.startsWith("<svg"));
    assert.match(svg, /^<svg[^>]*viewBox="0 0 300 200"/);
    assert.match(svg, /^<svg[^>]*width="300"/);
  });

  it("names the string and footprinter's reason when a string fails", () => {
    assert.throws(
      () => renderFootprintSvg("nosuchpart8"),
      (error: unknown) =>
        error instanceof FootprintStringError &&
        error.message.includes('"nosuchpart8"') &&
        /Invalid footprint function/.test(error.reason),
    );
    assert.throws(() => renderFootprintSvg("cap"), /"cap"/);
  });

  it("makes safe, distinct file names", () => {
    assert.equal(footprintSvgFileName("soic8_p1.27mm"), "soic8_p1_27mm.svg");
    const other = footprintSvgFileName("soic8_p1_27mm");
    assert.notEqual(other, "soic8_p1_27mm.svg");
    assert.match(other, /^soic8_p1_27mm-[0-9a-f]{8}\.svg$/);
  });

  it("writes each picture once and leaves unchanged files alone", () => {
    const [first] = writeFootprintAssets(siteDir, ["qfn16"]);
    assert.ok(first);
    assert.equal(first.src, "/generated/footprints/qfn16.svg");
    assert.equal(
      first.file,
      path.join(siteDir, ".generated/static/generated/footprints/qfn16.svg"),
    );
    const before = statSync(first.file).mtimeMs;
    writeFootprintAssets(siteDir, ["qfn16"]);
    assert.equal(statSync(first.file).mtimeMs, before);
    assert.ok(readFileSync(first.file, "utf8").startsWith("<svg"));
    const leftovers = readdirSync(path.dirname(first.file)).filter((name) =>
      name.endsWith(".tmp"),
    );
    assert.deepEqual(leftovers, []);
  });
});

describe("remark plugin", () => {
  // @mdx-js/mdx is an ES module only: load it with import(), not require().
  const compileMdx = async (value: string, file: string) => {
    const { compile } = await import("@mdx-js/mdx");
    return String(
      await compile(
        { path: file, value },
        { remarkPlugins: [[remarkFootprints, { siteDir }]] },
      ),
    );
  };

  it("adds src, width and height to <FootprintPreview>", async () => {
    const code = await compileMdx(
      '# Parts\n\n<FootprintPreview footprint="soic8_p1.27mm" />\n',
      path.join(siteDir, "docs/page.mdx"),
    );
    assert.match(code, /src: "\/generated\/footprints\/soic8_p1_27mm\.svg"/);
    assert.match(code, /width: "300"/);
    assert.match(code, /height: "200"/);
    const file = path.join(
      siteDir,
      ".generated/static/generated/footprints/soic8_p1_27mm.svg",
    );
    assert.ok(readFileSync(file, "utf8").startsWith("<svg"));
  });

  it("gives <FootprinterCatalog> the catalog as JSON", async () => {
    const code = await compileMdx(
      '<FootprinterCatalog />\n\n<FootprinterCatalog view="sizes" />\n',
      path.join(siteDir, "docs/catalog.mdx"),
    );
    assert.match(code, /data: "\{\\"common\\":/);
    assert.match(code, /data: "\{\\"sizes\\":/);
  });

  it("fails with the file, line, string and reason for a bad string", async () => {
    const file = path.join(siteDir, "docs/broken.mdx");
    await assert.rejects(
      compileMdx(
        'Intro\n\n<FootprintPreview footprint="soic8_nosuch" />\n\n<FootprintPreview footprint="qfnx12" />\n',
        file,
      ),
      (error: Error) => {
        assert.ok(error.message.includes(`${file}:5:1`), error.message);
        assert.ok(error.message.includes('"qfnx12"'), error.message);
        assert.match(error.message, /Invalid footprint function/);
        return true;
      },
    );
  });
});
