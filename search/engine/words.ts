import { stemmer } from "stemmer";

/** A word of a text, where it sits, and the form it is matched in. */
export interface WordSpan {
  start: number;
  end: number;
  normalized: string;
}

// Letters and digits make words; everything else (spaces, punctuation, `<`,
// `/`, `-`, `_`) separates them. Records hold text HTML-escaped, as the
// DocSearch crawler stores it ("&lt;resistor&gt;", "don&#x27;t"): a
// character reference is matched whole and skipped, so it separates words
// as the `<`, `>`, `"` or `'` it stands for would, and never becomes a word
// ("lt", "x27") or is cut by a highlight.
const wordPattern =
  /&(?:amp|lt|gt|quot|apos|nbsp|#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6});|[\p{L}\p{N}\p{M}]+/gu;
const marksAndSpaces = /[\p{M}\s]/gu;

const normalized = new Map<string, string>();

/** Case- and accent-insensitive form: "Résistance" → "resistance". */
export function normalizeWord(word: string): string {
  let form = normalized.get(word);
  if (form === undefined) {
    form = word.normalize("NFKD").replace(marksAndSpaces, "").toLowerCase();
    // Highlighting reads the same words of the same records again and again.
    if (normalized.size > 100_000) normalized.clear();
    normalized.set(word, form);
  }
  return form;
}

export function wordSpans(text: string): WordSpan[] {
  const spans: WordSpan[] = [];
  for (const match of text.matchAll(wordPattern)) {
    if (match[0].startsWith("&")) continue;
    const normalized = normalizeWord(match[0]);
    if (!normalized) continue;
    spans.push({
      start: match.index,
      end: match.index + match[0].length,
      normalized,
    });
  }
  return spans;
}

const recentSpans = new Map<string, readonly WordSpan[]>();

/**
 * wordSpans, remembered for the texts highlighted lately: consecutive
 * keystrokes highlight the same records, and a page's records share its
 * title and headings.
 */
export function cachedWordSpans(text: string): readonly WordSpan[] {
  let spans = recentSpans.get(text);
  if (!spans) {
    spans = wordSpans(text);
    if (recentSpans.size >= 2_000) recentSpans.clear();
    recentSpans.set(text, spans);
  }
  return spans;
}

export function normalizedWords(text: string): string[] {
  return wordSpans(text).map((span) => span.normalized);
}

/**
 * Where in `text` the prefix of the word at `span` ends once `length`
 * normalized characters are covered ("Résis" covers "resis" at 5).
 */
export function prefixEnd(
  text: string,
  span: WordSpan,
  length: number,
): number {
  let end = span.start;
  for (const char of text.slice(span.start, span.end)) {
    if (normalizeWord(text.slice(span.start, end)).length >= length) break;
    end += char.length;
  }
  return end;
}

const stems = new Map<string, string>();

/**
 * The English stem of a normalized word ("holes" → "hole", "dragged" →
 * "drag"), so a reader's "mounting holes" finds "mount a hole". Words with
 * digits ("0603", "100nf") and short words are their own stem: they are part
 * numbers and units, not English.
 */
export function stemOf(word: string): string {
  if (word.length <= 3 || /[^a-z]/.test(word)) return word;
  let stem = stems.get(word);
  if (stem === undefined) {
    stem = stemmer(word);
    if (stems.size > 50_000) stems.clear();
    stems.set(word, stem);
  }
  return stem;
}

/**
 * What the index holds for a text: each word as written and, when it
 * differs, its stem, so both exact words and inflections are found.
 */
export function indexedTerms(text: string): string[] {
  const terms: string[] = [];
  for (const word of normalizedWords(text)) {
    terms.push(word);
    const stem = stemOf(word);
    if (stem !== word) terms.push(stem);
  }
  return terms;
}
