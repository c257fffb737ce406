import type { Plugin } from "@docusaurus/types";

/**
 * Keeps libraries that only some pages use (the Mermaid diagram renderer and
 * its parsers) out of the `common` chunk every page downloads.
 *
 * Docusaurus puts any module shared by half the pages' chunks into `common`.
 * Mermaid loads lazily, but its dozens of diagram chunks all share its parser,
 * so on a site with few pages that parser (~350 KB gzip) crossed the
 * threshold and landed in every page's first load. A cache group of higher
 * priority sends these modules to async chunks of their own instead.
 */
export const lazyLibraries =
  /[\\/]node_modules[\\/](mermaid|@mermaid-js|langium|chevrotain[^\\/]*|cytoscape[^\\/]*|dagre-d3-es|d3[^\\/]*|katex|elkjs|khroma|roughjs|dayjs|lodash-es|marked|dompurify|stylis|vscode-[^\\/]*)[\\/]/;

export default function lazyHeavyChunks(): Plugin {
  return {
    name: "lazy-heavy-chunks",
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              lazyLibraries: {
                test: lazyLibraries,
                chunks: "async",
                // Above `common` (40), below `styles` (50).
                priority: 45,
                reuseExistingChunk: true,
              },
            },
          },
        },
      };
    },
  };
}
