/**
 * Which lines of a block are highlighted, read at build time so the browser
 * need not: `{1,4-6}` in the fence's meta, and highlight comments in the code
 * (`// highlight-next-line`, `// highlight-start` … `// highlight-end`, in
 * any of the comment forms `//`, `#`, `--`, `/* *\/`, `{/* *\/}`, `<!-- -->`),
 * which are removed from the code the reader sees and copies.
 */

export interface HighlightComment {
  className: string;
  line?: string;
  block?: { start: string; end: string };
}

/** The theme's default: one class, the three comments above. */
export const defaultHighlightComments: HighlightComment[] = [
  {
    className: "theme-code-block-highlighted-line",
    line: "highlight-next-line",
    block: { start: "highlight-start", end: "highlight-end" },
  },
];

export interface MarkedLines {
  code: string;
  /** Extra classes per line of `code`, by index. */
  lineClasses: string[][];
}

/** Line numbers (1-based) named by a `{1,4-6}` range in the meta. */
export function metaLineRange(meta: string | null | undefined): Set<number> {
  const lines = new Set<number>();
  const range = meta?.match(/\{([\d,\s-]+)\}/)?.[1];
  if (!range) return lines;
  for (const part of range.split(",")) {
    const [from, to] = part.trim().split("-").map(Number);
    if (!Number.isInteger(from)) continue;
    const last = Number.isInteger(to) ? to : from;
    for (let n = from; n <= last; n++) lines.add(n);
  }
  return lines;
}

/** The directive a line holds if the line is only a comment, else undefined. */
function directiveOf(line: string): string | undefined {
  const match = line.match(
    /^\s*(?:\/\/|#|--|<!--|\{?\/\*)\s*([\w-]+)\s*(?:\*\/\}?|-->)?\s*$/,
  );
  return match?.[1];
}

export function markLines(
  code: string,
  meta: string | null | undefined,
  comments: readonly HighlightComment[] = defaultHighlightComments,
): MarkedLines {
  const kept: string[] = [];
  const lineClasses: string[][] = [];
  const open = new Set<string>();
  const nextLine = new Set<string>();
  for (const line of code.split("\n")) {
    const directive = directiveOf(line);
    const comment = comments.find(
      (c) =>
        directive !== undefined &&
        (c.line === directive ||
          c.block?.start === directive ||
          c.block?.end === directive),
    );
    if (comment && directive) {
      if (comment.line === directive) nextLine.add(comment.className);
      else if (comment.block?.start === directive) open.add(comment.className);
      else open.delete(comment.className);
      continue;
    }
    lineClasses.push([...new Set([...open, ...nextLine])]);
    nextLine.clear();
    kept.push(line);
  }
  const ranged = metaLineRange(meta);
  const rangeClass = comments[0]?.className;
  if (rangeClass)
    for (const n of ranged)
      if (lineClasses[n - 1] && !lineClasses[n - 1].includes(rangeClass))
        lineClasses[n - 1].push(rangeClass);
  return { code: kept.join("\n"), lineClasses };
}

/** `showLineNumbers` or `showLineNumbers=5` in the meta: the first number. */
export function lineNumbersStart(
  meta: string | null | undefined,
): number | undefined {
  const match = meta?.match(/(?:^|\s)showLineNumbers(?:=(\d+))?(?:\s|$)/);
  if (!match) return undefined;
  return match[1] ? Number(match[1]) : 1;
}
