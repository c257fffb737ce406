/**
 * The Markdown twin of a category's index page (`/category/intro.md`): the
 * generated index has no source file, so its Markdown is written from the
 * sidebar: its title and description, then its items as links to their own
 * Markdown, one line each, as in llms.txt; groups inside the category
 * (the Elements section's) become headings.
 */
import { type DocEntry, markdownUrl } from "./llms";

export interface CategoryItem {
  type: string;
  id?: string;
  label?: string;
  description?: string;
  items?: CategoryItem[];
  link?: {
    type: string;
    id?: string;
    permalink?: string;
    title?: string;
    description?: string;
  };
}

export interface CategoryPage {
  /** e.g. `/category/intro` */
  permalink: string;
  markdown: string;
}

function linkLine(doc: DocEntry, siteUrl: string): string {
  const description = doc.description?.replace(/\s+/g, " ").trim();
  return `- [${doc.title}](${siteUrl}${markdownUrl(doc.permalink)})${description ? `: ${description}` : ""}`;
}

/** The link line of an item, or a heading and lines for a group. */
function itemLines(
  item: CategoryItem,
  docs: ReadonlyMap<string, DocEntry>,
  siteUrl: string,
  depth: number,
): string[] {
  if (item.type === "doc" && item.id) {
    const doc = docs.get(item.id);
    return doc ? [linkLine(doc, siteUrl)] : [];
  }
  if (item.type !== "category") return [];
  const permalink =
    item.link?.type === "generated-index"
      ? item.link.permalink
      : item.link?.id
        ? docs.get(item.link.id)?.permalink
        : undefined;
  if (permalink)
    return [
      linkLine(
        {
          permalink,
          title: item.label ?? permalink,
          description: item.link?.description ?? item.description,
        },
        siteUrl,
      ),
    ];
  // A group with no page of its own: a heading over its items.
  return [
    "",
    `${"#".repeat(depth)} ${item.label ?? ""}`,
    "",
    ...(item.items ?? []).flatMap((child) =>
      itemLines(child, docs, siteUrl, depth + 1),
    ),
  ];
}

/** Every category index page under `sidebar`, with its Markdown. */
export function categoryPages(
  sidebar: readonly CategoryItem[],
  docs: ReadonlyMap<string, DocEntry>,
  siteUrl: string,
): CategoryPage[] {
  return sidebar.flatMap((item) => {
    if (item.type !== "category") return [];
    const nested = categoryPages(item.items ?? [], docs, siteUrl);
    const link = item.link;
    if (link?.type !== "generated-index" || !link.permalink) return nested;
    const lines = [`# ${link.title ?? item.label ?? ""}`, ""];
    if (link.description) lines.push(link.description, "");
    const body = (item.items ?? []).flatMap((child) =>
      itemLines(child, docs, siteUrl, 2),
    );
    // Links before the first group heading need no blank line of their own.
    while (body[0] === "") body.shift();
    lines.push(...body, "");
    return [
      { permalink: link.permalink, markdown: lines.join("\n") },
      ...nested,
    ];
  });
}
