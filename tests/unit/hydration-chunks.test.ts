import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Root } from "mdast";
import { remarkHydrationChunks } from "../../plugins/hydration-chunks/remark";

const text = (value: string) => ({ type: "text" as const, value });
const heading = (depth: 1 | 2 | 3, value: string) => ({
  type: "heading" as const,
  depth,
  children: [text(value)],
});
const paragraph = (value: string) => ({
  type: "paragraph" as const,
  children: [text(value)],
});

/** Each top-level node as a short label: its type, or the element's name. */
function outline(tree: Root): unknown[] {
  return tree.children.map((node) => {
    const named = node as unknown as {
      type: string;
      name?: string;
      value?: string;
      children?: Root["children"];
    };
    if (named.type === "mdxJsxFlowElement") {
      return {
        [named.name ?? "?"]: outline({
          type: "root",
          children: named.children ?? [],
        }),
      };
    }
    if (named.type === "mdxjsEsm") return `import: ${named.value}`;
    return named.type === "heading"
      ? `h${(node as { depth: number }).depth}`
      : named.type;
  });
}

describe("hydration chunks", () => {
  it("wraps the opening part and each level-2 section in a HydrationChunk", () => {
    const tree: Root = {
      type: "root",
      children: [
        heading(1, "Resistor"),
        paragraph("A resistor limits current."),
        heading(2, "Props"),
        paragraph("The props are…"),
        heading(3, "Inherited"),
        heading(2, "Examples"),
        { type: "code", lang: "tsx", value: "<resistor />" },
      ],
    };
    remarkHydrationChunks()(tree);
    assert.deepEqual(outline(tree), [
      'import: import HydrationChunk from "@site/src/components/HydrationChunk";',
      { HydrationChunk: ["h1", "paragraph"] },
      { HydrationChunk: ["h2", "paragraph", "h3"] },
      { HydrationChunk: ["h2", "code"] },
    ]);
  });

  it("keeps imports at the top level and wraps a page with no sections whole", () => {
    const esm = { type: "mdxjsEsm", value: 'import X from "x";' };
    const tree = {
      type: "root",
      children: [
        esm,
        heading(1, "Title"),
        paragraph("One part."),
        heading(3, "Aside"),
      ],
    } as unknown as Root;
    remarkHydrationChunks()(tree);
    assert.deepEqual(outline(tree), [
      'import: import HydrationChunk from "@site/src/components/HydrationChunk";',
      'import: import X from "x";',
      { HydrationChunk: ["h1", "paragraph", "h3"] },
    ]);
  });

  it("leaves an empty page alone", () => {
    const tree: Root = { type: "root", children: [] };
    remarkHydrationChunks()(tree);
    assert.deepEqual(tree.children, []);
  });
});
