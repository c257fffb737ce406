/**
 * Sample values for probing a prop, derived from its zod schema in
 * `@tscircuit/props` (duck-typed through ../props-tables/zod.ts, so zod v3
 * and v4 both work):
 *
 * - number (and lengths, `number | string`): one value unlike the default,
 *   e.g. 1.7, that the schema accepts (3 for an integer, and so on);
 * - boolean: true and false, less the one equal to the default;
 * - enum, literal, union of literals: each member, less the default;
 * - string: one plain word, unless the prop's name says it points at a
 *   file or an address (fetching is not probing);
 * - objects, arrays, records, functions, React nodes, anything else: not
 *   probed, with the reason.
 *
 * Every candidate is checked with the schema's own `safeParse`, so a value
 * the schema rejects is never compiled.
 */
import {
  defOf,
  isZod,
  kindOf,
  propInfo,
  unwrapOnce,
  type ZodLike,
} from "../props-tables/zod";

export type Sample = string | number | boolean;

export type Samples =
  | {
      kind: "probe";
      values: Sample[];
      /** Member types left out (an object form...): a null result proves less. */
      partial?: string;
    }
  | { kind: "skip"; reason: string };

/** Most samples one prop is compiled with (a long enum: its first ones). */
export const maxSamples = 4;

/** Numbers tried in turn; the first the schema accepts and unlike the default is used. */
const numberCandidates = [1.7, 3, 0.3, 7, 12, 0, -1.7, 100];

/** Names of string props that point at files, addresses or code. */
const unsafeStringName = /url|path|file|src|href|code|import/i;

function safeParses(schema: ZodLike, value: unknown): boolean {
  const parse = (schema as { safeParse?: (v: unknown) => { success: boolean } })
    .safeParse;
  if (typeof parse !== "function") return true;
  try {
    return parse.call(schema, value).success;
  } catch {
    return false;
  }
}

/** The innermost schema under optional, default, effects... wrappers. */
function core(schema: ZodLike): ZodLike {
  let current = schema;
  for (let depth = 0; depth < 20; depth++) {
    const inner = unwrapOnce(current);
    if (!inner) break;
    current = inner;
  }
  return current;
}

/** What a schema's values are: primitive members, or the reason it is not probed. */
function members(
  schema: ZodLike,
  depth = 0,
): {
  literals: Sample[];
  number: boolean;
  string: boolean;
  boolean: boolean;
  other: string[];
} {
  const out = {
    literals: [] as Sample[],
    number: false,
    string: false,
    boolean: false,
    other: [] as string[],
  };
  const node = core(schema);
  const kind = kindOf(node);
  const def = defOf(node);
  if (depth > 10) {
    out.other.push("deeply nested");
    return out;
  }
  switch (kind) {
    case "number":
    case "bigint":
      out.number = true;
      break;
    case "string":
      out.string = true;
      break;
    case "boolean":
      out.boolean = true;
      break;
    case "literal": {
      const values = (def.values as unknown[] | undefined) ?? [def.value];
      for (const value of values)
        if (["string", "number", "boolean"].includes(typeof value))
          out.literals.push(value as Sample);
      break;
    }
    case "enum": {
      const raw = def.values ?? def.entries;
      const values = Array.isArray(raw)
        ? raw
        : Object.values((raw as Record<string, unknown>) ?? {});
      for (const value of values)
        if (typeof value === "string" || typeof value === "number")
          out.literals.push(value);
      break;
    }
    case "nativeenum": {
      for (const value of Object.values(
        (def.values as Record<string, unknown>) ?? {},
      ))
        if (typeof value === "string" || typeof value === "number")
          out.literals.push(value);
      break;
    }
    case "union":
    case "discriminatedunion": {
      const options = def.options;
      const list =
        options instanceof Map ? [...options.values()] : (options ?? []);
      for (const option of list as unknown[]) {
        if (!isZod(option)) continue;
        const inner = members(option, depth + 1);
        out.literals.push(...inner.literals);
        out.number ||= inner.number;
        out.string ||= inner.string;
        out.boolean ||= inner.boolean;
        out.other.push(...inner.other);
      }
      break;
    }
    case "undefined":
    case "null":
    case "void":
      break;
    default:
      out.other.push(kind);
  }
  return out;
}

function parseDefault(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The values to compile the prop with. `name` is the prop's name (for the
 * string rule); the default is read from the schema.
 */
export function sampleValues(name: string, schema: ZodLike): Samples {
  const found = members(schema);
  const byDefault = parseDefault(propInfo(schema).default);
  const unlikeDefault = (value: Sample) =>
    value !== byDefault && safeParses(schema, value);
  const values: Sample[] = [];
  const add = (value: Sample) => {
    if (!values.includes(value) && unlikeDefault(value)) values.push(value);
  };
  for (const literal of found.literals) add(literal);
  if (found.boolean) {
    add(true);
    add(false);
  }
  if (found.number) {
    const number = numberCandidates.find(unlikeDefault);
    if (number !== undefined) add(number);
  }
  // A string is tried only when nothing else is: `number | string` lengths
  // are probed with a number, `"left" | string` with its literals.
  if (found.string && values.length === 0) {
    if (unsafeStringName.test(name))
      return { kind: "skip", reason: "a string naming a file or address" };
    add("probe");
  }
  if (values.length === 0) {
    const other = [...new Set(found.other)].filter((k) => k !== "string");
    return {
      kind: "skip",
      reason:
        other.length > 0
          ? `takes ${other.join(" or ")} values`
          : "no sample value the schema accepts",
    };
  }
  const other = [...new Set(found.other)];
  return {
    kind: "probe",
    values: values.slice(0, maxSamples),
    ...(other.length > 0
      ? { partial: `also takes ${other.join(" or ")} values` }
      : {}),
  };
}

/** The sample as JSX attribute source text: `name={1.7}`, `name={"x"}`. */
export function jsxAttribute(name: string, value: Sample): string {
  return `${name}={${JSON.stringify(value)}}`;
}
