import { synonyms } from "./synonyms";
import { allowedTypos, typoDistance } from "./typos";
import { normalizedWords, stemOf } from "./words";

export interface QueryWord {
  /** Normalized form. */
  text: string;
  /** English stem of `text`: inflected forms match it as exact words. */
  stem: string;
  /** Only the last word typed may match the start of a longer word. */
  prefix: boolean;
  typos: number;
  /** Words that match as exactly as this one (synonyms.ts); often none. */
  synonyms?: readonly string[];
  /**
   * The typed token this word came from when that token joins several
   * words with `-` or `_` (`--ignore-routing-drc`, `use_latest_version`):
   * the numbers of such tokens it was typed in, shared by their words.
   */
  joined?: readonly number[];
}

export type MatchKind = "exact" | "prefix" | "typo";

/** Better matches first: the order of the ranking tiers. */
export const matchKindRank: Record<MatchKind, number> = {
  exact: 0,
  prefix: 1,
  typo: 2,
};

/**
 * Words that carry no topic in a reader's question ("how do I connect two
 * pins"); dropped unless the query has nothing else.
 */
const stopWords = new Set(
  "a an and are as at be by can could do does doing for from how i if in into is it its me my of on or should so that the their there these this to use using versus vs was we what when where which who why will with would you your".split(
    " ",
  ),
);

/**
 * Words that frame a question rather than name its topic ("what does this
 * warning mean", "how do I fix it", "what do I need to make a board"):
 * kept as query words, but given no weight in a page's coverage (rank.ts).
 */
const frameWords = new Set(
  "fix get happen happens make mean meaning means need want work works".split(
    " ",
  ),
);

export function isFrameWord(word: QueryWord): boolean {
  return frameWords.has(word.text);
}

export function isStopWord(word: string): boolean {
  return stopWords.has(word);
}

/**
 * The query's words; `typos: false` (typoTolerance) allows none, and
 * `keepStopWords` (removeStopWords: false) searches stop words too.
 */
export function queryWords(
  query: string,
  {
    typos = true,
    keepStopWords = false,
    useSynonyms = true,
  }: { typos?: boolean; keepStopWords?: boolean; useSynonyms?: boolean } = {},
): QueryWord[] {
  const all = normalizedWords(query);
  // The word being typed stays: it may be the start of a topical word
  // ("i" becoming "install").
  const texts = all.filter(
    (word, i) => keepStopWords || i === all.length - 1 || !stopWords.has(word),
  );
  const last = texts.at(-1);
  const joinedOf = joinedTokens(query);
  const words = new Map<string, QueryWord>();
  for (const text of texts) {
    if (words.has(text)) continue;
    const alike = useSynonyms ? synonyms.get(text) : undefined;
    const joined = joinedOf.get(text);
    words.set(text, {
      text,
      stem: stemOf(text),
      prefix: text === last,
      typos: typos ? allowedTypos(text) : 0,
      ...(alike ? { synonyms: alike } : {}),
      ...(joined !== undefined ? { joined } : {}),
    });
  }
  return [...words.values()];
}

/**
 * For each word typed inside a token that joins several words with `-` or
 * `_` (an option, an identifier, an error name), the numbers of the tokens
 * it was typed in.
 */
function joinedTokens(query: string): Map<string, number[]> {
  const out = new Map<string, number[]>();
  query
    .split(/\s+/)
    .filter((token) => /[\p{L}\p{N}][-_][\p{L}\p{N}]/u.test(token))
    .forEach((token, number) => {
      const words = normalizedWords(token);
      if (words.length < 2) return;
      for (const word of new Set(words)) {
        out.set(word, [...(out.get(word) ?? []), number]);
      }
    });
  return out;
}

/** How an indexed word matches a query word, or null when it does not. */
export function matchKind(term: string, word: QueryWord): MatchKind | null {
  // Algolia's `ignorePlurals` counts "holes" as "hole"; stems go further
  // ("mounting" as "mount") and count the same way.
  if (term === word.text || term === word.stem || stemOf(term) === word.stem)
    return "exact";
  if (word.synonyms?.includes(term)) return "exact";
  if (word.prefix && term.startsWith(word.text)) return "prefix";
  if (
    word.typos > 0 &&
    typoDistance(term, word.text, word.typos) <= word.typos
  ) {
    return "typo";
  }
  return null;
}

/** The best way any of `terms` matches `word`. */
export function bestMatch(
  terms: Iterable<string>,
  word: QueryWord,
): MatchKind | null {
  let best: MatchKind | null = null;
  for (const term of terms) {
    const kind = matchKind(term, word);
    if (kind === "exact") return kind;
    if (kind && (!best || matchKindRank[kind] < matchKindRank[best])) {
      best = kind;
    }
  }
  return best;
}
