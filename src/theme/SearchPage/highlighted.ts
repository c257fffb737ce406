/**
 * A highlighted or snippeted value from the search service (or Algolia) as
 * plain text runs, marked or not, so the page renders them as text and
 * never builds markup from a record. Records hold text as the DocSearch
 * scraper stores it, HTML-escaped; the service inserts the highlight tags
 * and escapes nothing more.
 */
export const highlightPreTag = "<mark>";
export const highlightPostTag = "</mark>";

export interface TextRun {
  readonly text: string;
  readonly marked: boolean;
}

const entities: Record<string, string> = {
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
  "&#x27;": "'",
  "&amp;": "&",
};

export const unescapeHtml = (text: string) =>
  text.replace(
    /&(?:lt|gt|quot|amp|#39|#x27);/g,
    (entity) => entities[entity] ?? entity,
  );

export function textRuns(value: string): TextRun[] {
  const runs: TextRun[] = [];
  let rest = value;
  while (rest.length > 0) {
    const start = rest.indexOf(highlightPreTag);
    const end =
      start < 0
        ? -1
        : rest.indexOf(highlightPostTag, start + highlightPreTag.length);
    if (start < 0 || end < 0) {
      runs.push({ text: unescapeHtml(rest), marked: false });
      break;
    }
    if (start > 0)
      runs.push({ text: unescapeHtml(rest.slice(0, start)), marked: false });
    runs.push({
      text: unescapeHtml(rest.slice(start + highlightPreTag.length, end)),
      marked: true,
    });
    rest = rest.slice(end + highlightPostTag.length);
  }
  return runs;
}
