import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  type CategoryItem,
  categoryPages,
} from "../../plugins/markdown-export/categories";
import type { DocEntry } from "../../plugins/markdown-export/llms";

const docs = new Map<string, DocEntry>([
  [
    "intro/installation",
    {
      permalink: "/intro/installation",
      title: "Installation",
      description: "Install tscircuit.",
    },
  ],
  [
    "elements/resistor",
    {
      permalink: "/elements/resistor",
      title: "<resistor>",
      description: "A resistor.",
    },
  ],
  ["elements/trace", { permalink: "/elements/trace", title: "<trace>" }],
]);

const sidebar: CategoryItem[] = [
  { type: "doc", id: "index" },
  {
    type: "category",
    label: "Intro",
    link: {
      type: "generated-index",
      permalink: "/category/intro",
      title: "Intro",
      description: "Start here.",
    },
    items: [{ type: "doc", id: "intro/installation" }],
  },
  {
    type: "category",
    label: "Built-in Elements",
    link: {
      type: "generated-index",
      permalink: "/category/built-in-elements",
      title: "Built-in Elements",
    },
    items: [
      {
        type: "category",
        label: "Parts",
        items: [{ type: "doc", id: "elements/resistor" }],
      },
      {
        type: "category",
        label: "Connections",
        items: [{ type: "doc", id: "elements/trace" }],
      },
    ],
  },
];

describe("Markdown twins of category pages", () => {
  const pages = categoryPages(sidebar, docs, "https://docs.example");

  it("makes one for every category with an index page", () => {
    assert.deepEqual(
      pages.map((page) => page.permalink),
      ["/category/intro", "/category/built-in-elements"],
    );
  });

  it("lists the category's pages as links to their Markdown", () => {
    assert.equal(
      pages[0]?.markdown,
      "# Intro\n\nStart here.\n\n- [Installation](https://docs.example/intro/installation.md): Install tscircuit.\n",
    );
  });

  it("gives groups without a page of their own a heading", () => {
    assert.equal(
      pages[1]?.markdown,
      [
        "# Built-in Elements",
        "",
        "## Parts",
        "",
        "- [<resistor>](https://docs.example/elements/resistor.md): A resistor.",
        "",
        "## Connections",
        "",
        "- [<trace>](https://docs.example/elements/trace.md)",
        "",
      ].join("\n"),
    );
  });
});
