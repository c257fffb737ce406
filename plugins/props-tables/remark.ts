/**
 * Fills each `<PropsTable element="resistor" />` of an MDX page with its
 * table: the plugin adds a `data` attribute holding the table as a JSON
 * string, so the data is compiled into that page's bundle only.
 *
 * Tables are extracted once per element per process (see table.ts). The
 * warnings they produce (props without a description...) are collected
 * here, once per element, for the build to print (see index.ts).
 */
import path from "node:path";
import { ensureImport } from "../shared/mdx-nodes";
import { type LoadOptions, loadPropsTable } from "./table";

export type RemarkPropsTablesOptions = LoadOptions & {
  /** Module the added import points at. */
  componentSource?: string;
};

interface Attribute {
  type: string;
  name?: string;
  value?: unknown;
}

interface Node {
  type: string;
  name?: string | null;
  attributes?: Attribute[];
  children?: Node[];
  position?: { start: { line: number; column: number } };
}

const componentName = "PropsTable";

const warningsByElement = new Map<string, string[]>();

/** Every warning of the tables built so far, once each. */
export function collectPropsTableWarnings(): string[] {
  return [...new Set([...warningsByElement.values()].flat())].sort();
}

export function clearPropsTableWarnings(): void {
  warningsByElement.clear();
}

function findTables(node: Node, found: Node[]): void {
  for (const child of node.children ?? []) {
    if (
      (child.type === "mdxJsxFlowElement" ||
        child.type === "mdxJsxTextElement") &&
      child.name === componentName
    )
      found.push(child);
    else findTables(child, found);
  }
}

function elementOf(node: Node): string {
  const attribute = node.attributes?.find(
    (candidate) =>
      candidate.type === "mdxJsxAttribute" && candidate.name === "element",
  );
  if (!attribute)
    throw new Error(
      `<${componentName}> needs an element attribute, e.g. <${componentName} element="resistor" />.`,
    );
  if (typeof attribute.value !== "string" || attribute.value.trim() === "")
    throw new Error(
      `<${componentName}> element must be a plain string, e.g. element="resistor".`,
    );
  return attribute.value.trim();
}

export default function remarkPropsTables(
  options: RemarkPropsTablesOptions = {},
) {
  const siteDir = options.siteDir ?? process.cwd();
  return (tree: Node, file: { path?: string }) => {
    const found: Node[] = [];
    findTables(tree, found);
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
        warningsByElement.set(element, warnings);
        node.attributes = [
          ...(node.attributes ?? []).filter(
            (attribute) => attribute.name !== "data",
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
