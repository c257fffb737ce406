import { levels } from "../records/types";

/** Searchable attributes in Algolia's dotted notation. */
export const searchableAttributes = [
  ...levels.map((level) => `hierarchy.${level}`),
  "content",
] as const;

/** Attributes counted by `facets: ["*"]`. */
export const facetAttributes = [
  "language",
  "docusaurus_tag",
  "version",
  "type",
];

const unsafeKeys = new Set(["__proto__", "constructor", "prototype"]);

// Every hit reads and writes the same few paths: split each once.
const splitPaths = new Map<string, readonly string[]>();
function keysOf(path: string): readonly string[] {
  let keys = splitPaths.get(path);
  if (!keys) {
    keys = path.split(".");
    if (splitPaths.size >= 1_000) splitPaths.clear();
    splitPaths.set(path, keys);
  }
  return keys;
}

/** The own value at a dotted path, or undefined. */
export function valueAt(source: unknown, path: string): unknown {
  let current: unknown = source;
  for (const key of keysOf(path)) {
    if (
      current === null ||
      typeof current !== "object" ||
      unsafeKeys.has(key) ||
      !Object.hasOwn(current, key)
    ) {
      return undefined;
    }
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** Sets a dotted path on `target`, creating plain objects on the way. */
export function setValueAt(
  target: Record<string, unknown>,
  path: string,
  value: unknown,
): void {
  const keys = keysOf(path);
  if (keys.some((key) => unsafeKeys.has(key))) return;
  let current = target;
  for (const key of keys.slice(0, -1)) {
    const next = current[key];
    if (next === null || typeof next !== "object" || Array.isArray(next)) {
      current[key] = {};
    }
    current = current[key] as Record<string, unknown>;
  }
  current[keys[keys.length - 1] as string] = value;
}

/**
 * Expands attribute names as given in a request ("*", "hierarchy",
 * "hierarchy.lvl1") to the searchable attributes they cover.
 */
export function coveredSearchable(names: readonly string[]): string[] {
  const key = names.join("\n");
  let covered = coveredBy.get(key);
  if (!covered) {
    covered = searchableAttributes.filter((attribute) =>
      names.some(
        (name) =>
          name === "*" ||
          name === attribute ||
          attribute.startsWith(`${name}.`),
      ),
    );
    if (coveredBy.size >= 1_000) coveredBy.clear();
    coveredBy.set(key, covered);
  }
  return covered.slice();
}
const coveredBy = new Map<string, string[]>();

/**
 * The record's attributes listed in `names`; everything for "*", less any
 * listed with a leading "-" (`["*", "-content"]`), as Algolia reads them.
 */
export function retrieve(
  record: object,
  names: readonly string[] | null,
): Record<string, unknown> {
  if (names === null || names.includes("*")) {
    const all = structuredClone(record) as Record<string, unknown>;
    for (const name of names ?? []) {
      if (name.startsWith("-")) removeValueAt(all, name.slice(1));
    }
    return all;
  }
  const hit: Record<string, unknown> = {};
  for (const name of names) {
    const value = valueAt(record, name);
    if (value === undefined) continue;
    // Strings and numbers are copied by assignment.
    setValueAt(
      hit,
      name,
      typeof value === "object" ? structuredClone(value) : value,
    );
  }
  return hit;
}

/** Deletes the own value at a dotted path, if there is one. */
function removeValueAt(target: Record<string, unknown>, path: string): void {
  const keys = path.split(".");
  const last = keys.pop() as string;
  const parent = keys.length === 0 ? target : valueAt(target, keys.join("."));
  if (
    parent !== null &&
    typeof parent === "object" &&
    !unsafeKeys.has(last) &&
    Object.hasOwn(parent, last)
  ) {
    delete (parent as Record<string, unknown>)[last];
  }
}
