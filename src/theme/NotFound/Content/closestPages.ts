/**
 * The pages whose paths are closest to a path that was not found, by the
 * edit distance of their words: `/elements/resistors` → `/elements/resistor`,
 * `/resistor` → `/elements/resistor`, `/docs/intro/quickstart` → the
 * quickstarts.
 */

/** Levenshtein distance (small strings: a path's words). */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length] as number;
}

const segments = (path: string) =>
  decodeURIComponent(path)
    .toLowerCase()
    .replace(/\.(html?|mdx?)$/, "")
    .split("/")
    .filter(Boolean);

/** 0 for the same word, up to 1 for nothing in common. */
const wordDistance = (a: string, b: string) =>
  editDistance(a, b) / Math.max(a.length, b.length, 1);

/**
 * How far `candidate` is from `wanted`: mostly how their last segments
 * (the page's name) differ, a little how their folders do.
 */
function pathDistance(wanted: string[], candidate: string[]): number {
  const name = wanted.at(-1) ?? "";
  const candidateName = candidate.at(-1) ?? "";
  const named = wordDistance(name, candidateName);
  // The wanted name inside a longer one ("quickstart" in "quickstart-cli").
  const contained =
    name.length >= 3 && candidateName.includes(name) ? 0.25 : named;
  const folders = wanted.slice(0, -1);
  const sharedFolders = folders.filter((folder) =>
    candidate.slice(0, -1).includes(folder),
  ).length;
  return Math.min(named, contained) - 0.05 * sharedFolders;
}

/** At most `count` page paths close enough to `wanted` to be worth a look. */
export function closestPages(
  wanted: string,
  pages: readonly string[],
  count = 5,
): string[] {
  const words = segments(wanted);
  if (words.length === 0) return [];
  return pages
    .filter((page) => page !== "/")
    .map((page) => ({ page, distance: pathDistance(words, segments(page)) }))
    .filter(({ distance }) => distance <= 0.5)
    .sort((a, b) => a.distance - b.distance || a.page.localeCompare(b.page))
    .slice(0, count)
    .map(({ page }) => page);
}
