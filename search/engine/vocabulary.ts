/**
 * The index's words with how many records hold each, for completing the
 * word being typed. MiniSearch's own prefix search follows every word that
 * starts with the prefix, thousands for "s" or "co", and its cost grew with
 * the corpus: "how do I wire nine LEDs to six p" took 45 ms over 8,600
 * records. Completing to the commonest words instead bounds that cost, and
 * the commonest words are the reader's likeliest meaning while typing.
 */
import { isStopWord } from "./query-words";

export interface Vocabulary {
  /** Every indexed word once, sorted, for finding a prefix's range. */
  readonly words: readonly string[];
  /** How many records hold each word, in the order of `words`. */
  readonly counts: readonly number[];
  /** Completions already worked out, by prefix (short prefixes recur). */
  readonly completions: Map<string, readonly string[]>;
}

/** Completions kept per prefix; the typed word itself always matches too. */
export const maxCompletions = 40;

const cachedPrefixes = 5_000;

export function createVocabulary(
  recordWords: readonly (readonly (readonly string[])[])[],
): Vocabulary {
  const counts = new Map<string, number>();
  for (const fields of recordWords) {
    for (const word of new Set(fields.flat())) {
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  const words = [...counts.keys()].sort();
  return createVocabularyFromCounts(
    words,
    words.map((word) => counts.get(word) as number),
  );
}

/** From sorted words and how many records hold each. */
export function createVocabularyFromCounts(
  words: readonly string[],
  counts: readonly number[],
): Vocabulary {
  return { words, counts, completions: new Map() };
}

/**
 * The words longer than `prefix` that start with it, the `limit` held by
 * most records (ties: shorter first, then alphabetical).
 */
export function completionsOf(
  vocabulary: Vocabulary,
  prefix: string,
  limit = maxCompletions,
): readonly string[] {
  const known = vocabulary.completions.get(prefix);
  if (known) return known;
  const { words, counts } = vocabulary;
  const first = lowerBound(words, prefix);
  const range: number[] = [];
  for (let i = first; i < words.length; i += 1) {
    const word = words[i] as string;
    if (!word.startsWith(prefix)) break;
    // "a" should grow into "autorouter", not "and".
    if (word !== prefix && !isStopWord(word)) range.push(i);
  }
  const chosen = range
    .sort(
      (a, b) =>
        (counts[b] as number) - (counts[a] as number) ||
        (words[a] as string).length - (words[b] as string).length ||
        a - b,
    )
    .slice(0, limit)
    .map((i) => words[i] as string);
  if (vocabulary.completions.size >= cachedPrefixes) {
    vocabulary.completions.clear();
  }
  vocabulary.completions.set(prefix, chosen);
  return chosen;
}

/** The first position in sorted `words` not before `target`. */
function lowerBound(words: readonly string[], target: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((words[middle] as string) < target) low = middle + 1;
    else high = middle;
  }
  return low;
}
