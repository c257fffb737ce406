/**
 * `npm run diagrams`: draws every diagram of the docs that has no drawing in
 * the store yet, and deletes drawings no page uses any more. Run it after
 * editing a ```mermaid fence, and commit plugins/diagrams/rendered/.
 */
import { rmSync } from "node:fs";
import path from "node:path";
import { diagramKey } from "../plugins/diagrams/key";
import { renderDiagrams } from "../plugins/diagrams/render";
import { type FoundDiagram, findDiagrams } from "../plugins/diagrams/scan";
import { colorModes } from "../plugins/diagrams/settings";
import {
  readRendered,
  renderedDir,
  storedKeys,
  writeRendered,
} from "../plugins/diagrams/store";

async function main(): Promise<void> {
  const siteDir = process.cwd();
  const diagrams = findDiagrams(siteDir);
  const wanted = new Set(diagrams.map((diagram) => diagramKey(diagram.source)));
  const missing = diagrams.filter(
    (diagram, index) =>
      !readRendered(diagramKey(diagram.source)) &&
      diagrams.findIndex((other) => other.source === diagram.source) === index,
  );
  console.log(
    `${diagrams.length} diagrams in the docs, ${missing.length} to draw`,
  );
  const results = await renderDiagrams(
    missing.map((diagram) => diagram.source),
  );
  let failed = 0;
  results.forEach((result, index) => {
    const diagram = missing[index] as FoundDiagram;
    if (result.ok) {
      writeRendered(diagramKey(diagram.source), result.svgs);
      console.log(`drew ${diagram.file}:${diagram.line}`);
    } else {
      failed++;
      console.error(`${diagram.file}:${diagram.line}: ${result.error}`);
    }
  });
  for (const key of storedKeys()) {
    if (wanted.has(key)) continue;
    for (const mode of colorModes)
      rmSync(path.join(renderedDir, `${key}.${mode}.svg`), { force: true });
    console.log(`removed unused drawing ${key}`);
  }
  if (failed > 0) process.exitCode = 1;
}

await main();
