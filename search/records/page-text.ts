import type { Cheerio } from "cheerio";
import type { Element } from "domhandler";

/**
 * Parts of a Docusaurus page that are navigation or chrome rather than
 * content: breadcrumbs, the mobile table of contents, the doc footer (tags,
 * edit link), prev/next links, tab strips, copy buttons and heading anchors.
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
const recordSelector = "h1, h2, h3, h4, h5, h6, p, li, td, ul, ol, table";

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
  const copy = element.clone();
  copy.find(recordSelector).remove();
  return cleanText(copy.text());
}
