/** Algolia's defaults: no typo under 4 letters, 1 from 4, 2 from 8. */
export function allowedTypos(word: string): number {
  const length = Array.from(word).length;
  if (length >= 8) return 2;
  if (length >= 4) return 1;
  return 0;
}

/**
 * Edit distance where inserting, deleting or replacing a letter, or swapping
 * two adjacent letters, is one typo (optimal string alignment). Stops early
 * and returns `max + 1` once the distance must exceed `max`.
 */
export function typoDistance(a: string, b: string, max: number): number {
  const left = Array.from(a);
  const right = Array.from(b);
  if (Math.abs(left.length - right.length) > max) return max + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: right.length + 1 }, (_, j) => j);
  for (let i = 1; i <= left.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= right.length; j += 1) {
      const cost = left[i - 1] === right[j - 1] ? 0 : 1;
      let best = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (
        i > 1 &&
        j > 1 &&
        left[i - 1] === right[j - 2] &&
        left[i - 2] === right[j - 1]
      ) {
        best = Math.min(best, (beforePrevious[j - 2] ?? 0) + 1);
      }
      current.push(best);
      rowMin = Math.min(rowMin, best);
    }
    if (rowMin > max) return max + 1;
    beforePrevious = previous;
    previous = current;
  }
  return Math.min(previous[right.length] ?? 0, max + 1);
}
