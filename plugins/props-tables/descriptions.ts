/**
 * Our descriptions of props the package leaves undescribed.
 *
 * - `docs/elements/_props/<element>.json`: `{ "<prop>": "One sentence." }`
 *   for one element's props, its own and inherited ones alike.
 * - `docs/elements/_props/_interfaces.json`: `{ "<Interface>": { "<prop>":
 *   "..." } }` for props many elements inherit (`CommonLayoutProps`...),
 *   written once. An element's own file wins over it.
 *
 * The package's own text (JSDoc, zod `.describe()`) always wins. A
 * description of a prop that no longer exists is an error, so the files
 * cannot drift from the package.
 */
import { existsSync, readFileSync } from "node:fs";
import type { PropRow, PropsTableData } from "./types";

export type Descriptions = Record<string, string>;
export type InterfaceDescriptions = Record<string, Descriptions>;

export interface SharedDescriptions {
  descriptions: InterfaceDescriptions;
  file: string;
}

export const interfacesFileName = "_interfaces.json";

function isDescriptions(value: unknown): value is Descriptions {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every(
      (text) => typeof text === "string" && text.trim() !== "",
    )
  );
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`${file}: not valid JSON (${(error as Error).message}).`);
  }
}

/** An element's description file, or `{}` when it has none. */
export function readDescriptions(file: string): Descriptions {
  if (!existsSync(file)) return {};
  const value = readJson(file);
  if (!isDescriptions(value))
    throw new Error(
      `${file}: expected an object mapping prop names to non-empty description strings.`,
    );
  return value;
}

/** The shared file, or undefined when there is none. */
export function readInterfaceDescriptions(
  file: string,
): SharedDescriptions | undefined {
  if (!existsSync(file)) return undefined;
  const value = readJson(file);
  if (
    typeof value !== "object" ||
    value === null ||
    Array.isArray(value) ||
    !Object.values(value).every(isDescriptions)
  )
    throw new Error(
      `${file}: expected an object mapping interface names to objects of prop descriptions.`,
    );
  return { descriptions: value as InterfaceDescriptions, file };
}

/**
 * Throws, naming the file, when the shared file describes an interface or a
 * prop the package does not declare. `declaredProps` lists the props an
 * interface itself declares (undefined: no such interface).
 */
export function checkInterfaceDescriptions(
  shared: SharedDescriptions,
  declaredProps: (interfaceName: string) => string[] | undefined,
): void {
  const stale: string[] = [];
  for (const [interfaceName, props] of Object.entries(shared.descriptions)) {
    const declared = declaredProps(interfaceName);
    if (!declared) {
      stale.push(`${interfaceName} (no such interface)`);
      continue;
    }
    for (const prop of Object.keys(props)) {
      if (!declared.includes(prop)) stale.push(`${interfaceName}.${prop}`);
    }
  }
  if (stale.length > 0)
    throw new Error(
      `${shared.file} describes props that @tscircuit/props does not declare: ${stale.join(", ")}. Remove or rename them.`,
    );
}

export interface ApplyOptions {
  /** The shared descriptions, by declaring interface. */
  shared?: SharedDescriptions;
  /**
   * The interface declaring each own prop (own props of `<group>` are
   * `BaseGroupProps`'), so shared descriptions apply to them too.
   */
  declaredIn?: Record<string, string>;
}

function allRows(
  table: PropsTableData,
  declaredIn: Record<string, string>,
): { row: PropRow; interfaceName: string; own: boolean }[] {
  return [
    ...table.own.map((row) => ({
      row,
      interfaceName: declaredIn[row.name] ?? table.interfaceName,
      own: true,
    })),
    ...table.inherited.flatMap((group) =>
      group.props.map((row) => ({
        row,
        interfaceName: group.interfaceName,
        own: false,
      })),
    ),
  ];
}

/**
 * Fills in our descriptions of the props the package leaves undescribed
 * (`source: "docs"`), in place. Returns one warning per prop still without
 * a description and per description the package makes redundant; throws,
 * naming `file`, when `ours` describes a prop the element does not have.
 */
export function applyDescriptions(
  table: PropsTableData,
  ours: Descriptions,
  file: string,
  options: ApplyOptions = {},
): string[] {
  const { shared } = options;
  const rows = allRows(table, options.declaredIn ?? {});
  const names = new Set(rows.map(({ row }) => row.name));
  const stale = Object.keys(ours).filter((name) => !names.has(name));
  if (stale.length > 0)
    throw new Error(
      `${file} describes ${stale.map((name) => `"${name}"`).join(", ")}, which <${table.element}> (${table.interfaceName}) does not have. Remove or rename ${stale.length === 1 ? "it" : "them"}.`,
    );

  const warnings: string[] = [];
  for (const { row, interfaceName, own } of rows) {
    const fromFile = Object.hasOwn(ours, row.name) ? ours[row.name] : undefined;
    const fromShared = shared?.descriptions[interfaceName]?.[row.name];
    if (row.source === "package") {
      if (fromFile !== undefined)
        warnings.push(
          `<${table.element}> prop "${row.name}": redundant description in ${file}, the package describes it; remove it.`,
        );
      else if (fromShared !== undefined && shared)
        warnings.push(
          `<${table.element}> prop "${row.name}": redundant description of ${interfaceName}.${row.name} in ${shared.file}, the package describes it; remove it.`,
        );
      continue;
    }
    const text = fromFile ?? fromShared;
    if (text !== undefined) {
      row.description = text.trim();
      row.source = "docs";
    } else {
      const where =
        interfaceName === table.interfaceName
          ? file
          : `${file} (or under ${interfaceName} in ${shared?.file ?? interfacesFileName})`;
      warnings.push(
        `<${table.element}> prop "${row.name}"${own ? "" : ` (inherited from ${interfaceName})`} has no description; add one to ${where}.`,
      );
    }
  }
  return warnings;
}
