/**
 * The footprint catalog: every footprint function of the installed
 * @tscircuit/footprinter with a working example string, its parameters,
 * their defaults and what they mean.
 *
 * Keys come from the package's type declarations, the function's own zod
 * schema and the resolved parameters (`fp.string(example).json()`), less
 * the ones a string cannot write or the function never reads; defaults
 * from the resolved parameters; meanings from the package's `.describe()`
 * texts, else from ours (`param-meanings.ts`).
 *
 * Needs `await loadFootprintLibraries()` (./footprinter) first.
 */

import { DescriptionBook } from "../shared/descriptions";
import { exampleCandidates } from "./examples";
import { footprintLibraries } from "./footprinter";
import {
  type DeclaredKeys,
  type PackageSchemas,
  readDeclaredKeys,
  readPackageSchemas,
} from "./package-source";
import {
  everyFunction,
  type ParamMeanings,
  paramMeanings,
} from "./param-meanings";
import { footprintSvgUrl, renderFootprintSvg } from "./render";

export type FootprintKind = "passive" | "normal";

export interface FootprintParam {
  key: string;
  /** Value the function resolves to when the key is left out. */
  default?: string;
  /**
   * Value the function's example string gives the key, when the string
   * sets it itself to something else than the default (`lcc20`: num_pins
   * 20, where `lcc` alone gives 64).
   */
  example?: string;
  meaning: string | null;
  /** "package": footprinter's own description; "docs": ours. */
  source: "package" | "docs" | null;
}

export interface FootprintEntry {
  name: string;
  kind: FootprintKind;
  /** A footprint string that renders. */
  example: string;
  params: FootprintParam[];
  /** URL path of the example's PCB picture. */
  svgFile: string;
  /** Passives only: the imperial size codes the name accepts (`res0402`). */
  sizes?: string[];
}

export interface PassiveSize {
  imperial: string;
  metric: string;
  /** Centre-to-centre distance between the two pads, mm. */
  padPitch: number;
  /** Pad size along the part, mm. */
  padWidth: number;
  /** Pad size across the part, mm. */
  padHeight: number;
}

/** What `<FootprinterCatalog />` shows. */
export interface FootprintCatalogData {
  /** Options every function accepts. */
  common: FootprintParam[];
  functions: FootprintEntry[];
}

/** The key written as digits right after the function name (`soic8`). */
export const pinCountKey = "num_pins";

/** Keys of the resolved parameters that are not footprint-string options. */
/** Schema fields every function has that no footprint string writes. */
export const internalKeys: ReadonlySet<string> = new Set(["fn", "string"]);

export function passiveSizes(): PassiveSize[] {
  return footprintLibraries()
    .footprinter.getFootprintSizes()
    .map((size) => ({
      imperial: size.imperial,
      metric: size.metric,
      padPitch: size.p_mm_min,
      padWidth: size.pw_mm_min,
      padHeight: size.ph_mm_min,
    }));
}

/** A resolved parameter value as it is shown in the tables. */
export function formatDefault(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === "number") {
    return String(Number(value.toPrecision(12)));
  }
  if (typeof value === "string" || typeof value === "boolean") {
    return String(value);
  }
  if (Array.isArray(value)) {
    return value.length === 0 ? "none" : value.map(String).join(", ");
  }
  if (typeof value === "object") {
    const { x, y } = value as { x?: unknown; y?: unknown };
    if (typeof x === "number" && typeof y === "number") {
      return `${formatDefault(x)}x${formatDefault(y)}`;
    }
    return JSON.stringify(value);
  }
  return String(value);
}

type Resolved = Record<string, unknown>;

function resolvedParams(footprint: string): Resolved | null {
  try {
    const { fp } = footprintLibraries().footprinter;
    return fp.string(footprint).json() as unknown as Resolved;
  } catch {
    return null;
  }
}

