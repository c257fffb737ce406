/**
 * Ranking: which records answer a query and in what order, page by page
 * the way DocSearch shows them (see ENGINE.md).
 */
import type { DocSearchRecord } from "../records/types";
import type { SearchIndex } from "./build-index";
import type { TypoTolerance } from "./params";
import { queryTerms } from "./query-terms";
import { isFrameWord, matchKindRank, type QueryWord } from "./query-words";
import { scorePostings } from "./score-postings";
import {
  type Expansion,
  expandTerms,
  matchesFor,
  type TermMatches,
  termKind,
} from "./term-matches";

/** Titles and headings weigh more than body text. */
const fieldBoosts: Record<string, number> = {
  lvl0: 1.5,
  lvl1: 4,
  lvl2: 3,
  lvl3: 2.5,
  lvl4: 2,
  lvl5: 2,
  lvl6: 2,
  content: 1,
};

/** A page's title counts most, then its headings, then its text. */
const pageFieldBoosts: Record<string, number> = {
  title: 4,
  headings: 2,
  content: 1,
};

/** The page document's field holding each record field (lvl0 is in none). */
const pageFieldOf: Record<string, string> = {
  lvl1: "title",
  lvl2: "headings",
  lvl3: "headings",
  lvl4: "headings",
  lvl5: "headings",
  lvl6: "headings",
  content: "content",
};

/**
 * How much the page's own relevance adds to a record's: records that tie on
 * the rules above are ordered by the page that says most about the query.
 */
const pageScoreWeight = 4;

/**
 * How much a record gains when the query words sit side by side in it: up
 * to this fraction of its score at proximity 1, nothing when they are far
 * apart. A soft bonus rather than Algolia's strict proximity rule, which
 * would put a phrase in any passage above a title that has one word and a
 * summary that has the other.
 */
const adjacencyBonus = 2;

/** Whether a record passes the request's filters; `id` is its number in the index. */
export type Accept = (record: DocSearchRecord, id: number) => boolean;

/** What a request says about which records match, besides its words. */
export interface MatchOptions {
  /** The filters: records failing them are never candidates. */
  accept: Accept;
  /** "min" and "strict" keep the fewest typos (one or two counts of them). */
  typoTolerance?: TypoTolerance;
  /** restrictSearchableAttributes, as index fields; null or absent: all. */
  fields?: readonly string[] | null;
}

/**
 * The records that match a query, as columns: entry i of each array is
 * about the i-th matching record. A common prefix matches most of the
 * site's thousands of records; an object per record cost more than the
 * rest of the query (allocation and garbage collection), and only the hits
 * a request shows become objects (`candidateAt`).
 *
 * The arrays are reused by the next query on the same index: read them
 * before searching it again.
 */
export interface Matching {
  readonly count: number;
  readonly wordCount: number;
  /** The record's id. */
  readonly ids: Int32Array;
  /** The record's page (its number in `SearchIndex.pagePostings`). */
  readonly pages: Int32Array;
  /** Which query words the record matches, one bit each. */
  readonly masks: Int32Array;
  /** Query words the record matches. */
  readonly matchedWords: Uint8Array;
  /** The worst of its words' best matches (rank of the match kind). */
  readonly tiers: Int8Array;
  /** Typos summed over the words matched only with typos. */
  readonly typos: Uint16Array;
  /** Algolia's proximity of the query words in the record (0: under two words). */
  readonly proximity: Int32Array;
  readonly scores: Float64Array;
  /** Query words the record's page matches, as a step behind the best page (0, -1, …). */
  readonly pageWords: Int32Array;
  /** The page's tier: for each word, its best match anywhere in the page; the worst of those. */
  readonly pageTiers: Int8Array;
  /** 2 when the page's title is the query word for word ("chip" and "<chip>"), 1 when it is so with prefixes or typos, else 0. */
  readonly titleMatches: Uint8Array;
  /** How much of the query the page's title and summary hold, in steps. */
  readonly summaries: Int8Array;
  /**
   * How each record matches word w, by record id:
   * `kindsById[id * wordCount + w]` is the rank of the match kind plus
   * one, 0 for none.
   */
  readonly kindsById: Int8Array;
}

