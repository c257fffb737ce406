/** A word of a text, where it sits, and the form it is matched in. */
export interface WordSpan {
  start: number;
  end: number;
  normalized: string;
}

// Letters and digits make words; everything else (spaces, punctuation, `<`,
// `/`, `-`, `_`) separates them.
const wordPattern = /[\p{L}\p{N}\p{M}]+/gu;
const marksAndSpaces = /[\p{M}\s]/gu;

/** Case- and accent-insensitive form: "Résistance" → "resistance". */
export function normalizeWord(word: string): string {
  return word.normalize("NFKD").replace(marksAndSpaces, "").toLowerCase();
}

export function wordSpans(text: string): WordSpan[] {
  const spans: WordSpan[] = [];
  for (const match of text.matchAll(wordPattern)) {
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
