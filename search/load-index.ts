import { readFile } from "node:fs/promises";
import { createSearchIndex, type SearchIndex } from "./engine/search-index";
import { type DocSearchRecord, levels } from "./records/types";

export const defaultIndexName = "tscircuit";

/**
 * Reads the records JSON written at build and builds its index. The index is
 * built in full before it is put into `indexes`, so a missing, half-written
 * or malformed file throws and leaves the index being served untouched.
 */
export async function loadIndexes(
  file: string,
  indexes: Map<string, SearchIndex> = new Map(),
  name: string = defaultIndexName,
): Promise<Map<string, SearchIndex>> {
  const text = await readFile(file, "utf8");
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${file} is not valid JSON: ${reason}`);
  }
  const records = asRecords(parsed, file);
  const index = createSearchIndex(records, { name });
  indexes.set(name, index);
  return indexes;
}

function asRecords(value: unknown, file: string): DocSearchRecord[] {
  if (!Array.isArray(value)) {
    throw new Error(`${file} must hold a JSON array of records`);
  }
  value.forEach((record, position) => {
    const problem = recordProblem(record);
    if (problem) throw new Error(`${file}: record ${position} ${problem}`);
  });
  return value as DocSearchRecord[];
}

function recordProblem(record: unknown): string | null {
  if (typeof record !== "object" || record === null) return "is not an object";
  const fields = record as Record<string, unknown>;
  if (typeof fields.objectID !== "string") return "has no objectID";
  if (typeof fields.url !== "string") return "has no url";
  if (typeof fields.type !== "string") return "has no type";
  if (fields.content !== null && typeof fields.content !== "string") {
    return "has a content that is not a string or null";
  }
  const hierarchy = fields.hierarchy as Record<string, unknown> | undefined;
  if (typeof hierarchy !== "object" || hierarchy === null) {
    return "has no hierarchy";
  }
  for (const level of levels) {
    const value = hierarchy[level];
    if (value !== null && typeof value !== "string") {
      return `has a hierarchy.${level} that is not a string or null`;
    }
  }
  const weight = fields.weight as Record<string, unknown> | undefined;
  if (
    typeof weight !== "object" ||
    weight === null ||
    typeof weight.pageRank !== "number" ||
    typeof weight.level !== "number" ||
    typeof weight.position !== "number"
  ) {
    return "has no numeric weight.pageRank, weight.level and weight.position";
  }
  return null;
}
