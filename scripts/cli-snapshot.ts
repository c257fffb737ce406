/**
 * Writes plugins/cli-reference/cli-snapshot.json: every command of the
 * pinned `@tscircuit/cli` with its arguments and options, as the CLI itself
 * registers them.
 *
 *   npm run cli:snapshot
 *
 * How: `npm pack` fetches the tarball into a temporary directory (its sha512
 * goes into the snapshot), and the script reads the bundle
 * `dist/cli/main.js`. Rather than parsing the `.option(…)` chains, it runs
 * the CLI's own `register…(program)` functions, the way `cli/main.ts` calls
 * them, against the commander `Command` class bundled in the same file, and
 * reads the options back from commander. Only the code those calls reach is
 * evaluated, lazily: each top-level declaration of the bundle is compiled
 * the first time something needs it, inside a scope that resolves the
 * bundle's names. Nothing starts (no server, no network): the actions are
 * registered, never run. `process.env` is empty while registering, so
 * defaults that depend on the environment come out as on a plain machine.
 *
 * Running it twice gives the same file.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { builtinModules, createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import vm from "node:vm";
import { readRecord } from "../lib/tscircuit-release";
import type {
  CliCommand,
  CliOption,
  CliSnapshot,
} from "../plugins/cli-reference/types";

export const cliPackage = "@tscircuit/cli";
/** The CLI version of the release the site documents (tscircuit-release.json). */
export const cliVersion = readRecord().packed["@tscircuit/cli"] as string;

const repoRoot = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "..",
);
const outFile = path.join(repoRoot, "plugins/cli-reference/cli-snapshot.json");

// ------------------------------------------------------- fetch the CLI --

interface PackResult {
  integrity: string;
  filename: string;
  version: string;
}

function packCli(dir: string): { bundle: string; integrity: string } {
  const out = execFileSync(
    "npm",
    [
      "pack",
      `${cliPackage}@${cliVersion}`,
      "--json",
      "--pack-destination",
      dir,
    ],
    { cwd: dir, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] },
  );
  const [result] = JSON.parse(out) as PackResult[];
  if (!result || result.version !== cliVersion)
    throw new Error(`npm pack did not return ${cliPackage}@${cliVersion}.`);
  execFileSync(
    "tar",
    ["xzf", path.join(dir, result.filename), "-C", dir, "package/dist/cli"],
    { stdio: "inherit" },
  );
  return {
    bundle: path.join(dir, "package/dist/cli/main.js"),
    integrity: result.integrity,
  };
}

// ------------------------------------------ lazy evaluation of a bundle --

type Declaration =
  | { kind: "expression"; start: number }
  | { kind: "uninitialised" }
  | { kind: "destructure"; start: number; key: string }
  | { kind: "import"; specifier: string; imported: string };

const builtins = new Set(
  builtinModules.flatMap((name) => [name, `node:${name}`]),
);

/** The end of the top-level expression or statement starting at `start`. */
function statementEnd(src: string, start: number, wrap: boolean): number {
  const lineStart = /\n(?=\S)/g;
  lineStart.lastIndex = start;
  let lastError: unknown;
  for (let tries = 0; tries < 20000; tries++) {
    const match = lineStart.exec(src);
    const end = match ? match.index : src.length;
    const text = src.slice(start, end).trim().replace(/;$/, "");
    try {
      new vm.Script(wrap ? `(${prepare(text)}\n)` : prepare(text));
      return end;
    } catch (error) {
      lastError = error;
    }
    if (!match) break;
  }
  throw new Error(
    `Could not find the end of the statement at offset ${start}: ${String(lastError)}`,
  );
}

function prepare(text: string): string {
  return text.replace(/\bimport\.meta\b/g, "__bundleImportMeta");
}

class LazyBundle {
  private readonly declarations = new Map<string, Declaration>();
  private readonly values = new Map<string, unknown>();
  private readonly resolving = new Set<string>();
  private readonly overrides = new Map<string, unknown>();
  readonly scope: object;
  /** Packages the bundle imports that were loaded from this repository. */
  readonly externals = new Set<string>();

  constructor(
    readonly src: string,
    bundlePath: string,
  ) {
    this.index();
    const requireFromBundle = createRequire(bundlePath);
    const env: Record<string, string> = {};
    this.overrides.set(
      "process",
      new Proxy(process, {
        get: (target, key) =>
          key === "env" ? env : Reflect.get(target, key, target),
      }),
    );
    this.overrides.set("__require", requireFromBundle);
    this.overrides.set("__bundleImportMeta", {
      url: pathToFileURL(bundlePath).href,
    });
    this.scope = new Proxy(Object.create(null) as object, {
      has: (_target, key) =>
        typeof key === "string" &&
        (this.overrides.has(key) || this.declarations.has(key)),
      get: (_target, key) =>
        typeof key === "string" ? this.resolve(key) : undefined,
      set: (_target, key, value) => {
        if (typeof key !== "string") return false;
        this.values.set(key, value);
        return true;
      },
    });
  }

