import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Root } from "mdast";
import { llmsTxt } from "../../plugins/markdown-export/llms";
import { markdownFileOf } from "../../plugins/markdown-export/remark";
import { pageToMarkdown } from "../../plugins/markdown-export/to-markdown";
import { parseMdx } from "../../plugins/shared/markdown";

const pins = JSON.stringify({
  element: "diode",
  sampleProps: {},
  pins: [{ name: "pin1", number: 1, aliases: ["anode", "pos"] }],
});

function markdownOf(source: string): string {
  const tree: Root = parseMdx(source);
  // What Docusaurus's admonition plugin makes of :::tip.
  tree.children.push({
    type: "mdxJsxFlowElement",
    name: "admonition",
    attributes: [{ type: "mdxJsxAttribute", name: "type", value: "tip" }],
    children: [
      { type: "paragraph", children: [{ type: "text", value: "Use 0402." }] },
    ],
  });
  return pageToMarkdown(tree, { title: "<diode>", description: "A diode." });
}

describe("a page as Markdown", () => {
  const markdown = markdownOf(
    [
      'import Thing from "@site/src/components/Thing";',
      "export const answer = 42;",
      "",
      "Intro with `code` and a [link](/elements/led).",
      "",
      "## Pins",
      "",
      `<PinsTable element="diode" data='${pins}' />`,
      "",
      '<CircuitPreview code="export default () => <board />" title="d.tsx" />',
      "",
      '<Tabs><TabItem value="a">Inside a tab.</TabItem></Tabs>',
      "",
      "{/* a comment */}",
    ].join("\n"),
  );

  it("starts with the title and description", () => {
    assert.match(markdown, /^# `<diode>`\n\n> A diode\.\n/);
  });

  it("keeps headings, prose, links and inline code", () => {
    assert.match(markdown, /\n## Pins\n/);
    assert.match(
      markdown,
      /Intro with `code` and a \[link\]\(\/elements\/led\)\./,
    );
  });

  it("turns tables and examples into Markdown, and admonitions into quotes", () => {
    assert.match(markdown, /\| Pin +\| Number \| Also answers to +\|/);
    assert.match(markdown, /\| `pin1` \| 1 +\| `anode`, `pos` +\|/);
    assert.match(
      markdown,
      /```tsx title="d.tsx"\nexport default \(\) => <board \/>\n```/,
    );
    assert.match(markdown, /> Tip: Use 0402\./);
    assert.match(markdown, /\nInside a tab\.\n/);
  });

  it("leaves no import, export, expression or JSX", () => {
    assert.doesNotMatch(
      markdown,
      /import|export const|<Tabs|<PinsTable|comment/,
    );
  });
});

describe("Markdown files and llms.txt", () => {
  it("names files by route, the home as index.md", () => {
    assert.equal(
      markdownFileOf("elements/resistor.mdx"),
      "elements/resistor.md",
    );
    assert.equal(markdownFileOf("index.mdx"), "index.md");
  });

  it("writes llms.txt in the llmstxt.org shape", () => {
    const text = llmsTxt({
      title: "tscircuit docs",
      summary: "Boards in TypeScript.",
      siteUrl: "https://docs.example",
      sections: [
        {
          title: "Elements",
          docs: [
            {
              permalink: "/elements/diode",
              title: "<diode>",
              description: "A diode.",
            },
          ],
        },
        { title: "Empty", docs: [] },
      ],
    });
    assert.match(text, /^# tscircuit docs\n\n> Boards in TypeScript\.\n/);
    assert.match(
      text,
      /\n## Elements\n\n- \[<diode>\]\(https:\/\/docs\.example\/elements\/diode\.md\): A diode\.\n/,
    );
    assert.doesNotMatch(text, /## Empty/);
  });
});
