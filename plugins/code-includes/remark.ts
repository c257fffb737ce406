/**
 * Fills a fence whose meta names a file (```ts include="./_code/x.ts"```,
 * with an empty body) with that file, read relative to the page, so code a
 * page shows is code the tests run or type-check.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Root } from "mdast";
import { visit } from "unist-util-visit";

export interface RemarkCodeIncludesOptions {
  siteDir: string;
}

/** The `include="…"` of a fence's meta, if any. */
export function includeOf(meta: string | null | undefined): string | undefined {
  return meta?.match(/(?:^|\s)include="([^"]+)"/)?.[1];
}

/** Reads what a fence includes; throws naming the page and line. */
export function readInclude(
  pageFile: string,
  include: string,
  where: string,
): string {
  if (!include.startsWith("./") && !include.startsWith("../"))
    throw new Error(
      `${where}: include="${include}" must be relative to the page (start with ./ or ../)`,
    );
  const file = path.resolve(path.dirname(pageFile), include);
  try {
    return readFileSync(file, "utf8").replace(/\n$/, "");
  } catch {
    throw new Error(`${where}: include="${include}": no file at ${file}`);
  }
}

export default function remarkCodeIncludes(options: RemarkCodeIncludesOptions) {
  return (tree: Root, file: { path?: string }) => {
    const pageFile = file.path ?? path.join(options.siteDir, "page.mdx");
    const page = path.relative(options.siteDir, pageFile);
    visit(tree, "code", (node) => {
      const include = includeOf(node.meta);
      if (!include) return;
      const where = `${page}:${node.position?.start.line ?? 0}`;
      if (node.value.trim() !== "")
        throw new Error(
          `${where}: a fence with include="${include}" must have an empty body`,
        );
      node.value = readInclude(pageFile, include, where);
      // The theme reads title="…" from the meta; the include has no meaning there.
      node.meta = (node.meta ?? "")
        .replace(/(?:^|\s)include="[^"]+"/, "")
        .trim();
      if (!/title="/.test(node.meta))
        node.meta = `${node.meta} title="${path.basename(include)}"`.trim();
    });
  };
}