/** One matching record as an object: a hit being answered. */
export interface Candidate {
  record: DocSearchRecord;
  id: number;
  page: number;
  pageWords: number;
  matchedWords: number;
  mask: number;
  tier: number;
  /** How well the record matches each query word (rank of the match kind, or -1). */
  kinds: number[];
  typos: number;
  proximity: number;
  pageTier: number;
  titleMatch: boolean;
  summary: number;
  score: number;
  /** The record's weight.pageRank. */
  pageRank: number;
}

export function candidateAt(
  index: SearchIndex,
  matching: Matching,
  i: number,
): Candidate {
  const id = matching.ids[i] as number;
  const { wordCount } = matching;
  const kinds: number[] = [];
  for (let w = 0; w < wordCount; w += 1) {
    kinds.push((matching.kindsById[id * wordCount + w] as number) - 1);
  }
  return {
    record: index.records[id] as DocSearchRecord,
    id,
    page: matching.pages[i] as number,
    pageWords: matching.pageWords[i] as number,
    matchedWords: matching.matchedWords[i] as number,
    mask: matching.masks[i] as number,
    tier: matching.tiers[i] as number,
    kinds,
    typos: matching.typos[i] as number,
    proximity: matching.proximity[i] as number,
    pageTier: matching.pageTiers[i] as number,
    titleMatch: (matching.titleMatches[i] as number) > 0,
    summary: matching.summaries[i] as number,
    score: matching.scores[i] as number,
    pageRank: index.facts.pageRank[id] as number,
  };
}

/** The records of the matching, in no particular order. */
export function* matchingRecords(
  index: SearchIndex,
  matching: Matching,
): Generator<DocSearchRecord> {
  for (let i = 0; i < matching.count; i += 1) {
    yield index.records[matching.ids[i] as number] as DocSearchRecord;
  }
}

interface Columns {
  ids: Int32Array;
  pages: Int32Array;
  masks: Int32Array;
  matchedWords: Uint8Array;
  tiers: Int8Array;
  typos: Uint16Array;
  proximity: Int32Array;
  scores: Float64Array;
  pageWords: Int32Array;
  pageTiers: Int8Array;
  titleMatches: Uint8Array;
  summaries: Int8Array;
}

const columnsByIndex = new WeakMap<SearchIndex, Columns>();

/** The index's columns, zeroed for `count` records. */
function columnsFor(index: SearchIndex, count: number): Columns {
  let columns = columnsByIndex.get(index);
  if (!columns) {
    const size = index.records.length;
    columns = {
      ids: new Int32Array(size),
      pages: new Int32Array(size),
      masks: new Int32Array(size),
      matchedWords: new Uint8Array(size),
      tiers: new Int8Array(size),
      typos: new Uint16Array(size),
      proximity: new Int32Array(size),
      scores: new Float64Array(size),
      pageWords: new Int32Array(size),
      pageTiers: new Int8Array(size),
      titleMatches: new Uint8Array(size),
      summaries: new Int8Array(size),
    };
    columnsByIndex.set(index, columns);
  }
  for (const column of Object.values(columns) as Int32Array[]) {
    column.fill(0, 0, count);
  }
  return columns;
}

/**
 * Records that pass the filters and match query words. A page answers when
 * it has every query word, in one record or spread over several; when some
 * page does, only that page's records are kept. When none does, pages with
 * some of the words are kept, ranked by how many (Algolia's
 * `removeWordsIfNoResults: "allOptional"`, which DocSearch indices use,
 * applied to pages rather than records).
 */
