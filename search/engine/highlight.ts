import { matchKind, type QueryWord } from "./query-words";
import { prefixEnd, type WordSpan, wordSpans } from "./words";

export type MatchLevel = "none" | "partial" | "full";

export interface HighlightResult {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SnippetResult {
  value: string;
  matchLevel: MatchLevel;
}

export interface HighlightOptions {
  preTag: string;
  postTag: string;
}

export interface SnippetOptions extends HighlightOptions {
  words: number;
  ellipsis: string;
}

/** Each word of a text, with where its highlight ends (its start: none). */
interface MarkedText {
  text: string;
  spans: WordSpan[];
  markEnds: number[];
  matchedWords: string[];
  matchLevel: MatchLevel;
}

/**
 * Marks the words of `text` that match the query: whole words for exact and
 * typo matches, the typed part for a prefix ("<em>Resis</em>tor").
 */
function markText(text: string, words: readonly QueryWord[]): MarkedText {
  const spans = wordSpans(text);
  const matched = new Set<string>();
  const markEnds = spans.map((span) => {
    let end = span.start;
    for (const word of words) {
      const kind = matchKind(span.normalized, word);
      if (!kind) continue;
      matched.add(word.text);
      const wordEnd =
        kind === "prefix" ? prefixEnd(text, span, word.text.length) : span.end;
      end = Math.max(end, wordEnd);
    }
    return end;
  });
  const matchedWords = words
    .map((word) => word.text)
    .filter((word) => matched.has(word));
  const matchLevel: MatchLevel =
    matchedWords.length === 0
      ? "none"
      : matchedWords.length === words.length
        ? "full"
        : "partial";
  return { text, spans, markEnds, matchedWords, matchLevel };
}

/**
 * The text between `from` and `to` as stored, with the tags around matches
 * and nothing else changed: hosted Algolia returns a record's text as it
 * is, never escaped. Records are stored HTML-escaped (as the DocSearch
 * crawler stores them), which is what keeps a highlight value safe to put
 * into a page as HTML, as DocSearch does; InstantSearch escapes the value
 * once more itself. Tags fall only at word edges, never inside a character
 * reference (words.ts).
 */
function render(
  marked: MarkedText,
  from: number,
  to: number,
  options: HighlightOptions,
): string {
  let output = "";
  let cursor = from;
  marked.spans.forEach((span, index) => {
    const markEnd = marked.markEnds[index] ?? span.start;
    if (span.start < from || span.end > to || markEnd === span.start) return;
    output += marked.text.slice(cursor, span.start);
    output += options.preTag;
    output += marked.text.slice(span.start, markEnd);
    output += options.postTag;
    cursor = markEnd;
  });
  return output + marked.text.slice(cursor, to);
}

export function highlight(
  text: string,
  words: readonly QueryWord[],
  options: HighlightOptions,
): HighlightResult {
  const marked = markText(text, words);
  const result: HighlightResult = {
    value: render(marked, 0, text.length, options),
    matchLevel: marked.matchLevel,
    matchedWords: marked.matchedWords,
  };
  if (marked.matchLevel !== "none") {
    result.fullyHighlighted = marked.spans.every(
      (span, index) => marked.markEnds[index] === span.end,
    );
  }
  return result;
}

/**
 * At most `words` words of `text`, from shortly before its first match (or
 * from its start without one), with the ellipsis where text was cut.
 */
export function snippet(
  text: string,
  words: readonly QueryWord[],
  options: SnippetOptions,
): SnippetResult {
  const marked = markText(text, words);
  const { spans } = marked;
  if (spans.length <= options.words) {
    return {
      value: render(marked, 0, text.length, options),
      matchLevel: marked.matchLevel,
    };
  }
  const firstMatch = Math.max(
    0,
    spans.findIndex((span, index) => marked.markEnds[index] !== span.start),
  );
  // A quarter of the window shows what leads up to the match.
  const lead = Math.floor(options.words / 4);
  const first = Math.min(
    Math.max(0, firstMatch - lead),
    spans.length - options.words,
  );
  const last = first + options.words - 1;
  const from = spans[first]?.start ?? 0;
  const to = spans[last]?.end ?? text.length;
  const before = first > 0 ? options.ellipsis : "";
  const after = last < spans.length - 1 ? options.ellipsis : "";
  return {
    value: `${before}${render(marked, from, to, options)}${after}`,
    matchLevel: marked.matchLevel,
  };
}
