/**
 * Makes the checker's type text fit a table cell: drops `undefined` (the
 * Required column says it), and shortens long unions such as the footprint
 * prop's hundreds of autocomplete strings.
 */

export interface FormatTypeOptions {
  /** Literal members kept when a union has more than this many; default 6. */
  maxLiterals?: number;
  /** Object-literal members longer than this become `{ … }`; default 120. */
  maxObjectLength?: number;
}

const openers: Record<string, string> = {
  "(": ")",
  "[": "]",
  "{": "}",
  "<": ">",
};
const closers = new Set(Object.values(openers));

/** Splits `text` on `separator` where it is not nested or quoted. */
export function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quote) {
      if (char === "\\") i++;
      else if (char === quote) quote = null;
      continue;
    }
    if (char === '"' || char === "'" || char === "`") {
      quote = char;
    } else if (char in openers) {
      depth++;
    } else if (closers.has(char)) {
      // `=>` is an arrow, not a closing angle bracket.
      if (!(char === ">" && text[i - 1] === "=")) depth--;
    } else if (
      depth === 0 &&
      text.startsWith(separator, i) &&
      // `||` cannot occur in type text, but keep `|` from matching inside it.
      text[i + separator.length] !== separator
    ) {
      parts.push(text.slice(start, i).trim());
      start = i + separator.length;
      i += separator.length - 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts.filter((part) => part !== "");
}

function isLiteral(member: string): boolean {
  return /^(["'`]).*\1$/s.test(member) || /^-?\d/.test(member);
}

/** Removes one pair of parentheses that wraps the whole text. */
function unwrapParens(text: string): string {
  if (!text.startsWith("(") || !text.endsWith(")")) return text;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "(") depth++;
    else if (text[i] === ")") depth--;
    // The first parenthesis closes before the end: `(a) => b`, `(a)[]`.
    if (depth === 0 && i < text.length - 1) return text;
  }
  return text.slice(1, -1).trim();
}

/** Replaces object types longer than `max` characters with `{ … }`. */
export function collapseObjects(text: string, max: number): string {
  let out = "";
  let i = 0;
  while (i < text.length) {
    const char = text[i];
    if (char === '"' || char === "'" || char === "`") {
      let j = i + 1;
      while (j < text.length && text[j] !== char) j += text[j] === "\\" ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j + 1;
      continue;
    }
    if (char === "{") {
      const end = matchingBrace(text, i);
      if (end > i && end - i + 1 > max) {
        out += "{ … }";
        i = end + 1;
        continue;
      }
    }
    out += char;
    i++;
  }
  return out;
}

function matchingBrace(text: string, start: number): number {
  let depth = 0;
  let quote: string | null = null;
  for (let i = start; i < text.length; i++) {
    const char = text[i];
    if (quote) {
      if (char === "\\") i++;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'" || char === "`") quote = char;
    else if (char === "{") depth++;
    else if (char === "}" && --depth === 0) return i;
  }
  return -1;
}

/** The members of a union type text, without `undefined`, deduplicated. */
export function unionMembers(text: string): string[] {
  let members = splitTopLevel(text.trim(), "|");
  // `(A | B | undefined)` as a whole: look inside the parentheses.
  if (members.length === 1) {
    const inner = unwrapParens(members[0]);
    if (inner !== members[0] && splitTopLevel(inner, "|").length > 1)
      members = splitTopLevel(inner, "|");
  }
  members = [...new Set(members.filter((member) => member !== "undefined"))];
  const truthy = members.indexOf("true");
  const falsy = members.indexOf("false");
  if (truthy >= 0 && falsy >= 0) {
    members[Math.min(truthy, falsy)] = "boolean";
    members.splice(Math.max(truthy, falsy), 1);
  }
  return members;
}

export function formatType(
  text: string,
  options: FormatTypeOptions = {},
): string {
  const maxLiterals = options.maxLiterals ?? 6;
  const maxObjectLength = options.maxObjectLength ?? 120;
  let members = unionMembers(collapseObjects(text, maxObjectLength));
  const literals = members.filter(isLiteral);
  if (literals.length > maxLiterals) {
    const kept = new Set(literals.slice(0, maxLiterals - 1));
    const hidden = literals.length - kept.size;
    const shortened: string[] = [];
    let marked = false;
    for (const member of members) {
      if (!isLiteral(member) || kept.has(member)) shortened.push(member);
      else if (!marked) {
        shortened.push(`… ${hidden} more`);
        marked = true;
      }
    }
    members = shortened;
  }
  return members.length === 0 ? "undefined" : members.join(" | ");
}
