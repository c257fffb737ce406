import assert from "node:assert/strict";
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test } from "node:test";
import type { Root } from "mdast";
import { diagramKey } from "../../plugins/diagrams/key";
import remarkDiagrams from "../../plugins/diagrams/remark";
import { findDiagrams } from "../../plugins/diagrams/scan";
import {
  readRendered,
  storedKeys,
  writeRendered,
} from "../../plugins/diagrams/store";
import { parseMdx } from "../../plugins/shared/markdown";

const siteDir = path.join(__dirname, "..", "..");
const page = path.join(siteDir, "docs", "page.mdx");

async function transform(
  source: string,
  options: { storeDir: string; draw?: boolean },
): Promise<Root> {
  const tree = parseMdx(source, page);
  await remarkDiagrams({ siteDir, ...options })(tree, { path: page });
  return tree;
}

interface Element {
  type: string;
  name?: string;
  attributes?: { name: string; value: string }[];
}

function diagrams(tree: Root): Record<string, string>[] {
  return (tree.children as Element[])
    .filter((node) => node.name === "Diagram")
    .map((node) =>
      Object.fromEntries(
        (node.attributes ?? []).map((attribute) => [
          attribute.name,
          attribute.value,
        ]),
      ),
    );
}

test("every diagram in the docs has its drawings committed, and no drawing is unused", () => {
  const found = findDiagrams(siteDir);
  assert.ok(found.length >= 20, `only ${found.length} diagrams found`);
  const missing = found.filter(
    (diagram) => !readRendered(diagramKey(diagram.source)),
  );
  assert.deepEqual(
    missing.map((diagram) => `${diagram.file}:${diagram.line}`),
    [],
    "run `npm run diagrams` and commit plugins/diagrams/rendered/",
  );
  const used = new Set(found.map((diagram) => diagramKey(diagram.source)));
  const unused = [...storedKeys()].filter((key) => !used.has(key));
  assert.deepEqual(unused, [], "`npm run diagrams` removes unused drawings");
});

test("a drawing's key changes with its source but not with surrounding blank lines", () => {
  assert.equal(
    diagramKey("flowchart LR\n  A --> B\n"),
    diagramKey("flowchart LR\n  A --> B"),
  );
  assert.notEqual(
    diagramKey("flowchart LR\n  A --> B"),
    diagramKey("flowchart LR\n  A --> C"),
  );
});

test("a mermaid fence becomes a Diagram with the stored light and dark drawings", async () => {
  const storeDir = mkdtempSync(path.join(tmpdir(), "diagrams-"));
  const source = "flowchart LR\n  A --> B";
  const key = diagramKey(source);
  writeRendered(
    key,
    {
      light: `<svg id="diagram-${key}-light">light</svg>`,
      dark: `<svg id="diagram-${key}-dark">dark</svg>`,
    },
    storeDir,
  );
  const tree = await transform(
    `# Title\n\n\`\`\`mermaid\n${source}\n\`\`\`\n\n\`\`\`mermaid\n${source}\n\`\`\`\n\n\`\`\`js\nlet a\n\`\`\`\n`,
    { storeDir, draw: false },
  );
  const found = diagrams(tree);
  assert.equal(found.length, 2);
  assert.deepEqual(found[0], {
    light: `<svg id="diagram-${key}-light">light</svg>`,
    dark: `<svg id="diagram-${key}-dark">dark</svg>`,
  });
  // The same diagram twice on a page: ids stay unique.
  assert.equal(found[1]?.light, `<svg id="diagram-${key}-1-light">light</svg>`);
  assert.ok(
    (tree.children as Element[]).some((node) => node.type === "code"),
    "other code blocks stay",
  );
  assert.equal(
    (tree.children as { type: string; value?: string }[]).filter(
      (node) =>
        node.type === "mdxjsEsm" && node.value?.includes("components/Diagram"),
    ).length,
    1,
  );
});

test("a diagram with no drawing fails the build naming page and line when it cannot be drawn", async () => {
  const storeDir = mkdtempSync(path.join(tmpdir(), "diagrams-"));
  await assert.rejects(
    transform("Intro\n\n```mermaid\nflowchart LR\n  X --> Y\n```\n", {
      storeDir,
      draw: false,
    }),
    /docs\/page\.mdx:3: this diagram has not been drawn yet\. Run `npm run diagrams`/,
  );
});

test("a new diagram is drawn in both modes and stored; a broken one fails naming page and line", async () => {
  const storeDir = mkdtempSync(path.join(tmpdir(), "diagrams-"));
  const source = "flowchart LR\n  Code[Your code] --> Board[A board]";
  const tree = await transform(`\`\`\`mermaid\n${source}\n\`\`\`\n`, {
    storeDir,
    draw: true,
  });
  const [drawn] = diagrams(tree);
  const key = diagramKey(source);
  assert.match(
    drawn?.light ?? "",
    new RegExp(`^<svg id="diagram-${key}-light"`),
  );
  assert.match(drawn?.dark ?? "", new RegExp(`^<svg id="diagram-${key}-dark"`));
  assert.match(drawn?.light ?? "", /Your code/);
  assert.match(drawn?.light ?? "", /fill:#ECECFF/, "Mermaid's light theme");
  assert.doesNotMatch(drawn?.dark ?? "", /fill:#ECECFF/, "and its dark one");
  assert.deepEqual(readdirSync(storeDir).sort(), [
    `${key}.dark.svg`,
    `${key}.light.svg`,
  ]);

  await assert.rejects(
    transform("Text\n\n```mermaid\nflowchart LR\n  A -->\n```\n", {
      storeDir,
      draw: true,
    }),
    /docs\/page\.mdx:3: Mermaid cannot draw this diagram: .*Parse error/s,
  );
});
