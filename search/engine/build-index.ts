/**
 * Building an index: each DocSearch record's fields, and each page as one
 * more document (title, headings, text) for ranking pages as a whole, as
 * postings over one dictionary of terms (postings.ts, dictionary.ts).
 */
import { type DocSearchRecord, levels } from "../records/types";
import { createDictionary, type Dictionary } from "./dictionary";
import { buildPostings, type Postings } from "./postings";
import { isStopWord } from "./query-words";
import { createVocabularyFromCounts, type Vocabulary } from "./vocabulary";
import { normalizedWords, stemOf } from "./words";

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
  /** Every indexed term (words and their stems), numbered. */
  readonly dictionary: Dictionary;
  /** The records' fields (`recordFields`) as postings. */
  readonly recordPostings: Postings;
  /** Whole pages as documents: how well each page as a whole answers. */
  readonly pagePostings: Postings;
  /** The page (its document number in `pagePostings`) of each record, by record id. */
  readonly pageOf: Int32Array;
  /** Each record's URL (with its anchor) as a number, by record id. */
  readonly urlOf: Int32Array;
  /** How many different URLs the records have. */
  readonly urlCount: number;
  /**
   * Each record's words as term numbers, field after field with -1
   * between fields, for proximity; record r's run from `wordStart[r]` to
   * `wordStart[r + 1]`.
   */
  readonly words: Int32Array;
  readonly wordStart: Int32Array;
  /**
   * What ranking reads of each record, by record id, so that it need not
   * visit thousands of record objects per query.
   */
  readonly facts: RecordFacts;
  /** The index's words by how many records hold them, for completions. */
  readonly vocabulary: Vocabulary;
}

export interface RecordFacts {
  /** weight.pointer: mostly links to other pages. */
  readonly pointer: Uint8Array;
  readonly pageRank: Float64Array;
  readonly level: Float64Array;
  readonly position: Float64Array;
  /** A title record (type lvl1) of a page that is not ranked below others. */
  readonly summary: Uint8Array;
  /** The number of the record's title (lvl1) in `titleWords`; -1 none. */
  readonly title: Int32Array;
  /**
   * The normalized words of each title but its stop words (bar the last,
   * as in a query), for matching a title to the query.
   */
  readonly titleWords: readonly (readonly string[])[];
}

/** The fields of a record's postings, in this order. */
export const recordFields: readonly string[] = [...levels, "content"];
/** The fields of a page's postings, in this order. */
export const pageFields: readonly string[] = ["title", "headings", "content"];