/** The keys a footprint string sets itself (`soic8_p1mm` → num_pins, p). */
function explicitKeys(footprint: string): Set<string> {
  const { fp } = footprintLibraries().footprinter;
  const raw = fp.string(footprint).params() as Resolved;
  return new Set(Object.keys(raw).filter((key) => raw[key] !== undefined));
}

/**
 * Whether footprinter's own parser reads `_<key>1` back as that key: keys
 * with a digit inside (`pin1padwidth` parses as `pin` = `1padwidth`) or an
 * underscore cannot be written in a footprint string.
 */
function isWritable(example: string, key: string): boolean {
  if (!/^[a-z][a-z0-9]*$/.test(key)) return false;
  const { fp } = footprintLibraries().footprinter;
  try {
    const raw = fp.string(`${example}_${key}1`).params() as Resolved;
    return Object.hasOwn(raw, key);
  } catch {
    return false;
  }
}

export interface FoundExample {
  example: string | null;
  /** Why each tried string failed, when none worked. */
  failures: string[];
}

/** The first candidate string that renders to a picture with copper. */
export function findExample(
  name: string,
  passiveSizeCodes: readonly string[] | null,
): FoundExample {
  const failures: string[] = [];
  for (const candidate of exampleCandidates(name, passiveSizeCodes)) {
    try {
      renderFootprintSvg(candidate);
      return { example: candidate, failures };
    } catch (error) {
      failures.push(error instanceof Error ? error.message : String(error));
    }
  }
  return { example: null, failures };
}

/** A parameter before its meaning is chosen. */
export interface RawParam {
  key: string;
  default?: string;
  /** See {@link FootprintParam.example}. */
  example?: string;
  /** The package's `.describe()` text, if any. */
  packageMeaning: string | null;
}

export interface RawFunction {
  name: string;
  params: RawParam[];
}

export interface OmittedKey {
  name: string;
  key: string;
  reason: string;
}

interface RawParamsResult {
  params: RawParam[];
  omitted: OmittedKey[];
}

function rawParamsOf(
  name: string,
  example: string,
  declared: DeclaredKeys,
  schemas: PackageSchemas,
  common: ReadonlySet<string>,
  noEffect: readonly string[],
): RawParamsResult {
  const schemaKeys = schemas.keysOf(name);
  const readNames = schemas.propertyNamesOf(name);
  const declaredKeys = declared.byFunction.get(name) ?? [];
  const resolved = resolvedParams(example) ?? {};
  const explicit = explicitKeys(example);
  const bare = example === name ? resolved : resolvedParams(name);

  // Candidates: the declared keys, the keys of the function's own schema,
  // and the keys of the resolved parameters that its schemas accept (this
  // leaves out the flag set for the function name itself, `res: true`, and
  // values a transform computes).
  const candidates = new Set([...declaredKeys, ...schemas.ownKeysOf(name)]);
  for (const key of Object.keys(resolved)) {
    if (key !== name && schemaKeys.has(key)) candidates.add(key);
  }
  candidates.delete(name);
  const ordered = [...schemaKeys.keys(), ...[...candidates].sort()].filter(
    (key, index, all) =>
      candidates.has(key) &&
      all.indexOf(key) === index &&
      !internalKeys.has(key) &&
      !common.has(key),
  );

  const omitted: OmittedKey[] = [];
  const keys: string[] = [];
  const pinCount =
    declared.takesPinCount.has(name) ||
    (!declared.byFunction.has(name) && explicit.has(pinCountKey));
  if (pinCount) keys.push(pinCountKey);
  for (const key of ordered) {
    if (key === pinCountKey) continue;
    const reason = !(schemaKeys.has(key) || readNames.has(key))
      ? "the function never reads it"
      : schemaKeys.get(key)?.fixed
        ? "its schema allows one fixed value or a list of names"
        : noEffect.includes(key)
          ? "listed in param-meanings.ts as having no effect"
          : !isWritable(example, key)
            ? "a footprint string cannot spell it"
            : null;
    if (reason) omitted.push({ name, key, reason });
    else keys.push(key);
  }

  const params = keys.map((key) => {
    // A key the example sets has the bare function's value as its default,
    // when the bare name resolves, and the example's own value beside it.
    const source = explicit.has(key) ? bare : resolved;
    const value = formatDefault(source?.[key]);
    const given = explicit.has(key) ? formatDefault(resolved[key]) : undefined;
    return {
      key,
      ...(value === undefined ? {} : { default: value }),
      ...(given === undefined || given === value ? {} : { example: given }),
      packageMeaning: schemaKeys.get(key)?.description ?? null,
    };
  });
  return { params, omitted };
}

