/**
 * Turns each ```tsx circuit fence of a page into a <CircuitPreview> with the
 * code and the URLs of its pictures, rendered at build time.
 */
import path from "node:path";
import { createSnippetUrl } from "@tscircuit/create-snippet-url";
import type { Code, Parent, Root } from "mdast";
import { visit } from "unist-util-visit";
import { ensureImport, jsxElement } from "../shared/mdx-nodes";
import { isCircuitFence, parsePreviewOptions } from "./meta";
import type { CircuitPreviews } from "./previews";
import { groupWarnings } from "./warnings";

export interface RemarkCircuitOptions {
  siteDir: string;
  /** The renderer shared with the plugin (index.ts). */
  previews: CircuitPreviews;
  /** Highlights the example's code at build (plugins/code-highlight). */
  highlight?: (code: string, language: string) => string;
}

export default function remarkCircuitPreviews(options: RemarkCircuitOptions) {
  const { previews } = options;
  return async (tree: Root, file: { path?: string }) => {
    const found: { parent: Parent; index: number; node: Code }[] = [];
    visit(tree, "code", (node, index, parent) => {
      if (parent && index !== undefined && isCircuitFence(node.lang, node.meta))
        found.push({ parent, index, node });
    });
    if (found.length === 0) return;
    const page = path.relative(options.siteDir, file.path ?? "unknown.mdx");
    for (const { parent, index, node } of found) {
      const line = node.position?.start.line ?? 0;
      let parsed: ReturnType<typeof parsePreviewOptions>;
      try {
        parsed = parsePreviewOptions(node.meta ?? "");
      } catch (error) {
        throw new Error(`${page}:${line}: ${(error as Error).message}`);
      }
      const preview = await previews.get({
        file: page,
        line,
        code: node.value,
        ...parsed,
      });
      (parent.children as unknown[])[index] = jsxElement("CircuitPreview", {
        code: node.value,
        highlighted: options.highlight?.(node.value, "tsx"),
        title: parsed.title,
        // The online editor opens with this example loaded (the code travels
        // gzipped in the URL's hash, so nothing is sent to a server).
        editorUrl: createSnippetUrl(node.value),
        defaultView: parsed.defaultView,
        pictures: JSON.stringify(preview.pictures),
        circuitErrors:
          preview.circuitErrors.length > 0
            ? JSON.stringify(preview.circuitErrors)
            : undefined,
        // Grouped here, at build, so the page ships no grouping code.
        circuitWarnings:
          preview.circuitWarnings.length > 0
            ? JSON.stringify(groupWarnings(preview.circuitWarnings))
            : undefined,
      });
    }
    ensureImport(
      tree as unknown as Parameters<typeof ensureImport>[0],
      "CircuitPreview",
      "@site/src/components/CircuitPreview",
    );
  };
}
