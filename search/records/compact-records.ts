/**
 * The records of a build in a compact form, for the in-browser search of a
 * static host (src/search/staticSearch.worker.ts): what a reader downloads
 * on the first search, from which the worker rebuilds the very records the
 * service loads and builds the same index from them.
 *
 * What one record repeats of its page (the site's origin, the page URL, its
 * page rank and language/version tags) is written once per page; what it
 * repeats of the record before it (the anchor, the hierarchy) is left out;
 * its weight level and position follow from its type and place; its
 * objectID is recomputed (object-id.ts). Every record is checked while
 * encoding: one that would not come back exactly (same fields, same order)
 * is stored as it is, so decoding always gives the records that were
 * encoded.
 *
 * No Node module here: the worker bundles this file.
 */
import { sha256Hex } from "./sha256";
import {
  type DocSearchRecord,
  type Hierarchy,
  type Level,
  levels,
  levelWeight,
  type RecordType,
} from "./types";

export const compactFormat = "tscircuit-search-index";
export const compactVersion = 1;

/** Stands for "the same as the record before, on the same page". */
const same = 0;

/**
 * `[page, type, anchor, content, hierarchy, objectID, pointer]`, trailing
 * defaults left off. `type` is 0 for content, 1–6 for lvl1–lvl6; `anchor`
 * and `hierarchy` are `0` when unchanged; `hierarchy` lists positions in
 * `strings` (−1 for null), trailing nulls left off; `objectID` is `0` when it
 * is recomputed; `pointer` is 1 for a pointer record.
 */
export type CompactRecord = [
  page: number,
  type: number,
  anchor?: string | null | typeof same,
  content?: string | null,
  hierarchy?: number[] | typeof same,
  objectID?: string | typeof same,
  pointer?: 1,
];

export interface CompactIndex {
  format: typeof compactFormat;
  version: typeof compactVersion;
  /** The origin every page URL starts with. */
  site: string;
  /** Hierarchy texts, each once. */
  strings: string[];
  /** The distinct sets of tags (language, docusaurus_tag, version). */
  tags: Record<string, string>[];
  /** `[path, pageRank, tags]` of each page. */
  pages: [path: string, pageRank: number, tags: number][];
  /** A compact record, or a record kept whole. */
  records: (CompactRecord | DocSearchRecord)[];
}

const recordTypes: RecordType[] = [
  "content",
  "lvl1",
  "lvl2",
  "lvl3",
  "lvl4",
  "lvl5",
  "lvl6",
];
const tagFields = ["language", "docusaurus_tag", "version"] as const;

/** What the record before, on the same page, leaves to the next. */
interface PageState {
  count: number;
  anchor: string | null;
  hierarchy: Hierarchy | null;
}

export function encodeRecords(
  records: readonly DocSearchRecord[],
): CompactIndex {
  const site = originOf(records[0]?.url_without_anchor ?? "");
  const index: CompactIndex = {
    format: compactFormat,
    version: compactVersion,
    site,
    strings: [],
    tags: [],
    pages: [],
    records: [],
  };
  const stringIds = new Map<string, number>();
  const tagIds = new Map<string, number>();
  const pageIds = new Map<string, number>();
  const states: PageState[] = [];

  for (const record of records) {
    const page = pageOf(record, site);
    if (page === null) {
      index.records.push(record);
      continue;
    }
    let pageId = pageIds.get(page.path);
    if (pageId === undefined) {
      pageId = index.pages.length;
      pageIds.set(page.path, pageId);
      const tags = tagsOf(record);
      const tagsKey = JSON.stringify(tags);
      let tagId = tagIds.get(tagsKey);
      if (tagId === undefined) {
        tagId = index.tags.length;
        tagIds.set(tagsKey, tagId);
        index.tags.push(tags);
      }
      index.pages.push([page.path, record.weight.pageRank, tagId]);
      states.push({ count: 0, anchor: null, hierarchy: null });
    }
    const state = states[pageId] as PageState;
    const hierarchy =
      state.hierarchy && sameHierarchy(state.hierarchy, record.hierarchy)
        ? same
        : hierarchyIds(record.hierarchy, index.strings, stringIds);
    const compact: CompactRecord = [
      pageId,
      recordTypes.indexOf(record.type),
      record.anchor === state.anchor ? same : record.anchor,
      record.content,
      hierarchy,
      same,
    ];
    if (record.weight.pointer) compact[6] = 1;
    const original = JSON.stringify(record);
    if (JSON.stringify(expand(index, compact, state)) !== original) {
      compact[5] = record.objectID;
    }
    if (JSON.stringify(expand(index, compact, state)) === original) {
      index.records.push(trimDefaults(compact));
    } else {
      index.records.push(record);
    }
    state.count += 1;
    state.anchor = record.anchor;
    state.hierarchy = record.hierarchy;
  }
  return index;
}

