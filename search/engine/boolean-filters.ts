/**
 * Algolia's `filters` parameter: facet, numeric and tag conditions joined by
 * AND, OR and NOT with parentheses, such as
 * `language:en AND (type:lvl1 OR type:lvl2) AND NOT version:"1.0"` or
 * `weight.level >= 90`. Also the conditions of `numericFilters`. A filter
 * that does not parse is a 400 that says where.
 */
import { valueAt } from "./attributes";
import { SearchError } from "./errors";
import { facetValues } from "./facet-filters";

export type RecordTest = (record: object) => boolean;

type Token =
  | { kind: "word"; text: string; at: number }
  | { kind: "quoted"; text: string; at: number }
  | { kind: "op"; text: string; at: number }
  | { kind: "paren"; text: "(" | ")"; at: number };

const operators = ["<=", ">=", "!=", "<", ">", "=", ":"];

/** Nesting deeper than this is refused rather than risking the stack. */
const maxDepth = 64;

/** The test a `filters` string stands for; an empty string lets all through. */
export function parseBooleanFilters(text: string): RecordTest {
  const tokens = tokenize(text, "filters");
  if (tokens.length === 0) return () => true;
  const parser = new Parser(tokens, text, "filters");
  const test = parser.expression(0);
  parser.expectEnd();
  return test;
}

/** One numeric condition of `numericFilters`: "attr >= 3" or "attr:1 TO 5". */
export function parseNumericCondition(text: string): RecordTest {
  const tokens = tokenize(text, "numericFilters");
  const parser = new Parser(tokens, text, "numericFilters");
  const test = parser.comparison(true);
  parser.expectEnd();
  return test;
}

function tokenize(text: string, parameter: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < text.length) {
    const char = text[at] as string;
    if (/\s/.test(char)) {
      at += 1;
    } else if (char === "(" || char === ")") {
      tokens.push({ kind: "paren", text: char, at });
      at += 1;
    } else if (char === '"' || char === "'") {
      let value = "";
      let end = at + 1;
      while (end < text.length && text[end] !== char) {
        if (text[end] === "\\" && end + 1 < text.length) end += 1;
        value += text[end];
        end += 1;
      }
      if (end >= text.length) {
        throw syntaxError(parameter, text, at, "unclosed quote");
      }
      tokens.push({ kind: "quoted", text: value, at });
      at = end + 1;
    } else {
      const op = operators.find((candidate) => text.startsWith(candidate, at));
      if (op) {
        tokens.push({ kind: "op", text: op, at });
        at += op.length;
        continue;
      }
      let end = at;
      while (end < text.length && !/[\s()"'<>=!:]/.test(text[end] as string)) {
        end += 1;
      }
      if (end === at) throw syntaxError(parameter, text, at, `"${char}"`);
      tokens.push({ kind: "word", text: text.slice(at, end), at });
      at = end;
    }
  }
  return tokens;
}

class Parser {
  private position = 0;

  constructor(
    private readonly tokens: Token[],
    private readonly text: string,
    private readonly parameter: string,
  ) {}

  /** OR of ANDs: AND binds tighter, as in Algolia. */
  expression(depth: number): RecordTest {
    if (depth > maxDepth) this.fail("filters nested too deeply");
    const alternatives = [this.conjunction(depth)];
    while (this.isKeyword("OR")) {
      this.position += 1;
      alternatives.push(this.conjunction(depth));
    }
    return alternatives.length === 1
      ? (alternatives[0] as RecordTest)
      : (record) => alternatives.some((test) => test(record));
  }

  private conjunction(depth: number): RecordTest {
    const all = [this.unary(depth)];
    while (this.isKeyword("AND")) {
      this.position += 1;
      all.push(this.unary(depth));
    }
    return all.length === 1
      ? (all[0] as RecordTest)
      : (record) => all.every((test) => test(record));
  }

