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
import { RenderPool } from "../circuit-previews/pool";
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

let pool: RenderPool | undefined;
let inFlight = 0;
let idleTimer: NodeJS.Timeout | undefined;

/** Closes the render process a few seconds after the last job. */
function release(): void {
  inFlight -= 1;
  if (inFlight > 0) return;
  idleTimer = setTimeout(() => {
    void closeFabricationCompiler();
  }, 3000);
}

export async function closeFabricationCompiler(): Promise<void> {
  clearTimeout(idleTimer);
  const current = pool;
  pool = undefined;
  await current?.close();
}

async function compile(code: string, filename: string): Promise<CompiledBoard> {
  clearTimeout(idleTimer);
  inFlight += 1;
  try {
    pool ??= new RenderPool({
      size: 1,
      timeoutMs: Number(process.env.CIRCUIT_RENDER_TIMEOUT_MS ?? 120_000),
    });
    // The converters are ES modules that the build process (the config is
    // loaded through jiti) cannot import: they run in the render process.
    const result = await pool.render({
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
  } finally {
    release();
  }
}

export class FabricationCompiler {
  private readonly memory = new Map<string, Promise<CompiledBoard>>();
  private readonly environment: string;

  constructor(
    private readonly cacheDir: string,
    siteDir: string,
  ) {
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
    const board = await compile(code, filename);
    mkdirSync(this.cacheDir, { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, JSON.stringify(board));
    renameSync(temp, file);
    return board;
  }
}

const compilers = new Map<string, FabricationCompiler>();

export function compilerFor(siteDir: string): FabricationCompiler {
  let compiler = compilers.get(siteDir);
  if (!compiler) {
    compiler = new FabricationCompiler(
      path.join(siteDir, ".generated/cache/fabrication"),
      siteDir,
    );
    compilers.set(siteDir, compiler);
  }
  return compiler;
}
