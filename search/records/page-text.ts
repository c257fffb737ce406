import type { Cheerio } from "cheerio";
import type { Element } from "domhandler";

/**
 * Parts of a Docusaurus page that are navigation or chrome rather than
 * content: breadcrumbs, the mobile table of contents, the doc footer (tags,
 * edit link), prev/next links, tab strips, copy buttons, heading anchors and
 * anything marked `data-search-ignore`.
 * Code blocks (`pre`) go too, as in DocSearch's Docusaurus template: their
 * lines are keyword soup (import, const, export) that would outrank prose,
 * a snippet of them reads badly, and the prose around each example names
 * the same components. Inline `code` inside prose is kept.
 */
const chromeSelector = [
  "nav",
  "footer",
  "aside",
  ".theme-doc-sidebar-container",
  ".theme-doc-toc-mobile",
  ".table-of-contents",
  ".theme-doc-breadcrumbs",
  ".pagination-nav",
  // Page controls in the article (copy buttons, editor links).
  "[data-search-ignore]",
  ".hash-link",
  "[role=tablist]",
  "pre",
  "button",
  "script",
  "style",
  "noscript",
  "template",
  "svg",
].join(", ");

/** Elements whose edges separate words even when the HTML has no space. */
const blockSelector = [
  "br",
  "div",
  "section",
  "table",
  "tr",
  "th",
  "ul",
  "ol",
  "dl",
  "dt",
  "dd",
  "blockquote",
  "details",
  "summary",
  "figure",
  "figcaption",
  "hr",
].join(", ");

/** Elements that become records of their own, so never part of another's text. */
const recordSelector = "h1, h2, h3, h4, h5, h6, p, li, tr, ul, ol, table";

const invisibleChars = /[\u200B-\u200D\u2060\uFEFF]/g;

export function cleanText(text: string): string {
  return text.replace(invisibleChars, "").replace(/\s+/g, " ").trim();
}

/** Removes chrome from `root` and puts spaces at block edges, in place. */
export function prepareContent(root: Cheerio<Element>): void {
  root.find(chromeSelector).remove();
  root.find(blockSelector).before(" ").after(" ");
}

/** The element's text without the text of nested record elements. */
export function ownText(element: Cheerio<Element>): string {
  return cleanText(ownPart(element).text());
}

function ownPart(element: Cheerio<Element>): Cheerio<Element> {
  const copy = element.clone();
  copy.find(recordSelector).remove();
  return copy;
}

/**
 * A table row's text: its cells in order, " — " between them, so a props
 * row reads "pinLabels — PinLabelsProp — Optional — Names for the pins".
 * Paragraphs and lists inside a cell are records of their own.
 */
export function rowText(row: Cheerio<Element>): string {
  const cells = row.children("th, td");
  return cells
    .toArray()
    .map((_, i) => ownText(cells.eq(i)))
    .filter(Boolean)
    .join(" — ");
}

/**
 * The element's own text, and whether most of it is the text of links to
 * other pages: a "where to go next" item names another page's subject.
 */
export function ownContent(element: Cheerio<Element>): {
  text: string;
  pointer: boolean;
} {
  const copy = ownPart(element);
  const text = cleanText(copy.text());
  if (text === "") return { text, pointer: false };
  const linked = copy
    .find("a[href]")
    .toArray()
    .filter((link) => !(link.attribs.href ?? "").startsWith("#"))
    .reduce((sum, link) => sum + cleanText(copy.find(link).text()).length, 0);
  return { text, pointer: linked * 2 >= text.length };
}