export function findCandidates(
  index: SearchIndex,
  words: readonly QueryWord[],
  options: MatchOptions,
): Matching {
  const { accept } = options;
  const { records, facts } = index;
  if (words.length === 0) {
    const columns = columnsFor(index, records.length);
    let count = 0;
    records.forEach((record, id) => {
      if (!accept(record, id)) return;
      columns.ids[count] = id;
      columns.pages[count] = index.pageOf[id] as number;
      count += 1;
    });
    return { ...columns, count, wordCount: 0, kindsById: new Int8Array(0) };
  }
  const wordCount = words.length;
  const terms = queryTerms(words, index.vocabulary);
  const expansions = expandTerms(index.dictionary, terms);
  const matches = matchesFor(index.dictionary, words);
  const postings = index.recordPostings;
  const scored = scorePostings(postings, expansions, {
    fieldBoosts: boostsFor(
      postings.fields,
      fieldBoosts,
      options.fields ? new Set(options.fields) : null,
    ),
    accept: (id) => accept(records[id] as DocSearchRecord, id),
    matches,
  });
  const columns = columnsFor(index, scored.count);
  const {
    ids,
    pages,
    masks,
    matchedWords,
    tiers,
    typos,
    proximity,
    scores,
    pageWords,
    pageTiers,
    titleMatches,
    summaries,
  } = columns;
  // Which words each record matches, and how.
  let count = 0;
  for (let i = 0; i < scored.count; i += 1) {
    const id = scored.documents[i] as number;
    let mask = 0;
    let matched = 0;
    let tier = 0;
    let typoCount = 0;
    for (let w = 0; w < wordCount; w += 1) {
      const kind = (scored.kinds[id * wordCount + w] as number) - 1;
      if (kind < 0) continue;
      mask |= 1 << w;
      matched += 1;
      if (kind > tier) tier = kind;
      if (kind === typoRank) {
        typoCount += Math.min(
          (words[w] as QueryWord).typos,
          scored.typos[id * wordCount + w] as number,
        );
      }
    }
    if (matched === 0) continue;
    const score = scored.scores[id] as number;
    ids[count] = id;
    pages[count] = index.pageOf[id] as number;
    masks[count] = mask;
    matchedWords[count] = matched;
    tiers[count] = tier;
    typos[count] = typoCount;
    // A "where to go next" item is about the page it links to.
    scores[count] = facts.pointer[id] === 1 ? score * pointerShare : score;
    count += 1;
  }
  count = keepFewestTypos(columns, count, options.typoTolerance ?? true);

  const pageCount = index.pagePostings.documentCount;
  // Per page, by page number: the words its records cover and the best
  // match of each word among them (rank of the kind plus one, 0 none).
  const pageMasks = new Int32Array(pageCount);
  const pageKinds = new Int8Array(pageCount * wordCount);
  const covering: number[] = [];
  // A word the pages hold as typed (or inflected) was meant, not mistyped:
  // its typo matches ("make" matching "male" on a page that lacks "make")
  // stay hits but neither cover the word for their page nor set its tier.
  // A word no page holds ("buld") is judged by its typo matches as before.
  const known = words.map(
    (word) =>
      index.dictionary.ids.has(word.text) ||
      index.dictionary.ids.has(word.stem),
  );
  let typoOfKnown = 0;
  for (let w = 0; w < wordCount; w += 1) {
    if (known[w]) typoOfKnown |= 1 << w;
  }
  for (let i = 0; i < count; i += 1) {
    const id = ids[i] as number;
    // A page does not cover a word by naming another page that does.
    if (facts.pointer[id] === 1) continue;
    const page = pages[i] as number;
    let mask = masks[i] as number;
    for (let w = 0; w < wordCount; w += 1) {
      if (
        (typoOfKnown & (1 << w)) !== 0 &&
        (scored.kinds[id * wordCount + w] as number) - 1 === typoRank
      ) {
        mask &= ~(1 << w);
      }
    }
    if (mask === 0) continue;
    if (pageMasks[page] === 0) covering.push(page);
    pageMasks[page] = (pageMasks[page] as number) | mask;
    for (let w = 0; w < wordCount; w += 1) {
      if ((mask & (1 << w)) === 0) continue;
      const kind = scored.kinds[id * wordCount + w] as number;
      const at = page * wordCount + w;
      const best = pageKinds[at] as number;
      if (kind > 0 && (best === 0 || kind < best)) pageKinds[at] = kind;
    }
  }
  const weights = wordWeights(
    covering.map((page) => pageMasks[page] as number),
    wordCount,
    pageCount,
  );
  // The frame of a question ("what does X mean", "how do I fix") says
  // nothing of which page answers it: it still scores, but weighs nothing
  // in coverage, where its rarity among pages ("mean") outweighed the topic.
  matches.words.forEach((word, w) => {
    if (isFrameWord(word)) weights[w] = 0;
  });
  const joinedMasks = joinedWordMasks(words);
  const coverage = new Float64Array(pageCount);
  let bestCoverage = 0;
  for (const page of covering) {
    const share = shareOf(
      wholeJoined(pageMasks[page] as number, joinedMasks),
      weights,
    );
    coverage[page] = share;
    if (share > bestCoverage) bestCoverage = share;
  }
  // The page's tier: the worst word's best match (-1: no page-wide tier,
  // its records only point to other pages).
  const tierOfPage = new Int8Array(pageCount).fill(-1);
  for (const page of covering) {
    let tier = 0;
    for (let w = 0; w < wordCount; w += 1) {
      tier = Math.max(tier, (pageKinds[page * wordCount + w] as number) - 1);
    }
    tierOfPage[page] = tier;
  }
  // What each page's title and summary (its title record) say of the query.
  const summaryOfPage = new Float64Array(pageCount);
  for (let i = 0; i < count; i += 1) {
    // Pages ranked below others (category pages, pageRank -1) summarise
    // their children: the children, not the summary, answer the query.
    if (facts.summary[ids[i] as number] !== 1) continue;
    const page = pages[i] as number;
    const share = shareOf(
      wholeJoined(masks[i] as number, joinedMasks),
      weights,
    );
    if (share > (summaryOfPage[page] as number)) summaryOfPage[page] = share;
  }
  const pageScores = scorePages(index, expansions, options.fields);
  // Pages within `coverageSlack` of the best coverage tie on it.
  const slack = wordCount <= 2 ? shortQuerySlack : coverageSlack;
  const worst = farApart * (wordCount - 1);
  // Records of a page share its title: judge each title once
  // (-1 not yet, then titleMatchOf).
  const titles = new Int8Array(facts.titleWords.length).fill(-1);
  // And how much of the query's weight each title holds (-1 not yet).
  const titleShares = new Float64Array(facts.titleWords.length).fill(-1);
  const nearest = new Int32Array(Math.max(0, wordCount - 1));
  const lastSeen = new Int32Array(wordCount);
  for (let i = 0; i < count; i += 1) {
    const id = ids[i] as number;
    const page = pages[i] as number;
    pageWords[i] = -Math.floor(
      (bestCoverage - (coverage[page] as number)) / slack + 1e-9,
    );
    const pageTier = tierOfPage[page] as number;
    pageTiers[i] = pageTier >= 0 ? pageTier : (tiers[i] as number);
    const title = facts.title[id] as number;
    if (title >= 0 && titles[title] === -1) {
      titles[title] = titleMatchOf(index, title, matches);
    }
    titleMatches[i] = title >= 0 ? Math.max(0, titles[title] as number) : 0;
    if (title >= 0 && (titleShares[title] as number) < 0) {
      titleShares[title] = titleShareOf(index, title, matches, weights);
    }
    const titleShare = title >= 0 ? (titleShares[title] as number) : 0;
    // One or two words in a summary say little: "resistance" is in the
    // potentiometer's summary, but the resistor page answers it.
    summaries[i] =
      wordCount <= 2
        ? 0
        : Math.floor((summaryOfPage[page] as number) * summarySteps + 1e-9);
    let score =
      (scores[i] as number) + pageScoreWeight * (pageScores[page] ?? 0);
    // Proximity only tells records with two or more of the words apart.
    if ((matchedWords[i] as number) > 1) {
      const distance = proximityOf(index, id, matches.masks, nearest, lastSeen);
      proximity[i] = distance;
      score *= 1 + (adjacencyBonus * (worst - distance)) / worst;
    }
    // A page whose title names the query's rarer words is about them.
    scores[i] = score * (1 + titleWeight * titleShare);
  }
  return { ...columns, count, wordCount, kindsById: scored.kinds };
}

