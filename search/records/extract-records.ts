import { type Cheerio, type CheerioAPI, load } from "cheerio";
import type { Element } from "domhandler";
import { objectIdFor } from "./object-id";
import { cleanText, ownContent, prepareContent, rowText } from "./page-text";
import { storedText } from "./stored-text";
import {
  type DocSearchRecord,
  emptyHierarchy,
  type Hierarchy,
  type Level,
  levels,
  levelWeight,
  type RecordType,
} from "./types";

export interface ExtractOptions {
  /** Copied to `weight.pageRank` of every record of the page. */
  pageRank?: number;
}

interface PageMeta {
  language?: string;
  docusaurus_tag?: string;
  version?: string;
}

const recordElements = "h1, h2, h3, h4, h5, h6, p, li, tr";

/**
 * Records of one built page, the way the DocSearch crawler's Docusaurus v3
 * template cuts them: one per heading and one per paragraph or list item,
 * each carrying the headings above it. Tables give one record per body row
 * rather than per cell, so a props row is found by its prop name and
 * description together. `url` is the page's URL;
 * records after a heading with an id point at that anchor.
 */
export function extractRecords(
  html: string,
  url: string,
  options: ExtractOptions = {},
): DocSearchRecord[] {
  const $ = load(html);
  if (isNoindex($)) return [];
  const article = $("article").first();
  const articleNode = article.get(0);
  if (!articleNode) return [];

  const pageUrl = url.split("#")[0] ?? url;
  const meta = pageMeta($);
  const titleElement = $("header h1").first().length
    ? $("header h1").first()
    : article.find("h1").first();
  const titleNode = titleElement.get(0);
  const title = titleNode ? headingText(titleElement) : titleFromHead($);

  const hierarchy: Hierarchy = {
    ...emptyHierarchy(),
    lvl0: categoryOf($),
    lvl1: title || null,
  };
  // The page's summary travels with its title record, so a query that
  // describes the page finds the page itself before passages within it.
  const description =
    cleanText($('meta[name="description"]').attr("content") ?? "") || null;
  let anchor: string | null = null;
  const records: DocSearchRecord[] = [];
  const push = (type: RecordType, content: string | null, pointer = false) => {
    const position = records.length;
    const recordUrl = anchor ? `${pageUrl}#${anchor}` : pageUrl;
    const stored = content === null ? null : storedText(content);
    const headings = storedHierarchy(hierarchy);
    // From the text as stored, so the ID can be worked out again from the
    // record alone (compact-records.ts does).
    const text = stored ?? headings[type as Level] ?? "";
    records.push({
      objectID: objectIdFor(recordUrl, type, position, text),
      url: recordUrl,
      url_without_anchor: pageUrl,
      anchor,
      content: stored,
      type,
      hierarchy: headings,
      weight: {
        pageRank: options.pageRank ?? 0,
        level: levelWeight(type),
        position,
        ...(pointer ? { pointer } : {}),
      },
      ...meta,
    });
  };

  const titleInArticle = titleNode && $.contains(articleNode, titleNode);
  if (title && !titleInArticle) push("lvl1", description);

  keepShellCommands($, article);
  keepApiNames($, article);
  prepareContent(article);
  article.find(recordElements).each((_, element) => {
    const node = $(element);
    const tag = element.tagName.toLowerCase();
    if (tag.startsWith("h")) {
      const depth = Number(tag.slice(1));
      const text = headingText(node);
      if (!text) return;
      hierarchy[`lvl${depth}` as Level] = text;
      for (let lower = depth + 1; lower <= 6; lower += 1) {
        hierarchy[`lvl${lower}` as Level] = null;
      }
      // Titles carry no anchor: their records point at the page itself.
      anchor = depth === 1 ? null : (element.attribs.id ?? anchor);
      push(`lvl${depth}` as RecordType, depth === 1 ? description : null);
      return;
    }
    if (tag === "tr") {
      if (isHeaderRow(node)) return;
      const text = rowText(node);
      if (text) push("content", text);
      return;
    }
    const { text, pointer } = ownContent(node);
    if (text) push("content", text, pointer);
  });
  return records;
}

/** The headings above a record, escaped as the crawler stores text. */
function storedHierarchy(hierarchy: Hierarchy): Hierarchy {
  const stored = { ...hierarchy };
  for (const level of levels) {
    const text = stored[level];
    if (text !== null) stored[level] = storedText(text);
  }
  return stored;
}

/** Code blocks in these languages hold commands a reader types. */
const shellBlock = /\blanguage-(bash|sh|shell|zsh|console|powershell)\b/;

