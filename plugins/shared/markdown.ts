/**
 * One Markdown reader for every tool that looks at the docs before or
 * outside the bundler (the example scan, the content check, the Markdown
 * export): the same micromark extensions Docusaurus's MDX loader uses, so
 * a fence, a table or a JSX element is found by all of them or none.
 */
import type { Code, Root } from "mdast";
import type { MdxJsxFlowElement, MdxJsxTextElement } from "mdast-util-mdx-jsx";
import remarkDirective from "remark-directive";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { visit } from "unist-util-visit";

const processor = unified()
  .use(remarkParse)
  .use(remarkMdx)
  .use(remarkFrontmatter)
  .use(remarkGfm)
  .use(remarkDirective);

/** Parses an `.mdx` page; throws with `file:line:column` on bad MDX. */
export function parseMdx(source: string, file = "page.mdx"): Root {
  try {
    return processor.parse(source) as Root;
  } catch (error) {
    const place = (error as { place?: { line?: number; column?: number } })
      .place;
    const at = place?.line ? `:${place.line}:${place.column ?? 1}` : "";
    throw new Error(`${file}${at}: ${(error as Error).message}`);
  }
}

export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** Every JSX element named `name` (`<PropsTable … />`) in the tree. */
export function jsxElementsNamed(tree: Root, name: string): JsxElement[] {
  const found: JsxElement[] = [];
  visit(tree, (node) => {
    if (
      (node.type === "mdxJsxFlowElement" ||
        node.type === "mdxJsxTextElement") &&
      (node as JsxElement).name === name
    )
      found.push(node as JsxElement);
  });
  return found;
}

/** A string attribute of a JSX element (`element="diode"`). */
export function stringAttribute(
  node: JsxElement,
  name: string,
): string | undefined {
  for (const attribute of node.attributes) {
    if (attribute.type === "mdxJsxAttribute" && attribute.name === name)
      return typeof attribute.value === "string" ? attribute.value : undefined;
  }
  return undefined;
}

/** Every fenced or indented code block, in document order. */
export function codeBlocks(tree: Root): Code[] {
  const found: Code[] = [];
  visit(tree, "code", (node) => {
    found.push(node);
  });
  return found;
}
