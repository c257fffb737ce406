/** The record shape of the DocSearch crawler (record version v3). */

export const levels = [
  "lvl0",
  "lvl1",
  "lvl2",
  "lvl3",
  "lvl4",
  "lvl5",
  "lvl6",
] as const;

export type Level = (typeof levels)[number];

export type Hierarchy = Record<Level, string | null>;

export type RecordType = Exclude<Level, "lvl0"> | "content";

export interface RecordWeight {
  pageRank: number;
  /** 100 for lvl0/lvl1, 90 for lvl2 … 50 for lvl6, 0 for content. */
  level: number;
  /** The record's index among the records of its page. */
  position: number;
  /**
   * True when most of the record's text is links to other pages (a "where
   * to go next" item): it names their subjects rather than its page's, and
   * ranks below records that are about the query.
   */
  pointer?: boolean;
}

export interface DocSearchRecord {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  content: string | null;
  type: RecordType;
  hierarchy: Hierarchy;
  weight: RecordWeight;
  language?: string;
  docusaurus_tag?: string;
  version?: string;
}

export function emptyHierarchy(): Hierarchy {
  return {
    lvl0: null,
    lvl1: null,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
}

export function levelWeight(type: RecordType): number {
  if (type === "content") return 0;
  const depth = Number(type.slice(3));
  return depth <= 1 ? 100 : 100 - (depth - 1) * 10;
}
