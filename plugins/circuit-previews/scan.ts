/**
 * Finds every circuit example in the docs before the bundler runs, so all of
 * them render up front, in parallel, with one progress report.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { isCircuitFence, parsePreviewOptions } from "./meta";
import type { CircuitExample } from "./types";

export function listPages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listPages(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * The circuit fences of one page. Fences are read the way CommonMark does:
 * an opening line of three or more backticks (indented up to the list
 * nesting) and a closing line of at least as many.
 */
export function findExamples(source: string, file: string): CircuitExample[] {
  const lines = source.split("\n");
  const examples: CircuitExample[] = [];
  for (let index = 0; index < lines.length; index++) {
    const open = lines[index].match(/^(\s*)(`{3,})\s*(\S+)?\s*(.*)$/);
    if (!open) continue;
    const [, indent, ticks, lang, meta] = open;
    const close = new RegExp(`^\\s*\`{${ticks.length},}\\s*$`);
    let end = index + 1;
    while (end < lines.length && !close.test(lines[end])) end++;
    if (isCircuitFence(lang, meta)) {
      let options: ReturnType<typeof parsePreviewOptions>;
      try {
        options = parsePreviewOptions(meta);
      } catch (error) {
        throw new Error(`${file}:${index + 1}: ${(error as Error).message}`);
      }
      const body = lines
        .slice(index + 1, end)
        .map((line) =>
          line.startsWith(indent) ? line.slice(indent.length) : line,
        );
      examples.push({
        file,
        line: index + 1,
        code: body.join("\n"),
        ...options,
      });
    }
    index = end;
  }
  return examples;
}

export function scanDocs(siteDir: string, docsDir: string): CircuitExample[] {
  return listPages(docsDir).flatMap((file) =>
    findExamples(readFileSync(file, "utf8"), path.relative(siteDir, file)),
  );
}
