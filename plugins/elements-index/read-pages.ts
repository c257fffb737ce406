import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import type { ElementPage } from "./entries";

/** The element pages under `dir`, with their front-matter description. */
export function readElementPages(dir: string): ElementPage[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith(".mdx"))
    .sort()
    .map((file) => {
      const source = readFileSync(path.join(dir, file), "utf8");
      const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? "";
      const front = (yaml.load(block) ?? {}) as Record<string, unknown>;
      if (typeof front.description !== "string")
        throw new Error(
          `elements-index: docs/elements/${file} has no description in its front matter`,
        );
      return {
        name: file.slice(0, -".mdx".length),
        description: front.description,
      };
    });
}
