/**
 * Code colours. The stock Prism themes fall below the WCAG AA contrast of
 * 4.5:1 for comments and attribute names; the palettes in custom.css reach
 * it for every token colour on its background.
 */
import type { PrismTheme } from "prism-react-renderer";

type Palette = Record<
  | "text"
  | "background"
  | "comment"
  | "keyword"
  | "string"
  | "function"
  | "number"
  | "tag"
  | "attribute"
  | "variable",
  string
>;

function themeFrom(palette: Palette): PrismTheme {
  return {
    plain: { color: palette.text, backgroundColor: palette.background },
    styles: [
      {
        types: ["comment", "prolog", "doctype", "cdata"],
        style: { color: palette.comment, fontStyle: "italic" },
      },
      { types: ["punctuation", "operator"], style: { color: palette.text } },
      {
        types: ["keyword", "builtin", "important", "atrule", "selector"],
        style: { color: palette.keyword },
      },
      {
        types: ["string", "char", "attr-value", "regex", "url", "inserted"],
        style: { color: palette.string },
      },
      {
        types: ["function", "class-name", "maybe-class-name"],
        style: { color: palette.function },
      },
      {
        types: ["number", "boolean", "constant", "symbol", "unit"],
        style: { color: palette.number },
      },
      { types: ["tag", "deleted"], style: { color: palette.tag } },
      { types: ["attr-name", "property"], style: { color: palette.attribute } },
      {
        types: ["variable", "parameter", "entity"],
        style: { color: palette.variable },
      },
    ],
  };
}

const paletteKeys: (keyof Palette)[] = [
  "text",
  "background",
  "comment",
  "keyword",
  "string",
  "function",
  "number",
  "tag",
  "attribute",
  "variable",
];

/**
 * One theme for both colour modes: every colour is a CSS variable
 * (`--code-keyword`…) whose light and dark values are set in
 * src/css/custom.css. The HTML rendered at build is then right in either
 * mode, so code blocks need no second render after hydration (see
 * src/theme/CodeBlock).
 */
export const codeTheme = themeFrom(
  Object.fromEntries(
    paletteKeys.map((key) => [key, `var(--code-${key})`]),
  ) as Palette,
);
