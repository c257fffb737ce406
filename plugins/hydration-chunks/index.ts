/**
 * Keeps a page's sections in place in the server's HTML: swaps Docusaurus's
 * server render for src/boot/renderToHtml.ts, which tells React never to
 * move a finished section to the end of the document. The sections
 * themselves come from remark.ts.
 */
import path from "node:path";
import type { Plugin } from "@docusaurus/types";

const siteRoot = path.join(__dirname, "..", "..");

export default function hydrationChunks(): Plugin {
  return {
    name: "hydration-chunks",
    configureWebpack(_config, isServer, utils) {
      if (!isServer) return {};
      const webpack = utils.currentBundler.instance;
      return {
        plugins: [
          new webpack.NormalModuleReplacementPlugin(
            /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]renderToHtml\.js$/,
            path.join(siteRoot, "src", "boot", "renderToHtml.ts"),
          ),
        ],
      };
    },
  };
}
