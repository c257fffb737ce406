import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { cacheKey } from "../../plugins/circuit-previews/cache";
import { parsePreviewOptions } from "../../plugins/circuit-previews/meta";
import { RenderPool } from "../../plugins/circuit-previews/pool";
import { describeFailure } from "../../plugins/circuit-previews/previews";
import { findExamples } from "../../plugins/circuit-previews/scan";

const goodExample = `export default () => (
  <board width="12mm" height="10mm">
    <resistor name="R1" resistance="1k" footprint="0402" pcbX={-3} />
    <led name="D1" color="red" footprint="0603" pcbX={3} />
    <trace from=".R1 > .pin2" to=".D1 > .anode" />
  </board>
)`;

describe("circuit fence options", () => {
  it("shows every view, PCB first, by default", () => {
    assert.deepEqual(parsePreviewOptions("circuit"), {
      views: ["pcb", "schematic", "3d"],
      defaultView: "pcb",
      title: undefined,
    });
  });

  it("hides views and picks the first tab", () => {
    const options = parsePreviewOptions(
      'circuit view="schematic" hide="pcb, 3d" title="a.tsx"',
    );
    assert.deepEqual(options.views, ["schematic"]);
    assert.equal(options.defaultView, "schematic");
    assert.equal(options.title, "a.tsx");
  });

  it("names the allowed values when an option is wrong", () => {
    assert.throws(
      () => parsePreviewOptions('circuit view="top"'),
      /pcb, schematic, 3d/,
    );
    assert.throws(
      () => parsePreviewOptions('circuit hide="pcb,schematic,3d"'),
      /no view/,
    );
    assert.throws(
      () => parsePreviewOptions('circuit size="2"'),
      /view, hide and title/,
    );
    assert.throws(
      () => parsePreviewOptions('circuit view="3d" hide="3d"'),
      /hidden/,
    );
  });
});

describe("finding examples in a page", () => {
  it("finds circuit fences with their line, and skips other code", () => {
    const page = [
      "# Title", // 1
      "```tsx", // 2
      "const notACircuit = 1", // 3
      "```", // 4
      "- a list item", // 5
      '  ```tsx circuit hide="3d"', // 6
      '  export default () => <board width="5mm" height="5mm" />', // 7
      "  ```", // 8
    ].join("\n");
    const examples = findExamples(page, "docs/x.mdx");
    assert.equal(examples.length, 1);
    assert.equal(examples[0].line, 6);
    assert.equal(
      examples[0].code,
      'export default () => <board width="5mm" height="5mm" />',
    );
    assert.deepEqual(examples[0].views, ["pcb", "schematic"]);
  });

  it("names the file and line of a bad option", () => {
    assert.throws(
      () =>
        findExamples('text\n```tsx circuit view="side"\nx\n```', "docs/y.mdx"),
      /docs\/y\.mdx:2:/,
    );
  });
});

describe("the cache key", () => {
  const environment = {
    versions: { "@tscircuit/core": "0.0.1734" },
    renderer: "abc",
  };
  const key = cacheKey(goodExample, ["pcb"], environment);

  it("is stable for the same inputs", () => {
    assert.equal(cacheKey(goodExample, ["pcb"], environment), key);
  });

  it("changes with the code, the views, the package versions and the renderer", () => {
    assert.notEqual(cacheKey(`${goodExample} `, ["pcb"], environment), key);
    assert.notEqual(cacheKey(goodExample, ["pcb", "3d"], environment), key);
    assert.notEqual(
      cacheKey(goodExample, ["pcb"], {
        ...environment,
        versions: { "@tscircuit/core": "0.0.1735" },
      }),
      key,
    );
    assert.notEqual(
      cacheKey(goodExample, ["pcb"], { ...environment, renderer: "abd" }),
      key,
    );
  });
});

describe("rendering in worker processes", () => {
  const pool = new RenderPool({ size: 1, timeoutMs: 30_000 });
  after(() => pool.close());

  it("renders a good example to PCB, schematic and 3D SVG", async () => {
    const result = await pool.render({
      code: goodExample,
      filename: "good.tsx",
      views: ["pcb", "schematic", "3d"],
    });
    assert.ok(result.ok, JSON.stringify(!result.ok && result.error));
    assert.deepEqual(
      result.pictures.map((picture) => picture.view),
      ["pcb", "schematic", "3d"],
    );
    for (const picture of result.pictures) {
      assert.match(picture.svg, /^<svg/, picture.view);
      assert.ok(picture.width > 0 && picture.height > 0);
    }
    assert.deepEqual(result.circuitErrors, []);
  });

  it("reports errors the circuit finds in itself", async () => {
    const result = await pool.render({
      code: `export default () => (
  <board width="10mm" height="10mm">
    <resistor name="R1" resistance="1k" footprint="not_a_footprint" />
  </board>
)`,
      filename: "odd.tsx",
      views: ["pcb"],
    });
    assert.ok(result.ok);
    assert.ok(result.circuitErrors.some((error) => /footprint/i.test(error)));
  });

  it("fails a broken example with the page's file and line", async () => {
    const result = await pool.render({
      code: 'export default () => (\n  <board width="10mm"\n)',
      filename: "broken.tsx",
      views: ["pcb"],
    });
    assert.equal(result.ok, false);
    if (result.ok) return;
    assert.equal(result.error.phase, "syntax");
    const message = describeFailure(
      { file: "docs/elements/resistor.mdx", line: 40 },
      result,
    );
    assert.match(
      message,
      /^docs\/elements\/resistor\.mdx:4\d:\d+: syntax error/,
    );
  });

  it("reports a component that throws, at its line", async () => {
    const result = await pool.render({
      code: 'const Part = () => {\n  throw new Error("no such part")\n}\nexport default () => <board width="5mm" height="5mm"><Part /></board>',
      filename: "throws.tsx",
      views: ["pcb"],
    });
    assert.equal(result.ok, false);
    if (result.ok) return;
    assert.match(result.error.message, /no such part/);
  });

  it("stops an example that runs too long", async () => {
    const quick = new RenderPool({ size: 1, timeoutMs: 3_000 });
    try {
      const result = await quick.render({
        code: "while (true) {}\nexport default () => null",
        filename: "loop.tsx",
        views: ["pcb"],
      });
      assert.equal(result.ok, false);
      if (!result.ok) assert.equal(result.error.phase, "timeout");
    } finally {
      await quick.close();
    }
  });
});
