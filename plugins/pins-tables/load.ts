/**
 * Pins tables compiled once per element per process, through the render
 * processes of the circuit previews (the untrusted-code sandbox and the
 * Node 20 polyfills live there), cached on disk beside the render cache.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { IdleRenderPool } from "../circuit-previews/idle-pool";
import { type PinsTableData, pinsFromCircuitJson, pinsProbeCode } from "./pins";

export interface PinsLoaderOptions {
  /** Folder of cached tables; none: no disk cache. */
  cacheDir?: string;
  /** Folded into the cache key: what can change the pins (package versions). */
  cacheKey?: string;
  timeoutMs?: number;
}

export class PinsLoader {
  private readonly pool: IdleRenderPool;
  private readonly loaded = new Map<string, Promise<PinsTableData>>();

  constructor(private readonly options: PinsLoaderOptions = {}) {
    this.pool = new IdleRenderPool({
      timeoutMs: options.timeoutMs ?? 60_000,
      idleMs: 2000,
    });
  }

  load(element: string): Promise<PinsTableData> {
    let found = this.loaded.get(element);
    if (!found) {
      found = this.compile(element);
      this.loaded.set(element, found);
    }
    return found;
  }

  close(): Promise<void> {
    return this.pool.close();
  }

  private cacheFile(code: string): string | undefined {
    if (!this.options.cacheDir) return undefined;
    const hash = createHash("sha256")
      .update(`${this.options.cacheKey ?? ""}\0${code}`)
      .digest("hex")
      .slice(0, 24);
    return path.join(this.options.cacheDir, `${hash}.json`);
  }

  private async compile(element: string): Promise<PinsTableData> {
    const code = pinsProbeCode(element);
    if (code === undefined) return { element, sampleProps: {}, pins: [] };
    const file = this.cacheFile(code);
    if (file) {
      try {
        return JSON.parse(readFileSync(file, "utf8")) as PinsTableData;
      } catch {
        // Not cached yet.
      }
    }
    const result = await this.pool.render({
      code,
      filename: `${element}-pins.tsx`,
      views: [],
      withCircuitJson: true,
    });
    if (!result.ok)
      throw new Error(
        `<${element}> could not be compiled to list its pins: ${result.error.message}. If it needs a prop, add a sample value to sampleProps in plugins/pins-tables/pins.ts.`,
      );
    const table = pinsFromCircuitJson(element, result.circuitJson ?? []);
    if (file) {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(table));
    }
    return table;
  }
}
