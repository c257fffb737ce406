/**
 * Footprint string → PCB picture (SVG), and the files the site serves them
 * from: `<siteDir>/.generated/static/generated/footprints/<name>.svg`, served
 * at `/generated/footprints/<name>.svg`.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type FootprintLibraries, footprintLibraries } from "./footprinter";

/** Size of every picture, in CSS pixels; the footprint is fitted inside. */
export const footprintSvgSize = { width: 300, height: 200 } as const;

/** URL folder of the pictures, and the folder under `siteDir` it maps to. */
export const footprintUrlDir = "/generated/footprints";
const footprintFileDir = path.join(
  ".generated",
  "static",
  "generated",
  "footprints",
);

/** A footprint string footprinter rejects, with footprinter's own words. */
export class FootprintStringError extends Error {
  constructor(
    readonly footprint: string,
    readonly reason: string,
  ) {
    super(`Footprint string "${footprint}" does not render: ${reason}`);
    this.name = "FootprintStringError";
  }
}

/** Footprinter's errors are sometimes zod issue lists (JSON); keep them short. */
function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  try {
    const issues = JSON.parse(message) as unknown;
    if (Array.isArray(issues)) {
      return issues
        .map((issue: { path?: unknown[]; message?: string }) => {
          const where = issue.path?.length ? `${issue.path.join(".")}: ` : "";
          return `${where}${issue.message ?? JSON.stringify(issue)}`;
        })
        .join("; ");
    }
  } catch {
    // Not JSON: a plain message.
  }
  return message.replace(/\s+/g, " ").trim();
}

type CircuitJson = ReturnType<
  ReturnType<FootprintLibraries["footprinter"]["fp"]["string"]>["circuitJson"]
>;

/** Circuit JSON of a footprint string; throws FootprintStringError. */
export function footprintCircuitJson(footprint: string): CircuitJson {
  let circuitJson: CircuitJson;
  try {
    circuitJson = footprintLibraries()
      .footprinter.fp.string(footprint)
      .circuitJson();
  } catch (error) {
    throw new FootprintStringError(footprint, reasonOf(error));
  }
  const copper = circuitJson.filter((element) =>
    ["pcb_smtpad", "pcb_plated_hole", "pcb_hole"].includes(element.type),
  );
  if (copper.length === 0) {
    throw new FootprintStringError(
      footprint,
      "it produces no pads or holes (a required parameter may be missing)",
    );
  }
  return circuitJson;
}

const svgCache = new Map<string, string>();

/**
 * The PCB picture of a footprint string: pads with their pin numbers,
 * holes and silkscreen on the renderer's own dark background, fitted into
 * {@link footprintSvgSize}. A viewBox is added so the picture scales.
 */
export function renderFootprintSvg(footprint: string): string {
  const cached = svgCache.get(footprint);
  if (cached) return cached;
  const circuitJson = footprintCircuitJson(footprint);
  const { width, height } = footprintSvgSize;
  const { convertCircuitJsonToPcbSvg } = footprintLibraries().circuitToSvg;
  let svg: string;
  try {
    svg = convertCircuitJsonToPcbSvg(circuitJson, {
      width,
      height,
      showPinNumbers: true,
    });
  } catch (error) {
    throw new FootprintStringError(
      footprint,
      `circuit-to-svg failed: ${reasonOf(error)}`,
    );
  }
  if (!svg.startsWith("<svg")) {
    throw new FootprintStringError(footprint, "circuit-to-svg returned no SVG");
  }
  if (!/^<svg[^>]*\sviewBox=/.test(svg)) {
    svg = svg.replace(/^<svg/, `<svg viewBox="0 0 ${width} ${height}"`);
  }
  svgCache.set(footprint, svg);
  return svg;
}

const fileNames = new Map<string, string>();
const stringsByFileName = new Map<string, string>();

/**
 * File name of a footprint string's picture: the string with every
 * character outside `[A-Za-z0-9_-]` turned into `_` (`soic8_p1.27mm` →
 * `soic8_p1_27mm.svg`). Two strings that would share a name (`a.b` and
 * `a_b`) are told apart by a short hash of the later one.
 */
export function footprintSvgFileName(footprint: string): string {
  const known = fileNames.get(footprint);
  if (known) return known;
  const safe = footprint.replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 120) || "_";
  let name = `${safe}.svg`;
  const owner = stringsByFileName.get(name);
  if (owner !== undefined && owner !== footprint) {
    const hash = createHash("sha256")
      .update(footprint)
      .digest("hex")
      .slice(0, 8);
    name = `${safe}-${hash}.svg`;
  }
  fileNames.set(footprint, name);
  stringsByFileName.set(name, footprint);
  return name;
}

/** URL path the site serves a footprint string's picture at. */
export function footprintSvgUrl(footprint: string): string {
  return `${footprintUrlDir}/${footprintSvgFileName(footprint)}`;
}

/** Writes through a temporary file, and only when the content changed. */
export function writeFileAtomic(file: string, content: string): boolean {
  try {
    if (readFileSync(file, "utf8") === content) return false;
  } catch {
    // Missing or unreadable: write it.
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, file);
  return true;
}

export interface WrittenFootprint {
  footprint: string;
  /** URL path, e.g. `/generated/footprints/soic8.svg`. */
  src: string;
  file: string;
  width: number;
  height: number;
}

/**
 * Renders each footprint string and writes its picture under `siteDir`.
 * Throws FootprintStringError for the first string that does not render.
 */
export function writeFootprintAssets(
  siteDir: string,
  footprints: readonly string[],
): WrittenFootprint[] {
  const directory = path.join(siteDir, footprintFileDir);
  return footprints.map((footprint) => {
    const file = path.join(directory, footprintSvgFileName(footprint));
    // Rendering is cached; the write is not, so a deleted file comes back
    // on the next build (an unchanged file is only read and compared).
    writeFileAtomic(file, renderFootprintSvg(footprint));
    return {
      footprint,
      src: footprintSvgUrl(footprint),
      file,
      ...footprintSvgSize,
    };
  });
}