/**
 * Pages whose coverage is within this share of the best page's tie on
 * coverage, for queries of three words or more: a question's incidental
 * words ("show", "make") should not outweigh how well a page answers.
 */
const coverageSlack = 0.3;
/** One or two words: a page must hold them all to tie with the best. */
const shortQuerySlack = 0.01;
/** A page whose title and summary hold more of the query ranks first, in thirds. */
const summarySteps = 3;

/**
 * How much of the query each page holds: the share of the query's word
 * weight it matches, each word weighing by how rare it is among pages
 * (inverse document frequency), so a page lacking "show" in "show my pcb
 * on my website" loses less than one lacking "website".
 */
function wordWeights(
  pageMasks: readonly number[],
  wordCount: number,
  pageCount: number,
): number[] {
  return Array.from({ length: wordCount }, (_, i) => {
    let pagesWithWord = 0;
    for (const mask of pageMasks) if (mask & (1 << i)) pagesWithWord += 1;
    return Math.log(1 + pageCount / Math.max(1, pagesWithWord));
  });
}

/** For each token that joins words (QueryWord.joined), the mask of its words. */
function joinedWordMasks(words: readonly QueryWord[]): number[] {
  const masks = new Map<number, number>();
  words.forEach((word, w) => {
    for (const token of word.joined ?? []) {
      masks.set(token, (masks.get(token) ?? 0) | (1 << w));
    }
  });
  return [...masks.values()].filter((mask) => (mask & (mask - 1)) !== 0);
}

