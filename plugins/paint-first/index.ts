import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "@docusaurus/types";
import { writeFileAtomic } from "../../lib/atomic-write";
import { htmlFiles } from "../../lib/html-files";
import { deferScriptsPastFirstPaint } from "./defer-scripts";

/** Pages paint before their bundles run; see defer-scripts.ts. */
export default function paintFirst(): Plugin {
  return {
    name: "paint-first",
    async postBuild({ outDir }) {
      let changed = 0;
      for (const relative of htmlFiles(outDir)) {
        const file = path.join(outDir, relative);
        const html = await readFile(file, "utf8");
        const rewritten = deferScriptsPastFirstPaint(html);
        if (rewritten === html) continue;
        // Atomic: other plugins read the pages in their own postBuild.
        await writeFileAtomic(file, rewritten);
        changed += 1;
      }
      console.log(
        `[paint-first] ${changed} pages start their bundles after the first paint`,
      );
    },
  };
}
