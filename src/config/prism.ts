/**
 * Code colours for both colour modes. The stock Prism themes fall below the
 * WCAG AA contrast of 4.5:1 for comments and attribute names, so these use
 * palettes whose every token colour reaches it on its background.
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

export const lightCodeTheme = themeFrom({
  text: "#1f2328",
  background: "#f6f8fa",
  comment: "#57606a",
  keyword: "#cf222e",
  string: "#0a3069",
  function: "#8250df",
  number: "#0550ae",
  tag: "#116329",
  attribute: "#0550ae",
  variable: "#953800",
});

export const darkCodeTheme = themeFrom({
  text: "#e6edf3",
  background: "#161b22",
  comment: "#8b949e",
  keyword: "#ff7b72",
  string: "#a5d6ff",
  function: "#d2a8ff",
  number: "#79c0ff",
  tag: "#7ee787",
  attribute: "#79c0ff",
  variable: "#ffa657",
});
