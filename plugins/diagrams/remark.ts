/**
 * Replaces each ```mermaid fence of a page with a <Diagram> holding the
 * diagram drawn at build, one SVG per colour mode, so no diagram code runs in
 * the reader's browser. Drawings come from the store (store.ts); a diagram
 * not drawn yet is drawn now when Chromium is at hand, and otherwise fails
 * the build naming the page and line.
 */
import path from "node:path";
import type { Code, Parent, Root } from "mdast";
import { visit } from "unist-util-visit";
import { ensureImport, jsxElement } from "../shared/mdx-nodes";
import { diagramKey } from "./key";
import { browserAvailable, renderDiagrams, svgId } from "./render";
import { colorModes } from "./settings";
import {
  type DiagramSvgs,
  readRendered,
  renderedDir,
  writeRendered,
} from "./store";

export interface RemarkDiagramsOptions {
  siteDir: string;
  /** Where drawings are kept; the repository's store unless a test says. */
  storeDir?: string;
  /** Whether a missing drawing may be drawn now; when Chromium is installed unless set. */
  draw?: boolean;
}

export const isDiagramFence = (lang: string | null | undefined): boolean =>
  lang === "mermaid";

/** A second copy of a diagram on one page gets ids of its own. */
function withCopyIds(
  svgs: DiagramSvgs,
  key: string,
  copy: number,
): DiagramSvgs {
  if (copy === 0) return svgs;
  return Object.fromEntries(
    colorModes.map((mode) => [
      mode,
      // Every id inside a drawing starts with the drawing's own id.
      svgs[mode].replaceAll(svgId(key, mode), svgId(`${key}-${copy}`, mode)),
    ]),
  ) as DiagramSvgs;
}

export default function remarkDiagrams(options: RemarkDiagramsOptions) {
  const storeDir = options.storeDir ?? renderedDir;
  return async (tree: Root, file: { path?: string }) => {
    const found: { parent: Parent; index: number; node: Code; key: string }[] =
      [];
    visit(tree, "code", (node, index, parent) => {
      if (parent && index !== undefined && isDiagramFence(node.lang))
        found.push({ parent, index, node, key: diagramKey(node.value) });
    });
    if (found.length === 0) return;
    const page = path.relative(options.siteDir, file.path ?? "unknown.mdx");
    const where = (node: Code) => `${page}:${node.position?.start.line ?? 0}`;

    const drawings = new Map<string, DiagramSvgs>();
    const missing: { node: Code; key: string }[] = [];
    for (const { node, key } of found) {
      if (drawings.has(key) || missing.some((other) => other.key === key))
        continue;
      const stored = readRendered(key, storeDir);
      if (stored) drawings.set(key, stored);
      else missing.push({ node, key });
    }
    if (missing.length > 0) {
      if (!(options.draw ?? browserAvailable()))
        throw new Error(
          `${where((missing[0] as { node: Code }).node)}: this diagram has not been drawn yet. Run \`npm run diagrams\` on a machine with Chromium and commit plugins/diagrams/rendered/.`,
        );
      const results = await renderDiagrams(
        missing.map(({ node }) => node.value),
      );
      results.forEach((result, index) => {
        const { node, key } = missing[index] as { node: Code; key: string };
        if (!result.ok)
          throw new Error(
            `${where(node)}: Mermaid cannot draw this diagram: ${result.error}`,
          );
        writeRendered(key, result.svgs, storeDir);
        drawings.set(key, result.svgs);
      });
    }

    const copies = new Map<string, number>();
    for (const { parent, index, key } of found) {
      const copy = copies.get(key) ?? 0;
      copies.set(key, copy + 1);
      const svgs = withCopyIds(drawings.get(key) as DiagramSvgs, key, copy);
      (parent.children as unknown[])[index] = jsxElement("Diagram", svgs);
    }
    ensureImport(
      tree as unknown as Parameters<typeof ensureImport>[0],
      "Diagram",
      "@site/src/components/Diagram",
    );
  };
}