/**
 * Code blocks are left out of records (see page-text.ts), except shell
 * commands: "tsci push" is what a reader searches for, and the page that
 * shows the command is the answer. Each shell block becomes one paragraph
 * of its lines, "tsci login; tsci push", with prompts dropped.
 */
function keepShellCommands($: CheerioAPI, article: Cheerio<Element>): void {
  article.find(".theme-code-block").each((_, block) => {
    if (!shellBlock.test(block.attribs.class ?? "")) return;
    const code = $(block).find("pre").first();
    const lines = code.find(".token-line").length
      ? code
          .find(".token-line")
          .toArray()
          .map((line) => $(line).text())
      : code.text().split("\n");
    const commands = lines
      .map((line) => cleanText(line).replace(/^\$\s+/, ""))
      .filter(Boolean);
    if (commands.length === 0) $(block).remove();
    else $(block).replaceWith($("<p>").text(commands.join("; ")));
  });
}

/** Names imported or called in code: a function, class or setting a reader may look up. */
const importPattern =
  /\bimport\s+(?:type\s+)?([\w$]+)?\s*,?\s*(?:\{([^}]*)\})?\s*from\b/g;
const callPattern = /\b([A-Za-z_$][\w$]*)\s*\(/g;
const constantPattern = /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/g;

/** A name worth a search: camelCase, PascalCase with two words, or snake_case. */
function isApiName(name: string): boolean {
  return name.length >= 6 && /[a-z][A-Z]|[A-Za-z0-9]_[A-Za-z0-9]/.test(name);
}

/** The API names a code block imports, calls or sets, in order, once each. */
export function apiNamesIn(code: string): string[] {
  const names: string[] = [];
  for (const match of code.matchAll(importPattern)) {
    if (match[1]) names.push(match[1]);
    for (const part of (match[2] ?? "").split(",")) {
      const name = part.replace(/^\s*type\s+/, "").split(/\s+as\s+/)[0];
      if (name?.trim()) names.push(name.trim());
    }
  }
  for (const match of code.matchAll(callPattern)) names.push(match[1] ?? "");
  for (const match of code.matchAll(constantPattern)) names.push(match[0]);
  return [...new Set(names.filter(isApiName))];
}

/**
 * Other code blocks are left out (page-text.ts), but the API names they
 * import or call stay findable: "convertCircuitJsonToPcbSvg" may appear only
 * in an example. Each block becomes one paragraph listing them.
 */
function keepApiNames($: CheerioAPI, article: Cheerio<Element>): void {
  article.find(".theme-code-block").each((_, block) => {
    const names = apiNamesIn($(block).find("pre").first().text());
    if (names.length > 0) $(block).replaceWith($("<p>").text(names.join(", ")));
  });
}

/** A row of column headings: in `thead`, or every cell a `th` for a column. */
function isHeaderRow(row: Cheerio<Element>): boolean {
  if (row.parent("thead").length > 0) return true;
  const cells = row.children("th, td").toArray();
  return (
    cells.length > 0 &&
    cells.every((cell) => cell.tagName === "th" && cell.attribs.scope !== "row")
  );
}

function headingText(heading: Cheerio<Element>): string {
  return cleanText(heading.text());
}

function isNoindex($: CheerioAPI): boolean {
  return $("meta")
    .toArray()
    .some(
      (meta) =>
        (meta.attribs.name ?? "").toLowerCase() === "robots" &&
        /noindex/i.test(meta.attribs.content ?? ""),
    );
}

function pageMeta($: CheerioAPI): PageMeta {
  const read = (name: string) =>
    $(`meta[name="docsearch:${name}"]`).attr("content")?.trim() || undefined;
  const meta: PageMeta = {};
  const language = read("language");
  const tag = read("docusaurus_tag");
  const version = read("version");
  if (language) meta.language = language;
  if (tag) meta.docusaurus_tag = tag;
  if (version) meta.version = version;
  return meta;
}

/**
 * The deepest active sidebar category; without a sidebar, the active navbar
 * item. In document order the navbar precedes the sidebar and outer
 * categories precede inner ones, so the last match is the one wanted.
 */
function categoryOf($: CheerioAPI): string {
  const candidates = $(
    ".navbar__item.navbar__link--active, .menu__link.menu__link--sublist.menu__link--active",
  );
  for (const element of candidates.toArray().reverse()) {
    const text = cleanText($(element).text());
    if (text) return text;
  }
  return "Documentation";
}

/** `<title>Resistor | tscircuit docs</title>` gives "Resistor". */
function titleFromHead($: CheerioAPI): string {
  return cleanText($("head title").first().text().split(" | ")[0] ?? "");
}
