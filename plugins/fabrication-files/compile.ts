/**
 * Compiles a page's circuit example to circuit JSON in a render process
 * (the same pool and worker as the circuit previews) and converts it to
 * fabrication files there too. Results are cached on disk under a
 * hash of the code, the lockfile versions of the compiler and converters,
 * and this plugin's source, so a build without changes compiles nothing.
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
import { renderingVersions } from "../circuit-previews/cache";
import { IdleRenderPool } from "../circuit-previews/idle-pool";
import type { FabricationSet } from "./convert";

export interface CompiledBoard extends FabricationSet {
  /** `*_error` elements the circuit reports, as `type: message`. */
  circuitErrors: string[];
}

const converterRoots = [
  "@tscircuit/core",
  "circuit-json-to-gerber",
  "circuit-json-to-bom-csv",
  "circuit-json-to-pnp-csv",
];

export interface FabricationCompilerOptions {
  siteDir: string;
  /** Cached boards; default `<siteDir>/.generated/cache/fabrication`. */
  cacheDir?: string;
  /** How long one compile may take before its process is killed. */
  timeoutMs?: number;
}

/**
 * Compiles examples to boards and their fabrication files, each once per
 * build and cached on disk; its render process stops a few seconds after
 * the last job.
 */
export class FabricationCompiler {
  private readonly memory = new Map<string, Promise<CompiledBoard>>();
  private readonly environment: string;
  private readonly cacheDir: string;
  private readonly pool: IdleRenderPool;

  constructor({ siteDir, cacheDir, timeoutMs }: FabricationCompilerOptions) {
    this.cacheDir =
      cacheDir ?? path.join(siteDir, ".generated/cache/fabrication");
    this.pool = new IdleRenderPool({
      timeoutMs: timeoutMs ?? 120_000,
      idleMs: 3000,
    });
    const lockfile = path.join(siteDir, "package-lock.json");
    const hash = createHash("sha256");
    hash.update(
      JSON.stringify(
        existsSync(lockfile) ? renderingVersions(lockfile, converterRoots) : {},
      ),
    );
    for (const file of [
      "convert.ts",
      "compile.ts",
      "../circuit-previews/worker.ts",
    ]) {
      hash.update(readFileSync(path.join(__dirname, file)));
    }
    this.environment = hash.digest("hex");
  }

  private keyOf(code: string): string {
    return createHash("sha256")
      .update(JSON.stringify({ code, environment: this.environment }))
      .digest("hex")
      .slice(0, 20);
  }

  /** The board an example describes, compiled once per build and cached. */
  board(code: string, filename: string): Promise<CompiledBoard> {
    const key = this.keyOf(code);
    let pending = this.memory.get(key);
    if (!pending) {
      pending = this.load(key, code, filename);
      this.memory.set(key, pending);
      pending.catch(() => this.memory.delete(key));
    }
    return pending;
  }

  private async load(
    key: string,
    code: string,
    filename: string,
  ): Promise<CompiledBoard> {
    const file = path.join(this.cacheDir, `${key}.json`);
    if (existsSync(file))
      return JSON.parse(readFileSync(file, "utf8")) as CompiledBoard;
    const board = await this.compile(code, filename);
    mkdirSync(this.cacheDir, { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, JSON.stringify(board));
    renameSync(temp, file);
    return board;
  }

  private async compile(
    code: string,
    filename: string,
  ): Promise<CompiledBoard> {
    // The converters are ES modules that the build process (the config is
    // loaded through jiti) cannot import: they run in the render process.
    const result = await this.pool.render({
      code,
      filename,
      views: [],
      transform: {
        module: path.join(__dirname, "convert.ts"),
        exportName: "fabricationSetOf",
      },
    });
    if (!result.ok) {
      const at = result.error.line
        ? ` (line ${result.error.line} of the example)`
        : "";
      throw new Error(
        `${result.error.phase} error${at}: ${result.error.message}`,
      );
    }
    return {
      ...(result.transformed as FabricationSet),
      circuitErrors: result.circuitErrors,
    };
  }

  /** Stops the render process now. */
  close(): Promise<void> {
    return this.pool.close();
  }
}
