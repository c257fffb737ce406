/**
 * Words a reader types that the pages spell or name otherwise, each with
 * the words a page may use instead (Algolia's synonyms; turned off by
 * `synonyms: false`). A query word matches its synonyms as exactly as
 * itself. Reviewed by hand and kept small: the pages' own words come first
 * (two words written as one are matched without a list, term-matches.ts).
 *
 * - Spellings: the pages mix British and American spelling.
 * - One-way: a reader's name for a thing the pages call something else.
 *   "case" finds `<enclosure>`, but "enclosure" does not find every "in
 *   this case".
 */
const spellings: readonly (readonly string[])[] = [
  ["color", "colour", "colors", "colours"],
  ["center", "centre", "centered", "centred"],
  ["gray", "grey"],
  ["panelization", "panelisation"],
  ["panelize", "panelise"],
];

const oneWay: Readonly<Record<string, readonly string[]>> = {
  case: ["enclosure"],
  housing: ["enclosure"],
  stencil: ["solderpaste", "paste"],
  ic: ["chip"],
  mcu: ["microcontroller", "chip"],
  fab: ["fabrication"],
};

/** Each word's synonyms, without the word itself. */
export const synonyms: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, string[]>();
  const add = (word: string, others: readonly string[]) => {
    const list = map.get(word) ?? [];
    for (const other of others) {
      if (other !== word && !list.includes(other)) list.push(other);
    }
    map.set(word, list);
  };
  for (const group of spellings) for (const word of group) add(word, group);
  for (const [word, others] of Object.entries(oneWay)) add(word, others);
  return map;
})();
