/**
 * Splits description text into plain and code parts: packages and our
 * descriptions write code between backticks (`layer`), as Markdown does.
 * A lone backtick, or an empty pair, stays text.
 */
export interface ProsePart {
  text: string;
  code: boolean;
}

export function proseParts(text: string): ProsePart[] {
  const parts: ProsePart[] = [];
  for (const piece of text.split(/(`[^`]+`)/)) {
    if (piece === "") continue;
    const code =
      piece.length > 2 && piece.startsWith("`") && piece.endsWith("`");
    parts.push(
      code ? { text: piece.slice(1, -1), code } : { text: piece, code },
    );
  }
  return parts;
}
