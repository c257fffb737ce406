// Turn sample circuits into an autorouting dataset package: one Simple
// Route JSON file per sample, plus the index.js and index.d.ts that let the
// autorouter's benchmark import the samples by name.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  getSimpleRouteJsonFromCircuitJson,
  type SimpleRouteJson,
  unrouteCircuitJson,
} from "@tscircuit/core";

type CircuitJson = Parameters<typeof unrouteCircuitJson>[0];

/** sample001, sample002, …: three digits, counting from 1. */
export const sampleName = (index: number) =>
  `sample${String(index + 1).padStart(3, "0")}`;

/** The routing problem of one sample board, without any existing traces. */
export function toDatasetSample(circuitJson: CircuitJson): SimpleRouteJson {
  const { simpleRouteJson } = getSimpleRouteJsonFromCircuitJson({
    circuitJson: unrouteCircuitJson(circuitJson),
    minTraceWidth: 0.15,
  });
  return simpleRouteJson;
}

/** Plain JavaScript re-exports: nothing to transpile, installable from Git. */
export function indexJs(count: number): string {
  return Array.from({ length: count }, (_, i) => {
    const name = sampleName(i);
    return `export { default as ${name} } from "./samples/${name}.json"\n`;
  }).join("");
}

/** Light types, so importing the dataset does not type-check every sample. */
export function indexDts(count: number): string {
  const names = Array.from({ length: count }, (_, i) => sampleName(i));
  return [
    "type SimpleRouteJson = {",
    "  layerCount: number",
    "  minTraceWidth: number",
    "  bounds: { minX: number; maxX: number; minY: number; maxY: number }",
    "  obstacles: unknown[]",
    "  connections: unknown[]",
    "}",
    ...names.map((name) => `export declare const ${name}: SimpleRouteJson`),
    "",
  ].join("\n");
}

/** Writes samples/sampleNNN.json, index.js and index.d.ts into `dir`. */
export async function writeDataset(dir: string, circuits: CircuitJson[]) {
  await mkdir(path.join(dir, "samples"), { recursive: true });
  for (const [i, circuitJson] of circuits.entries()) {
    const srj = toDatasetSample(circuitJson);
    await writeFile(
      path.join(dir, "samples", `${sampleName(i)}.json`),
      `${JSON.stringify(srj, null, 2)}\n`,
    );
  }
  await writeFile(path.join(dir, "index.js"), indexJs(circuits.length));
  await writeFile(path.join(dir, "index.d.ts"), indexDts(circuits.length));
}
