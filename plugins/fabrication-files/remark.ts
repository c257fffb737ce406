/**
 * Fills `<PartsList example="board.tsx" />` and
 * `<FabricationFile example="board.tsx" file="gerber:F_Cu" lines={10} />`
 * with data generated at build from a circuit example on the same page: the
 * ```tsx circuit fence whose `title="board.tsx"` matches. The example is
 * compiled with the pinned core (see compile.ts), converted to Gerber,
 * drill, BOM and pick-and-place files, and the component gets the parts
 * list or an excerpt of one file as a JSON string in its `data` attribute.
 *
 * Fences are read from the page source, so this plugin works whether it
 * runs before or after the circuit-previews plugin replaces them.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { findExamples } from "../circuit-previews/scan";
import type { CircuitExample } from "../circuit-previews/types";
import { ensureImport } from "../shared/mdx-nodes";
import { type CompiledBoard, FabricationCompiler } from "./compile";
import { excerptOf, fileSpecHelp, resolveFileSpec } from "./files";
import type { FabricationFileData, PartsListData } from "./types";

export interface RemarkFabricationFilesOptions {
  siteDir: string;
  /** How long one compile may take; the circuit previews' validated timeout. */
  timeoutMs?: number;
  /** Where the components are imported from (tests point elsewhere). */
  partsListSource?: string;
  fabricationFileSource?: string;
  /** Prints warnings (circuit errors of a referenced example). */
  warn?: (message: string) => void;
}

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

const components = ["PartsList", "FabricationFile"] as const;
type ComponentName = (typeof components)[number];

/** Lines of a file shown when `lines` is not given. */
export const defaultExcerptLines = 12;

function isComponent(node: Node): node is Node & { name: ComponentName } {
  return (
    (node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") &&
    (components as readonly string[]).includes(node.name ?? "")
  );
}

function collect(node: Node, found: Node[]): void {
  for (const child of node.children ?? []) {
    if (isComponent(child)) found.push(child);
    else collect(child, found);
  }
}

/** A string attribute, or a `{…}` expression holding a number or string. */
function attribute(node: Node, name: string): string | undefined {
  const found = node.attributes?.find(
    (candidate) =>
      candidate.type === "mdxJsxAttribute" && candidate.name === name,
  );
  if (!found) return undefined;
  if (typeof found.value === "string") return found.value.trim();
  if (
    found.value &&
    typeof found.value === "object" &&
    "value" in found.value &&
    typeof found.value.value === "string"
  )
    return found.value.value.trim().replace(/^(["'`])(.*)\1$/, "$2");
  throw new Error(`${name} must be a string or a number`);
}

function required(node: Node, name: string, example: string): string {
  const value = attribute(node, name);
  if (!value)
    throw new Error(
      `<${node.name}> needs a ${name} attribute, e.g. <${node.name} ${example} />`,
    );
  return value;
}

function setData(node: Node, data: unknown): void {
  node.attributes = [
    ...(node.attributes ?? []).filter(
      (candidate) => candidate.name !== "data" && candidate.name !== "lines",
    ),
    { type: "mdxJsxAttribute", name: "data", value: JSON.stringify(data) },
  ];
}

function pageSource(file: { path?: string; value?: unknown }): string {
  if (typeof file.value === "string") return file.value;
  if (file.value instanceof Uint8Array)
    return Buffer.from(file.value).toString("utf8");
  if (file.path) return readFileSync(file.path, "utf8");
  return "";
}

export default function remarkFabricationFiles(
  options: RemarkFabricationFilesOptions,
) {
  const { siteDir } = options;
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const compiler = new FabricationCompiler({
    siteDir,
    ...(options.timeoutMs === undefined
      ? {}
      : { timeoutMs: options.timeoutMs }),
  });
  return async (tree: Node, file: { path?: string; value?: unknown }) => {
    const found: Node[] = [];
    collect(tree, found);
    if (found.length === 0) return;
    const page = file.path ? path.relative(siteDir, file.path) : "<mdx>";
    const examples = findExamples(pageSource(file), page);
    const warned = new Set<string>();

    const boardOf = async (
      title: string,
    ): Promise<{ example: CircuitExample; board: CompiledBoard }> => {
      const matching = examples.filter((example) => example.title === title);
      if (matching.length === 0) {
        const titles = examples
          .map((example) => example.title)
          .filter((candidate): candidate is string => Boolean(candidate));
        throw new Error(
          `no circuit example on this page has title="${title}"${
            titles.length > 0
              ? `; titled examples: ${titles.join(", ")}`
              : "; give the board's ```tsx circuit fence a title"
          }`,
        );
      }
      if (matching.length > 1)
        throw new Error(
          `${matching.length} circuit examples have title="${title}" (lines ${matching.map((example) => example.line).join(", ")}); titles must be unique`,
        );
      const [example] = matching;
      let board: CompiledBoard;
      try {
        board = await compiler.board(
          example.code,
          `${path.basename(page)}:${example.line}.tsx`,
        );
      } catch (error) {
        throw new Error(
          `the example "${title}" at line ${example.line} does not compile: ${(error as Error).message}`,
        );
      }
      if (board.circuitErrors.length > 0 && !warned.has(title)) {
        warned.add(title);
        warn(
          `[fabrication-files] warning: ${page}:${example.line}: "${title}" reports ${board.circuitErrors.join("; ")}; its fabrication files may be incomplete`,
        );
      }
      return { example, board };
    };

    const used = new Set<ComponentName>();
    for (const node of found) {
      const line = node.position?.start.line ?? 0;
      try {
        if (node.name === "PartsList") {
          const title = required(node, "example", 'example="board.tsx"');
          const { board } = await boardOf(title);
          const data: PartsListData = {
            example: title,
            rows: board.parts,
            total: board.parts.reduce((sum, row) => sum + row.quantity, 0),
          };
          if (data.rows.length === 0)
            throw new Error(`the example "${title}" places no parts`);
          setData(node, data);
          used.add("PartsList");
        } else {
          const title = required(
            node,
            "example",
            'example="board.tsx" file="gerber:F_Cu"',
          );
          const spec = required(
            node,
            "file",
            'example="board.tsx" file="gerber:F_Cu"',
          );
          const linesText = attribute(node, "lines");
          const lines =
            linesText === undefined ? defaultExcerptLines : Number(linesText);
          if (!Number.isInteger(lines) || lines < 1)
            throw new Error(
              `lines must be a whole number of lines, at least 1; got "${linesText}"`,
            );
          const { board } = await boardOf(title);
          let resolved: { name: string; kind: string };
          try {
            resolved = resolveFileSpec(spec, board.files);
          } catch (error) {
            throw new Error(`${(error as Error).message}`);
          }
          const content = board.files[resolved.name] ?? "";
          if (content.trim() === "")
            throw new Error(
              `the example "${title}" produced an empty ${resolved.name}`,
            );
          const data: FabricationFileData = {
            example: title,
            ...resolved,
            ...excerptOf(content, lines),
          };
          setData(node, data);
          used.add("FabricationFile");
        }
      } catch (error) {
        throw new Error(
          `${page}:${line}: <${node.name}>: ${(error as Error).message}`,
          { cause: error },
        );
      }
    }
    const root = tree as unknown as Parameters<typeof ensureImport>[0];
    if (used.has("PartsList"))
      ensureImport(
        root,
        "PartsList",
        options.partsListSource ?? "@site/src/components/PartsList",
      );
    if (used.has("FabricationFile"))
      ensureImport(
        root,
        "FabricationFile",
        options.fabricationFileSource ?? "@site/src/components/FabricationFile",
      );
  };
}

export { fileSpecHelp };
