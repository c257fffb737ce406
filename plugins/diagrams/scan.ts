/**
 * Finds every ```mermaid fence of the docs, with the same Markdown parser the
 * build uses, for `npm run diagrams` and the test that checks every diagram
 * has its drawing.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { listPages } from "../circuit-previews/scan";
import { codeBlocks, parseMdx } from "../shared/markdown";
import { isDiagramFence } from "./remark";

export interface FoundDiagram {
  file: string;
  line: number;
  source: string;
}

export function findDiagrams(siteDir: string): FoundDiagram[] {
  return listPages(path.join(siteDir, "docs")).flatMap((full) => {
    const file = path.relative(siteDir, full);
    return codeBlocks(parseMdx(readFileSync(full, "utf8"), file))
      .filter((code) => isDiagramFence(code.lang))
      .map((code) => ({
        file,
        line: code.position?.start.line ?? 0,
        source: code.value,
      }));
  });
}
