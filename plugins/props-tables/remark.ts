/**
 * Fills each `<PropsTable element="resistor" />` of an MDX page with its
 * table: the plugin adds a `data` attribute holding the table as a JSON
 * string, so the data is compiled into that page's bundle only.
 *
 * Tables are extracted once per element per process (see table.ts). The
 * warnings they produce (props without a description...) go to the
 * `warnings` collector, once per element, for the build to print (index.ts).
 */
import path from "node:path";
import type { Root } from "mdast";
import {
  type JsxElement,
  jsxElementsNamed,
  stringAttribute,
} from "../shared/markdown";
import { ensureImport } from "../shared/mdx-nodes";
import { type LoadOptions, loadPropsTable } from "./table";

/** The warnings of the tables built so far, once per element. */
export class PropsTableWarnings {
  private readonly byElement = new Map<string, string[]>();

  set(element: string, warnings: string[]): void {
    this.byElement.set(element, warnings);
  }

  /** Every warning, once each, sorted. */
  all(): string[] {
    return [...new Set([...this.byElement.values()].flat())].sort();
  }
}

export type RemarkPropsTablesOptions = LoadOptions & {
  /** Where the build's warnings are collected (see index.ts). */
  warnings?: PropsTableWarnings;
  /** Module the added import points at. */
  componentSource?: string;
};

const componentName = "PropsTable";

function elementOf(node: JsxElement): string {
  const attribute = node.attributes.find(
    (candidate) =>
      candidate.type === "mdxJsxAttribute" && candidate.name === "element",
  );
  if (!attribute)
    throw new Error(
      `<${componentName}> needs an element attribute, e.g. <${componentName} element="resistor" />.`,
    );
  const value = stringAttribute(node, "element");
  if (value === undefined || value.trim() === "")
    throw new Error(
      `<${componentName}> element must be a plain string, e.g. element="resistor".`,
    );
  return value.trim();
}

export default function remarkPropsTables(
  options: RemarkPropsTablesOptions = {},
) {
  const siteDir = options.siteDir ?? process.cwd();
  const collected = options.warnings ?? new PropsTableWarnings();
  return (tree: Root, file: { path?: string }) => {
    const found = jsxElementsNamed(tree, componentName);
    if (found.length === 0) return;
    const page = file.path ? path.relative(siteDir, file.path) : "<mdx>";
    for (const node of found) {
      const line = node.position?.start.line ?? 0;
      try {
        const element = elementOf(node);
        const { table, warnings } = loadPropsTable(element, {
          ...options,
          siteDir,
        });
        collected.set(element, warnings);
        node.attributes = [
          ...node.attributes.filter(
            (attribute) =>
              !(
                attribute.type === "mdxJsxAttribute" &&
                attribute.name === "data"
              ),
          ),
          {
            type: "mdxJsxAttribute",
            name: "data",
            value: JSON.stringify(table),
          },
        ];
      } catch (error) {
        throw new Error(`${page}:${line}: ${(error as Error).message}`, {
          cause: error,
        });
      }
    }
    ensureImport(
      tree as unknown as Parameters<typeof ensureImport>[0],
      componentName,
      options.componentSource ?? "@site/src/components/PropsTable",
    );
  };
}
