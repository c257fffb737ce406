/**
 * Building an index: each DocSearch record as a MiniSearch document, and
 * each page as one more document (title, headings, text) for ranking pages
 * as a whole.
 */
import MiniSearch from "minisearch";
import { type DocSearchRecord, levels } from "../records/types";
import type { SearchOutcome } from "./search-index";
import { createVocabulary, type Vocabulary } from "./vocabulary";
import { indexedTerms, normalizedWords } from "./words";

export interface SearchIndexOptions {
  /** Answered as `index` when a request does not name one. */
  name?: string;
  /** Hits kept per URL unless a request says otherwise (DocSearch: 1). */
  distinct?: number;
  /** Hits kept per page (all its URLs) while `distinct` is on. */
  hitsPerSitePage?: number;
}

export interface SearchIndex {
  readonly name: string;
  readonly records: readonly DocSearchRecord[];
  readonly distinct: number;
  /** Hits kept per page of the site while `distinct` is on. */
  readonly hitsPerPageOfSite: number;
  readonly engine: MiniSearch<IndexedDocument>;
  /** Whole pages as documents: how well each page as a whole answers. */
  readonly pages: MiniSearch<IndexedDocument>;
  /** The page (its number in `pages`) of each record, by record id. */
  readonly pageOf: readonly number[];
  /** Each record's fields as normalized words, by record id, for proximity. */
  readonly fieldWords: readonly (readonly string[])[][];
  /** The index's words by how many records hold them, for completions. */
  readonly vocabulary: Vocabulary;
  /** Recent answers by request: the modal sends the same prefixes over and over. */
  readonly recent: Map<string, SearchOutcome>;
}

export type IndexedDocument = Record<string, string | number>;

const fields = [...levels, "content"];

export function createSearchIndex(
  records: readonly DocSearchRecord[],
  options: SearchIndexOptions = {},
): SearchIndex {
  const engine = new MiniSearch<IndexedDocument>({
    idField: "id",
    fields,
    tokenize: indexedTerms,
    processTerm: (term) => term,
  });
  engine.addAll(
    records.map((record, id) => {
      const document: IndexedDocument = { id, content: record.content ?? "" };
      for (const level of levels)
        document[level] = record.hierarchy[level] ?? "";
      return document;
    }),
  );
  const { pages, pageOf } = indexPages(records);
  const fieldWords = records.map((record) =>
    [...levels.map((level) => record.hierarchy[level]), record.content]
      .filter((text): text is string => Boolean(text))
      .map(normalizedWords),
  );
  return {
    name: options.name ?? "tscircuit",
    records,
    distinct: options.distinct ?? 1,
    hitsPerPageOfSite: options.hitsPerSitePage ?? 5,
    engine,
    pages,
    pageOf,
    fieldWords,
    vocabulary: createVocabulary(fieldWords),
    recent: new Map(),
  };
}

/** Each page's records joined into one document: title, headings, text. */
function indexPages(records: readonly DocSearchRecord[]): {
  pages: MiniSearch<IndexedDocument>;
  pageOf: number[];
} {
  const numbers = new Map<string, number>();
  const documents: {
    title: Set<string>;
    headings: Set<string>;
    content: string[];
  }[] = [];
  const pageOf = records.map((record) => {
    const url = record.url_without_anchor ?? record.url.split("#")[0] ?? "";
    let number = numbers.get(url);
    if (number === undefined) {
      number = documents.length;
      numbers.set(url, number);
      documents.push({ title: new Set(), headings: new Set(), content: [] });
    }
    const document = documents[number] as (typeof documents)[number];
    if (record.hierarchy.lvl1) document.title.add(record.hierarchy.lvl1);
    for (const level of levels.slice(2)) {
      const heading = record.hierarchy[level];
      if (heading) document.headings.add(heading);
    }
    if (record.content) document.content.push(record.content);
    return number;
  });
  const pages = new MiniSearch<IndexedDocument>({
    idField: "id",
    fields: ["title", "headings", "content"],
    tokenize: indexedTerms,
    processTerm: (term) => term,
  });
  pages.addAll(
    documents.map((document, id) => ({
      id,
      title: [...document.title].join(" "),
      headings: [...document.headings].join(" "),
      content: document.content.join(" "),
    })),
  );
  return { pages, pageOf };
}