export function createSearchIndex(
  records: readonly DocSearchRecord[],
  options: SearchIndexOptions = {},
): SearchIndex {
  // Hierarchy values repeat on every record of a page: read each text once.
  const textWords = new Map<string, string[]>();
  const wordsOf = (text: string | null | undefined): string[] => {
    if (!text) return [];
    let words = textWords.get(text);
    if (!words) {
      words = normalizedWords(text);
      textWords.set(text, words);
    }
    return words;
  };
  const recordTexts = records.map((record) => [
    ...levels.map((level) => record.hierarchy[level]),
    record.content,
  ]);
  const allTerms = new Set<string>();
  for (const words of recordTexts.flatMap((texts) => texts.map(wordsOf))) {
    for (const word of words) {
      allTerms.add(word);
      allTerms.add(stemOf(word));
    }
  }
  const dictionary = createDictionary(allTerms);
  const { ids } = dictionary;
  // What the index holds for a text: each word and, when it differs, its
  // stem, so both exact words and inflections are found.
  const textTerms = new Map<string, number[]>();
  const termsOf = (text: string | null | undefined): number[] => {
    if (!text) return [];
    let terms = textTerms.get(text);
    if (!terms) {
      terms = [];
      for (const word of wordsOf(text)) {
        terms.push(ids.get(word) as number);
        const stem = stemOf(word);
        if (stem !== word) terms.push(ids.get(stem) as number);
      }
      textTerms.set(text, terms);
    }
    return terms;
  };
  const recordPostings = buildPostings(
    dictionary,
    recordFields,
    recordTexts.map((texts) => texts.map(termsOf)),
  );
  const { pages, pageOf } = pageDocuments(records, termsOf);
  const pagePostings = buildPostings(dictionary, pageFields, pages);

  // Words of each record, for proximity and the completions' counts.
  const wordStart = new Int32Array(records.length + 1);
  const runs: number[][] = recordTexts.map((texts) => {
    const run: number[] = [];
    for (const text of texts) {
      const words = wordsOf(text);
      if (words.length === 0) continue;
      if (run.length > 0) run.push(-1);
      for (const word of words) run.push(ids.get(word) as number);
    }
    return run;
  });
  runs.forEach((run, id) => {
    wordStart[id + 1] = (wordStart[id] as number) + run.length;
  });
  const words = new Int32Array(wordStart[records.length] as number);
  runs.forEach((run, id) => {
    words.set(run, wordStart[id] as number);
  });

  const urls = new Map<string, number>();
  const urlOf = Int32Array.from(records, (record) => {
    let number = urls.get(record.url);
    if (number === undefined) {
      number = urls.size;
      urls.set(record.url, number);
    }
    return number;
  });

  const titleNumbers = new Map<string, number>();
  const titleWords: string[][] = [];
  const facts: RecordFacts = {
    pointer: Uint8Array.from(records, (record) =>
      record.weight.pointer ? 1 : 0,
    ),
    pageRank: Float64Array.from(records, (record) => record.weight.pageRank),
    level: Float64Array.from(records, (record) => record.weight.level),
    position: Float64Array.from(records, (record) => record.weight.position),
    summary: Uint8Array.from(records, (record) =>
      record.type === "lvl1" && record.weight.pageRank >= 0 ? 1 : 0,
    ),
    title: Int32Array.from(records, (record) => {
      const title = record.hierarchy.lvl1;
      if (!title) return -1;
      let number = titleNumbers.get(title);
      if (number === undefined) {
        number = titleWords.length;
        titleNumbers.set(title, number);
        // Stop words aside, as in the query ("Importing from KiCad").
        titleWords.push(
          wordsOf(title).filter(
            (word, i, all) => i === all.length - 1 || !isStopWord(word),
          ),
        );
      }
      return number;
    }),
    titleWords,
  };

  return {
    name: options.name ?? "tscircuit",
    records,
    distinct: options.distinct ?? 1,
    hitsPerPageOfSite: options.hitsPerSitePage ?? 5,
    dictionary,
    recordPostings,
    pagePostings,
    pageOf,
    urlOf,
    urlCount: urls.size,
    words,
    wordStart,
    facts,
    vocabulary: vocabularyOf(dictionary, runs),
  };
}

/** How many records hold each word: the completions' order. */
function vocabularyOf(
  dictionary: Dictionary,
  runs: readonly (readonly number[])[],
): Vocabulary {
  const counts = new Int32Array(dictionary.terms.length);
  const seen = new Int32Array(dictionary.terms.length).fill(-1);
  runs.forEach((run, id) => {
    for (const term of run) {
      if (term < 0 || seen[term] === id) continue;
      seen[term] = id;
      counts[term] = (counts[term] as number) + 1;
    }
  });
  const words: string[] = [];
  const wordCounts: number[] = [];
  dictionary.terms.forEach((term, id) => {
    if ((counts[id] as number) === 0) return;
    words.push(term);
    wordCounts.push(counts[id] as number);
  });
  return createVocabularyFromCounts(words, wordCounts);
}

/** Each page's records joined into one document: title, headings, text. */
function pageDocuments(
  records: readonly DocSearchRecord[],
  termsOf: (text: string | null | undefined) => number[],
): { pages: number[][][]; pageOf: Int32Array } {
  const numbers = new Map<string, number>();
  const documents: {
    title: Set<string>;
    headings: Set<string>;
    content: string[];
  }[] = [];
  const pageOf = new Int32Array(records.length);
  records.forEach((record, id) => {
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
    pageOf[id] = number;
  });
  // Texts joined with spaces hold the terms of each text in turn.
  const joined = (texts: Iterable<string>) => [...texts].flatMap(termsOf);
  const pages = documents.map((document) => [
    joined(document.title),
    joined(document.headings),
    joined(document.content),
  ]);
  return { pages, pageOf };
}
