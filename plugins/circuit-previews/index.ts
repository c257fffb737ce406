import path from "node:path";
import type { LoadContext, Plugin } from "@docusaurus/types";
import { previewsFor } from "./instance";
import { scanDocs } from "./scan";

/**
 * Renders every circuit example of the docs before the bundler runs, so a
 * broken example fails the build early with its file and line, and the
 * pictures are static files by the time pages are compiled.
 */
export default function circuitPreviews(context: LoadContext): Plugin {
  const docsDir = path.join(context.siteDir, "docs");
  return {
    name: "circuit-previews",
    async loadContent() {
      const examples = scanDocs(context.siteDir, docsDir);
      const previews = previewsFor(context.siteDir);
      await previews.renderAll(examples);
      previews.publishOnly(examples);
    },
    getPathsToWatch() {
      return [path.join(docsDir, "**/*.{md,mdx}")];
    },
  };
}