/** The records `encodeRecords` was given, in their order. */
export function decodeRecords(index: CompactIndex): DocSearchRecord[] {
  if (index?.format !== compactFormat || index.version !== compactVersion) {
    throw new Error(
      `Not a search index this site can read (expected ${compactFormat} version ${compactVersion})`,
    );
  }
  const states: PageState[] = index.pages.map(() => ({
    count: 0,
    anchor: null,
    hierarchy: null,
  }));
  const pageIds = new Map(index.pages.map(([path], id) => [path, id]));
  return index.records.map((item) => {
    if (!Array.isArray(item)) {
      // A record kept whole still counts among its page's records.
      const page = pageOf(item, index.site);
      const state = page && states[pageIds.get(page.path) ?? -1];
      if (state) {
        state.count += 1;
        state.anchor = item.anchor;
        state.hierarchy = item.hierarchy;
      }
      return item;
    }
    const state = states[item[0]];
    if (!state) throw new Error(`A record names page ${item[0]}, not listed`);
    const record = expand(index, item, state);
    state.count += 1;
    state.anchor = record.anchor;
    state.hierarchy = record.hierarchy;
    return record;
  });
}

/** One record back, given what its page's records before it left. */
function expand(
  index: CompactIndex,
  compact: CompactRecord,
  state: PageState,
): DocSearchRecord {
  const [pageId, typeId, anchorField, content = null, hierarchyField] = compact;
  const [path, pageRank, tagId] = index.pages[pageId] ?? ["", 0, 0];
  const type = recordTypes[typeId] ?? "content";
  const anchor =
    anchorField === same || anchorField === undefined
      ? state.anchor
      : anchorField;
  const hierarchy: Hierarchy =
    hierarchyField === same || hierarchyField === undefined
      ? { ...(state.hierarchy ?? emptyLevels()) }
      : levelsFrom(hierarchyField, index.strings);
  const pageUrl = index.site + path;
  const url = anchor ? `${pageUrl}#${anchor}` : pageUrl;
  const position = state.count;
  let objectID = typeof compact[5] === "string" ? compact[5] : null;
  return {
    // Worked out when first read: only the hits of a search need theirs,
    // and hashing every record up front took longer than building the index.
    get objectID(): string {
      objectID ??= sha256Hex(
        [
          url,
          type,
          String(position),
          content ?? hierarchy[type as Level] ?? "",
        ].join("\u0000"),
      ).slice(0, 32);
      return objectID;
    },
    url,
    url_without_anchor: pageUrl,
    anchor,
    content,
    type,
    hierarchy,
    weight: {
      pageRank,
      level: levelWeight(type),
      position,
      ...(compact[6] === 1 ? { pointer: true } : {}),
    },
    ...index.tags[tagId],
  };
}

/** What an absent field of a compact record stands for, by position. */
const defaults: readonly unknown[] = [
  undefined,
  undefined,
  same,
  null,
  same,
  same,
];

function trimDefaults(compact: CompactRecord): CompactRecord {
  const trimmed: unknown[] = [...compact];
  while (
    trimmed.length > 2 &&
    trimmed[trimmed.length - 1] === defaults[trimmed.length - 1]
  ) {
    trimmed.pop();
  }
  return trimmed as CompactRecord;
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return "";
  }
}

function pageOf(
  record: DocSearchRecord,
  site: string,
): { path: string } | null {
  const { url_without_anchor: pageUrl } = record;
  return typeof pageUrl === "string" && pageUrl.startsWith(site)
    ? { path: pageUrl.slice(site.length) }
    : null;
}

function tagsOf(record: DocSearchRecord): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const field of tagFields) {
    const value = record[field];
    if (typeof value === "string") tags[field] = value;
  }
  return tags;
}

function emptyLevels(): Hierarchy {
  return Object.fromEntries(levels.map((level) => [level, null])) as Hierarchy;
}

function sameHierarchy(a: Hierarchy, b: Hierarchy): boolean {
  return levels.every((level) => a[level] === b[level]);
}

function hierarchyIds(
  hierarchy: Hierarchy,
  strings: string[],
  ids: Map<string, number>,
): number[] {
  const list = levels.map((level) => {
    const text = hierarchy[level];
    if (text === null) return -1;
    let id = ids.get(text);
    if (id === undefined) {
      id = strings.length;
      ids.set(text, id);
      strings.push(text);
    }
    return id;
  });
  while (list.length > 0 && list[list.length - 1] === -1) list.pop();
  return list;
}

function levelsFrom(
  ids: readonly number[],
  strings: readonly string[],
): Hierarchy {
  const hierarchy = emptyLevels();
  levels.forEach((level, position) => {
    const id = ids[position];
    hierarchy[level] =
      id === undefined || id < 0 ? null : (strings[id] ?? null);
  });
  return hierarchy;
}
