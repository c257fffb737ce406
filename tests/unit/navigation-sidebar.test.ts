import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import yaml from "js-yaml";
import { repoRoot } from "../../lib/build-output";
import {
  aliasOf,
  elementGroups,
  pageName,
  pageOf,
} from "../../plugins/elements-index/groups";
import sidebars from "../../sidebars";

interface Item {
  type?: string;
  label?: string;
  items?: Item[];
  link?: { slug?: string };
}

const elementsDir = path.join(repoRoot, "docs/elements");
const elementPages = readdirSync(elementsDir)
  .filter((file) => file.endsWith(".mdx"))
  .map((file) => file.slice(0, -4));

function frontMatter(file: string): Record<string, unknown> {
  const source = readFileSync(file, "utf8");
  const block = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? "";
  return yaml.load(block) as Record<string, unknown>;
}

const sidebar = sidebars.tutorialSidebar as Item[];
const elementsSection = sidebar.find(
  (item) => item.link?.slug === "/category/built-in-elements",
);

describe("docs sidebar", () => {
  it("opens with the home page, then the sections in their positions", () => {
    assert.equal(sidebar[0], "index");
    assert.deepEqual(
      sidebar.slice(1).map((item) => item.label),
      [
        "Intro",
        "Tutorials",
        "Building Electronics",
        "Guides",
        "Built-in Elements",
        "Command Line Interface",
        "Footprints",
        "Contributing",
        "Web APIs",
        "Advanced",
      ],
    );
  });

  it("groups the Elements section by kind, every element page in exactly one group", () => {
    assert.ok(elementsSection, "no Elements section");
    const groups = elementsSection.items ?? [];
    assert.deepEqual(
      groups.map((group) => group.label),
      [
        "Board and structure",
        "Parts",
        "Connections and routing",
        "Board features",
        "PCB primitives",
        "Schematic primitives",
        "Schematic sheets and tables",
        "Panels",
        "3D models",
        "Simulation",
        "System block diagrams",
      ],
    );
    const listed = groups.flatMap((group) => group.items ?? []) as unknown[];
    assert.deepEqual(
      [...listed].sort(),
      elementPages.map((page) => `elements/${page}`).sort(),
    );
    // Primitives are not among the parts.
    const parts = groups.find((group) => group.label === "Parts");
    assert.ok(parts?.items?.includes("elements/resistor" as never));
    assert.ok(
      !parts?.items?.some((id) => /schematic|pcbnote/.test(String(id))),
    );
  });

  it("lists no element twice across the groups", () => {
    const tags = elementGroups.flatMap((group) => group.tags);
    assert.equal(new Set(tags).size, tags.length);
  });

  it("labels element pages with their tag, as readers write it", () => {
    const tagOf = new Map(
      elementGroups.flatMap((group) =>
        group.tags
          // A tag sharing another's page (pageOf) is not that page's label.
          .filter((tag) => !aliasOf[tag] && !pageOf[tag])
          .map((tag) => [pageName(tag), tag] as const),
      ),
    );
    // How-to pages and namespace references are not one element's page.
    const otherPages = new Set(
      elementGroups.flatMap((group) => group.pages ?? []),
    );
    for (const page of elementPages.filter((name) => !otherPages.has(name))) {
      const label = frontMatter(
        path.join(elementsDir, `${page}.mdx`),
      ).sidebar_label;
      assert.equal(label, `<${tagOf.get(page)}>`, `docs/elements/${page}.mdx`);
    }
  });

  it("labels footprint element pages with their tag too", () => {
    const dir = path.join(repoRoot, "docs/footprints");
    for (const file of readdirSync(dir).filter((name) =>
      name.endsWith(".mdx"),
    )) {
      const front = frontMatter(path.join(dir, file));
      const label = String(front.sidebar_label ?? front.title);
      assert.doesNotMatch(
        label,
        /^[a-z]+$/,
        `docs/footprints/${file}: a bare file name as label`,
      );
    }
  });
});
