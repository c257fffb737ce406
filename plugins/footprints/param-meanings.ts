/**
 * What footprint-string parameters mean, for the keys @tscircuit/footprinter
 * leaves without a zod `.describe()`: our texts, in the one format every
 * description of ours uses (plugins/shared/descriptions.ts), in
 * `docs/_descriptions/footprint-params/_shared.json`, grouped by the
 * functions they are for:
 *
 *   { "*": { "p": "..." }, "cap, diode, led, res": { "w": "..." } }
 *
 * `"*"` gives a key's meaning for every function; a group naming the
 * function wins over it, and a later group over an earlier one. Written
 * from the package source and checked against what each key changes in the
 * rendered footprint; lengths are in millimetres unless a text says
 * otherwise.
 *
 * Also here, as code because they are rules rather than texts: `noEffect`,
 * keys the package lists for a function that change nothing in it, and
 * `commonNoEffect` the same for the options every function takes; the
 * catalog leaves them out (a unit test checks they still change nothing).
 */
import path from "node:path";
import type { DescriptionLayer } from "../shared/descriptions";
import {
  descriptionsDir,
  readSharedTexts,
  sharedFileName,
} from "../shared/descriptions";

const repoRoot = path.join(__dirname, "../..");

export const meaningsFile = path.join(
  descriptionsDir(repoRoot, "footprint-params"),
  sharedFileName,
);

/** The group every function belongs to. */
export const everyFunction = "*";

export interface MeaningGroup extends DescriptionLayer {
  /** The functions the group's meanings are for; `*` for all. */
  functions: readonly string[];
}

export interface ParamMeanings {
  /** In file order; later groups win. */
  groups: readonly MeaningGroup[];
  noEffect: Readonly<Record<string, readonly string[]>>;
  /**
   * Options every function accepts that a footprint string cannot use:
   * left out of the common table.
   */
  commonNoEffect: readonly string[];
}

/** The groups of a meanings file, each a layer named after its functions. */
export function meaningGroups(
  grouped: Readonly<Record<string, Readonly<Record<string, string>>>>,
  file: string,
): MeaningGroup[] {
  return Object.entries(grouped).map(([names, texts]) => ({
    file: `${file} ("${names}")`,
    texts,
    functions: names.split(",").map((name) => name.trim()),
  }));
}

function readParamMeanings(file: string): { groups: MeaningGroup[] } {
  return {
    groups: meaningGroups(readSharedTexts(file), path.relative(repoRoot, file)),
  };
}

/** Size keys that do219ad and sod323he both list and neither draws with. */
const diodeBodyParams = [
  "anodelength",
  "anodewidth",
  "bodyheight",
  "cathodelength",
  "cathodewidth",
  "leadspan",
];

/** Keys the package lists that change nothing in that function. */
const noEffect: Record<string, readonly string[]> = {
  res: ["convex"],
  dfn: [
    "legsoutside",
    "bodylength",
    "bodythickness",
    "bodywidth",
    "pin1markwidth",
    "pin1terminalchamfer",
    "standoff",
    "terminalinset",
    "terminallength",
    "terminalpitch",
    "terminalthickness",
    "terminalwidth",
  ],
  do219ad: diodeBodyParams,
  lcc: ["legsoutside", "cc", "ccw"],
  lga: ["ccw"],
  lqfp: ["cc", "ccw"],
  mlp: ["legsoutside", "cc", "ccw"],
  qfn: ["legsoutside"],
  qfp: ["cc", "ccw"],
  quad: ["cc", "ccw"],
  tqfp: ["cc", "ccw"],
  sop8: ["legsoutside", "pillpads"],
  radial: ["ceramic"],
  pushbutton: ["od"],
  sod123: ["w"],
  sod323f: ["p"],
  sod323fl: ["p"],
  sod323he: diodeBodyParams,
  sod323w: ["p"],
  sot457: ["pillr", "reflow"],
  sot723: ["w"],
  to220: ["p"],
  to220f: ["p"],
  to92s: ["w"],
};

/**
 * `origin` takes words (center, pin1, bottomleft, …); a footprint string can
 * only pass values that start with a digit or a bracket, and `(center)`
 * matches none of them.
 */
const commonNoEffect = ["origin"];

/** Our meanings, as the catalog applies them. */
export const paramMeanings: ParamMeanings = {
  ...readParamMeanings(meaningsFile),
  noEffect,
  commonNoEffect,
};
