/**
 * Which fabrication file a `file="…"` attribute names, and the excerpt a
 * page shows of it.
 */
import type { FabricationFileData } from "./types";

const gerberLayers: Record<string, string> = {
  F_Cu: "top copper",
  B_Cu: "bottom copper",
  F_Mask: "top solder mask",
  B_Mask: "bottom solder mask",
  F_SilkScreen: "top silkscreen",
  B_SilkScreen: "bottom silkscreen",
  F_Paste: "top solder paste",
  B_Paste: "bottom solder paste",
  Edge_Cuts: "board outline",
};

export const fileSpecHelp =
  'file must be "bom", "pnp", "drill", "drill:npth" or "gerber:<layer>" with a layer such as F_Cu, B_Cu, F_Mask, F_SilkScreen, F_Paste or Edge_Cuts';

/** The file a spec names among the files of a board, and what it is. */
export function resolveFileSpec(
  spec: string,
  files: Record<string, string>,
): { name: string; kind: string } {
  const names = Object.keys(files);
  const missing = (name: string) =>
    new Error(
      `file="${spec}": the board has no ${name}; it has ${names.sort().join(", ")}`,
    );
  if (spec === "bom") return { name: "bom.csv", kind: "Bill of materials" };
  if (spec === "pnp")
    return { name: "pnp.csv", kind: "Pick-and-place (centroid)" };
  if (spec === "drill" || spec === "drill:pth") {
    const name = names.find(
      (candidate) => candidate.endsWith(".drl") && !candidate.includes("npth"),
    );
    if (!name) throw missing("plated drill file");
    return { name, kind: "Excellon drill, plated holes" };
  }
  if (spec === "drill:npth") {
    const name = names.find(
      (candidate) => candidate.endsWith(".drl") && candidate.includes("npth"),
    );
    if (!name) throw missing("non-plated drill file");
    return { name, kind: "Excellon drill, non-plated holes" };
  }
  const layer = spec.match(/^gerber:(\w+)$/)?.[1];
  if (layer) {
    const name = `${layer}.gbr`;
    if (!(name in files)) throw missing(name);
    return {
      name,
      kind: `Gerber, ${gerberLayers[layer] ?? layer.replace(/_/g, " ")}`,
    };
  }
  throw new Error(`file="${spec}" is not a file: ${fileSpecHelp}`);
}

/**
 * The first `lines` lines of a file and, when lines were left out, its last
 * line, which for Gerber (`M02*`) and drill files (`M30`) is the end-of-file
 * command a reader should see.
 */
export function excerptOf(
  content: string,
  lines: number,
): Pick<FabricationFileData, "head" | "tail" | "totalLines"> {
  const all = content.replace(/\r\n/g, "\n").replace(/\n+$/, "").split("\n");
  if (all.length <= lines + 1) return { head: all, totalLines: all.length };
  return {
    head: all.slice(0, lines),
    tail: all[all.length - 1],
    totalLines: all.length,
  };
}
