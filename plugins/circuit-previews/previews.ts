/**
 * Renders circuit examples through the cache and the pool, reports progress,
 * and publishes the pictures a build uses as static files.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import {
  type CachedPreview,
  cacheKey,
  PreviewCache,
  rendererFingerprint,
  renderingVersions,
} from "./cache";
import { errorProblems } from "./expected-errors";
import { RenderPool } from "./pool";
import type { CircuitExample, RenderResult, View } from "./types";

export interface PreviewsOptions {
  siteDir: string;
  /** Where rendered examples are cached between builds. */
  cacheDir: string;
  /** A Docusaurus static directory; pictures go to `<it>/generated/circuits/`. */
  staticDir: string;
  workers: number;
  timeoutMs: number;
  log?: (line: string) => void;
}

/** A preview ready for a page: the picture URLs and what the circuit reports. */
export interface PagePreview {
  key: string;
  pictures: {
    view: View;
    src: string;
    /** The picture drawn for the dark colour mode, if it has one. */
    darkSrc?: string;
    width: number;
    height: number;
    alt: string;
    /** Its smallest text in CSS pixels at `width`, if it has text. */
    minTextPx?: number;
  }[];
  circuitErrors: string[];
  circuitWarnings: string[];
}

export const publicPath = "/generated/circuits";

/** Where a failed example is, in the page: `docs/x.mdx:47:5`. */
export function describeFailure(
  example: Pick<CircuitExample, "file" | "line">,
  result: Extract<RenderResult, { ok: false }>,
): string {
  const { error } = result;
  // The code starts on the line after the opening fence.
  const line = error.line ? example.line + error.line : example.line;
  const column = error.line && error.column ? `:${error.column}` : "";
  return `${example.file}:${line}${column}: ${error.phase} error in the circuit example at line ${example.line}: ${error.message}`;
}

/**
 * The fence's first tab must have a picture: `view="simulation"` on a
 * circuit without an `<analogsimulation>` has no graph.
 */
export function missingViewProblem(
  example: Pick<CircuitExample, "file" | "line" | "defaultView">,
  cached: { pictures: readonly { view: View }[] },
): string | undefined {
  if (cached.pictures.some((picture) => picture.view === example.defaultView))
    return undefined;
  const why =
    example.defaultView === "simulation"
      ? "the circuit has no <analogsimulation>, so there is no graph"
      : "that view was not drawn";
  return `${example.file}:${example.line}: the fence asks for view="${example.defaultView}", but ${why}`;
}

export class CircuitPreviews {
  private readonly cache: PreviewCache;
  private readonly environment: {
    versions: Record<string, string>;
    renderer: string;
  };
  private pool: RenderPool | null = null;
  private readonly used = new Set<string>();
  private readonly log: (line: string) => void;

  constructor(private readonly options: PreviewsOptions) {
    this.cache = new PreviewCache(options.cacheDir);
    this.environment = {
      versions: renderingVersions(
        path.join(options.siteDir, "package-lock.json"),
      ),
      renderer: rendererFingerprint(__dirname),
    };
    this.log = options.log ?? ((line) => console.log(line));
  }

  keyOf(code: string, views: readonly View[]): string {
    return cacheKey(code, views, this.environment);
  }

  private toPagePreview(key: string, cached: CachedPreview): PagePreview {
    this.used.add(key);
    return {
      key,
      pictures: cached.pictures.map(({ file, darkFile, ...picture }) => ({
        ...picture,
        src: `${publicPath}/${key}/${file}`,
        ...(darkFile ? { darkSrc: `${publicPath}/${key}/${darkFile}` } : {}),
      })),
      circuitErrors: cached.circuitErrors,
      circuitWarnings: cached.circuitWarnings ?? [],
    };
  }

  private renderPool(): RenderPool {
    this.pool ??= new RenderPool({
      size: this.options.workers,
      timeoutMs: this.options.timeoutMs,
    });
    return this.pool;
  }

