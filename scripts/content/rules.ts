/**
 * The bar every docs page meets, as data a test and `check:pages` share:
 * front matter, no placeholder wording, enough prose for its kind, and on
 * element pages a props table, two compiled examples and a pins table.
 */
import path from "node:path";
import yaml from "js-yaml";
import type { Root } from "mdast";
import { visit } from "unist-util-visit";
import { isCircuitFence } from "../../plugins/circuit-previews/meta";
import { elementTypes } from "../../plugins/props-tables/elements";
import {
  codeBlocks,
  jsxElementsNamed,
  parseMdx,
  stringAttribute,
} from "../../plugins/shared/markdown";

/** Sections whose pages are reference pages (150 words); the rest teach (400). */
const referenceSections = new Set([
  "elements",
  "footprints",
  "command-line",
  "web-apis",
  "advanced",
]);

export const minimumWords = { reference: 150, guide: 400 } as const;

const placeholder = /\b(TODO|TBD|FIXME|lorem|coming soon)\b/i;

export interface PageFacts {
  /** Path relative to `docs/`, with `/` separators. */
  page: string;
  frontMatter: Record<string, unknown>;
  proseWords: number;
  circuitExamples: number;
  propsTables: string[];
  pinsTables: string[];
  placeholder?: string;
  /** JSX elements written with a `style` attribute, by name. */
  styled: string[];
}

export function pageKind(page: string): "reference" | "guide" {
  const section = page.split("/")[0];
  return referenceSections.has(section) ? "reference" : "guide";
}

/**
 * The element a page documents, if it is an element page: a page under
 * `elements/`, or a footprint primitive page (`footprints/smtpad`).
 */
export function documentedElement(page: string): string | undefined {
  const [section, ...rest] = page.replace(/\.mdx?$/, "").split("/");
  const name = rest.join("/");
  if (section === "elements") return name;
  if (section === "footprints" && Object.hasOwn(elementTypes, name))
    return name;
  return undefined;
}

function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;
}

/** Words of prose: text outside code, JSX attributes, ESM and front matter. */
export function proseWords(tree: Root): number {
  let words = 0;
  visit(tree, (node) => {
    if (
      node.type === "code" ||
      node.type === "inlineCode" ||
      node.type === "yaml" ||
      node.type === "mdxjsEsm" ||
      node.type === "mdxFlowExpression" ||
      node.type === "mdxTextExpression"
    )
      return "skip";
    if (node.type === "text") words += countWords(node.value);
    return undefined;
  });
  return words;
}

export function readPage(page: string, source: string): PageFacts {
  const tree = parseMdx(source, `docs/${page}`);
  let frontMatter: Record<string, unknown> = {};
  visit(tree, "yaml", (node) => {
    const value = yaml.load(node.value);
    if (value && typeof value === "object")
      frontMatter = value as Record<string, unknown>;
  });
  const tables = (name: string) =>
    jsxElementsNamed(tree, name).map(
      (node) => stringAttribute(node, "element") ?? "",
    );
  return {
    page,
    frontMatter,
    proseWords: proseWords(tree),
    circuitExamples: codeBlocks(tree).filter((code) =>
      isCircuitFence(code.lang, code.meta),
    ).length,
    propsTables: tables("PropsTable"),
    pinsTables: tables("PinsTable"),
    placeholder: source.match(placeholder)?.[0],
    styled: styledElements(tree),
  };
}

/** Names of JSX elements in the page that carry a `style` attribute. */
function styledElements(tree: Root): string[] {
  const found: string[] = [];
  visit(tree, (node) => {
    if (node.type !== "mdxJsxFlowElement" && node.type !== "mdxJsxTextElement")
      return;
    const element = node as unknown as {
      name: string | null;
      attributes: { type: string; name?: string }[];
    };
    if (
      element.attributes.some(
        (attribute) =>
          attribute.type === "mdxJsxAttribute" && attribute.name === "style",
      )
    )
      found.push(element.name ?? "fragment");
  });
  return found;
}

export interface RuleOptions {
  /** Does this element have pins in the pinned core? */
  hasPins: (element: string) => boolean;
}

/** What keeps a page below the bar; empty when it meets it. */
export function problemsOf(facts: PageFacts, options: RuleOptions): string[] {
  const problems: string[] = [];
  for (const key of ["title", "description"]) {
    const value = facts.frontMatter[key];
    if (typeof value !== "string" || value.trim() === "")
      problems.push(`front matter has no ${key}`);
  }
  if (facts.placeholder)
    problems.push(`placeholder wording "${facts.placeholder}"`);
  // Colours come from the theme's CSS only: the browser tests check colour
  // contrast on each kind of component in both modes, not on every page.
  for (const name of facts.styled)
    problems.push(
      `<${name} style=…> sets its own style; use the theme's classes and components`,
    );
  const kind = pageKind(facts.page);
  const minimum = minimumWords[kind];
  if (facts.proseWords < minimum)
    problems.push(
      `${facts.proseWords} words of prose; a ${kind} page needs at least ${minimum}`,
    );
  const element = documentedElement(facts.page);
  if (element) {
    if (facts.propsTables.length === 0)
      problems.push("no <PropsTable> on an element page");
    if (facts.circuitExamples < 2)
      problems.push(
        `${facts.circuitExamples} compiled example${facts.circuitExamples === 1 ? "" : "s"}; an element page needs at least 2`,
      );
    const tabled = facts.propsTables.filter((name) =>
      Object.hasOwn(elementTypes, name),
    );
    const withPins = tabled.filter((name) => options.hasPins(name));
    if (withPins.length > 0 && facts.pinsTables.length === 0)
      problems.push(
        `<${withPins[0]}> has pins but the page has no <PinsTable element="${withPins[0]}" />`,
      );
  }
  return problems;
}

/** Route of a docs page (`elements/resistor.mdx` → `/elements/resistor`). */
export function routeOf(page: string): string {
  const route = `/${page.replace(/\.mdx?$/, "").replace(/(^|\/)index$/, "")}`;
  return route === "/" ? "/" : route.replace(/\/$/, "");
}

export function docsPageFiles(docsDir: string, files: string[]): string[] {
  return files
    .map((file) => path.relative(docsDir, file).split(path.sep).join("/"))
    .filter((page) => !page.split("/").some((part) => part.startsWith("_")));
}
