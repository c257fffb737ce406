/**
 * The terms of a dictionary within an edit distance of a word. The sorted
 * terms are walked as a tree: terms that share a prefix share the rows of
 * the distance table for it, and once a row exceeds the limit every term
 * with that prefix is skipped. A four-letter word with one typo visits a
 * few hundred prefixes of the index's thousands of terms.
 *
 * Two distances: Levenshtein's (insert, delete, replace; what MiniSearch's
 * fuzzy search counted, so scores stay as they were), and with
 * `transpositions`, optimal string alignment, where swapping two adjacent
 * letters is one edit too (Algolia's typo count, `typoDistance`).
 */
import type { Dictionary } from "./dictionary";

export interface TermsWithin {
  /** Term numbers, in dictionary order. */
  ids: number[];
  /** The distance of each, in the order of `ids`. */
  distances: number[];
}

export function termsWithin(
  dictionary: Dictionary,
  word: string,
  max: number,
  transpositions: boolean,
): TermsWithin {
  const found: TermsWithin = { ids: [], distances: [] };
  const query = Array.from(word, (char) => char.codePointAt(0) as number);
  const width = query.length + 1;
  const { codes, codeStart, shared, longest } = dictionary;
  const count = shared.length;
  // rows[depth * width + j]: distance between the term's first `depth`
  // code points and the word's first j.
  const rows = new Int32Array((longest + 1) * width);
  for (let j = 0; j < width; j += 1) rows[j] = j;
  // Rows computed for the current path, from the root.
  let valid = 0;
  let id = 0;
  while (id < count) {
    const start = codeStart[id] as number;
    const length = (codeStart[id + 1] as number) - start;
    let depth = Math.min(shared[id] as number, valid);
    let failedAt = -1;
    while (depth < length) {
      depth += 1;
      const char = codes[start + depth - 1] as number;
      const row = depth * width;
      const above = row - width;
      rows[row] = depth;
      let rowMin = depth;
      for (let j = 1; j < width; j += 1) {
        const cost = query[j - 1] === char ? 0 : 1;
        let best = Math.min(
          (rows[above + j] as number) + 1,
          (rows[row + j - 1] as number) + 1,
          (rows[above + j - 1] as number) + cost,
        );
        if (
          transpositions &&
          depth > 1 &&
          j > 1 &&
          query[j - 1] === codes[start + depth - 2] &&
          query[j - 2] === char
        ) {
          best = Math.min(best, (rows[above - width + j - 2] as number) + 1);
        }
        rows[row + j] = best;
        if (best < rowMin) rowMin = best;
      }
      // No longer term through this prefix can come back under the limit:
      // each cell is at least its diagonal neighbour above (a swap's cell
      // too, one more than the cell two rows up, which bounds that one).
      if (rowMin > max) {
        failedAt = depth;
        break;
      }
    }
    valid = depth;
    if (failedAt < 0) {
      const distance = rows[length * width + width - 1] as number;
      if (distance <= max) {
        found.ids.push(id);
        found.distances.push(distance);
      }
      id += 1;
    } else {
      // Skip the terms that share the failed prefix.
      id += 1;
      while (id < count && (shared[id] as number) >= failedAt) id += 1;
    }
  }
  return found;
}
