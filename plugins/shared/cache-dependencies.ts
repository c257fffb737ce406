/**
 * Files the remark plugins read beside the pages: our descriptions
 * (`docs/_descriptions/**`) and the props probe's output
 * (`docs/_generated/*.json`). The bundler's persistent cache keys a page on
 * its own text only, so a warm build (or `npm start`) after editing a
 * description kept the old table; listed as the cache's build dependencies,
 * a change to any of them makes the next build compile every page again.
 */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

const roots = ["docs/_descriptions", "docs/_generated"];

export function contentDataFiles(siteDir: string): string[] {
  return roots
    .map((root) => path.join(siteDir, root))
    .filter((dir) => existsSync(dir))
    .flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: "utf8" })
        .filter((file) => file.endsWith(".json"))
        .map((file) => path.join(dir, file)),
    )
    .sort();
}
