/**
 * Stands in for @docusaurus/theme-common's emoji helper (swapped in by
 * plugins/short-tasks), which the theme's doc cards call on every label.
 *
 * The theme's version builds an `Intl.Segmenter` when its module loads and
 * tests each label's first grapheme against the `RGI_Emoji` property of
 * strings, rebuilding that regular expression on every call in the bundle
 * our browser targets produce. On a category page of seven cards that was
 * ~125 ms of script at start-up here (~490 ms at Lighthouse's 4x CPU), for
 * labels that start with a letter.
 *
 * The answers are the same: a label whose first character is ASCII can only
 * start with an emoji as a keycap ("1️⃣": a digit, `#` or `*`, then U+FE0F
 * or U+20E3), so any other ASCII start is answered at once. The rest take
 * the theme's path, with the segmenter and the expression made once, when
 * first needed.
 */

export interface LeadingEmoji {
  emoji: string | null;
  rest: string;
}

let graphemes: Intl.Segmenter | undefined;
let wholeEmoji: RegExp | undefined;

const variationSelector16 = 0xfe0f;
const combiningKeycap = 0x20e3;

/** True for "" too: `charCodeAt` past the end is NaN. */
function cannotStartWithEmoji(input: string): boolean {
  if (input.charCodeAt(0) >= 0x80) return false;
  const next = input.charCodeAt(1);
  return next !== variationSelector16 && next !== combiningKeycap;
}

/** Splits "⚠️ Hello" into "⚠️" and " Hello"; the rest is not trimmed. */
export function extractLeadingEmoji(input: string): LeadingEmoji {
  if (cannotStartWithEmoji(input)) return { emoji: null, rest: input };
  graphemes ??= new Intl.Segmenter(undefined, { granularity: "grapheme" });
  // A string, not a literal: the bundler turns a `v`-flag literal into a
  // `new RegExp` at each call, and older browsers reject the literal itself.
  // biome-ignore lint/complexity/useRegexLiterals: made once, see above
  wholeEmoji ??= new RegExp("^\\p{RGI_Emoji}$", "v");
  const first = graphemes.segment(input)[Symbol.iterator]().next()
    .value?.segment;
  if (!first || !wholeEmoji.test(first)) return { emoji: null, rest: input };
  return { emoji: first, rest: input.slice(first.length) };
}