/**
 * A page covers the words of a joined token (`--ignore-routing-drc`) only
 * all together: an option or identifier typed whole names one thing, and a
 * page holding "routing" and "drc" but not the option does not describe it.
 * A word typed in two such tokens counts when either is whole.
 */
function wholeJoined(mask: number, joinedMasks: readonly number[]): number {
  if (joinedMasks.length === 0) return mask;
  let grouped = 0;
  let whole = 0;
  for (const joined of joinedMasks) {
    grouped |= joined;
    if ((mask & joined) === joined) whole |= joined;
  }
  return (mask & ~grouped) | whole;
}

/** The share of the query's weight that the words in `mask` carry. */
function shareOf(mask: number, weights: readonly number[]): number {
  const total = weights.reduce((sum, weight) => sum + weight, 0) || 1;
  let covered = 0;
  weights.forEach((weight, i) => {
    if (mask & (1 << i)) covered += weight;
  });
  return covered / total;
}

/**
 * Whether a title says the query and nothing else, inflections, typos and
 * stop words aside ("importing from kicda" is "Importing from KiCad"):
 * 2 when every word matches exactly (or as an inflection), 1 when some only
 * as a prefix or a typo, 0 when it does not. "trace" is the title of
 * `<trace>`, and only begins the title of `<tracehint>`.
 */
function titleMatchOf(
  index: SearchIndex,
  title: number,
  matches: TermMatches,
): 0 | 1 | 2 {
  const titleWords = index.facts.titleWords[title] ?? [];
  const { words } = matches;
  if (titleWords.length > words.length) return 0;
  let exact = true;
  // `at`: the query word the next title word must match; a title word that
  // is two query words written as one ("<netlabel>" for "net label")
  // stands for both.
  let at = 0;
  for (const term of titleWords) {
    const kind = termKind(matches, index.dictionary, term, at);
    if (kind === null) return 0;
    if (kind !== "exact") exact = false;
    const next = words[at + 1];
    const joined =
      next !== undefined &&
      (term === `${words[at]?.text}${next.text}` ||
        term === `${words[at]?.text}${next.stem}`);
    at += joined ? 2 : 1;
  }
  if (at !== words.length) return 0;
  return exact ? 2 : 1;
}

/**
 * How much more a record scores when its page's title holds the whole
 * query's weight (in proportion to the share it holds). Over the reader
 * queries and the tuning half of the first-visit queries (2026-11-28), 1
 * was best of 0.5, 1, 2 and 4.
 */
const titleWeight = 1;

/** The share of the query's weight (wordWeights) the title's words match exactly. */
function titleShareOf(
  index: SearchIndex,
  title: number,
  matches: TermMatches,
  weights: readonly number[],
): number {
  let mask = 0;
  for (const term of index.facts.titleWords[title] ?? []) {
    for (let w = 0; w < matches.words.length; w += 1) {
      if (termKind(matches, index.dictionary, term, w) === "exact") {
        mask |= 1 << w;
      }
    }
  }
  return shareOf(mask, weights);
}

/** Field boosts as an array in the order of `fields`; 0 for fields not searched. */
function boostsFor(
  fields: readonly string[],
  boosts: Record<string, number>,
  searched: ReadonlySet<string> | null,
): Float64Array {
  return Float64Array.from(fields, (field) =>
    searched && !searched.has(field) ? 0 : (boosts[field] ?? 1),
  );
}

