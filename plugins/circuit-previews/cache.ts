/**
 * Rendered examples are kept on disk under a hash of everything that can
 * change a picture: the example's code and views, the versions of the
 * packages that compile and draw it (read from the lockfile, so nobody has
 * to remember to bump anything), and this renderer's own source.
 */
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import type { RenderResult, View } from "./types";

/** Packages whose version changes what an example renders to. */
const renderingPackages =
  /^node_modules\/(@tscircuit\/[^/]+|circuit-[^/]+|schematic-symbols|react|react-dom|core-js|typescript)$/;

export function renderingVersions(lockfile: string): Record<string, string> {
  const lock = JSON.parse(readFileSync(lockfile, "utf8")) as {
    packages: Record<string, { version?: string }>;
  };
  const versions: Record<string, string> = {};
  for (const [name, entry] of Object.entries(lock.packages)) {
    if (renderingPackages.test(name) && entry.version) {
      versions[name.slice("node_modules/".length)] = entry.version;
    }
  }
  return versions;
}

export function rendererFingerprint(dir: string): string {
  const hash = createHash("sha256");
  for (const file of ["worker.ts", "types.ts"]) {
    hash.update(readFileSync(path.join(dir, file)));
  }
  return hash.digest("hex");
}

export function cacheKey(
  code: string,
  views: readonly View[],
  environment: { versions: Record<string, string>; renderer: string },
): string {
  return createHash("sha256")
    .update(JSON.stringify({ code, views, ...environment }))
    .digest("hex")
    .slice(0, 20);
}

/** What the cache keeps of a successful render (pictures are files beside it). */
export interface CachedPreview {
  pictures: { view: View; file: string; width: number; height: number }[];
  circuitErrors: string[];
  ms: number;
}

function writeAtomically(file: string, content: string): void {
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, content);
  renameSync(temp, file);
}

export class PreviewCache {
  constructor(private readonly dir: string) {}

  read(key: string): CachedPreview | null {
    const file = path.join(this.dir, key, "preview.json");
    if (!existsSync(file)) return null;
    return JSON.parse(readFileSync(file, "utf8")) as CachedPreview;
  }

  pictureFile(key: string, view: View): string {
    return path.join(this.dir, key, `${view}.svg`);
  }

  write(
    key: string,
    result: Extract<RenderResult, { ok: true }>,
  ): CachedPreview {
    mkdirSync(path.join(this.dir, key), { recursive: true });
    const preview: CachedPreview = {
      pictures: result.pictures.map(({ view, svg, width, height }) => {
        writeAtomically(this.pictureFile(key, view), svg);
        return { view, file: `${view}.svg`, width, height };
      }),
      circuitErrors: result.circuitErrors,
      ms: result.ms,
    };
    // Written last: its presence marks a complete entry.
    writeAtomically(
      path.join(this.dir, key, "preview.json"),
      JSON.stringify(preview),
    );
    return preview;
  }
}
