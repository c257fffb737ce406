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
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import type { RenderResult, View } from "./types";

/** The packages the render processes load; everything they need follows. */
export const renderRoots = [
  "@tscircuit/core",
  "circuit-to-svg",
  "circuit-json-to-simple-3d",
  "@tscircuit/ngspice-spice-engine",
  "eecircuit-engine",
  "spicey",
  "react",
  "typescript",
  "core-js",
] as const;

interface LockEntry {
  version?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/**
 * Where npm would resolve `name` from the package installed at `from`
 * (a lockfile key such as `node_modules/a/node_modules/b`): the nearest
 * `node_modules/name` walking up from it.
 */
function resolveInLock(
  packages: Record<string, LockEntry>,
  from: string,
  name: string,
): string | undefined {
  let base = from;
  for (;;) {
    const candidate = `${base ? `${base}/` : ""}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!base) return undefined;
    const cut = base.lastIndexOf("/node_modules/");
    base = cut === -1 ? "" : base.slice(0, cut);
  }
}

/**
 * The resolved version of every package in the dependency closure of the
 * render toolchain, read from the lockfile: a transitive dependency bumped
 * by `npm update` (a solver, a parser, `zod`) changes the cache key.
 */
export function renderingVersions(
  lockfile: string,
  roots: readonly string[] = renderRoots,
): Record<string, string> {
  const lock = JSON.parse(readFileSync(lockfile, "utf8")) as {
    packages: Record<string, LockEntry>;
  };
  const versions: Record<string, string> = {};
  const queue: string[] = [];
  for (const root of roots) {
    const key = resolveInLock(lock.packages, "", root);
    if (key) queue.push(key);
  }
  const seen = new Set<string>();
  while (queue.length > 0) {
    const key = queue.pop() as string;
    if (seen.has(key)) continue;
    seen.add(key);
    const entry = lock.packages[key];
    versions[key.slice("node_modules/".length)] = entry.version ?? "";
    for (const name of Object.keys({
      ...entry.dependencies,
      ...entry.optionalDependencies,
      ...entry.peerDependencies,
    })) {
      const found = resolveInLock(lock.packages, key, name);
      if (found && !seen.has(found)) queue.push(found);
    }
  }
  return Object.fromEntries(
    Object.entries(versions).sort(([a], [b]) => a.localeCompare(b)),
  );
}

/** The renderer's source, and the footprint files examples can load. */
export function rendererFingerprint(dir: string): string {
  const hash = createHash("sha256");
  for (const file of [
    "worker.ts",
    "types.ts",
    "alt-text.ts",
    "dark-colors.ts",
    "simulation-graph.ts",
    "spice-engine.ts",
    "svg.ts",
    "../shared/node22-polyfills.ts",
  ]) {
    hash.update(readFileSync(path.join(dir, file)));
  }
  const kicadDir = path.resolve(dir, "../../docs/footprints/_kicad");
  if (existsSync(kicadDir))
    for (const name of readdirSync(kicadDir).sort()) {
      hash.update(name);
      hash.update(readFileSync(path.join(kicadDir, name)));
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
  pictures: {
    view: View;
    file: string;
    /** The dark-mode variant's file, beside `file`, when there is one. */
    darkFile?: string;
    width: number;
    height: number;
    alt: string;
    minTextPx?: number;
  }[];
  circuitErrors: string[];
  circuitWarnings: string[];
  ms: number;
  /** Time in SPICE engines, for an example that simulates. */
  simulation?: { ms: number; engineStartMs: number };
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

  pictureFile(key: string, file: string): string {
    return path.join(this.dir, key, file);
  }

  write(
    key: string,
    result: Extract<RenderResult, { ok: true }>,
  ): CachedPreview {
    mkdirSync(path.join(this.dir, key), { recursive: true });
    const preview: CachedPreview = {
      pictures: result.pictures.map(({ svg, dark, ...picture }) => {
        const file = `${picture.view}.svg`;
        writeAtomically(this.pictureFile(key, file), svg);
        if (dark === undefined) return { ...picture, file };
        const darkFile = `${picture.view}.dark.svg`;
        writeAtomically(this.pictureFile(key, darkFile), dark);
        return { ...picture, file, darkFile };
      }),
      circuitErrors: result.circuitErrors,
      circuitWarnings: result.circuitWarnings ?? [],
      ms: result.ms,
      ...(result.simulation ? { simulation: result.simulation } : {}),
    };
    // Written last: its presence marks a complete entry.
    writeAtomically(
      path.join(this.dir, key, "preview.json"),
      JSON.stringify(preview),
    );
    return preview;
  }
}
