/**
 * The /elements index: every element of the groups (groups.ts), with the
 * one-line description of its page, in sidebar order. Pure, so the unit
 * tests can feed it pages and element lists of their own.
 */
import { type ElementGroup, pageName } from "./groups";

/** What the index needs of an element page (its front matter). */
export interface ElementPage {
  /** File name under docs/elements/, without extension. */
  readonly name: string;
  readonly description: string;
}

export interface IndexEntry {
  /** The JSX tag, without brackets. */
  readonly tag: string;
  /** The page's path, or null for an element with no page yet. */
  readonly href: string | null;
  /** The page's description; for an element with no page, null. */
  readonly description: string | null;
  /** The props type `@tscircuit/props` declares for it, if any. */
  readonly propsType: string | null;
}

export interface IndexGroup {
  readonly label: string;
  readonly entries: readonly IndexEntry[];
}

/**
 * Fails when a page is in no group, so a new element page cannot be left
 * out of the index (or the sidebar) by accident.
 */
export function elementsIndex(
  groups: readonly ElementGroup[],
  pages: readonly ElementPage[],
  propsTypes: Readonly<Record<string, string>>,
): IndexGroup[] {
  const byName = new Map(pages.map((page) => [page.name, page]));
  const listed = new Set(groups.flatMap((group) => group.tags.map(pageName)));
  const orphans = pages.filter((page) => !listed.has(page.name));
  if (orphans.length > 0)
    throw new Error(
      `elements-index: ${orphans.map((page) => `docs/elements/${page.name}.mdx`).join(", ")} in no group; add each element to a group in plugins/elements-index/groups.ts`,
    );
  return groups.map((group) => ({
    label: group.label,
    entries: group.tags.map((tag) => {
      const page = byName.get(pageName(tag));
      return {
        tag,
        href: page ? `/elements/${page.name}` : null,
        description: page ? oneLine(page.description) : null,
        propsType: propsTypes[tag] ?? null,
      };
    }),
  }));
}

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();
