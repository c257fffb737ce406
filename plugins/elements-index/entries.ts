/**
 * The /elements index: every element of the groups (groups.ts), with the
 * one-line description of its page, in sidebar order. Pure, so the unit
 * tests can feed it pages and element lists of their own.
 */
import { aliasOf, type ElementGroup, pageName } from "./groups";

/** What the index needs of an element page (its front matter). */
export interface ElementPage {
  /** File name under docs/elements/, without extension. */
  readonly name: string;
  readonly description: string;
}

/** A page outside docs/elements that holds an element's props table. */
export interface ReferencePage {
  readonly href: string;
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
  /** The tag this one is another name for, if it is an alias. */
  readonly aliasOf?: string;
}

export interface IndexGroup {
  readonly label: string;
  readonly entries: readonly IndexEntry[];
}

export interface IndexSources {
  /** Pages under docs/elements. */
  readonly pages: readonly ElementPage[];
  /** Every element the pinned core accepts, with its props type. */
  readonly propsTypes: Readonly<Record<string, string>>;
  /** Elements documented on a page outside docs/elements, by tag. */
  readonly references?: Readonly<Record<string, ReferencePage>>;
}

/**
 * Fails when a page is in no group, or when the core accepts an element no
 * group lists, so neither a new page nor a new element of the next release
 * can be left out of the index (or the sidebar) by accident.
 */
export function elementsIndex(
  groups: readonly ElementGroup[],
  { pages, propsTypes, references = {} }: IndexSources,
): IndexGroup[] {
  const byName = new Map(pages.map((page) => [page.name, page]));
  const listed = new Set(
    groups.flatMap((group) => [
      ...group.tags.map(pageName),
      ...(group.pages ?? []),
    ]),
  );
  const orphans = pages.filter((page) => !listed.has(page.name));
  if (orphans.length > 0)
    throw new Error(
      `elements-index: ${orphans.map((page) => `docs/elements/${page.name}.mdx`).join(", ")} in no group; add each element to a group in plugins/elements-index/groups.ts`,
    );
  const tags = new Set(groups.flatMap((group) => group.tags));
  const unlisted = Object.keys(propsTypes).filter((tag) => !tags.has(tag));
  if (unlisted.length > 0)
    throw new Error(
      `elements-index: the core accepts ${unlisted.map((tag) => `<${tag}>`).join(", ")} but no group in plugins/elements-index/groups.ts lists it`,
    );
  const entryOf = (tag: string): IndexEntry => {
    const target = aliasOf[tag];
    if (target) {
      const main = entryOf(target);
      return {
        ...main,
        tag,
        aliasOf: target,
        propsType: propsTypes[tag] ?? null,
      };
    }
    const page = byName.get(pageName(tag));
    const reference = references[tag];
    return {
      tag,
      href: page ? `/elements/${page.name}` : reference ? reference.href : null,
      description: page
        ? oneLine(page.description)
        : reference
          ? oneLine(reference.description)
          : null,
      propsType: propsTypes[tag] ?? null,
    };
  };
  return groups
    .filter((group) => group.tags.length > 0)
    .map((group) => ({
      label: group.label,
      entries: group.tags.map(entryOf),
    }));
}

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();
