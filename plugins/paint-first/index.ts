import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "@docusaurus/types";
import { writeFileAtomic } from "../../search/atomic-write";
import { deferScriptsPastFirstPaint } from "./defer-scripts";

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Pages paint before their bundles run; see defer-scripts.ts. */
export default function paintFirst(): Plugin {
  return {
    name: "paint-first",
    async postBuild({ outDir }) {
      let changed = 0;
      for (const file of await htmlFiles(outDir)) {
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