/** Relevance of each page as a whole to the query, by page number. */
function scorePages(
  index: SearchIndex,
  expansions: readonly Expansion[],
  fields: readonly string[] | null | undefined,
): Float64Array {
  const postings = index.pagePostings;
  const pageScores = new Float64Array(postings.documentCount);
  const searched = fields
    ? new Set(fields.flatMap((field) => pageFieldOf[field] ?? []))
    : null;
  if (searched?.size === 0) return pageScores;
  const scored = scorePostings(postings, expansions, {
    fieldBoosts: boostsFor(postings.fields, pageFieldBoosts, searched),
  });
  for (let i = 0; i < scored.count; i += 1) {
    const page = scored.documents[i] as number;
    pageScores[page] = scored.scores[page] as number;
  }
  return pageScores;
}

const typoRank = matchKindRank.typo;

/**
 * typoTolerance "min" keeps the candidates with the fewest typos, "strict"
 * those with the two fewest counts (Algolia's definitions); true and false
 * keep all (false has allowed none). Answers how many are kept, moved to
 * the front of the columns.
 */
function keepFewestTypos(
  columns: Columns,
  count: number,
  tolerance: TypoTolerance,
): number {
  if (tolerance !== "min" && tolerance !== "strict") return count;
  const counts = [...new Set(columns.typos.subarray(0, count))].sort(
    (a, b) => a - b,
  );
  const limit = counts[tolerance === "min" ? 0 : 1] ?? counts.at(-1) ?? 0;
  const all = Object.values(columns) as Int32Array[];
  let kept = 0;
  for (let i = 0; i < count; i += 1) {
    if ((columns.typos[i] as number) > limit) continue;
    for (const column of all) column[kept] = column[i] as number;
    kept += 1;
  }
  return kept;
}

/** What a record mostly made of links to other pages keeps of its score. */
const pointerShare = 0.25;

/** Distance counted for two query words in different fields or absent. */
const farApart = 8;

/**
 * Algolia's proximity: for each pair of consecutive query words, the least
 * distance between them in one field of the record (a word count, one more
 * when they come in the other order), capped at 8; summed over the pairs.
 * "tsci push" in "tsci login; tsci push" is 1; "tsci" in a heading and
 * "push" in the text is 8. `nearest` and `lastSeen` are working space.
 */
function proximityOf(
  index: SearchIndex,
  id: number,
  masks: Int32Array,
  nearest: Int32Array,
  lastSeen: Int32Array,
): number {
  const wordCount = lastSeen.length;
  nearest.fill(farApart);
  // Where each query word was last seen in the current field.
  lastSeen.fill(-1);
  const { words } = index;
  const from = index.wordStart[id] as number;
  const to = index.wordStart[id + 1] as number;
  let at = 0;
  for (let p = from; p < to; p += 1) {
    const term = words[p] as number;
    if (term < 0) {
      // The next field.
      lastSeen.fill(-1);
      at = 0;
      continue;
    }
    const mask = masks[term] as number;
    if (mask !== 0) {
      for (let i = 0; i < wordCount; i += 1) {
        if (!(mask & (1 << i))) continue;
        lastSeen[i] = at;
        // The pair with the word before (in order) and after (reversed).
        const before = i > 0 ? (lastSeen[i - 1] as number) : -1;
        if (before >= 0 && at - before < (nearest[i - 1] as number)) {
          nearest[i - 1] = at - before;
        }
        const after = i + 1 < wordCount ? (lastSeen[i + 1] as number) : -1;
        if (after >= 0 && at - after + 1 < (nearest[i] as number)) {
          nearest[i] = at - after + 1;
        }
      }
    }
    at += 1;
  }
  let sum = 0;
  for (let i = 0; i < wordCount - 1; i += 1) sum += nearest[i] as number;
  return sum;
}

/** Hits in the order a reader sees them, and how many there are in all. */
export interface RankedHits {
  /** Every hit kept by `distinct` and the cap per page. */
  readonly total: number;
  /** The first `count` hits, in order. */
  first(count: number): Candidate[];
}

/**
 * Ranks hits page by page, the way DocSearch shows them: a page's records
 * together, under its title. Pages come in the order of their best records;
 * within a page, records with more of the query words first, then headings
 * before text, then by score and position. Keeps `perUrl` hits per URL
 * (Algolia's `distinct`; DocSearch's URLs carry the section anchor; 0 keeps
 * all) and at most `perPage` per page, so one long page that mentions the
 * words in every section does not fill the modal's 20 hits and hide the
 * next pages.
 *
 * How many hits are kept does not depend on their order, so it is counted
 * for every page, but only the pages a request reaches are sorted.
 */
