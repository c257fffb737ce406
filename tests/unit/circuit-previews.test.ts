import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import {
  cacheKey,
  renderingVersions,
} from "../../plugins/circuit-previews/cache";
import { errorProblems } from "../../plugins/circuit-previews/expected-errors";
import { IdleRenderPool } from "../../plugins/circuit-previews/idle-pool";
import { parsePreviewOptions } from "../../plugins/circuit-previews/meta";
import { validateCircuitPreviewsOptions } from "../../plugins/circuit-previews/options";
import { RenderPool } from "../../plugins/circuit-previews/pool";
import {
  CircuitPreviews,
  describeFailure,
} from "../../plugins/circuit-previews/previews";
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
      // "simulation" is drawn only for a circuit that simulates.
      views: ["pcb", "schematic", "3d", "simulation"],
      defaultView: "pcb",
      title: undefined,
      expectedErrors: [],
    });
  });

  it("hides views and picks the first tab", () => {
    const options = parsePreviewOptions(
      'circuit view="schematic" hide="pcb, 3d" title="a.tsx"',
    );
    assert.deepEqual(options.views, ["schematic", "simulation"]);
    assert.equal(options.defaultView, "schematic");
    assert.equal(options.title, "a.tsx");
  });

  it("names the allowed values when an option is wrong", () => {
    assert.throws(
      () => parsePreviewOptions('circuit view="top"'),
      /pcb, schematic, 3d, simulation/,
    );
    assert.throws(
      () => parsePreviewOptions('circuit hide="pcb,schematic,3d"'),
      /no view/,
    );
    assert.throws(
      () => parsePreviewOptions('circuit size="2"'),
      /view, hide, title and errors/,
    );
    assert.throws(
      () => parsePreviewOptions('circuit view="3d" hide="3d"'),
      /hidden/,
    );
  });
});

