/**
 * `<PinnedVersion package="@tscircuit/core" />` in a page becomes the
 * version the site builds with, from tscircuit-release.json (the lockfile
 * for packages it does not pin), so a version is never typed and never
 * goes stale. `package="tscircuit"` gives the release itself.
 */
import path from "node:path";
import type { Root } from "mdast";
import { visit } from "unist-util-visit";
import {
  installedPins,
  lockfileVersions,
  readRecord,
} from "../../lib/tscircuit-release";
import { type JsxElement, stringAttribute } from "../shared/markdown";

export interface RemarkPinnedVersionsOptions {
  siteDir: string;
}

const componentName = "PinnedVersion";

/**
 * Versions by package name: the record's for the tscircuit packages (and
 * `tscircuit` itself, and the packed CLI), the lockfile's for the rest.
 */
export function pinnedVersions(siteDir: string): Map<string, string> {
  const versions = lockfileVersions(path.join(siteDir, "package-lock.json"));
  const record = readRecord(path.join(siteDir, "tscircuit-release.json"));
  versions.set("tscircuit", record.tscircuit);
  for (const [name, version] of Object.entries({
    ...installedPins(record),
    ...record.packed,
  }))
    versions.set(name, version);
  return versions;
}

export default function remarkPinnedVersions(
  options: RemarkPinnedVersionsOptions,
) {
  const versions = pinnedVersions(options.siteDir);
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
          `${where}: <${componentName} package="…" /> needs a package the site installs; "${name ?? ""}" is not in tscircuit-release.json or package-lock.json.`,
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