export function rankHits(
  index: SearchIndex,
  matching: Matching,
  perUrl: number,
  perPage = Number.POSITIVE_INFINITY,
): RankedHits {
  const { count, ids, pages: pageOf, scores } = matching;
  const { pageRank, level, position } = index.facts;
  // More query words matched by the page; then exact before prefix before
  // typo matches; then the title, the summary, page rank; then relevance:
  // the record's text score (headings weigh more) plus its page's, raised
  // when the words sit close together; ties go to headings, then to what
  // comes first in the page.
  const { pageWords, pageTiers, titleMatches, summaries } = matching;
  const byRelevance = (a: number, b: number): number => {
    const idA = ids[a] as number;
    const idB = ids[b] as number;
    return (
      (pageWords[b] as number) - (pageWords[a] as number) ||
      (pageTiers[a] as number) - (pageTiers[b] as number) ||
      (titleMatches[b] as number) - (titleMatches[a] as number) ||
      (summaries[b] as number) - (summaries[a] as number) ||
      (pageRank[idB] as number) - (pageRank[idA] as number) ||
      (scores[b] as number) - (scores[a] as number) ||
      (level[idB] as number) - (level[idA] as number) ||
      (position[idA] as number) - (position[idB] as number) ||
      idA - idB
    );
  };
  const { matchedWords, tiers } = matching;
  const withinPage = (a: number, b: number): number => {
    const idA = ids[a] as number;
    const idB = ids[b] as number;
    return (
      (matchedWords[b] as number) - (matchedWords[a] as number) ||
      (tiers[a] as number) - (tiers[b] as number) ||
      (level[idB] as number) - (level[idA] as number) ||
      (scores[b] as number) - (scores[a] as number) ||
      (position[idA] as number) - (position[idB] as number) ||
      idA - idB
    );
  };

  // Each page's records, by counting sort on the page number.
  const pageCount = index.pagePostings.documentCount;
  const start = new Int32Array(pageCount + 1);
  for (let i = 0; i < count; i += 1) {
    start[(pageOf[i] as number) + 1] += 1;
  }
  for (let page = 0; page < pageCount; page += 1) {
    start[page + 1] = (start[page + 1] as number) + (start[page] as number);
  }
  const order = new Int32Array(count);
  const cursor = start.slice(0, pageCount);
  for (let i = 0; i < count; i += 1) {
    const page = pageOf[i] as number;
    order[cursor[page] as number] = i;
    cursor[page] = (cursor[page] as number) + 1;
  }

  const { urlOf } = index;
  const perUrlSeen = new Int32Array(index.urlCount);
  let total = 0;
  const reached: { page: number; best: number }[] = [];
  for (let page = 0; page < pageCount; page += 1) {
    const from = start[page] as number;
    const to = start[page + 1] as number;
    if (from === to) continue;
    let best = order[from] as number;
    let kept = 0;
    for (let at = from; at < to; at += 1) {
      const i = order[at] as number;
      if (byRelevance(i, best) < 0) best = i;
      if (perUrl > 0) {
        const url = urlOf[ids[i] as number] as number;
        const seen = perUrlSeen[url] as number;
        perUrlSeen[url] = seen + 1;
        if (seen >= perUrl) continue;
      }
      kept += 1;
    }
    total += Math.min(kept, perPage);
    reached.push({ page, best });
  }
  reached.sort((a, b) => byRelevance(a.best, b.best));
  return {
    total,
    first(wanted) {
      const hits: Candidate[] = [];
      perUrlSeen.fill(0);
      for (const { page } of reached) {
        if (hits.length >= wanted) break;
        const group = Array.from(
          order.subarray(start[page] as number, start[page + 1] as number),
        ).sort(withinPage);
        let onPage = 0;
        for (const i of group) {
          if (perUrl > 0) {
            const url = urlOf[ids[i] as number] as number;
            const seen = perUrlSeen[url] as number;
            perUrlSeen[url] = seen + 1;
            if (seen >= perUrl) continue;
          }
          if (onPage >= perPage) break;
          onPage += 1;
          hits.push(candidateAt(index, matching, i));
          if (hits.length >= wanted) break;
        }
      }
      return hits;
    },
  };
}
