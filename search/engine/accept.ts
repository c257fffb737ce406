/**
 * A request's filters, judged once per record and kept per index: DocSearch
 * sends the same facetFilters with every keystroke, and testing them again
 * on each of thousands of matching records was a fifth of a query's time.
 * Indexes are immutable, so a judgement never goes stale.
 */
import type { SearchIndex } from "./build-index";
import type { SearchParams } from "./params";
import type { Accept } from "./rank";

/** Filter sets remembered per index; the oldest is dropped past this. */
const keptFilterSets = 64;

const judged = new WeakMap<SearchIndex, Map<string, Uint8Array>>();

export function acceptFor(index: SearchIndex, params: SearchParams): Accept {
  if (params.filterKey === "") return () => true;
  let byKey = judged.get(index);
  if (!byKey) {
    byKey = new Map();
    judged.set(index, byKey);
  }
  let passes = byKey.get(params.filterKey);
  if (!passes) {
    passes = new Uint8Array(index.records.length);
    index.records.forEach((record, id) => {
      (passes as Uint8Array)[id] = params.accept(record) ? 1 : 0;
    });
    byKey.set(params.filterKey, passes);
    if (byKey.size > keptFilterSets) {
      byKey.delete(byKey.keys().next().value as string);
    }
  }
  const known = passes;
  return (_record, id) => known[id] === 1;
}
