/**
 * A finished props table: extracted from the package once per element per
 * process (cached here), completed with our descriptions, which are re-read
 * on every call so edits show up in `docusaurus start`.
 */
import path from "node:path";
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
  const warnings = applyDescriptions(
    table,
    readDescriptions(elementFile),
    shown(elementFile),
    { shared, declaredIn },
  );
  return { table, warnings };
}