  private declare(name: string, declaration: Declaration): void {
    // The first top-level declaration wins; later ones with the same name
    // sit inside template strings (code the CLI generates).
    if (!this.declarations.has(name)) this.declarations.set(name, declaration);
  }

  private index(): void {
    const { src } = this;
    for (const match of src.matchAll(/^var ([\w$]+) = /gm))
      this.declare(match[1], {
        kind: "expression",
        start: match.index + match[0].length,
      });
    for (const match of src.matchAll(
      /^(?:async )?function\*? ?([\w$]+)\s*\(|^class ([\w$]+)\b/gm,
    ))
      this.declare(match[1] ?? match[2], {
        kind: "expression",
        start: match.index,
      });
    for (const match of src.matchAll(/^var ([\w$]+(?:, [\w$]+)*);$/gm))
      for (const name of match[1].split(", "))
        this.declare(name, { kind: "uninitialised" });
    for (const match of src.matchAll(/^var \{([^}]*)\} = /gm))
      for (const part of match[1].split(",")) {
        const [key, alias] = part.split(":").map((word) => word.trim());
        if (key)
          this.declare(alias || key, {
            kind: "destructure",
            start: match.index + match[0].length,
            key,
          });
      }
    for (const match of src.matchAll(
      /^import (?:([\w$]+)|\* as ([\w$]+)|\{([^}]*)\}) from "([^"]+)";?$/gm,
    )) {
      const specifier = match[4];
      if (match[1])
        this.declare(match[1], {
          kind: "import",
          specifier,
          imported: "default",
        });
      else if (match[2])
        this.declare(match[2], { kind: "import", specifier, imported: "*" });
      else
        for (const part of (match[3] ?? "").split(",")) {
          const [imported, alias] = part.split(/\s+as\s+/).map((w) => w.trim());
          if (imported)
            this.declare(alias || imported, {
              kind: "import",
              specifier,
              imported,
            });
        }
    }
  }

  /** Evaluates bundle code with the bundle's top-level names in scope. */
  evaluate(text: string, asExpression: boolean): unknown {
    const body = asExpression
      ? `with (__scope) { return (${prepare(text)}\n); }`
      : `with (__scope) { ${prepare(text)}\n }`;
    return new Function("__scope", body)(this.scope);
  }

  private load(specifier: string): Record<string, unknown> {
    if (builtins.has(specifier))
      return createRequire(import.meta.url)(specifier) as Record<
        string,
        unknown
      >;
    // Packages the bundle leaves external are not in the tarball; the few
    // values registration needs from them come from this repository's copy.
    this.externals.add(specifier);
    return createRequire(path.join(repoRoot, "package.json"))(
      specifier,
    ) as Record<string, unknown>;
  }

  private readonly expressions = new Map<number, unknown>();

  /** The value of the top-level expression at `start`, computed once. */
  private expressionAt(start: number): unknown {
    if (!this.expressions.has(start)) {
      const end = statementEnd(this.src, start, true);
      const text = this.src.slice(start, end).trim().replace(/;$/, "");
      this.expressions.set(start, this.evaluate(text, true));
    }
    return this.expressions.get(start);
  }

  /**
   * `var exports_x = {};` is followed by the statement that defines its
   * getters, `__export(exports_x, {…})`: run it with the declaration.
   */
  private runExports(name: string, start: number): void {
    const end = statementEnd(this.src, start, true);
    const next = new RegExp(
      `^\\s*(__export\\w*\\(${name.replace(/\$/g, "\\$")}, )`,
    ).exec(this.src.slice(end, end + 200));
    if (!next) return;
    const from = end + (next.index ?? 0) + next[0].length - next[1].length;
    this.evaluate(
      this.src.slice(from, statementEnd(this.src, from, false)),
      false,
    );
  }

  /** Gives a top-level name a value of ours. */
  define(name: string, value: unknown): void {
    this.overrides.set(name, value);
  }

  resolve(name: string): unknown {
    if (this.overrides.has(name)) return this.overrides.get(name);
    if (this.values.has(name)) return this.values.get(name);
    const declaration = this.declarations.get(name);
    if (!declaration) throw new ReferenceError(`${name} is not declared`);
    if (this.resolving.has(name))
      throw new Error(`Circular initialisation of ${name}`);
    this.resolving.add(name);
    try {
      let value: unknown;
      switch (declaration.kind) {
        case "uninitialised":
          value = undefined;
          break;
        case "expression":
          value = this.expressionAt(declaration.start);
          this.values.set(name, value);
          this.runExports(name, declaration.start);
          break;
        case "destructure":
          value = (
            this.expressionAt(declaration.start) as Record<string, unknown>
          )[declaration.key];
          break;
        case "import": {
          const module = this.load(declaration.specifier);
          value =
            declaration.imported === "*"
              ? module
              : declaration.imported === "default"
                ? (module.default ?? module)
                : module[declaration.imported];
          break;
        }
      }
      this.values.set(name, value);
      return value;
    } finally {
      this.resolving.delete(name);
    }
  }
}

