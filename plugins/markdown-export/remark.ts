/**
 * The last remark plugin of the docs: writes each page's Markdown (see
 * to-markdown.ts) to `<outDir>/<route>.md`, from the tree the other plugins
 * have already filled in. The page itself is left as it is.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import type { Root } from "mdast";
import { pageToMarkdown } from "./to-markdown";

export interface RemarkMarkdownExportOptions {
  siteDir: string;
  /** Where the `.md` files go, by route. */
  outDir: string;
}

/** `docs/elements/resistor.mdx` → `elements/resistor.md`; the home is `index.md`. */
export function markdownFileOf(docsRelative: string): string {
  const route = docsRelative
    .replace(/\.mdx?$/, "")
    .replace(/(^|\/)index$/, "$1")
    .replace(/\/$/, "");
  return `${route === "" ? "index" : route}.md`;
}

function frontMatterOf(file: string): Record<string, unknown> {
  const source = readFileSync(file, "utf8");
  const match = source.match(/^---\n([\s\S]*?)\n---/);
  const value = match ? yaml.load(match[1]) : undefined;
  return value && typeof value === "object"
    ? (value as Record<string, unknown>)
    : {};
}

export default function remarkMarkdownExport(
  options: RemarkMarkdownExportOptions,
) {
  const docsDir = path.join(options.siteDir, "docs");
  return (tree: Root, file: { path?: string }) => {
    if (!file.path?.startsWith(docsDir + path.sep)) return;
    const relative = path
      .relative(docsDir, file.path)
      .split(path.sep)
      .join("/");
    if (relative.split("/").some((part) => part.startsWith("_"))) return;
    const front = frontMatterOf(file.path);
    const title =
      typeof front.title === "string"
        ? front.title
        : path.basename(relative).replace(/\.mdx?$/, "");
    let markdown: string;
    try {
      markdown = pageToMarkdown(structuredClone(tree), {
        title,
        description:
          typeof front.description === "string" ? front.description : undefined,
      });
    } catch (error) {
      throw new Error(
        `${path.relative(options.siteDir, file.path)}: ${(error as Error).message}`,
      );
    }
    const target = path.join(options.outDir, markdownFileOf(relative));
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, markdown);
  };
}
