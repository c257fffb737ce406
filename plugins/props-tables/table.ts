/**
 * A finished props table: extracted from the package once per element per
 * process (cached here), completed with our descriptions, which are re-read
 * on every call so edits show up in `docusaurus start`.
 */
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { readRecord } from "../../lib/tscircuit-release";
import {
  effectsFile as defaultEffectsFile,
  type PropEffectsFile,
  readEffects,
  versionMismatch,
} from "../prop-effects/effects";
import { descriptionsDir } from "../shared/descriptions";
import {
  applyDescriptions,
  checkInterfaceDescriptions,
  interfacesFileName,
  readDescriptions,
  readInterfaceDescriptions,
} from "./descriptions";
import {
  type ExtractOptions,
  extractProps,
  groupProps,
  interfaceOwnProps,
} from "./extract";
import type { PropsTableData } from "./types";

export interface LoadOptions extends ExtractOptions {
  /**
   * The probe's output (plugins/prop-effects), whose no-effect props the
   * table marks; defaults to `<siteDir>/docs/_generated/prop-effects.json`.
   * `false`: mark nothing.
   */
  effectsFile?: string | false;
  /** Root the file names in messages are relative to; defaults to the working directory. */
  siteDir?: string;
  /** Where `<element>.json` and `_shared.json` live; defaults to `<siteDir>/docs/_descriptions/props`. */
  descriptionsDir?: string;
}

export interface LoadedTable {
  table: PropsTableData;
  warnings: string[];
}

interface Extracted {
  table: PropsTableData;
  /** Where each own prop is declared, for the shared descriptions. */
  declaredIn: Record<string, string>;
}

const extracted = new Map<string, Extracted>();

/** Forgets extracted tables (tests; a different package directory). */
export function clearTableCache(): void {
  extracted.clear();
}

function extractCached(element: string, options: ExtractOptions): Extracted {
  const key = `${options.packageDir ?? ""}\0${element}`;
  let found = extracted.get(key);
  if (!found) {
    const props = extractProps(element, options);
    found = {
      table: groupProps(props, options),
      declaredIn: Object.fromEntries(
        props.props
          .filter((prop) => prop.own)
          .map((prop) => [prop.name, prop.declaredIn]),
      ),
    };
    extracted.set(key, found);
  }
  return found;
}

export function descriptionsDirOf(options: LoadOptions): string {
  const siteDir = options.siteDir ?? process.cwd();
  return options.descriptionsDir ?? descriptionsDir(siteDir, "props");
}

export function loadPropsTable(
  element: string,
  options: LoadOptions = {},
): LoadedTable {
  const siteDir = options.siteDir ?? process.cwd();
  const dir = descriptionsDirOf(options);
  const shown = (file: string) => path.relative(siteDir, file) || file;

  const { table: cached, declaredIn } = extractCached(element, options);
  const table = structuredClone(cached);
  const elementFile = path.join(dir, `${element}.json`);
  const shared = readInterfaceDescriptions(path.join(dir, interfacesFileName));
  if (shared) {
    shared.file = shown(shared.file);
    checkInterfaceDescriptions(shared, (name) =>
      interfaceOwnProps(name, options),
    );
  }
  const effects = noEffectOf(element, siteDir, options.effectsFile);
  const warnings = applyDescriptions(
    table,
    readDescriptions(elementFile),
    shown(elementFile),
    {
      shared,
      declaredIn,
      ...(effects.marked ? { noEffect: effects.marked } : {}),
    },
  );
  return { table, warnings: [...effects.warnings, ...warnings] };
}

const effectsCache = new Map<
  string,
  { mtimeMs: number; file?: PropEffectsFile }
>();

/** The file, re-read when it changes (`docusaurus start`). */
function readEffectsCached(file: string): PropEffectsFile | undefined {
  const mtimeMs = existsSync(file) ? statSync(file).mtimeMs : -1;
  const cached = effectsCache.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.file;
  const read = mtimeMs < 0 ? undefined : readEffects(file);
  effectsCache.set(file, { mtimeMs, file: read });
  return read;
}

/**
 * The element's no-effect props, when the probe's file was made with the
 * pinned core and props; otherwise none, and a warning.
 */
export function noEffectOf(
  element: string,
  siteDir: string,
  effectsFile: string | false | undefined,
): {
  marked?: { props: ReadonlySet<string>; core: string };
  warnings: string[];
} {
  if (effectsFile === false) return { warnings: [] };
  const file = effectsFile ?? defaultEffectsFile(siteDir);
  const effects = readEffectsCached(file);
  if (!effects)
    return {
      warnings: [
        `${path.relative(siteDir, file) || file} is missing: no props are marked "no effect"; run npm run probe:props.`,
      ],
    };
  const mismatch = versionMismatch(effects, readRecord().packages);
  if (mismatch)
    return {
      warnings: [`${mismatch} No props are marked "no effect" until then.`],
    };
  const entry = effects.elements[element];
  if (!entry) return { warnings: [] };
  return {
    marked: { props: new Set(entry.noEffect), core: effects.core },
    warnings: [],
  };
}
