import { type MatchKind, matchKind, type QueryWord } from "./query-words";
import { cachedWordSpans, prefixEnd, type WordSpan } from "./words";

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
export interface MarkedText {
  text: string;
  spans: readonly WordSpan[];
  markEnds: number[];
  matchedWords: string[];
  matchLevel: MatchLevel;
}

/**
 * How a normalized word of a text matches each query word, by word: 0 no
 * match, 1 exact, 2 prefix, 3 typo (the rank of the match kind plus one).
 */
export type KindsOf = (term: string) => ArrayLike<number>;

/** Marks the words of texts for one query, each text once. */
export type Marker = (text: string) => MarkedText;

const kindCodes: Record<MatchKind, number> = { exact: 1, prefix: 2, typo: 3 };

/** Each word judged by matchKind, once per query. */
function comparingKinds(words: readonly QueryWord[]): KindsOf {
  const judged = new Map<string, number[]>();
  return (term) => {
    let kinds = judged.get(term);
    if (!kinds) {
      kinds = words.map((word) => {
        const kind = matchKind(term, word);
        return kind ? kindCodes[kind] : 0;
      });
      judged.set(term, kinds);
    }
    return kinds;
  };
}

/**
 * A marker for `words`. Records of a page repeat its title and headings,
 * so texts are marked once per query; `kindsOf` may answer from the
 * index's judgement of every term (term-matches.ts) rather than compare
 * strings.
 */
export function createMarker(
  words: readonly QueryWord[],
  kindsOf: KindsOf = comparingKinds(words),
): Marker {
  const marked = new Map<string, MarkedText>();
  return (text) => {
    let known = marked.get(text);
    if (!known) {
      known = markText(text, words, kindsOf);
      marked.set(text, known);
    }
    return known;
  };
}

/**
 * Marks the words of `text` that match the query: whole words for exact and
 * typo matches, the typed part for a prefix ("<em>Resis</em>tor").
 */
function markText(
  text: string,
  words: readonly QueryWord[],
  kindsOf: KindsOf,
): MarkedText {
  const spans = cachedWordSpans(text);
  const matched = new Set<string>();
  const markEnds = spans.map((span) => {
    let end = span.start;
    const kinds = kindsOf(span.normalized);
    words.forEach((word, w) => {
      const kind = kinds[w];
      if (!kind) return;
      matched.add(word.text);
      const wordEnd =
        kind === kindCodes.prefix
          ? prefixEnd(text, span, word.text.length)
          : span.end;
      end = Math.max(end, wordEnd);
    });
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
  mark: Marker = createMarker(words),
): HighlightResult {
  const marked = mark(text);
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
  mark: Marker = createMarker(words),
): SnippetResult {
  const marked = mark(text);
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
