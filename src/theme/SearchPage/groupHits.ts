/**
 * The search page shows one row per page: the page's title and category,
 * a snippet, and its best sections as links. The service ranks hits page
 * by page (a page's hits come together, best first, at most five), so rows
 * keep the order of each page's first hit.
 */
import { levels } from "@site/search/records/types";

type Level = (typeof levels)[number];

interface Highlighted {
  value: string;
}

/** The fields of a hit the page reads. */
export interface PageHit {
  url: string;
  type: string;
  hierarchy: Partial<Record<Level, string | null>>;
  _highlightResult?: {
    hierarchy?: Partial<Record<Level, Highlighted>>;
  };
  _snippetResult?: { content?: Highlighted };
}

export interface SectionLink {
  /** The section's heading, highlighted. */
  readonly heading: string;
  readonly url: string;
  /** A snippet of the section's text, highlighted; may be empty. */
  readonly snippet: string;
}

export interface PageRow {
  /** The page's address, without a section anchor. */
  readonly url: string;
  /** The page title, highlighted. */
  readonly title: string;
  /** The sidebar category the page is in. */
  readonly category: string | null;
  /** The best snippet of the page's text, highlighted; may be empty. */
  readonly snippet: string;
  /** Its other matching sections, best first. */
  readonly sections: readonly SectionLink[];
}

/** At most this many section links under a page. */
export const sectionsPerPage = 3;

const pageOf = (url: string) => url.split("#")[0] as string;

/** The deepest heading of a hit, highlighted when the service marked it. */
function headingOf(hit: PageHit): { level: Level; value: string } | null {
  for (const level of [...levels].reverse()) {
    if (level === "lvl0" || level === "lvl1") break;
    const plain = hit.hierarchy[level];
    if (plain)
      return {
        level,
        value: hit._highlightResult?.hierarchy?.[level]?.value ?? plain,
      };
  }
  return null;
}

/** The snippet of each URL (section anchors included), from text hits. */
export function snippetsByUrl(
  textHits: readonly PageHit[],
): Map<string, string> {
  const snippets = new Map<string, string>();
  for (const hit of textHits) {
    const snippet = hit._snippetResult?.content?.value;
    if (!snippet) continue;
    if (!snippets.has(hit.url)) snippets.set(hit.url, snippet);
    // A page with no text of its own before its sections.
    const page = pageOf(hit.url);
    if (!snippets.has(`${page}#`)) snippets.set(`${page}#`, snippet);
  }
  return snippets;
}

export function groupHits(
  hits: readonly PageHit[],
  snippets: ReadonlyMap<string, string> = new Map(),
): PageRow[] {
  const rows = new Map<
    string,
    {
      url: string;
      title: string;
      category: string | null;
      sections: SectionLink[];
    }
  >();
  for (const hit of hits) {
    const url = pageOf(hit.url);
    let row = rows.get(url);
    if (!row) {
      row = {
        url,
        title:
          hit._highlightResult?.hierarchy?.lvl1?.value ??
          hit.hierarchy.lvl1 ??
          url,
        category: hit.hierarchy.lvl0 ?? null,
        sections: [],
      };
      rows.set(url, row);
    }
    const heading = headingOf(hit);
    if (
      heading &&
      hit.url !== url &&
      row.sections.length < sectionsPerPage &&
      !row.sections.some((section) => section.url === hit.url)
    ) {
      row.sections.push({
        heading: heading.value,
        url: hit.url,
        snippet:
          snippets.get(hit.url) ?? hit._snippetResult?.content?.value ?? "",
      });
    }
  }
  return [...rows.values()].map((row) => {
    // The page's own text first, else its first text anywhere.
    const own =
      snippets.get(row.url) ??
      hits.find((hit) => hit.url === row.url)?._snippetResult?.content?.value;
    const snippet = own ?? snippets.get(`${row.url}#`) ?? "";
    return {
      ...row,
      snippet,
      sections: row.sections.map((section) =>
        section.snippet === snippet ? { ...section, snippet: "" } : section,
      ),
    };
  });
}
