/**
 * Files the remark plugins read beside the pages: our descriptions
 * (`docs/_descriptions/**`) and the props probe's output
 * (`docs/_generated/*.json`). The bundler's persistent cache keys a page on
 * its own text only, so a warm build (or `npm start`) after editing a
 * description kept the old table; listed as the cache's build dependencies,
 * a change to any of them makes the next build compile every page again.
 */
import { readdirSync } from "node:fs";
import path from "node:path";

const roots = ["docs/_descriptions", "docs/_generated"];

export function contentDataFiles(siteDir: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    let entries: import("node:fs").Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".json")) files.push(full);
    }
  };
  for (const root of roots) walk(path.join(siteDir, root));
  return files.sort();
}
