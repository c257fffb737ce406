/**
 * Rendered diagrams are kept in the repository (rendered/<key>.<mode>.svg),
 * so building the site needs no browser: only a new or edited diagram is
 * drawn, by whoever changed it (`npm run diagrams`, or the build itself when
 * Chromium is at hand).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type ColorMode, colorModes } from "./settings";

export const renderedDir = path.join(__dirname, "rendered");

export type DiagramSvgs = Record<ColorMode, string>;

function fileOf(key: string, mode: ColorMode, dir: string): string {
  return path.join(dir, `${key}.${mode}.svg`);
}

export function readRendered(
  key: string,
  dir = renderedDir,
): DiagramSvgs | undefined {
  if (!colorModes.every((mode) => existsSync(fileOf(key, mode, dir))))
    return undefined;
  return Object.fromEntries(
    colorModes.map((mode) => [
      mode,
      readFileSync(fileOf(key, mode, dir), "utf8").trimEnd(),
    ]),
  ) as DiagramSvgs;
}

export function writeRendered(
  key: string,
  svgs: DiagramSvgs,
  dir = renderedDir,
): void {
  for (const mode of colorModes)
    writeFileSync(fileOf(key, mode, dir), `${svgs[mode]}\n`);
}

/** Keys that have a file in the store. */
export function storedKeys(dir = renderedDir): Set<string> {
  if (!existsSync(dir)) return new Set();
  return new Set(
    readdirSync(dir)
      .map((name) => /^([0-9a-f]{16})\.\w+\.svg$/.exec(name)?.[1])
      .filter((key): key is string => key !== undefined),
  );
}
