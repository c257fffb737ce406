/**
 * Our descriptions of props the package leaves undescribed, in the format
 * and by the rule of every description of ours
 * (plugins/shared/descriptions.ts), under `docs/_descriptions/props/`:
 *
 * - `<element>.json`: `{ "<prop>": "One sentence." }` for one element's
 *   props, its own and inherited ones alike.
 * - `_shared.json`: `{ "<Interface>": { "<prop>": "..." } }` for props many
 *   elements inherit (`CommonLayoutProps`...), written once. An element's
 *   own file wins over it.
 *
 * The package's own text (JSDoc, zod `.describe()`) wins, except over a
 * key ending in `!` (`"pcbLeftEdgeX!"`) in an element's file: that replaces
 * a package description the pinned core contradicts, and must say why. A
 * description of a prop that no longer exists is an error, so the files
 * cannot drift from the package.
 */

import { noEffectNote } from "../prop-effects/note";
import {
  DescriptionBook,
  type DescriptionLayer,
  readSharedTexts,
  readTexts,
  sharedFileName,
  staleError,
  type Texts,
} from "../shared/descriptions";
import type { PropRow, PropsTableData } from "./types";

export type Descriptions = Texts;
export type InterfaceDescriptions = Readonly<Record<string, Texts>>;

export interface SharedDescriptions {
  descriptions: InterfaceDescriptions;
  file: string;
}

export const interfacesFileName = sharedFileName;

/** An element's description file, or `{}` when it has none. */
export const readDescriptions = readTexts;

/** The shared file, or undefined when there is none. */
export function readInterfaceDescriptions(
  file: string,
): SharedDescriptions | undefined {
  const descriptions = readSharedTexts(file);
  return Object.keys(descriptions).length === 0
    ? undefined
    : { descriptions, file };
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
    throw staleError(shared.file, stale, "@tscircuit/props does not declare");
}

export interface ApplyOptions {
  /** The shared descriptions, by declaring interface. */
  shared?: SharedDescriptions;
  /**
   * The interface declaring each own prop (own props of `<group>` are
   * `BaseGroupProps`'), so shared descriptions apply to them too.
   */
  declaredIn?: Record<string, string>;
  /**
   * Props the probe found the pinned core ignores, and that core's
   * version (plugins/prop-effects): their rows show "No effect in core
   * X" in place of a description, need none, and a description of ours
   * for one is named in a warning as no longer shown.
   */
  noEffect?: { props: ReadonlySet<string>; core: string };
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
  const overrides = new Map(
    Object.entries(ours)
      .filter(([key]) => key.endsWith(OVERRIDE))
      .map(([key, text]) => [key.slice(0, -OVERRIDE.length), text.trim()]),
  );
  const own: DescriptionLayer = {
    file,
    texts: Object.fromEntries(
      Object.entries(ours).filter(([key]) => !key.endsWith(OVERRIDE)),
    ),
  };
  const overridden = new Set<string>();
  const noEffectWarnings: string[] = [];
  const overrideWarnings: string[] = [];
  const sharedLayers = new Map<string, DescriptionLayer>();
  const sharedLayer = (interfaceName: string): DescriptionLayer[] => {
    const texts = shared?.descriptions[interfaceName];
    if (!shared || !texts) return [];
    let layer = sharedLayers.get(interfaceName);
    if (!layer) {
      layer = { file: `${shared.file} (${interfaceName})`, texts };
      sharedLayers.set(interfaceName, layer);
    }
    return [layer];
  };

  const book = new DescriptionBook();
  for (const { row, interfaceName, own: isOwn } of allRows(
    table,
    options.declaredIn ?? {},
  )) {
    const marked = options.noEffect?.props.has(row.name) ?? false;
    const override = overrides.get(row.name);
    if (override !== undefined) {
      overridden.add(row.name);
      if (marked)
        noEffectWarnings.push(
          `<${table.element}> prop "${row.name}": "${row.name}${OVERRIDE}" in ${file} is not shown, the table says "${noEffectNote(options.noEffect?.core ?? "")}" (plugins/prop-effects); it can be removed.`,
        );
      else if (row.source === "package" && row.description?.trim()) {
        row.description = override;
        row.source = "docs";
        continue;
      } else
        overrideWarnings.push(
          `<${table.element}> prop "${row.name}": "${row.name}${OVERRIDE}" in ${file} overrides nothing, the package does not describe it; drop the "${OVERRIDE}".`,
        );
    }
    const addTo =
      interfaceName === table.interfaceName
        ? file
        : `${file} (or under ${interfaceName} in ${shared?.file ?? interfacesFileName})`;
    const warningsBefore = book.warnings.length;
    const { text, source } = book.describe({
      label: `<${table.element}> prop "${row.name}"${isOwn ? "" : ` (inherited from ${interfaceName})`}`,
      packageText: row.source === "package" ? row.description : null,
      lookups: [own, ...sharedLayer(interfaceName)].map((layer) => ({
        layer,
        key: row.name,
      })),
      addTo,
    });
    if (marked && options.noEffect) {
      // The note replaces whatever describes the prop; a missing or
      // redundant description no longer matters, one of ours is dead text.
      book.warnings.splice(warningsBefore);
      // Only the element's own file: a shared description still serves
      // the elements whose prop the probe did not mark.
      if (source === "docs" && Object.hasOwn(own.texts, row.name))
        noEffectWarnings.push(
          `<${table.element}> prop "${row.name}": its description in ${file} is not shown, the table says "${noEffectNote(options.noEffect.core)}" (plugins/prop-effects); it can be removed.`,
        );
      row.description = noEffectNote(options.noEffect.core);
      row.source = "probe";
      row.noEffectIn = options.noEffect.core;
      continue;
    }
    if (source === "docs" && text !== null) {
      row.description = text;
      row.source = "docs";
    }
  }
  // Only the element's own file: the shared one is checked against the
  // interfaces (checkInterfaceDescriptions), since one element uses a part.
  book.failOnStale(
    [own],
    () => `<${table.element}> (${table.interfaceName}) does not have`,
  );
  const staleOverrides = [...overrides.keys()].filter(
    (name) => !overridden.has(name),
  );
  if (staleOverrides.length > 0)
    throw staleError(
      file,
      staleOverrides.map((name) => `${name}${OVERRIDE}`),
      `<${table.element}> (${table.interfaceName}) does not have`,
    );
  return [...book.warnings, ...overrideWarnings, ...noEffectWarnings];
}

/** Ends a key whose text replaces the package's own description. */
const OVERRIDE = "!";
