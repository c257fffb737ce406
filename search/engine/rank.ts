/**
 * Ranking: which records answer a query and in what order, page by page
 * the way DocSearch shows them (see ENGINE.md).
 */
import type { DocSearchRecord } from "../records/types";
import type { SearchIndex } from "./build-index";
import type { TypoTolerance } from "./params";
import { queryTerms } from "./query-terms";
import { isStopWord, matchKindRank, type QueryWord } from "./query-words";
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

export interface Candidate {
  record: DocSearchRecord;
  id: number;
  /** Query words the record's page matches, in this record or others. */
  pageWords: number;
  /** Query words the record matches. */
  matchedWords: number;
  /** Which query words the record matches, one bit each. */
  mask: number;
  /** The page's number in `SearchIndex.pages`. */
  page: number;
  tier: number;
  /** How well the record matches each query word (rank of the match kind, or -1). */
  kinds: number[];
  /** Typos summed over the words matched only with typos. */
  typos: number;
  /** Algolia's proximity of the query words in the record (0: under two words). */
  proximity: number;
  /** The page's tier: for each word, its best match anywhere in the page; the worst of those. */
  pageTier: number;
  /** The page's title is the query, word for word ("chip" and "<chip>"). */
  titleMatch: boolean;
  /** How much of the query the page's title and summary hold, in steps. */
  summary: number;
  score: number;
  /** The record's weight.pageRank, level and position (RecordFacts). */
  pageRank: number;
  level: number;
  position: number;
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
): Candidate[] {
  const { accept } = options;
  if (words.length === 0) {
    return index.records
      .map((record, id) => ({
        record,
        id,
        pageWords: 0,
        matchedWords: 0,
        mask: 0,
        page: index.pageOf[id] as number,
        tier: 0,
        kinds: [],
        typos: 0,
        proximity: 0,
        pageTier: 0,
        titleMatch: false,
        summary: 0,
        score: 0,
        pageRank: index.facts.pageRank[id] as number,
        level: index.facts.level[id] as number,
        position: index.facts.position[id] as number,
      }))
      .filter(({ record, id }) => accept(record, id));
  }
  const terms = queryTerms(words, index.vocabulary);
  const expansions = expandTerms(index.dictionary, terms);
  const matches = matchesFor(index.dictionary, words);
  const all = candidatesFor(index, words, expansions, matches, options);
  const found = fewestTypos(all, options.typoTolerance ?? true);
  const wordCount = words.length;
  const pageCount = index.pagePostings.documentCount;
  // Per page, by page number: the words its records cover and the best
  // match of each word among them (rank of the kind, -1 none, as kinds).
  const pageMasks = new Int32Array(pageCount);
  const pageKinds = new Int8Array(pageCount * wordCount).fill(-1);
  const covering: number[] = [];
  const { facts } = index;
  for (const { page, mask, kinds, id } of found) {
    // A page does not cover a word by naming another page that does.
    if (facts.pointer[id] === 1) continue;
    if (pageMasks[page] === 0) covering.push(page);
    pageMasks[page] = (pageMasks[page] as number) | mask;
    for (let i = 0; i < wordCount; i += 1) {
      const kind = kinds[i] as number;
      const at = page * wordCount + i;
      const best = pageKinds[at] as number;
      if (kind >= 0 && (best === -1 || kind < best)) pageKinds[at] = kind;
    }
  }
  const weights = wordWeights(
    covering.map((page) => pageMasks[page] as number),
    wordCount,
    pageCount,
  );
  const coverage = new Float64Array(pageCount);
  let best = 0;
  for (const page of covering) {
    const share = shareOf(pageMasks[page] as number, weights);
    coverage[page] = share;
    if (share > best) best = share;
  }
  // The page's tier: the worst word's best match (-1 before it is known).
  const pageTiers = new Int8Array(pageCount).fill(-1);
  for (const page of covering) {
    let tier = 0;
    for (let i = 0; i < wordCount; i += 1) {
      tier = Math.max(tier, pageKinds[page * wordCount + i] as number);
    }
    pageTiers[page] = tier;
  }
  // What each page's title and summary (its title record) say of the query.
  const summaries = new Float64Array(pageCount);
  for (const { page, mask, id } of found) {
    // Pages ranked below others (category pages, pageRank -1) summarise
    // their children: the children, not the summary, answer the query.
    if (facts.summary[id] !== 1) continue;
    const share = shareOf(mask, weights);
    if (share > (summaries[page] as number)) summaries[page] = share;
  }
  const pageScores = scorePages(index, expansions, options.fields);
  // Pages within `coverageSlack` of the best coverage tie on it.
  const slack = wordCount <= 2 ? shortQuerySlack : coverageSlack;
  const worst = farApart * (wordCount - 1);
  // Records of a page share its title: judge each title once
  // (-1 not yet, 0 no, 1 yes).
  const titles = new Int8Array(facts.titleWords.length).fill(-1);
  const kept: Candidate[] = [];
  for (const candidate of found) {
    const { page } = candidate;
    candidate.pageWords = -Math.floor(
      (best - (coverage[page] as number)) / slack + 1e-9,
    );
    const pageTier = pageTiers[page] as number;
    candidate.pageTier =
      pageTier >= 0 ? pageTier : Math.max(0, ...candidate.kinds);
    const title = facts.title[candidate.id] as number;
    if (title >= 0 && titles[title] === -1) {
      titles[title] = isTitle(index, title, matches) ? 1 : 0;
    }
    candidate.titleMatch = title >= 0 && titles[title] === 1;
    // One or two words in a summary say little: "resistance" is in the
    // potentiometer's summary, but the resistor page answers it.
    candidate.summary =
      wordCount <= 2
        ? 0
        : Math.floor((summaries[page] as number) * summarySteps + 1e-9);
    candidate.score += pageScoreWeight * (pageScores[page] ?? 0);
    // Proximity only tells records with two or more of the words apart.
    if (candidate.matchedWords > 1) {
      const proximity = proximityOf(index, candidate.id, wordCount, matches.masks);
      candidate.proximity = proximity;
      candidate.score *= 1 + (adjacencyBonus * (worst - proximity)) / worst;
    }
    kept.push(candidate);
  }
  return kept;
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
 * stop words aside ("importing from kicda" is "Importing from KiCad").
 */
function isTitle(
  index: SearchIndex,
  title: number,
  matches: TermMatches,
): boolean {
  const titleWords = (index.facts.titleWords[title] ?? []).filter(
    (word, i, all) => i === all.length - 1 || !isStopWord(word),
  );
  return (
    titleWords.length === matches.words.length &&
    titleWords.every(
      (term, i) => termKind(matches, index.dictionary, term, i) !== null,
    )
  );
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

/**
 * The records matching the query's terms and passing the filters, each
 * with which query words it matches and how (classified by term number).
 */
function candidatesFor(
  index: SearchIndex,
  words: readonly QueryWord[],
  expansions: readonly Expansion[],
  matches: TermMatches,
  { accept, fields }: MatchOptions,
): Candidate[] {
  const { records, facts } = index;
  const postings = index.recordPostings;
  const scored = scorePostings(postings, expansions, {
    fieldBoosts: boostsFor(
      postings.fields,
      fieldBoosts,
      fields ? new Set(fields) : null,
    ),
    accept: (id) => accept(records[id] as DocSearchRecord, id),
    matches,
  });
  const count = words.length;
  const candidates: Candidate[] = [];
  for (let i = 0; i < scored.count; i += 1) {
    const id = scored.documents[i] as number;
    let mask = 0;
    let matchedWords = 0;
    let tier = 0;
    let typos = 0;
    const kinds = new Array<number>(count);
    for (let w = 0; w < count; w += 1) {
      const kind = (scored.kinds[id * count + w] as number) - 1;
      kinds[w] = kind;
      if (kind < 0) continue;
      mask |= 1 << w;
      matchedWords += 1;
      if (kind > tier) tier = kind;
      if (kind === typoRank) {
        typos += Math.min(
          (words[w] as QueryWord).typos,
          scored.typos[id * count + w] as number,
        );
      }
    }
    if (matchedWords === 0) continue;
    const score = scored.scores[id] as number;
    candidates.push({
      record: records[id] as DocSearchRecord,
      id,
      pageWords: matchedWords,
      matchedWords,
      mask,
      page: index.pageOf[id] as number,
      tier,
      kinds,
      typos,
      proximity: 0,
      pageTier: tier,
      titleMatch: false,
      summary: 0,
      // A "where to go next" item is about the page it links to.
      score: facts.pointer[id] === 1 ? score * pointerShare : score,
      pageRank: facts.pageRank[id] as number,
      level: facts.level[id] as number,
      position: facts.position[id] as number,
    });
  }
  return candidates;
}

const typoRank = matchKindRank.typo;

/**
 * typoTolerance "min" keeps the candidates with the fewest typos, "strict"
 * those with the two fewest counts (Algolia's definitions); true and false
 * keep all (false has allowed none).
 */
function fewestTypos(
  candidates: Candidate[],
  tolerance: TypoTolerance,
): Candidate[] {
  if (tolerance !== "min" && tolerance !== "strict") return candidates;
  const counts = [...new Set(candidates.map(({ typos }) => typos))].sort(
    (a, b) => a - b,
  );
  const limit = counts[tolerance === "min" ? 0 : 1] ?? counts.at(-1) ?? 0;
  return candidates.filter(({ typos }) => typos <= limit);
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
 * "push" in the text is 8.
 */
function proximityOf(
  index: SearchIndex,
  id: number,
  wordCount: number,
  masks: Int32Array,
): number {
  const best = new Array<number>(wordCount - 1).fill(farApart);
  // Where each query word was last seen in the current field.
  const last = new Array<number>(wordCount).fill(-1);
  const { words } = index;
  const from = index.wordStart[id] as number;
  const to = index.wordStart[id + 1] as number;
  let at = 0;
  for (let p = from; p < to; p += 1) {
    const term = words[p] as number;
    if (term < 0) {
      // The next field.
      last.fill(-1);
      at = 0;
      continue;
    }
    const mask = masks[term] as number;
    if (mask !== 0) {
      for (let i = 0; i < wordCount; i += 1) {
        if (!(mask & (1 << i))) continue;
        last[i] = at;
        // The pair with the word before (in order) and after (reversed).
        const before = i > 0 ? (last[i - 1] as number) : -1;
        if (before >= 0)
          best[i - 1] = Math.min(best[i - 1] as number, at - before);
        const after = i + 1 < wordCount ? (last[i + 1] as number) : -1;
        if (after >= 0) best[i] = Math.min(best[i] as number, at - after + 1);
      }
    }
    at += 1;
  }
  return best.reduce((sum, distance) => sum + distance, 0);
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
  candidates: readonly Candidate[],
  perUrl: number,
  perPage = Number.POSITIVE_INFINITY,
): RankedHits {
  const byPage = new Map<number, Candidate[]>();
  for (const candidate of candidates) {
    const group = byPage.get(candidate.page);
    if (group) group.push(candidate);
    else byPage.set(candidate.page, [candidate]);
  }
  const { urlOf } = index;
  const perUrlSeen = new Int32Array(index.urlCount);
  let total = 0;
  const pages: { best: Candidate; group: Candidate[] }[] = [];
  for (const group of byPage.values()) {
    let best = group[0] as Candidate;
    let kept = 0;
    for (const candidate of group) {
      if (byRelevance(candidate, best) < 0) best = candidate;
      if (perUrl > 0) {
        const url = urlOf[candidate.id] as number;
        const seen = perUrlSeen[url] as number;
        perUrlSeen[url] = seen + 1;
        if (seen >= perUrl) continue;
      }
      kept += 1;
    }
    total += Math.min(kept, perPage);
    pages.push({ best, group });
  }
  pages.sort(
    (a, b) => byRelevance(a.best, b.best) || a.best.id - b.best.id,
  );
  return {
    total,
    first(count) {
      const hits: Candidate[] = [];
      perUrlSeen.fill(0);
      for (const { group } of pages) {
        if (hits.length >= count) break;
        group.sort(withinPage);
        let onPage = 0;
        for (const candidate of group) {
          if (perUrl > 0) {
            const url = urlOf[candidate.id] as number;
            const seen = perUrlSeen[url] as number;
            perUrlSeen[url] = seen + 1;
            if (seen >= perUrl) continue;
          }
          if (onPage >= perPage) break;
          onPage += 1;
          hits.push(candidate);
          if (hits.length >= count) break;
        }
      }
      return hits;
    },
  };
}

/** The order of a page's records. */
function withinPage(a: Candidate, b: Candidate): number {
  return (
    b.matchedWords - a.matchedWords ||
    a.tier - b.tier ||
    b.level - a.level ||
    b.score - a.score ||
    a.position - b.position ||
    a.id - b.id
  );
}

/**
 * More query words matched by the page; then exact before prefix before
 * typo matches; then page rank; then relevance: the record's text score
 * (headings weigh more) plus its page's, raised when the words sit close
 * together; ties go to headings, then to what comes first in the page.
 */
function byRelevance(a: Candidate, b: Candidate): number {
  return (
    b.pageWords - a.pageWords ||
    a.pageTier - b.pageTier ||
    Number(b.titleMatch) - Number(a.titleMatch) ||
    b.summary - a.summary ||
    b.pageRank - a.pageRank ||
    b.score - a.score ||
    b.level - a.level ||
    a.position - b.position ||
    a.id - b.id
  );
}

