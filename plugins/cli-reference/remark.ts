/**
 * Fills each `<CliOptions command="build" />` of an MDX page with the
 * command's usage line, arguments and options, from cli-snapshot.json and
 * docs/_descriptions/cli/<command>.json (see table.ts). Like the props
 * tables, the plugin adds a `data` attribute holding the table as a JSON
 * string, so the data is compiled into that page's bundle only.
 *
 * Register it with the docs' remark plugins:
 *
 *   import remarkCliOptions from "./plugins/cli-reference/remark";
 *   remarkPlugins: [[remarkCliOptions, { siteDir: __dirname }]]
 *
 * Missing descriptions are printed once per command (and kept for
 * collectCliOptionsWarnings); a description of an option the CLI does not
 * have fails the build, naming the file.
 */
import path from "node:path";
import { ensureImport } from "../shared/mdx-nodes";
import { type LoadOptions, loadCliTable } from "./table";

export type RemarkCliOptionsOptions = LoadOptions & {
  /** Module the added import points at. */
  componentSource?: string;
  /** Print warnings as they are found (default true). */
  printWarnings?: boolean;
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

const componentName = "CliOptions";

const warningsByCommand = new Map<string, string[]>();
const printed = new Set<string>();

/** Every warning of the tables built so far, once each. */
export function collectCliOptionsWarnings(): string[] {
  return [...new Set([...warningsByCommand.values()].flat())].sort();
}

export function clearCliOptionsWarnings(): void {
  warningsByCommand.clear();
  printed.clear();
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

function commandOf(node: Node): string {
  const attribute = node.attributes?.find(
    (candidate) =>
      candidate.type === "mdxJsxAttribute" && candidate.name === "command",
  );
  if (!attribute)
    throw new Error(
      `<${componentName}> needs a command attribute, e.g. <${componentName} command="build" />.`,
    );
  if (typeof attribute.value !== "string" || attribute.value.trim() === "")
    throw new Error(
      `<${componentName}> command must be a plain string, e.g. command="auth print-token".`,
    );
  return attribute.value.trim().replace(/\s+/g, " ");
}

export default function remarkCliOptions(options: RemarkCliOptionsOptions) {
  const siteDir = options.siteDir;
  return (tree: Node, file: { path?: string }) => {
    const found: Node[] = [];
    findTables(tree, found);
    if (found.length === 0) return;
    const page = file.path ? path.relative(siteDir, file.path) : "<mdx>";
    for (const node of found) {
      const line = node.position?.start.line ?? 0;
      try {
        const command = commandOf(node);
        const { table, warnings } = loadCliTable(command, {
          ...options,
          siteDir,
        });
        warningsByCommand.set(command, warnings);
        if (options.printWarnings !== false)
          for (const warning of warnings) {
            if (printed.has(warning)) continue;
            printed.add(warning);
            console.warn(`[cli-reference] ${warning}`);
          }
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
      options.componentSource ?? "@site/src/components/CliOptions",
    );
  };
}
