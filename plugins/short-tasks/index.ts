/**
 * Keeps the browser's main thread free of long tasks while a page starts.
 *
 * - Docusaurus's client entry imports everything statically, so evaluating
 *   main.js (react-dom, the route table, the theme's layout, the page's
 *   modules) was one task of ~190 ms here, ~780 ms at Lighthouse's 4x CPU:
 *   the largest share of Total Blocking Time on every page. It is replaced
 *   by src/boot/clientEntry.tsx, which does the same work in steps with a
 *   task boundary between them.
 * - The entry bundle is split into a few scripts (react-dom, the other
 *   packages, the site's own code), so that compiling it is not one task
 *   either.
 * - Docusaurus's prefetch helper is replaced by
 *   src/navigation/prefetchFiles.ts, which asks for each file once and adds
 *   the prefetch tags in short idle slices.
 * - The theme's emoji helper, called for each doc card's label, is replaced
 *   by src/text/leadingEmoji.ts, which gives the same answers without
 *   compiling an emoji expression for labels that start with a letter.
 * - Docusaurus's browser flag, window size and preferred docs version each
 *   update right after hydration. src/boot/browserContext.tsx,
 *   useWindowSize.ts and docsPreferredVersion.tsx give the same answers
 *   and render that first update as a transition, in slices; as ordinary
 *   updates each was a task React could not split, and their new context
 *   values made every section still waiting to hydrate hydrate in it.
 *   src/boot/colorMode.tsx and navbarSecondaryMenu.tsx do the same for the
 *   colour mode's first reading and the phone menu's docs sidebar.
 *
 * Only the browser bundle is changed: the server renders with Docusaurus's
 * own modules, whose first render the stand-ins match.
 */
import path from "node:path";
import type { Plugin } from "@docusaurus/types";

const siteRoot = path.join(__dirname, "..", "..");

/** Docusaurus modules this plugin swaps, and what takes their place. */
export const replacements: readonly { module: RegExp; with: string }[] = [
  {
    module: /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry\.js$/,
    with: path.join(siteRoot, "src", "boot", "clientEntry.tsx"),
  },
  {
    module: /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]prefetch\.js$/,
    with: path.join(siteRoot, "src", "navigation", "prefetchFiles.ts"),
  },
  {
    module:
      /@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]emojiUtils\.js$/,
    with: path.join(siteRoot, "src", "text", "leadingEmoji.ts"),
  },
  {
    module: /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]browserContext\.js$/,
    with: path.join(siteRoot, "src", "boot", "browserContext.tsx"),
  },
  {
    module:
      /@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useWindowSize\.js$/,
    with: path.join(siteRoot, "src", "boot", "useWindowSize.ts"),
  },
  {
    module:
      /@docusaurus[\\/]plugin-content-docs[\\/]lib[\\/]client[\\/]docsPreferredVersion\.js$/,
    with: path.join(siteRoot, "src", "boot", "docsPreferredVersion.tsx"),
  },
  {
    module:
      /@docusaurus[\\/]theme-common[\\/]lib[\\/]contexts[\\/]colorMode\.js$/,
    with: path.join(siteRoot, "src", "boot", "colorMode.tsx"),
  },
  {
    // Both of the menu's modules, one stand-in holding the two. The pattern
    // also matches the import (which names no `.js`), so the bundler resolves
    // the stand-in itself: replaced only once resolved, each module would
    // keep its own name and the two would be two copies, with two contexts.
    module: /navbarSecondaryMenu[\\/](content|display)(\.js)?$/,
    with: path.join(siteRoot, "src", "boot", "navbarSecondaryMenu.tsx"),
  },
];

/**
 * Initial chunks the entry is split into, each a script of its own; a
 * module goes to the first group it matches. Named, so every page lists
 * them the same way.
 */
export const entryChunkGroups: readonly { name: string; test: RegExp }[] = [
  {
    name: "entry-react",
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
  },
  { name: "entry-docusaurus", test: /[\\/]node_modules[\\/]@docusaurus[\\/]/ },
  { name: "entry-vendor", test: /[\\/]node_modules[\\/]/ },
];

export default function shortTasks(): Plugin {
  return {
    name: "short-tasks",
    configureWebpack(_config, isServer, utils) {
      if (isServer) return {};
      const webpack = utils.currentBundler.instance;
      const cacheGroups = Object.fromEntries(
        entryChunkGroups.map(({ name, test }, index) => [
          name,
          {
            test,
            name,
            chunks: "initial" as const,
            enforce: true,
            // Earlier groups first; all below `styles` (50) and `common` (40).
            priority: 30 - index,
          },
        ]),
      );
      return {
        plugins: replacements.map(
          (replacement) =>
            new webpack.NormalModuleReplacementPlugin(
              replacement.module,
              replacement.with,
            ),
        ),
        optimization: { splitChunks: { cacheGroups } },
      };
    },
  };
}