describe("errors an example shows on purpose", () => {
  const example = (errors: string) => ({
    file: "docs/a.mdx",
    line: 12,
    expectedErrors: parsePreviewOptions(`circuit errors="${errors}"`)
      .expectedErrors,
  });

  it("fails an example whose circuit reports an error, naming file and line", () => {
    const problems = errorProblems(example(""), [
      "pcb_port_not_connected_error: pin1 of R1 is not connected",
    ]);
    assert.equal(problems.length, 1);
    assert.match(
      problems[0],
      /^docs\/a\.mdx:12: .*pcb_port_not_connected_error/,
    );
  });

  it("accepts an error the fence names, and only that one", () => {
    const named = example("pcb_trace_error");
    assert.deepEqual(errorProblems(named, ["pcb_trace_error: too close"]), []);
    assert.equal(
      errorProblems(named, [
        "pcb_trace_error: too close",
        "pcb_port_not_connected_error: R1",
      ]).length,
      1,
    );
  });

  it("fails a named error that the circuit no longer reports", () => {
    assert.match(
      errorProblems(example("pcb_trace_error"), []).join(),
      /no longer reports it/,
    );
  });

  it("refuses a name that is not an error code", () => {
    assert.throws(
      () => parsePreviewOptions('circuit errors="oops"'),
      /not an error code/,
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
    assert.deepEqual(examples[0].views, ["pcb", "schematic", "simulation"]);
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

describe("the versions in the cache key", () => {
  function lockfile(zod: string): string {
    const dir = mkdtempSync(path.join(tmpdir(), "lock-"));
    const file = path.join(dir, "package-lock.json");
    writeFileSync(
      file,
      JSON.stringify({
        packages: {
          "": { dependencies: { "@tscircuit/core": "1.0.0" } },
          "node_modules/@tscircuit/core": {
            version: "1.0.0",
            dependencies: { solver: "^2", zod: "^3" },
          },
          "node_modules/solver": {
            version: "2.0.0",
            dependencies: { zod: "^4" },
          },
          // npm nests the second zod under the package that needs it.
          "node_modules/solver/node_modules/zod": { version: zod },
          "node_modules/zod": { version: "3.0.0" },
          "node_modules/unrelated": { version: "9.9.9" },
        },
      }),
    );
    return file;
  }

  it("cover the whole dependency closure, nested copies included", () => {
    const versions = renderingVersions(lockfile("4.0.0"), ["@tscircuit/core"]);
    assert.deepEqual(versions, {
      "@tscircuit/core": "1.0.0",
      solver: "2.0.0",
      "solver/node_modules/zod": "4.0.0",
      zod: "3.0.0",
    });
  });

  it("change when a transitive dependency is bumped", () => {
    const environment = (zod: string) => ({
      versions: renderingVersions(lockfile(zod), ["@tscircuit/core"]),
      renderer: "r",
    });
    assert.notEqual(
      cacheKey(goodExample, ["pcb"], environment("4.0.0")),
      cacheKey(goodExample, ["pcb"], environment("4.0.1")),
    );
  });

  it("of this site include the solvers and zod behind core", () => {
    const versions = renderingVersions(
      path.resolve(__dirname, "../../package-lock.json"),
    );
    for (const name of ["calculate-packing", "@lume/kiwi", "zod"])
      assert.ok(
        Object.keys(versions).some(
          (key) => key === name || key.endsWith(`/${name}`),
        ),
        name,
      );
  });
});

describe("options", () => {
  it("refuses a worker count that would hang the build, naming the variable", () => {
    for (const workers of ["0", "abc", "1.5", -2])
      assert.throws(
        () => validateCircuitPreviewsOptions({ siteDir: "/x", workers }),
        /workers \(CIRCUIT_RENDER_WORKERS\) must be a whole number from 1 to 64/,
      );
  });

  it("takes numbers from the environment's strings, with defaults", () => {
    const options = validateCircuitPreviewsOptions({
      siteDir: "/x",
      workers: "3",
      timeoutMs: undefined,
    });
    assert.equal(options.workers, 3);
    assert.equal(options.timeoutMs, 180_000);
  });

  it("draws a pinout only when a fence asks for it", () => {
    assert.equal(
      parsePreviewOptions("circuit").views.includes("pinout"),
      false,
    );
    const pinout = parsePreviewOptions('circuit view="pinout"');
    assert.deepEqual(pinout.views, [
      "pcb",
      "schematic",
      "3d",
      "simulation",
      "pinout",
    ]);
    assert.equal(pinout.defaultView, "pinout");
  });
});

describe("pruning", () => {
  it("removes cache entries and pictures no page uses", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "previews-"));
    const previews = new CircuitPreviews({
      siteDir: path.resolve(__dirname, "../.."),
      cacheDir: path.join(dir, "cache"),
      staticDir: path.join(dir, "static"),
      workers: 1,
      timeoutMs: 1000,
      log: () => {},
    });
    for (const folder of ["cache/stale", "static/generated/circuits/stale"])
      mkdirSync(path.join(dir, folder), { recursive: true });
    previews.publishOnly([]);
    assert.deepEqual(readdirSync(path.join(dir, "cache")), []);
    assert.deepEqual(
      readdirSync(path.join(dir, "static/generated/circuits")),
      [],
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
    assert.equal(result.error.line, 2, "the line of the throw");
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
  it("starts a process on first use and stops it once idle", async () => {
    // Given a pool that stops its process 300 ms after the last job
    const idle = new IdleRenderPool({ timeoutMs: 30_000, idleMs: 300 });
    try {
      assert.equal(idle.running, false, "nothing starts before a job");
      // When one job has run
      const first = await idle.render({
        code: goodExample,
        filename: "good.tsx",
        views: [],
      });
      assert.ok(first.ok);
      assert.equal(idle.running, true);
      // Then the process stops after the idle time, and a later job
      // starts a new one
      await new Promise((resolve) => setTimeout(resolve, 800));
      assert.equal(idle.running, false, "stopped once idle");
      const second = await idle.render({
        code: goodExample,
        filename: "good.tsx",
        views: [],
      });
      assert.ok(second.ok);
    } finally {
      await idle.close();
    }
  });
});
