/**
 * Highlights every fenced code block of a page at build time (see
 * highlight.ts) and hands the HTML to the theme's `CodeBlock` as its
 * `highlighted` prop. Diagrams (`mermaid`) are left to their own renderer;
 * circuit examples are highlighted by the circuit-previews plugin, which
 * replaces their fences before this plugin runs.
 */
import type { Code, Root } from "mdast";
import { visit } from "unist-util-visit";
import { type HighlightOptions, highlightToHtml } from "./highlight";
import { type HighlightComment, lineNumbersStart, markLines } from "./lines";

export interface RemarkCodeHighlightOptions extends HighlightOptions {
  highlightComments?: HighlightComment[];
}

/** Languages another renderer draws rather than shows as code. */
const notCode = new Set(["mermaid"]);

export function highlightFence(
  node: Code,
  options: RemarkCodeHighlightOptions,
): void {
  if (node.lang && notCode.has(node.lang)) return;
  const marked = markLines(node.value, node.meta, options.highlightComments);
  node.value = marked.code;
  const html = highlightToHtml(
    marked.code,
    node.lang ?? "text",
    options,
    marked.lineClasses,
    lineNumbersStart(node.meta) !== undefined,
  );
  node.data = {
    ...node.data,
    hProperties: { ...node.data?.hProperties, highlighted: html },
  };
}

export default function remarkCodeHighlight(
  options: RemarkCodeHighlightOptions,
) {
  return (tree: Root) => {
    visit(tree, "code", (node) => highlightFence(node, options));
  };
}
