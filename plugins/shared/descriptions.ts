/**
 * Our descriptions of the things a package lists without explaining them:
 * element props (`@tscircuit/props`), footprint-string parameters
 * (`@tscircuit/footprinter`) and `tsci` arguments and options
 * (`@tscircuit/cli`). One format and one place for all of them:
 *
 *   docs/_descriptions/<kind>/<name>.json   { "<item>": "One sentence." }
 *
 * with a `_shared.json` beside them for items many owners share, grouped
 * by owner: `{ "<owner>": { "<item>": "One sentence." } }`.
 *
 * And one rule, applied by `DescriptionBook`: the package's own text
 * first, ours second; an item with neither is a warning naming the file to
 * add it to; ours for an item the package already describes is a warning
 * (redundant); ours for an item the package does not have is an error
 * naming the file (stale), so the files cannot drift from the packages.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** Where every kind of description lives, relative to the site. */
export const descriptionsRoot = "docs/_descriptions";
/** The file of descriptions shared between owners, in each kind's folder. */
export const sharedFileName = "_shared.json";

export type DescriptionKind = "props" | "footprint-params" | "cli";

export function descriptionsDir(siteDir: string, kind: DescriptionKind) {
  return path.join(siteDir, descriptionsRoot, kind);
}

export type Texts = Readonly<Record<string, string>>;

/** One file of descriptions, flat, or one owner's part of a shared file. */
export interface DescriptionLayer {
  /** The file, as messages name it. */
  file: string;
  texts: Texts;
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`${file}: not valid JSON (${(error as Error).message}).`);
  }
}

function isTexts(value: unknown): value is Texts {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every(
      (text) => typeof text === "string" && text.trim() !== "",
    )
  );
}

/** A flat file (`{ item: text }`), or `{}` when it does not exist. */
export function readTexts(file: string): Texts {
  if (!existsSync(file)) return {};
  const value = readJson(file);
  if (!isTexts(value))
    throw new Error(
      `${file}: expected an object mapping names to non-empty description strings.`,
    );
  return value;
}

/** A shared file (`{ owner: { item: text } }`), or `{}` when it does not exist. */
export function readSharedTexts(file: string): Readonly<Record<string, Texts>> {
  if (!existsSync(file)) return {};
  const value = readJson(file);
  if (
    typeof value !== "object" ||
    value === null ||
    Array.isArray(value) ||
    !Object.values(value).every(isTexts)
  )
    throw new Error(
      `${file}: expected an object mapping owner names to objects of descriptions.`,
    );
  return value as Record<string, Texts>;
}

/**
 * The error for descriptions of things the package does not have; `lacks`
 * ends the sentence "… describes "x", which …": `` `tsci dev` does not have ``.
 */
export function staleError(
  file: string,
  items: readonly string[],
  lacks: string,
): Error {
  const plural = items.length !== 1;
  return new Error(
    `${file} describes ${items.map((item) => `"${item}"`).join(", ")}, which ${lacks}. Remove or rename ${plural ? "them" : "it"}.`,
  );
}

export interface DescribedItem {
  /** How messages name the item, e.g. `<diode> prop "anode"`. */
  label: string;
  /** The package's own text for it, if any. */
  packageText?: string | null;
  /**
   * Where ours may be, first match wins: a layer and the key in it.
   * `fallback`: a layer of defaults for many owners, which the package
   * may well describe for some of them, so that is not called redundant.
   */
  lookups: readonly {
    layer: DescriptionLayer;
    key: string;
    fallback?: boolean;
  }[];
  /** The file a missing description should be added to. */
  addTo: string;
}

export interface Description {
  text: string | null;
  source: "package" | "docs" | null;
}

/**
 * Applies the rule to the items of one table or catalogue: `describe` each
 * item, then `failOnStale` with the layers used, which throws on any
 * description no item asked for.
 */
export class DescriptionBook {
  readonly warnings: string[] = [];
  private readonly asked = new Map<DescriptionLayer, Set<string>>();

  describe(item: DescribedItem): Description {
    let ours: { text: string; file: string; fallback: boolean } | undefined;
    for (const { layer, key, fallback = false } of item.lookups) {
      const keys = this.asked.get(layer) ?? new Set<string>();
      this.asked.set(layer, keys);
      keys.add(key);
      if (!ours && Object.hasOwn(layer.texts, key))
        ours = {
          text: (layer.texts[key] as string).trim(),
          file: layer.file,
          fallback,
        };
    }
    const packageText = item.packageText?.trim();
    if (packageText) {
      if (ours && !ours.fallback)
        this.warnings.push(
          `${item.label}: redundant description in ${ours.file}, the package describes it; remove it.`,
        );
      return { text: packageText, source: "package" };
    }
    if (ours) return { text: ours.text, source: "docs" };
    this.warnings.push(
      `${item.label} has no description; add one to ${item.addTo}.`,
    );
    return { text: null, source: null };
  }

  /**
   * Throws when a layer describes keys no item looked up: things the
   * package does not have. `lacks` says what lacks them (see staleError).
   */
  failOnStale<Layer extends DescriptionLayer>(
    layers: readonly Layer[],
    lacks: (layer: Layer) => string,
  ): void {
    for (const layer of layers) {
      const asked = this.asked.get(layer) ?? new Set<string>();
      const stale = Object.keys(layer.texts).filter((key) => !asked.has(key));
      if (stale.length > 0) throw staleError(layer.file, stale, lacks(layer));
    }
  }
}
