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
 * Elements whose props table is on a page other than their own, by tag:
 * footprint primitives under docs/footprints, and namespace members
 * (`assembly.bolt`) under the heading of their namespace's page that
 * carries an explicit id. The index links them there.
 */
export function readReferencePages(
  docsDir: string,
): Record<string, ReferencePage> {
  const references: Record<string, ReferencePage> = {};
  for (const file of mdxFiles(docsDir)) {
    const relative = path.relative(docsDir, file).split(path.sep).join("/");
    const route = `/${relative.replace(/\.mdx$/, "")}`;
    const description = frontMatter(file).description;
    let anchor = "";
    let purpose = "";
    let reading = false;
    for (const line of readFileSync(file, "utf8").split("\n")) {
      const heading = /^#{2,4} .*\\?\{#([\w-]+)\\?\}\s*$/.exec(line);
      if (heading) {
        anchor = heading[1] as string;
        purpose = "";
        reading = false;
        continue;
      }
      // The paragraph under the heading says what the member is for.
      if (anchor && !purpose && /^[A-Z`]/.test(line)) reading = true;
      if (reading) {
        if (line.trim() === "") reading = false;
        else purpose = `${purpose} ${line.trim()}`.trim();
      }
      const table = /<PropsTable element="([a-z.]+)"/.exec(line);
      if (!table) continue;
      const tag = table[1] as string;
      const namespaced = tag.includes(".");
      if (!namespaced && relative.startsWith("elements/")) continue;
      references[tag] ??= namespaced
        ? { href: `${route}#${anchor}`, description: firstSentence(purpose) }
        : {
            href: route,
            description: typeof description === "string" ? description : "",
          };
    }
  }
  return references;
}

/** The first sentence of a paragraph, code marks removed. */
const firstSentence = (paragraph: string) =>
  (/^(.*?\.)(\s|$)/.exec(paragraph)?.[1] ?? paragraph).replace(/`/g, "");

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
