/**
 * Syntax highlighting at build time.
 *
 * The classic theme highlights every code block in the browser: Prism and
 * its grammars ship in the main bundle (~85 KB, and defining the grammars
 * alone took ~65 ms of a phone's main thread on every page), and each block
 * is tokenized again while the page hydrates. Here the same Prism that
 * `prism-react-renderer` bundles, with the site's colours, turns a block into
 * the HTML the theme would have rendered; `src/theme/CodeBlock` shows it as
 * is, so the browser neither downloads Prism nor tokenizes anything.
 */
import { createRequire } from "node:module";
import { normalizeTokens, Prism, type PrismTheme } from "prism-react-renderer";

const require = createRequire(__filename);

export interface HighlightOptions {
  /** `themeConfig.prism.theme`: token colours, written as inline styles. */
  theme: PrismTheme;
  /** `themeConfig.prism.additionalLanguages`: Prism grammars to add. */
  additionalLanguages?: readonly string[];
}

type Style = Record<string, string | number | undefined>;
type Token = { types: string[]; content: string; empty?: boolean };

const loadedLanguages = new Set<string>();

/** Adds grammars from `prismjs/components` to the bundled Prism, once. */
function loadLanguages(languages: readonly string[]): void {
  const pending = languages.filter(
    (language) => !loadedLanguages.has(language),
  );
  if (pending.length === 0) return;
  const global = globalThis as { Prism?: unknown };
  const previous = global.Prism;
  // Prism's component files register themselves on a global `Prism`.
  global.Prism = Prism;
  try {
    for (const language of pending) {
      require(`prismjs/components/prism-${language}`);
      loadedLanguages.add(language);
    }
  } finally {
    if (previous === undefined) delete global.Prism;
    else global.Prism = previous;
  }
}

const escapes: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (character) => escapes[character]);
}

/** `{ color: "red", fontStyle: "italic" }` → `color:red;font-style:italic`. */
function inlineStyle(style: Style | undefined): string {
  if (!style) return "";
  return Object.entries(style)
    .filter(([, value]) => value !== undefined && value !== "")
    .map(
      ([key, value]) =>
        `${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${value}`,
    )
    .join(";");
}

interface LanguageStyles {
  /** Token type → style, merged as prism-react-renderer merges them. */
  table: Map<string, Style>;
  /** The plain text's style, and its colour alone (`color:…`). */
  plainStyle: string;
  plainColour: string | undefined;
}

/** Worked out once per theme and language, not once per block. */
const stylesCache = new WeakMap<PrismTheme, Map<string, LanguageStyles>>();

function stylesFor(theme: PrismTheme, language: string): LanguageStyles {
  const byLanguage =
    stylesCache.get(theme) ?? new Map<string, LanguageStyles>();
  stylesCache.set(theme, byLanguage);
  const cached = byLanguage.get(language);
  if (cached) return cached;
  const table = new Map<string, Style>();
  for (const entry of theme.styles) {
    if (entry.languages && !entry.languages.includes(language as never))
      continue;
    for (const type of entry.types)
      table.set(type, { ...table.get(type), ...(entry.style as Style) });
  }
  const plainStyle = inlineStyle(theme.plain as Style);
  const plainColour = plainStyle
    .split(";")
    .find((part) => part.startsWith("color:"));
  const styles = { table, plainStyle, plainColour };
  byLanguage.set(language, styles);
  return styles;
}

function tokenStyle(token: Token, table: Map<string, Style>): Style {
  const style: Style = token.empty ? { display: "inline-block" } : {};
  if (token.types.length === 1 && token.types[0] === "plain") return style;
  for (const type of token.types) Object.assign(style, table.get(type));
  return style;
}

function attribute(name: string, value: string): string {
  return value ? ` ${name}="${escapeHtml(value)}"` : "";
}

/**
 * Highlights one block. `lineClasses[i]` are extra classes for line i (the
 * highlighted lines of `{1,3}` ranges and highlight comments);
 * `lineNumbers` adds a number before each line.
 */
export function highlightToHtml(
  code: string,
  language: string,
  options: HighlightOptions,
  lineClasses: readonly (readonly string[] | undefined)[] = [],
  lineNumbers = false,
): string {
  loadLanguages(options.additionalLanguages ?? []);
  const lang = language.toLowerCase();
  const grammar = Prism.languages[lang];
  const lines = (
    grammar
      ? normalizeTokens(Prism.tokenize(code, grammar))
      : normalizeTokens([code])
  ) as Token[][];
  const { table, plainStyle, plainColour } = stylesFor(options.theme, lang);
  return lines
    .map((line, index) => {
      // A line that is only a newline renders empty: the <br> keeps its height.
      const tokens = line.filter((token) => token.content !== "\n");
      const classes = ["token-line", ...(lineClasses[index] ?? [])];
      if (lineNumbers) classes.push("code-line-numbered");
      const spans = tokenSpans(tokens, table, plainStyle, plainColour);
      const body = lineNumbers
        ? `<span class="code-line-number"></span><span class="code-line-content">${spans}</span>`
        : spans;
      // No per-line colour: the <pre> around the lines has the plain colour.
      return `<div class="${classes.join(" ")}">${body}<br></div>`;
    })
    .join("");
}

/**
 * A line's tokens as HTML. Text drawn in the line's own colour needs no
 * element, and neighbours drawn alike share one: on a page of examples that
 * is half the elements the browser lays out. Each span keeps the classes of
 * its first token (`token keyword`), which stylesheets and tests select.
 */
function tokenSpans(
  tokens: Token[],
  table: Map<string, Style>,
  plainStyle: string,
  plainColour: string | undefined,
): string {
  let html = "";
  let open: { style: string; classes: string; text: string } | undefined;
  const flush = () => {
    if (!open) return;
    html += `<span class="${open.classes}"${attribute("style", open.style)}>${escapeHtml(open.text)}</span>`;
    open = undefined;
  };
  for (const token of tokens) {
    // An empty line's placeholder token: the line's <br> gives it height.
    if (token.content === "") continue;
    const style = inlineStyle(tokenStyle(token, table));
    // Drawn like the text around it: no element needed.
    const plain = style === "" || style === plainStyle || style === plainColour;
    if (plain) {
      flush();
      html += escapeHtml(token.content);
    } else if (open && open.style === style) {
      open.text += token.content;
    } else {
      flush();
      open = {
        style,
        classes: ["token", ...token.types].join(" "),
        text: token.content,
      };
    }
  }
  flush();
  return html;
}
