import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import { codeBlocks, parseMdx } from "../../../plugins/shared/markdown";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

const root = path.resolve(import.meta.dirname, "../../..");
const page = readFileSync(
  path.join(root, "docs/contributing/contributing-autorouting-dataset.mdx"),
  "utf8",
);
const sample = codeBlocks(parseMdx(page)).find((c) =>
  c.meta?.includes('title="sample001.circuit.tsx"'),
);
assert.ok(sample, "the page shows sample001.circuit.tsx");

let compiled: Promise<CircuitJsonElement[]> | undefined;
/** The sample board, compiled once for all tests. */
const compile = () => {
  compiled ??= circuitJsonOf(sample.value);
  return compiled;
};

const load = async () =>
  import("../../../docs/contributing/_code/build-dataset");

/**
 * Read in tscircuit/tscircuit-autorouter scripts/benchmark/scenarios.ts
 * (commit 05f2242): the places a new dataset is registered, and the key
 * pattern of datasets whose samples are named sampleNNN.
 */
const scenariosTs = ["DATASET_NAMES", "DATASET_OPTIONS_LABEL"];
const samplePattern = /^sample\d{3}$/;

describe("/contributing/contributing-autorouting-dataset", () => {
  it("the sample board routes without errors, changing layers to cross", async () => {
    const json = await compile();
    assert.deepEqual(
      json.filter((e) => e.type.endsWith("_error")),
      [],
    );
    const routes = json
      .filter((e) => e.type === "pcb_trace")
      .flatMap(
        (e) =>
          (e as CircuitJsonElement & { route: { route_type: string }[] }).route,
      );
    assert.ok(
      routes.some((p) => p.route_type === "via") ||
        json.some((e) => e.type === "pcb_via"),
      "at least one via",
    );
  });

  it("its dataset sample: two layers, the board's bounds, four connections", async () => {
    const { toDatasetSample } = await load();
    const srj = toDatasetSample((await compile()) as never);
    assert.equal(srj.layerCount, 2);
    assert.deepEqual(srj.bounds, { minX: -12, maxX: 12, minY: -7, maxY: 7 });
    assert.equal(srj.connections.length, 4);
    assert.equal(srj.traces?.length ?? 0, 0);
    assert.ok(page.includes("`bounds` of −12 to\n12 mm by −7 to 7 mm"));
  });

  it("writes sampleNNN.json files and index files that re-export them by name", async () => {
    const { writeDataset, sampleName } = await load();
    const json = await compile();
    const dir = await mkdtemp(path.join(os.tmpdir(), "dataset-"));
    try {
      await writeDataset(dir, [json, json] as never);
      const indexJs = await readFile(path.join(dir, "index.js"), "utf8");
      assert.equal(
        indexJs,
        'export { default as sample001 } from "./samples/sample001.json"\n' +
          'export { default as sample002 } from "./samples/sample002.json"\n',
      );
      const dts = await readFile(path.join(dir, "index.d.ts"), "utf8");
      assert.match(dts, /export declare const sample002: SimpleRouteJson/);
      const written = JSON.parse(
        await readFile(path.join(dir, "samples/sample002.json"), "utf8"),
      );
      // The benchmark takes an export as a problem when it has `bounds`.
      assert.ok("bounds" in written);
      assert.match(sampleName(0), samplePattern);
      assert.match(sampleName(199), samplePattern);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("names the registration points of scenarios.ts and the naming prefixes", () => {
    for (const name of scenariosTs)
      assert.ok(page.includes(`\`${name}\``), name);
    for (const prefix of ["Z", "SRJ", "HG", "HD"])
      assert.match(page, new RegExp(`\\| \`${prefix}\` \\|`));
  });
});