export interface MeaningCheck {
  functions: FootprintEntry["params"][];
  common: FootprintParam[];
  /** Keys shown with no meaning, and meanings the package makes redundant. */
  warnings: string[];
  /** Meanings of ours for keys no function of their group uses. */
  errors: string[];
}

/**
 * Gives every parameter its meaning by the rule all our descriptions follow
 * (plugins/shared/descriptions.ts): the package's text, else ours from the
 * last group naming the function, else ours for every function. Reports
 * keys left without a meaning and meanings the package makes redundant
 * (warnings), and meanings no parameter of their functions has (errors).
 */
export function applyMeanings(
  functions: readonly RawFunction[],
  common: readonly RawParam[],
  meanings: Pick<ParamMeanings, "groups">,
): MeaningCheck {
  const book = new DescriptionBook();
  const everyGroup = meanings.groups.filter((group) =>
    group.functions.includes(everyFunction),
  );
  const addTo = "docs/_descriptions/footprint-params/_shared.json";

  const resolve = (owner: string | null, param: RawParam): FootprintParam => {
    const groups = [
      ...meanings.groups
        .filter((group) => owner !== null && group.functions.includes(owner))
        .reverse(),
      ...everyGroup,
    ];
    const { text, source } = book.describe({
      label: `${owner ?? "every function"}: parameter "${param.key}"`,
      packageText: param.packageMeaning,
      lookups: groups.map((layer) => ({
        layer,
        key: param.key,
        fallback: layer.functions.includes(everyFunction),
      })),
      addTo,
    });
    return {
      key: param.key,
      ...(param.default === undefined ? {} : { default: param.default }),
      ...(param.example === undefined ? {} : { example: param.example }),
      meaning: text,
      source,
    };
  };

  const resolvedCommon = common.map((param) => resolve(null, param));
  const resolvedFunctions = functions.map((fn) =>
    fn.params.map((param) => resolve(fn.name, param)),
  );
  const errors: string[] = [];
  try {
    book.failOnStale(meanings.groups, (group) =>
      group.functions.includes(everyFunction)
        ? "no footprint function uses"
        : `no function of its group (${group.functions.join(", ")}) uses`,
    );
  } catch (error) {
    errors.push((error as Error).message);
  }
  const warnings = book.warnings;
  return {
    functions: resolvedFunctions,
    common: resolvedCommon,
    warnings,
    errors,
  };
}

export interface CatalogOptions {
  /** Our meanings; the shipped ones unless a test passes others. */
  meanings?: ParamMeanings;
  /** Called once per parameter without a meaning. */
  onWarning?: (message: string) => void;
}

export interface BuiltCatalog extends FootprintCatalogData {
  warnings: string[];
  /** Keys the package lists that the tables leave out, and why. */
  omittedKeys: OmittedKey[];
}

