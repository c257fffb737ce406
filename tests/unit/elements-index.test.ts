import assert from "node:assert/strict";
import path from "node:path";
import { describe, it } from "node:test";
import { repoRoot } from "../../lib/build-output";
import { elementsIndex } from "../../plugins/elements-index/entries";
import { elementGroups, pageOf } from "../../plugins/elements-index/groups";
import {
  readElementPages,
  readReferencePages,
} from "../../plugins/elements-index/read-pages";
import {
  elementTypes,
  knownElements,
  namespaceElementTypes,
  untypedElements,
} from "../../plugins/props-tables/elements";

const pages = readElementPages(path.join(repoRoot, "docs/elements"));
const references = readReferencePages(path.join(repoRoot, "docs"));
const propsTypes = {
  ...elementTypes,
  ...untypedElements,
  ...namespaceElementTypes,
};
const otherPages = new Set(elementGroups.flatMap((group) => group.pages ?? []));

describe("the /elements index", () => {
  const index = elementsIndex(elementGroups, { pages, propsTypes, references });
  const entries = index.flatMap((group) => group.entries);

  it("lists every element page once, with its page's description", () => {
    const linked = entries.flatMap((entry) =>
      entry.href?.startsWith("/elements/") &&
      !entry.aliasOf &&
      !pageOf[entry.tag] &&
      !entry.tag.includes(".")
        ? [entry.href]
        : [],
    );
    assert.deepEqual(
      [...linked].sort(),
      pages
        .filter((page) => !otherPages.has(page.name))
        .map((page) => `/elements/${page.name}`)
        .sort(),
    );
    const resistor = entries.find((entry) => entry.tag === "resistor");
    assert.equal(resistor?.href, "/elements/resistor");
    assert.match(resistor?.description ?? "", /^Add a two-pin resistor/);
    assert.equal(resistor?.propsType, "ResistorProps");
  });

  it("lists every element the pinned core accepts", () => {
    assert.deepEqual(
      entries.map((entry) => entry.tag).sort(),
      knownElements().sort(),
    );
  });

  it("fails when the core accepts an element no group lists", () => {
    const withoutOpamp = elementGroups.map((group) => ({
      ...group,
      tags: group.tags.filter((tag) => tag !== "opamp"),
    }));
    assert.throws(
      () =>
        elementsIndex(withoutOpamp, { pages: [], propsTypes, references: {} }),
      /the core accepts <opamp> but no group/,
    );
  });

  it("links an element documented outside docs/elements to that page", () => {
    const pad = entries.find((entry) => entry.tag === "smtpad");
    assert.equal(pad?.href, "/footprints/smtpad");
    assert.ok((pad?.description ?? "").length > 0);
  });

  it("links a namespace member to its entry on the namespace's page", () => {
    const bolt = entries.find((entry) => entry.tag === "assembly.bolt");
    assert.equal(bolt?.href, "/elements/assembly#assembly-bolt");
    assert.match(bolt?.description ?? "", /^A bolt or screw\./);
    for (const entry of entries.filter((e) => e.tag.includes(".")))
      assert.match(entry.href ?? "", /^\/elements\/\w+#[\w-]+$/, entry.tag);
  });

  it("links an alias to its element's page and says so", () => {
    const bug = entries.find((entry) => entry.tag === "bug");
    assert.equal(bug?.aliasOf, "chip");
    assert.equal(bug?.href, "/elements/chip");
  });

  it("is grouped as the sidebar is", () => {
    assert.deepEqual(
      index.map((group) => group.label),
      elementGroups
        .filter((group) => group.tags.length > 0)
        .map((group) => group.label),
    );
  });

  it("fails when an element page is in no group", () => {
    const withNewPage = [
      ...pages,
      { name: "widget", description: "A widget." },
    ];
    assert.throws(
      () =>
        elementsIndex(elementGroups, {
          pages: withNewPage,
          propsTypes,
          references,
        }),
      /docs\/elements\/widget\.mdx in no group/,
    );
  });

  it("lists an element with no page yet by what @tscircuit/props knows", () => {
    const groups = [{ label: "Parts", tags: ["resistor", "opamp"] }];
    const [group] = elementsIndex(groups, {
      pages: pages.filter((page) => page.name === "resistor"),
      propsTypes: { resistor: "ResistorProps", opamp: "OpAmpProps" },
    });
    assert.deepEqual(group?.entries[1], {
      tag: "opamp",
      href: null,
      description: null,
      propsType: "OpAmpProps",
    });
  });
});
