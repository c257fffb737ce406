import assert from "node:assert/strict";
import path from "node:path";
import { describe, it } from "node:test";
import { repoRoot } from "../../lib/build-output";
import { elementsIndex } from "../../plugins/elements-index/entries";
import { elementGroups } from "../../plugins/elements-index/groups";
import { readElementPages } from "../../plugins/elements-index/read-pages";
import { elementTypes } from "../../plugins/props-tables/elements";

const pages = readElementPages(path.join(repoRoot, "docs/elements"));

describe("the /elements index", () => {
  const index = elementsIndex(elementGroups, pages, elementTypes);
  const entries = index.flatMap((group) => group.entries);

  it("lists every element page once, with its page's description", () => {
    const linked = entries.flatMap((entry) => (entry.href ? [entry.href] : []));
    assert.deepEqual(
      [...linked].sort(),
      pages.map((page) => `/elements/${page.name}`).sort(),
    );
    const resistor = entries.find((entry) => entry.tag === "resistor");
    assert.equal(resistor?.href, "/elements/resistor");
    assert.match(resistor?.description ?? "", /^Add a two-pin resistor/);
    assert.equal(resistor?.propsType, "ResistorProps");
  });

  it("names the copper pour page's element by its tag", () => {
    const pour = entries.find((entry) => entry.tag === "copperpour");
    assert.equal(pour?.href, "/elements/groundplane");
  });

  it("is grouped as the sidebar is", () => {
    assert.deepEqual(
      index.map((group) => group.label),
      elementGroups.map((group) => group.label),
    );
  });

  it("fails when an element page is in no group", () => {
    const withNewPage = [
      ...pages,
      { name: "opamp", description: "An operational amplifier." },
    ];
    assert.throws(
      () => elementsIndex(elementGroups, withNewPage, elementTypes),
      /docs\/elements\/opamp\.mdx in no group/,
    );
  });

  it("lists an element with no page yet by what @tscircuit/props knows", () => {
    const groups = [{ label: "Parts", tags: ["resistor", "opamp"] }];
    const [group] = elementsIndex(
      groups,
      pages.filter((page) => page.name === "resistor"),
      elementTypes,
    );
    assert.deepEqual(group?.entries[1], {
      tag: "opamp",
      href: null,
      description: null,
      propsType: "OpAmpProps",
    });
  });
});