/** Builds the whole catalog; throws listing every problem found. */
export function buildCatalog(options: CatalogOptions = {}): BuiltCatalog {
  const meanings = options.meanings ?? paramMeanings;
  const onWarning =
    options.onWarning ??
    ((message: string) => console.warn(`[footprints] ${message}`));
  const { getFootprintNames, getFootprintNamesByType, getFootprintSizes } =
    footprintLibraries().footprinter;
  const declared = readDeclaredKeys();
  const schemas = readPackageSchemas();
  const names = getFootprintNames();
  const passiveNames = new Set(getFootprintNamesByType().passiveFootprintNames);
  const sizeCodes = getFootprintSizes().map((size) => size.imperial);
  const commonKeys = new Set(declared.common);

  const missing: string[] = [];
  const found = names.map((name) => {
    const kind: FootprintKind = passiveNames.has(name) ? "passive" : "normal";
    const { example, failures } = findExample(
      name,
      kind === "passive" ? sizeCodes : null,
    );
    if (!example) {
      missing.push(`${name} (${failures.at(-1) ?? "no candidates"})`);
    }
    return { name, kind, example };
  });
  if (missing.length > 0) {
    throw new Error(
      `No working example footprint string for ${missing.length} footprint function(s): ${missing.join("; ")}. Add one to plugins/footprints/examples.ts.`,
    );
  }

  const omittedKeys: OmittedKey[] = [];
  const raw: RawFunction[] = found.map(({ name, example }) => {
    const { params, omitted } = rawParamsOf(
      name,
      example as string,
      declared,
      schemas,
      commonKeys,
      meanings.noEffect[name] ?? [],
    );
    omittedKeys.push(...omitted);
    return { name, params };
  });
  const listedNoEffect = Object.entries(meanings.noEffect).flatMap(
    ([name, keys]) => keys.map((key) => ({ name, key })),
  );
  const badNoEffect = listedNoEffect.filter(
    ({ name, key }) =>
      !omittedKeys.some(
        (o) => o.name === name && o.key === key && o.reason.includes("listed"),
      ),
  );
  if (badNoEffect.length > 0) {
    throw new Error(
      `plugins/footprints/param-meanings.ts: noEffect lists keys the catalog would not show anyway: ${badNoEffect.map(({ name, key }) => `${name}.${key}`).join(", ")}`,
    );
  }
  const unknownCommon = meanings.commonNoEffect.filter(
    (key) => !commonKeys.has(key),
  );
  if (unknownCommon.length > 0) {
    throw new Error(
      `plugins/footprints/param-meanings.ts: commonNoEffect lists keys that are not common options: ${unknownCommon.join(", ")}`,
    );
  }
  const commonRaw: RawParam[] = declared.common
    .filter((key) => !meanings.commonNoEffect.includes(key))
    .map((key) => ({
      key,
      packageMeaning: commonDescription(key, names, schemas),
    }));

  const checked = applyMeanings(raw, commonRaw, meanings);
  if (checked.errors.length > 0) {
    throw new Error(checked.errors.join("; "));
  }
  for (const warning of checked.warnings) onWarning(warning);

  const functions: FootprintEntry[] = found.map(
    ({ name, kind, example }, index) => ({
      name,
      kind,
      example: example as string,
      params: checked.functions[index] ?? [],
      svgFile: footprintSvgUrl(example as string),
      ...(kind === "passive" ? { sizes: sizeCodes } : {}),
    }),
  );
  return {
    functions,
    common: checked.common,
    warnings: checked.warnings,
    omittedKeys,
  };
}

/**
 * The package's description of an option every function shares: the text
 * most functions' schemas give it (they all inherit one base schema).
 */
function commonDescription(
  key: string,
  names: readonly string[],
  schemas: PackageSchemas,
): string | null {
  const counts = new Map<string, number>();
  for (const name of names) {
    const text = schemas.keysOf(name).get(key)?.description;
    if (text) counts.set(text, (counts.get(text) ?? 0) + 1);
  }
  let best: string | null = null;
  let bestCount = 0;
  for (const [text, count] of counts) {
    if (count > bestCount) {
      best = text;
      bestCount = count;
    }
  }
  return best;
}

/** One entry per footprint function (see {@link buildCatalog}). */
export function buildFootprintCatalog(
  options: CatalogOptions = {},
): FootprintEntry[] {
  return buildCatalog(options).functions;
}

let cached: BuiltCatalog | undefined;

/** The catalog, built once per process (the package cannot change under it). */
export function getFootprintCatalog(): BuiltCatalog {
  cached ??= buildCatalog();
  return cached;
}
