/**
 * Splits a page's hydration at its sections: the opening part, above the
 * first level-2 heading, and every part from a level-2 heading to the next
 * are each wrapped in <HydrationChunk>, a Suspense boundary React hydrates
 * in a task of its own, in the order of the page.
 *
 * Runs last among the remark plugins, once every generated table, picture
 * and code block is in place, and after the table of contents and the
 * Markdown export have read the page.
 */
import type { Root, RootContent } from "mdast";
import { ensureImport } from "../shared/mdx-nodes";

const component = "HydrationChunk";
const source = "@site/src/components/HydrationChunk";

function isSectionStart(node: RootContent): boolean {
  return node.type === "heading" && node.depth === 2;
}

export function remarkHydrationChunks() {
  return (tree: Root): void => {
    const kept: RootContent[] = [];
    let section: RootContent[] | null = null;
    let wrapped = false;
    const close = () => {
      if (!section) return;
      wrapped = true;
      kept.push({
        type: "mdxJsxFlowElement",
        name: component,
        attributes: [],
        children: section,
      } as unknown as RootContent);
      section = null;
    };
    for (const node of tree.children) {
      if (node.type === "mdxjsEsm" || node.type === "yaml") {
        kept.push(node);
      } else if (isSectionStart(node)) {
        close();
        section = [node];
      } else {
        section ??= [];
        section.push(node);
      }
    }
    close();
    tree.children = kept;
    if (wrapped) {
      ensureImport(
        tree as unknown as Parameters<typeof ensureImport>[0],
        component,
        source,
      );
    }
  };
}
