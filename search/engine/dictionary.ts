/**
 * Every term the index holds (each word as written and each stem), once,
 * sorted, numbered by its place in that order. Numbers stand for terms
 * everywhere a query is answered, so a term is judged once per query and
 * looked up in typed arrays rather than in maps of strings. Sorted order
 * makes the terms starting with a prefix one range of numbers, and lets a
 * typo search walk the terms as a tree (typo-walk.ts).
 */
import { stemOf } from "./words";

export interface Dictionary {
  /** The terms, sorted. */
  readonly terms: readonly string[];
  /** Each term's number. */
  readonly ids: ReadonlyMap<string, number>;
  /** Code points of every term, one after another. */
  readonly codes: Int32Array;
  /** Where each term's code points start in `codes`; one more at the end. */
  readonly codeStart: Int32Array;
  /** Code points each term shares with the one before it. */
  readonly shared: Int32Array;
  /** Code points in the longest term. */
  readonly longest: number;
  /** The terms whose stem is each stem (stemOf, for any term). */
  readonly byStem: ReadonlyMap<string, readonly number[]>;
}

export function createDictionary(terms: Iterable<string>): Dictionary {
  const sorted = [...new Set(terms)].sort();
  const ids = new Map<string, number>();
  const points = sorted.map((term) => Array.from(term, codePoint));
  const codeStart = new Int32Array(sorted.length + 1);
  points.forEach((codes, id) => {
    codeStart[id + 1] = (codeStart[id] as number) + codes.length;
  });
  const codes = new Int32Array(codeStart[sorted.length] as number);
  const shared = new Int32Array(sorted.length);
  const byStem = new Map<string, number[]>();
  sorted.forEach((term, id) => {
    ids.set(term, id);
    const own = points[id] as number[];
    codes.set(own, codeStart[id] as number);
    const previous = points[id - 1];
    let common = 0;
    if (previous) {
      const limit = Math.min(previous.length, own.length);
      while (common < limit && previous[common] === own[common]) common += 1;
    }
    shared[id] = common;
    const stem = stemOf(term);
    const same = byStem.get(stem);
    if (same) same.push(id);
    else byStem.set(stem, [id]);
  });
  const longest = Math.max(0, ...points.map((codes) => codes.length));
  return { terms: sorted, ids, codes, codeStart, shared, longest, byStem };
}

function codePoint(char: string): number {
  return char.codePointAt(0) as number;
}

/** The numbers of the terms starting with `prefix`: [from, to). */
export function prefixRange(
  dictionary: Dictionary,
  prefix: string,
): [number, number] {
  const { terms } = dictionary;
  let low = 0;
  let high = terms.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((terms[middle] as string) < prefix) low = middle + 1;
    else high = middle;
  }
  const from = low;
  high = terms.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((terms[middle] as string).startsWith(prefix)) low = middle + 1;
    else high = middle;
  }
  return [from, low];
}
