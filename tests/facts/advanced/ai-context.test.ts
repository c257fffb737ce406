import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import type { Root, RootContent } from "mdast";
import type { MdxJsxFlowElement } from "mdast-util-mdx-jsx";
import {
  llmsFullTxt,
  llmsTxt,
  markdownUrl,
} from "../../../plugins/markdown-export/llms";
import { markdownFileOf } from "../../../plugins/markdown-export/remark";
import { pageToMarkdown } from "../../../plugins/markdown-export/to-markdown";
import type { PinsTableData } from "../../../plugins/pins-tables/pins";
import type { PropsTableData } from "../../../plugins/props-tables/types";
import {
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

function jsx(
  name: string,
  attributes: Record<string, string>,
): MdxJsxFlowElement {
  return {
    type: "mdxJsxFlowElement",
    name,
    attributes: Object.entries(attributes).map(([key, value]) => ({
      type: "mdxJsxAttribute",
      name: key,
      value,
    })),
    children: [],
  };
}

const props: PropsTableData = {
  element: "resistor",
  interfaceName: "ResistorProps",
  own: [
    {
      name: "resistance",
      type: "string | number",
      required: true,
      description: "Resistance in ohms.",
      source: "docs",
    },
  ],
  inherited: [],
};

const pins: PinsTableData = {
  element: "resistor",
  sampleProps: {},
  pins: [{ name: "pin1", number: 1, aliases: ["anode", "pos", "left"] }],
};

function page(children: RootContent[]): string {
  const tree: Root = { type: "root", children };
  return pageToMarkdown(tree, {
    title: "<resistor>",
    description: "A two-pin resistor.",
  });
}

describe("/advanced/ai-context", () => {
  it("twins live at the page path plus .md; the home page at /index.md", () => {
    assert.equal(markdownUrl("/elements/resistor"), "/elements/resistor.md");
    assert.equal(markdownUrl("/"), "/index.md");
    assert.equal(
      markdownFileOf("elements/resistor.mdx"),
      "elements/resistor.md",
    );
  });

  it("a page starts with its title and its description as a quote", () => {
    const md = page([]);
    assert.match(md, /^# `<resistor>`\n\n> A two-pin resistor\.\n/);
  });

  it("a PropsTable becomes a Markdown table with its columns", () => {
    const md = page([
      jsx("PropsTable", { element: "resistor", data: JSON.stringify(props) }),
    ]);
    assert.match(md, /Props of `<resistor>` \(ResistorProps\):/);
    assert.match(
      md,
      /\| Prop +\| Type +\| Required \| Default \| Description +\|/,
    );
    assert.match(md, /\| `resistance` \| `string \\\| number` \| yes +\|/);
  });

  it("a PinsTable becomes a table of pin, number and aliases", () => {
    const md = page([
      jsx("PinsTable", { element: "resistor", data: JSON.stringify(pins) }),
    ]);
    assert.match(md, /\| Pin +\| Number \| Also answers to +\|/);
    assert.match(md, /\| `pin1` \| 1 +\| `anode`, `pos`, `left` \|/);
  });

  it("a circuit example becomes a tsx code fence with its code, no picture", () => {
    const code = 'export default () => (<board width="10mm" height="10mm" />)';
    const md = page([jsx("CircuitPreview", { code, title: "board.tsx" })]);
    assert.ok(md.includes(`\`\`\`tsx title="board.tsx"\n${code}\n\`\`\``));
    assert.ok(!md.includes("<CircuitPreview"));
    assert.ok(!md.includes("!["));
  });

  it("ordinary code fences are kept and admonitions become quotes", () => {
    const md = page([
      { type: "code", lang: "ts", value: "const x = 1" },
      {
        type: "containerDirective",
        name: "warning",
        children: [
          {
            type: "paragraph",
            children: [{ type: "text", value: "Careful." }],
          },
        ],
      } as unknown as RootContent,
    ]);
    assert.ok(md.includes("```ts\nconst x = 1\n```"));
    assert.ok(md.includes("> Warning: Careful."));
  });

  it("llms.txt lists .md links by section; llms-full.txt joins pages with their URL", () => {
    const index = llmsTxt({
      title: "tscircuit docs",
      summary: "Docs.",
      siteUrl: "https://example.com",
      sections: [
        {
          title: "Elements",
          docs: [
            {
              permalink: "/elements/resistor",
              title: "<resistor>",
              description: "A resistor.",
            },
          ],
        },
      ],
    });
    assert.ok(index.startsWith("# tscircuit docs\n\n> Docs.\n"));
    assert.ok(index.includes("## Elements"));
    assert.ok(
      index.includes(
        "- [<resistor>](https://example.com/elements/resistor.md): A resistor.",
      ),
    );
    const full = llmsFullTxt([
      { url: "https://example.com/a", markdown: "# A" },
      { url: "https://example.com/b", markdown: "# B" },
    ]);
    assert.equal(
      full,
      "<!-- https://example.com/a -->\n\n# A\n\n---\n\n<!-- https://example.com/b -->\n\n# B\n",
    );
  });

  it("mistakes the page lists: value instead of resistance, lowercase nf", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="20mm" height="10mm">
        <resistor name="R1" value="10k" footprint="0603" pcbX={-4} />
        <capacitor name="C1" capacitance="100nf" footprint="0603" pcbX={4} />
        <resistor name="R2" resistance="4k7" footprint="0603" pcbY={3} />
        <crystal name="Y1" frequency="16mhz" loadCapacitance="18pF" footprint="hc49" pcbY={-3} />
      </board>
    )`);
    const failed = json.find(
      (e) => e.type === "source_failed_to_create_component_error",
    ) as { message?: string } | undefined;
    assert.match(
      failed?.message ?? "",
      /Invalid props for resistor "R1": resistance \(Required\)/,
    );
    const c1 = json.find(
      (e) => e.type === "source_component" && e.name === "C1",
    ) as { capacitance?: number; display_capacitance?: string } | undefined;
    assert.equal(c1?.capacitance, 100);
    assert.equal(c1?.display_capacitance, "100nf");
    // "4k7" is 4000 ohms and "16mhz" is 16 Hz, both without an error
    const part = (name: string) =>
      json.find((e) => e.type === "source_component" && e.name === name) as
        | Record<string, unknown>
        | undefined;
    assert.equal(part("R2")?.resistance, 4000);
    assert.equal(part("Y1")?.frequency, 16);
  });
});
