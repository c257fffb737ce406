/**
 * Every docs page as Markdown at its path plus `.md`, `/llms.txt` and
 * `/llms-full.txt`. The remark plugin (remark.ts, registered last) writes
 * each page's Markdown while the page compiles; this plugin's postBuild
 * copies them into the build and writes the two index files in sidebar
 * order.
 *
 * Register both with one call in docusaurus.config.ts:
 *   const markdown = markdownExport({ siteDir });
 *   remarkPlugins: [...others, markdown.remarkPlugin], plugins: [markdown.plugin]
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import type {
  LoadContext,
  Plugin,
  PluginConfig,
  PluginModule,
} from "@docusaurus/types";
import { type CategoryItem, categoryPages } from "./categories";
import {
  type DocEntry,
  llmsFullTxt,
  llmsTxt,
  markdownUrl,
  type Section,
} from "./llms";
import remarkMarkdownExport, {
  markdownFileOf,
  type RemarkMarkdownExportOptions,
} from "./remark";

interface PluginOptions {
  outDir: string;
}

interface SidebarItem {
  type: string;
  id?: string;
  label?: string;
  items?: SidebarItem[];
  link?: { type: string; id?: string };
}

interface DocMetadata {
  id: string;
  title: string;
  description?: string;
  permalink: string;
  source: string;
}

interface DocsContent {
  loadedVersions: {
    docs: DocMetadata[];
    sidebars: Record<string, SidebarItem[]>;
  }[];
}

/** Doc ids under a sidebar item, in order (a category's own page first). */
function docIds(item: SidebarItem): string[] {
  const own = item.type === "doc" && item.id ? [item.id] : [];
  const linked =
    item.link?.type === "doc" && item.link.id ? [item.link.id] : [];
  return [...own, ...linked, ...(item.items ?? []).flatMap(docIds)];
}

/** Sections of llms.txt: pages outside categories, then one per category. */
export function sectionsOf(
  sidebar: SidebarItem[],
  docs: Map<string, DocEntry>,
): Section[] {
  const loose: DocEntry[] = [];
  const sections: Section[] = [{ title: "Start here", docs: loose }];
  for (const item of sidebar) {
    const entries = docIds(item)
      .map((id) => docs.get(id))
      .filter((doc): doc is DocEntry => doc !== undefined);
    if (item.type === "category")
      sections.push({ title: item.label ?? "Pages", docs: entries });
    else loose.push(...entries);
  }
  return sections;
}

function markdownExportPlugin(
  context: LoadContext,
  options: PluginOptions,
): Plugin {
  return {
    name: "markdown-export",
    async postBuild({ outDir, plugins }) {
      const docsPlugin = plugins.find(
        (plugin) => plugin.name === "docusaurus-plugin-content-docs",
      );
      const version = (docsPlugin?.content as DocsContent | undefined)
        ?.loadedVersions[0];
      if (!version) throw new Error("markdown-export: no docs content");
      const docs = new Map<string, DocEntry>(
        version.docs.map((doc) => [doc.id, doc]),
      );
      const pages: { url: string; markdown: string }[] = [];
      const seen = new Set<string>();
      const sections = sectionsOf(version.sidebars.tutorialSidebar ?? [], docs);
      // Pages in no sidebar still get their .md, after the others.
      const ordered = [
        ...sections.flatMap((section) => section.docs),
        ...version.docs,
      ];
      for (const doc of version.docs) {
        const relative = doc.source.replace(/^@site\/docs\//, "");
        const file = path.join(options.outDir, markdownFileOf(relative));
        if (!existsSync(file))
          throw new Error(
            `markdown-export: no Markdown for ${doc.source}; its page was compiled from a cache made before the export existed. Run "npm run clear" and build again.`,
          );
        const target = path.join(outDir, markdownUrl(doc.permalink).slice(1));
        mkdirSync(path.dirname(target), { recursive: true });
        copyFileSync(file, target);
      }
      // Category index pages have no source: their Markdown is their list.
      for (const category of categoryPages(
        (version.sidebars.tutorialSidebar ?? []) as CategoryItem[],
        docs,
        context.siteConfig.url,
      )) {
        const target = path.join(
          outDir,
          markdownUrl(category.permalink).slice(1),
        );
        mkdirSync(path.dirname(target), { recursive: true });
        writeFileSync(target, category.markdown);
      }
      for (const doc of ordered) {
        if (seen.has(doc.permalink)) continue;
        seen.add(doc.permalink);
        pages.push({
          url: `${context.siteConfig.url}${doc.permalink}`,
          markdown: readFileSync(
            path.join(outDir, markdownUrl(doc.permalink).slice(1)),
            "utf8",
          ),
        });
      }
      writeFileSync(
        path.join(outDir, "llms.txt"),
        llmsTxt({
          title: context.siteConfig.title,
          summary: `${context.siteConfig.tagline}: the documentation of tscircuit, the toolkit for designing schematics, circuit boards and footprints in TypeScript and React.`,
          siteUrl: context.siteConfig.url,
          sections,
        }),
      );
      writeFileSync(path.join(outDir, "llms-full.txt"), llmsFullTxt(pages));
    },
  };
}

markdownExportPlugin.validateOptions = ({
  options,
}: {
  options: Partial<PluginOptions>;
}): PluginOptions => {
  if (typeof options.outDir !== "string")
    throw new Error(
      "markdown-export: register the plugin through markdownExport() from plugins/markdown-export.",
    );
  return options as PluginOptions;
};

export function markdownExport(options: { siteDir: string }): {
  plugin: PluginConfig;
  remarkPlugin: [typeof remarkMarkdownExport, RemarkMarkdownExportOptions];
} {
  const outDir = path.join(options.siteDir, ".generated/markdown");
  return {
    plugin: [markdownExportPlugin as PluginModule, { outDir }],
    remarkPlugin: [remarkMarkdownExport, { siteDir: options.siteDir, outDir }],
  };
}
