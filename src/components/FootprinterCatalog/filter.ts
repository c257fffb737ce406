/**
 * What the catalogue's filter shows for a query, and the status line that
 * says why. A query is a part of a function's name (`sot`); when no name
 * contains it, a size code (`0603`) shows the passive functions that take
 * one, and a whole footprint string (`soic8_p1.27mm`) shows its function,
 * so a reader who types what they would write in a footprint prop is led
 * to the right section instead of "no match".
 */
export interface FilterEntry {
  name: string;
  /** Passives only: the size codes the name accepts (`res0402`). */
  sizes?: readonly string[];
}

export type FilterResult =
  | { kind: "all" }
  | { kind: "name"; shown: string[] }
  | { kind: "size"; code: string; shown: string[]; known: boolean }
  | { kind: "string"; shown: [string] }
  | { kind: "none" };

/** Size codes are four or five digits: 0402, 01005, 1608 (metric). */
const sizeCodePattern = /^\d{4,5}$/;

export function filterFunctions(
  query: string,
  entries: readonly FilterEntry[],
): FilterResult {
  const needle = query.trim().toLowerCase();
  if (needle === "") return { kind: "all" };
  const byName = entries.filter((entry) => entry.name.includes(needle));
  if (byName.length > 0) {
    return { kind: "name", shown: byName.map((entry) => entry.name) };
  }
  if (sizeCodePattern.test(needle)) {
    const passives = entries.filter((entry) => entry.sizes !== undefined);
    if (passives.length > 0) {
      return {
        kind: "size",
        code: needle,
        shown: passives.map((entry) => entry.name),
        known: passives.some((entry) => entry.sizes?.includes(needle)),
      };
    }
  }
  // The longest name the query starts with, followed by what a footprint
  // string writes after a name: digits or an `_option`.
  const owner = entries
    .filter(
      (entry) =>
        needle.startsWith(entry.name) &&
        /^[\d_]/.test(needle.slice(entry.name.length)),
    )
    .sort((a, b) => b.name.length - a.name.length)[0];
  if (owner) return { kind: "string", shown: [owner.name] };
  return { kind: "none" };
}

/** "res, cap and led". */
function list(names: readonly string[]): string {
  if (names.length < 2) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** The filter's live status line. */
export function filterStatus(
  query: string,
  result: FilterResult,
  total: number,
): string {
  const needle = query.trim().toLowerCase();
  switch (result.kind) {
    case "all":
      return `${total} functions.`;
    case "name":
      return `${result.shown.length} of ${total} functions match “${needle}”.`;
    case "size": {
      const [first = "res"] = result.shown;
      const showing = `Showing those ${result.shown.length}.`;
      const passives = `the passive functions ${list(result.shown)}`;
      return result.known
        ? `“${needle}” is a size code, not a function name: ${passives} take it after their name, as in ${first}${needle}. ${showing}`
        : `“${needle}” looks like a size code, not a function name: ${passives} take an imperial one after their name (${first}0402), a metric one with _metric (${first}1005_metric). ${showing}`;
    }
    case "string":
      return `“${needle}” is a footprint string of the ${result.shown[0]} function. Showing ${result.shown[0]}.`;
    case "none":
      return `No function name contains “${needle}”.`;
  }
}

/** The names of the functions a result shows; `null`: all of them. */
export function shownNames(result: FilterResult): ReadonlySet<string> | null {
  if (result.kind === "all") return null;
  return new Set(result.kind === "none" ? [] : result.shown);
}
