import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import type { ElementPage, ReferencePage } from "./entries";

/** The element pages under `dir`, with their front-matter description. */
export function readElementPages(dir: string): ElementPage[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith(".mdx"))
    .sort()
    .map((file) => {
      const description = frontMatter(path.join(dir, file)).description;
      if (typeof description !== "string")
        throw new Error(
          `elements-index: docs/elements/${file} has no description in its front matter`,
        );
      return { name: file.slice(0, -".mdx".length), description };
    });
}

/**
 * Elements whose props table is on a page outside docs/elements (the
 * footprint primitives under docs/footprints), by tag: the index links
 * them there.
 */
export function readReferencePages(
  docsDir: string,
): Record<string, ReferencePage> {
  const references: Record<string, ReferencePage> = {};
  for (const file of mdxFiles(docsDir)) {
    const relative = path.relative(docsDir, file).split(path.sep).join("/");
    if (relative.startsWith("elements/")) continue;
    const source = readFileSync(file, "utf8");
    for (const match of source.matchAll(/<PropsTable element="([a-z]+)"/g)) {
      const tag = match[1] as string;
      const description = frontMatter(file).description;
      references[tag] ??= {
        href: `/${relative.replace(/\.mdx$/, "")}`,
        description: typeof description === "string" ? description : "",
      };
    }
  }
  return references;
}

function mdxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith("_"))
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return mdxFiles(full);
      return entry.name.endsWith(".mdx") ? [full] : [];
    })
    .sort();
}

function frontMatter(file: string): Record<string, unknown> {
  const source = readFileSync(file, "utf8");
  const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? "";
  return (yaml.load(block) ?? {}) as Record<string, unknown>;
}