  private unary(depth: number): RecordTest {
    if (depth > maxDepth) this.fail("filters nested too deeply");
    if (this.isKeyword("NOT")) {
      this.position += 1;
      const inner = this.unary(depth + 1);
      return (record) => !inner(record);
    }
    const token = this.peek();
    if (token?.kind === "paren" && token.text === "(") {
      this.position += 1;
      const inner = this.expression(depth + 1);
      const close = this.next("a closing parenthesis");
      if (close.kind !== "paren" || close.text !== ")") {
        this.fail("expected a closing parenthesis", close.at);
      }
      return inner;
    }
    return this.comparison(false);
  }

  /** `attr:value`, `attr:lo TO hi` or `attr <op> number`. */
  comparison(numericOnly: boolean): RecordTest {
    const attributeToken = this.next("an attribute");
    if (attributeToken.kind !== "word" && attributeToken.kind !== "quoted") {
      this.fail("expected an attribute", attributeToken.at);
    }
    const attribute = attributeToken.text;
    const op = this.next("an operator such as : or >=");
    if (op.kind !== "op") this.fail("expected : or a comparison", op.at);
    const valueToken = this.next("a value");
    if (valueToken.kind !== "word" && valueToken.kind !== "quoted") {
      this.fail("expected a value", valueToken.at);
    }
    if (op.text === ":") {
      if (this.isKeyword("TO")) {
        this.position += 1;
        const high = this.next("the end of the range");
        const low = this.number(valueToken);
        const top = this.number(high);
        return (record) =>
          numbersAt(record, attribute).some((n) => n >= low && n <= top);
      }
      if (numericOnly) {
        this.fail("expected a numeric comparison", op.at);
      }
      const wanted = valueToken.text.toLowerCase();
      return (record) =>
        facetValues(valueAt(record, attribute)).some(
          (value) => value.toLowerCase() === wanted,
        );
    }
    const bound = this.number(valueToken);
    const compare = comparisons[op.text] as (a: number, b: number) => boolean;
    return (record) =>
      numbersAt(record, attribute).some((n) => compare(n, bound));
  }

  expectEnd(): void {
    const token = this.peek();
    if (token) this.fail(`unexpected "${token.text}"`, token.at);
  }

  private number(token: Token): number {
    const value = Number(token.text);
    if (token.kind !== "word" || token.text === "" || !Number.isFinite(value)) {
      this.fail(`"${token.text}" is not a number`, token.at);
    }
    return value;
  }

  private isKeyword(word: string): boolean {
    const token = this.peek();
    return token?.kind === "word" && token.text === word;
  }

  private peek(): Token | undefined {
    return this.tokens[this.position];
  }

  private next(what: string): Token {
    const token = this.tokens[this.position];
    if (!token) this.fail(`expected ${what} at the end`, this.text.length);
    this.position += 1;
    return token;
  }

  private fail(message: string, at?: number): never {
    throw syntaxError(
      this.parameter,
      this.text,
      at ?? this.peek()?.at ?? this.text.length,
      message,
    );
  }
}

const comparisons: Record<string, (a: number, b: number) => boolean> = {
  "<": (a, b) => a < b,
  "<=": (a, b) => a <= b,
  "=": (a, b) => a === b,
  "!=": (a, b) => a !== b,
  ">=": (a, b) => a >= b,
  ">": (a, b) => a > b,
};

function numbersAt(record: object, attribute: string): number[] {
  const value = valueAt(record, attribute);
  const list = Array.isArray(value) ? value : [value];
  return list.filter((item): item is number => typeof item === "number");
}

function syntaxError(
  parameter: string,
  text: string,
  at: number,
  message: string,
): SearchError {
  const shown = text.length > 200 ? `${text.slice(0, 200)}…` : text;
  return new SearchError(
    400,
    `Invalid syntax for ${parameter} at character ${at + 1}: ${message} (in ${JSON.stringify(shown)})`,
  );
}
