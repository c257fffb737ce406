import { readdirSync } from "node:fs";
import path from "node:path";

/** The `.html` files under a build folder, as `/`-separated relative paths in order. */
export function htmlFiles(root: string, prefix = ""): string[] {
  const entries = readdirSync(path.join(root, prefix), { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...htmlFiles(root, relative));
    else if (entry.isFile() && entry.name.endsWith(".html")) {
      files.push(relative);
    }
  }
  return files;
}
