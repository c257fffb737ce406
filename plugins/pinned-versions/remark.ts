/**
 * `<PinnedVersion package="@tscircuit/core" />` in a page becomes the
 * version the site builds with, read from package-lock.json, so "in
 * version 0.0.1734" is never typed and never goes stale.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Root } from "mdast";
import { visit } from "unist-util-visit";
import { type JsxElement, stringAttribute } from "../shared/markdown";

export interface RemarkPinnedVersionsOptions {
  siteDir: string;
}

const componentName = "PinnedVersion";

/** Installed versions of the site's direct dependencies, by package name. */
export function lockedVersions(lockfile: string): Map<string, string> {
  const lock = JSON.parse(readFileSync(lockfile, "utf8")) as {
    packages: Record<string, { version?: string }>;
  };
  const versions = new Map<string, string>();
  for (const [key, entry] of Object.entries(lock.packages)) {
    const name = key.match(/^node_modules\/((?:@[^/]+\/)?[^/]+)$/)?.[1];
    if (name && entry.version) versions.set(name, entry.version);
  }
  return versions;
}

export default function remarkPinnedVersions(
  options: RemarkPinnedVersionsOptions,
) {
  const versions = lockedVersions(
    path.join(options.siteDir, "package-lock.json"),
  );
  return (tree: Root, file: { path?: string }) => {
    visit(tree, (node, index, parent) => {
      if (
        (node.type !== "mdxJsxTextElement" &&
          node.type !== "mdxJsxFlowElement") ||
        (node as JsxElement).name !== componentName ||
        !parent ||
        index === undefined
      )
        return;
      const element = node as JsxElement;
      const name = stringAttribute(element, "package");
      const where = `${path.relative(options.siteDir, file.path ?? "page.mdx")}:${element.position?.start.line ?? 0}`;
      const version = name ? versions.get(name) : undefined;
      if (!name || !version)
        throw new Error(
          `${where}: <${componentName} package="…" /> needs a package the site installs; "${name ?? ""}" is not in package-lock.json.`,
        );
      const text = { type: "inlineCode" as const, value: `${name}@${version}` };
      parent.children.splice(
        index,
        1,
        node.type === "mdxJsxFlowElement"
          ? { type: "paragraph", children: [text] }
          : text,
      );
    });
  };
}