  /**
   * Renders every example not already cached, printing "n of N" as it goes
   * and the slowest examples at the end. Throws one error listing every
   * example that failed, each with its file and line.
   */
  async renderAll(examples: CircuitExample[]): Promise<void> {
    const pending = examples.filter(
      (example) => !this.cache.read(this.keyOf(example.code, example.views)),
    );
    const started = performance.now();
    const failures: string[] = [];
    const timings: { where: string; ms: number }[] = [];
    let done = 0;
    await Promise.all(
      pending.map(async (example) => {
        const result = await this.renderPool().render({
          code: example.code,
          filename: `${path.basename(example.file)}:${example.line}.tsx`,
          views: example.views,
        });
        done += 1;
        const where = `${example.file}:${example.line}`;
        if (result.ok) {
          this.cache.write(this.keyOf(example.code, example.views), result);
          timings.push({ where, ms: result.ms });
          const simulated = result.simulation
            ? ` (simulation ${Math.round(result.simulation.ms + result.simulation.engineStartMs)} ms)`
            : "";
          this.log(
            `[circuit-previews] ${done} of ${pending.length} rendered  ${where}  ${Math.round(result.ms)} ms${simulated}`,
          );
        } else {
          failures.push(describeFailure(example, result));
          this.log(
            `[circuit-previews] ${done} of ${pending.length} FAILED  ${where}`,
          );
        }
      }),
    );
    await this.close();
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    this.log(
      `[circuit-previews] ${examples.length} examples: ${examples.length - pending.length} from cache, ${pending.length} rendered in ${seconds} s`,
    );
    const slowest = timings.sort((a, b) => b.ms - a.ms).slice(0, 5);
    if (slowest.length > 0) {
      this.log(
        `[circuit-previews] slowest: ${slowest.map((t) => `${t.where} ${Math.round(t.ms)} ms`).join(", ")}`,
      );
    }
    for (const example of examples) {
      const cached = this.cache.read(this.keyOf(example.code, example.views));
      if (!cached) continue;
      failures.push(...errorProblems(example, cached.circuitErrors));
      const missing = missingViewProblem(example, cached);
      if (missing) failures.push(missing);
    }
    if (failures.length > 0) {
      throw new Error(
        `${failures.length} circuit example problem(s):\n${failures.map((f) => `  ${f}`).join("\n")}`,
      );
    }
  }

  /**
   * The preview of one example, for the remark plugin. Normally cached by
   * renderAll; an example edited while the dev server runs renders here.
   */
  async get(example: CircuitExample): Promise<PagePreview> {
    const key = this.keyOf(example.code, example.views);
    let cached = this.cache.read(key);
    if (!cached) {
      const result = await this.renderPool().render({
        code: example.code,
        filename: `${path.basename(example.file)}:${example.line}.tsx`,
        views: example.views,
      });
      if (!result.ok) throw new Error(describeFailure(example, result));
      cached = this.cache.write(key, result);
    }
    const missing = missingViewProblem(example, cached);
    if (missing) throw new Error(missing);
    this.publish(key);
    return this.toPagePreview(key, cached);
  }

  /** Copies one example's pictures into the static directory. */
  publish(key: string): void {
    const target = path.join(this.options.staticDir, publicPath, key);
    if (existsSync(target)) return;
    mkdirSync(path.dirname(target), { recursive: true });
    cpSync(path.join(this.options.cacheDir, key), target, {
      recursive: true,
      filter: (source) => !source.endsWith(".json"),
    });
  }

  /**
   * Publishes these examples' pictures, and removes the published pictures
   * and the cache entries of examples no page has any more (`examples` is
   * every example of the docs).
   */
  publishOnly(examples: CircuitExample[]): void {
    const keys = new Set(examples.map((e) => this.keyOf(e.code, e.views)));
    for (const dir of [
      path.join(this.options.staticDir, publicPath),
      this.options.cacheDir,
    ]) {
      if (!existsSync(dir)) continue;
      for (const entry of readdirSync(dir)) {
        if (!keys.has(entry))
          rmSync(path.join(dir, entry), { recursive: true, force: true });
      }
    }
    for (const key of keys) this.publish(key);
  }

  async close(): Promise<void> {
    await this.pool?.close();
    this.pool = null;
  }
}
