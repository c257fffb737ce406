/**
 * Finds every circuit example in the docs before the bundler runs, so all of
 * them render up front, in parallel, with one progress report. Pages are
 * read by the same Markdown parser as the remark plugin's (shared/markdown),
 * so both find exactly the same fences (`~~~` fences and fences inside
 * blockquotes or lists included).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { codeBlocks, parseMdx } from "../shared/markdown";
import { isCircuitFence, parsePreviewOptions } from "./meta";
import type { CircuitExample } from "./types";

/**
 * The docs' pages under `dir`. Files and folders whose name starts with `_`
 * are not pages (Docusaurus skips them too): descriptions, code files, the
 * drift reports in `docs/_releases/`.
 */
export function listPages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith("_")) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listPages(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

/** The circuit fences of one page, in document order. */
export function findExamples(source: string, file: string): CircuitExample[] {
  return codeBlocks(parseMdx(source, file))
    .filter((code) => isCircuitFence(code.lang, code.meta))
    .map((code) => {
      const line = code.position?.start.line ?? 0;
      let options: ReturnType<typeof parsePreviewOptions>;
      try {
        options = parsePreviewOptions(code.meta ?? "");
      } catch (error) {
        throw new Error(`${file}:${line}: ${(error as Error).message}`);
      }
      return { file, line, code: code.value, ...options };
    });
}

export function scanDocs(siteDir: string, docsDir: string): CircuitExample[] {
  return listPages(docsDir).flatMap((file) =>
    findExamples(readFileSync(file, "utf8"), path.relative(siteDir, file)),
  );
}
