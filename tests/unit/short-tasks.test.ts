import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { test } from "node:test";
import {
  entryChunkGroups,
  replacements,
} from "../../plugins/short-tasks/index";
import { themeCommonModule } from "../support/theme-common";

const require = createRequire(import.meta.url);
const siteRoot = path.join(__dirname, "..", "..");

test("each replaced Docusaurus module is where the pinned Docusaurus keeps it, and its stand-in exists", () => {
  const docusaurusModules = [
    require.resolve("@docusaurus/core/lib/client/clientEntry.js"),
    require.resolve("@docusaurus/core/lib/client/prefetch.js"),
    themeCommonModule("utils/emojiUtils.js"),
    themeCommonModule("hooks/useWindowSize.js"),
    themeCommonModule("contexts/colorMode.js"),
    themeCommonModule("contexts/navbarSecondaryMenu/content.js"),
    themeCommonModule("contexts/navbarSecondaryMenu/display.js"),
    require.resolve("@docusaurus/core/lib/client/browserContext.js"),
    path.join(
      path.dirname(require.resolve("@docusaurus/plugin-content-docs/client")),
      "docsPreferredVersion.js",
    ),
  ];
  for (const replacement of replacements) {
    assert.ok(
      docusaurusModules.some((file) => replacement.module.test(file)),
      `${replacement.module} matches no module of @docusaurus/core: was it moved?`,
    );
    assert.ok(existsSync(replacement.with), `${replacement.with} is missing`);
  }
  // All are replaced: the staged entry, the sliced prefetch, the emoji
  // test, and the sources of updates right after hydration.
  for (const file of docusaurusModules)
    assert.ok(
      replacements.some((replacement) => replacement.module.test(file)),
      `${file} is no longer replaced`,
    );
  // And nothing else of Docusaurus's client is swapped by accident.
  const neighbours = [
    require.resolve("@docusaurus/core/lib/client/App.js"),
    require.resolve("@docusaurus/core/lib/client/preload.js"),
    require.resolve("@docusaurus/core/lib/client/serverEntry.js"),
    themeCommonModule("utils/storageUtils.js"),
    themeCommonModule("contexts/navbarMobileSidebar.js"),
  ];
  for (const file of neighbours)
    for (const replacement of replacements)
      assert.equal(replacement.module.test(file), false, file);
});

/** Names a module exports, from its `export` statements. */
function exportedNames(file: string): Set<string> {
  const source = readFileSync(file, "utf8");
  const names = new Set<string>();
  for (const [, name] of source.matchAll(
    /^export (?:async )?(?:function|const|let|class) (\w+)/gm,
  ))
    names.add(name);
  for (const [, list] of source.matchAll(/^export \{([^}]*)\}/gm))
    for (const item of list.split(",")) {
      const name = item
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.add(name);
    }
  return names;
}

test("each stand-in exports every name of the module it replaces", () => {
  const theme = (file: string) => themeCommonModule(file);
  const pairs: [string, string][] = [
    [theme("contexts/colorMode.js"), "colorMode.tsx"],
    [
      theme("contexts/navbarSecondaryMenu/content.js"),
      "navbarSecondaryMenu.tsx",
    ],
    [
      theme("contexts/navbarSecondaryMenu/display.js"),
      "navbarSecondaryMenu.tsx",
    ],
    [theme("hooks/useWindowSize.js"), "useWindowSize.ts"],
    [
      require.resolve("@docusaurus/core/lib/client/browserContext.js"),
      "browserContext.tsx",
    ],
  ];
  for (const [original, standIn] of pairs) {
    const wanted = exportedNames(original);
    assert.ok(wanted.size > 0, `no exports read from ${original}`);
    const given = exportedNames(path.join(siteRoot, "src", "boot", standIn));
    for (const name of wanted)
      assert.ok(given.has(name), `${standIn} does not export ${name}`);
  }
});

test("react-dom and Docusaurus go to entry scripts of their own, other packages to the vendor one", () => {
  const groupOf = (file: string) =>
    entryChunkGroups.find(({ test }) => test.test(file))?.name;
  assert.equal(groupOf(require.resolve("react-dom/client")), "entry-react");
  assert.equal(groupOf(require.resolve("scheduler")), "entry-react");
  assert.equal(groupOf(require.resolve("react-router-dom")), "entry-vendor");
  assert.equal(
    groupOf(require.resolve("@docusaurus/core/lib/client/App.js")),
    "entry-docusaurus",
  );
  // react-router is not react: the group's pattern ends at a folder name.
  assert.equal(
    groupOf("/site/node_modules/react-router/cjs/react-router.js"),
    "entry-vendor",
  );
  assert.equal(groupOf("/site/src/boot/clientEntry.tsx"), undefined);
});