// ---------------------------------------------- commander, read back --

interface CommanderArgument {
  name(): string;
  required: boolean;
  variadic: boolean;
  description: string;
}

interface CommanderOption {
  flags: string;
  long?: string;
  short?: string;
  description: string;
  defaultValue?: unknown;
  required: boolean;
  optional: boolean;
  negate: boolean;
  mandatory: boolean;
  hidden: boolean;
  argChoices?: string[];
}

interface CommanderCommand {
  name(): string;
  name(value: string): CommanderCommand;
  description(): string;
  aliases(): string[];
  usage(): string;
  registeredArguments: CommanderArgument[];
  options: CommanderOption[];
  commands: CommanderCommand[];
  _hidden?: boolean;
}

function plain(value: unknown): unknown {
  if (value === undefined || typeof value === "function") return undefined;
  return JSON.parse(JSON.stringify(value)) as unknown;
}

function readCommands(
  command: CommanderCommand,
  parents: string[],
  out: CliCommand[],
): void {
  for (const child of command.commands) {
    if (child._hidden) continue;
    const names = [...parents, child.name()];
    const options = child.options
      .filter((option) => !option.hidden)
      .map((option): CliOption => {
        const entry: CliOption = {
          flags: option.flags,
          description: option.description,
          value: option.required
            ? "required"
            : option.optional
              ? "optional"
              : "none",
          negate: option.negate,
          mandatory: option.mandatory,
        };
        if (option.long) entry.long = option.long;
        if (option.short) entry.short = option.short;
        const fallback = plain(option.defaultValue);
        if (fallback !== undefined) entry.default = fallback;
        if (option.argChoices) entry.choices = [...option.argChoices];
        return entry;
      });
    out.push({
      name: names.join(" "),
      description: child.description(),
      usage: `tsci ${names.join(" ")} ${child.usage()}`.trim(),
      aliases: [...child.aliases()],
      arguments: child.registeredArguments.map((argument) => ({
        name: argument.name(),
        required: argument.required,
        variadic: argument.variadic,
        description: argument.description,
      })),
      options,
      subcommands: child.commands
        .filter((sub) => !sub._hidden)
        .map((sub) => sub.name()),
    });
    readCommands(child, names, out);
  }
}

/** Runs `cli/main.ts`'s registrations against a fresh commander program. */
export function commandsOfBundle(bundlePath: string): CliCommand[] {
  const src = readFileSync(bundlePath, "utf8");
  const bundle = new LazyBundle(src, bundlePath);
  const mainStart = src.indexOf("\n// cli/main.ts\n");
  if (mainStart === -1)
    throw new Error("No cli/main.ts section in the bundle.");
  const Command = bundle.resolve("Command2") as new () => CommanderCommand;
  const program = new Command();
  program.name("tsci");
  const programName = /^var ([\w$]+) = new Command2;?$/m.exec(
    src.slice(mainStart),
  );
  if (!programName) throw new Error("cli/main.ts does not create a program.");
  bundle.define(programName[1], program);
  // Every top-level statement of main.ts that registers a command.
  const statement = new RegExp(
    `^(?:register\\w+\\(${programName[1].replace("$", "\\$")}\\)|${programName[1].replace("$", "\\$")}\\.command\\()`,
    "gm",
  );
  statement.lastIndex = mainStart;
  let registered = 0;
  for (let match = statement.exec(src); match; match = statement.exec(src)) {
    const end = statementEnd(src, match.index, false);
    bundle.evaluate(src.slice(match.index, end), false);
    registered++;
  }
  if (registered < 10)
    throw new Error(`Only ${registered} registrations found in cli/main.ts.`);
  if (bundle.externals.size > 0)
    console.error(
      `cli-snapshot: values taken from this repository's copy of: ${[...bundle.externals].sort().join(", ")}`,
    );
  const commands: CliCommand[] = [];
  readCommands(program, [], commands);
  return commands.sort((a, b) => a.name.localeCompare(b.name));
}

function main(): void {
  const dir = mkdtempSync(path.join(os.tmpdir(), "cli-snapshot-"));
  try {
    const { bundle, integrity } = packCli(dir);
    const snapshot: CliSnapshot = {
      package: cliPackage,
      version: cliVersion,
      integrity,
      commands: commandsOfBundle(bundle),
    };
    writeFileSync(outFile, `${JSON.stringify(snapshot, null, 2)}\n`);
    // The repository's formatter has the last word on layout, so that
    // `biome check` passes on the file as written.
    execFileSync(
      path.join(repoRoot, "node_modules/.bin/biome"),
      ["format", "--write", outFile],
      { stdio: "ignore" },
    );
    console.log(
      `${path.relative(repoRoot, outFile)}: ${snapshot.commands.length} commands of ${cliPackage}@${cliVersion}`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)
)
  main();
