import { valueAt } from "./attributes";
import { SearchError } from "./errors";

/** Every inner list must have a filter that matches (AND of ORs). */
export type FacetFilters = string[][];

/**
 * Accepts Algolia's forms: "language:en", ["a:1", ["b:2", "b:3"]], the same
 * array JSON-encoded, and the legacy string "a:1,(b:2,b:3)".
 */
export function parseFacetFilters(value: unknown): FacetFilters {
  return parseFilterLists(value, "facetFilters");
}

/**
 * The AND-of-ORs lists that facetFilters, numericFilters and tagFilters
 * share, in any of the forms above; `name` is the parameter, for the error.
 */
export function parseFilterLists(value: unknown, name: string): string[][] {
  if (typeof value === "string") {
    const text = value.trim();
    if (text === "") return [];
    if (text.startsWith("[")) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        throw invalid(name);
      }
      return parseFilterLists(parsed, name);
    }
    return legacyFilters(text);
  }
  if (!Array.isArray(value)) throw invalid(name);
  return value.map((entry) => {
    if (typeof entry === "string") return [entry];
    if (
      Array.isArray(entry) &&
      entry.every((inner) => typeof inner === "string")
    ) {
      return entry as string[];
    }
    throw invalid(name);
  });
}

function legacyFilters(text: string): string[][] {
  const groups: string[][] = [];
  for (const part of text.match(/\([^)]*\)|[^,]+/g) ?? []) {
    const group = part.startsWith("(") ? part.slice(1, -1).split(",") : [part];
    const filters = group.map((filter) => filter.trim()).filter(Boolean);
    if (filters.length > 0) groups.push(filters);
  }
  return groups;
}

function invalid(name: string): SearchError {
  return new SearchError(
    400,
    `Invalid value for ${name}: expected a string or an array of strings and arrays of strings`,
  );
}

interface CompiledFilter {
  attribute: string;
  /** Lower-cased. */
  wanted: string;
  negated: boolean;
}

/**
 * A test for records, with each filter read once: a query checks every
 * record it matches, thousands for a common word.
 */
export function facetFilterTest(
  filters: FacetFilters,
): (record: object) => boolean {
  const groups = filters.map((group) => group.map(compileFilter));
  return (record) =>
    groups.every((group) =>
      group.some((filter) => filter !== null && matchesFilter(record, filter)),
    );
}

/** "attribute:value", "attribute:-value" (not that value); case-insensitive. */
function compileFilter(filter: string): CompiledFilter | null {
  const colon = filter.indexOf(":");
  if (colon === -1) return null;
  const attribute = filter.slice(0, colon).trim();
  let wanted = filter.slice(colon + 1);
  const negated = wanted.startsWith("-");
  if (negated) wanted = wanted.slice(1);
  else if (wanted.startsWith("\\-")) wanted = wanted.slice(1);
  return { attribute, wanted: wanted.toLowerCase(), negated };
}

function matchesFilter(record: object, filter: CompiledFilter): boolean {
  const found = facetValues(valueAt(record, filter.attribute)).some(
    (value) => value.toLowerCase() === filter.wanted,
  );
  return filter.negated ? !found : found;
}

export function facetValues(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list.flatMap((item) =>
    typeof item === "string" ||
    typeof item === "number" ||
    typeof item === "boolean"
      ? [String(item)]
      : [],
  );
}
