/**
 * What the installed tscircuit packages make of the site, as one JSON file:
 * every example's circuit errors and warnings, the props and pins of every
 * documented element, the CLI snapshot's commands and options, footprinter's
 * functions and parameters, the intrinsic elements core accepts, the props
 * core ignores (plugins/prop-effects) and the facts tests that fail. `npm run upgrade` takes one before and one after
 * moving the packages and reports the difference (drift.ts).
 *
 *   tsx scripts/upgrade/snapshot.mts <out.json> [--no-facts] [--no-probe]
 *
 * It runs in a process of its own so that it loads the packages installed
 * when it starts.
 */
import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { RenderPool } from "../../plugins/circuit-previews/pool";
import { scanDocs } from "../../plugins/circuit-previews/scan";
import { readSnapshot } from "../../plugins/cli-reference/table";
import { internalKeys } from "../../plugins/footprints/catalog";
import {
  readDeclaredKeys,
  readPackageSchemas,
} from "../../plugins/footprints/package-source";
import { PinsLoader } from "../../plugins/pins-tables/load";
import {
  effectsFile,
  effectsFileName,
  readEffects,
} from "../../plugins/prop-effects/effects";
import { extractProps } from "../../plugins/props-tables/extract";
import type { SiteSnapshot } from "./drift";
import {
  coreIntrinsicElements,
  documentedElements,
  parseTapFailures,
} from "./site-facts";

const siteDir = path.resolve(import.meta.dirname, "../..");
const say = (line: string) => process.stderr.write(`${line}\n`);

async function examples(): Promise<SiteSnapshot["examples"]> {
  const found = scanDocs(siteDir, path.join(siteDir, "docs"));
  const pool = new RenderPool({ size: 2, timeoutMs: 180_000 });
  const out: SiteSnapshot["examples"] = {};
  let done = 0;
  await Promise.all(
    found.map(async (example) => {
      const result = await pool.render({
        code: example.code,
        filename: "example.tsx",
        views: [],
      });
      out[`${example.file}:${example.line}`] = result.ok
        ? {
            errors: [...result.circuitErrors].sort(),
            warnings: [...(result.circuitWarnings ?? [])].sort(),
          }
        : {
            failure: `${result.error.phase}: ${result.error.message}`,
            errors: [],
            warnings: [],
          };
      done += 1;
      if (done % 20 === 0 || done === found.length)
        say(`  examples: ${done} of ${found.length} rendered`);
    }),
  );
  await pool.close();
  return Object.fromEntries(
    Object.entries(out).sort(([a], [b]) =>
      a.localeCompare(b, "en", { numeric: true }),
    ),
  );
}

function props(elements: readonly string[]): SiteSnapshot["props"] {
  const out: SiteSnapshot["props"] = {};
  for (const element of elements) {
    try {
      out[element] = Object.fromEntries(
        extractProps(element).props.map((prop) => [prop.name, prop.type]),
      );
    } catch (error) {
      out[element] = { "(error)": (error as Error).message };
    }
  }
  say(`  props: ${elements.length} elements read`);
  return out;
}

async function pins(
  elements: readonly string[],
): Promise<SiteSnapshot["pins"]> {
  const loader = new PinsLoader({ timeoutMs: 120_000 });
  const out: SiteSnapshot["pins"] = {};
  for (const element of elements) {
    try {
      const table = await loader.load(element);
      out[element] = table.pins.map(
        (pin) =>
          `${pin.name}${pin.number === undefined ? "" : ` #${pin.number}`}${pin.aliases.length ? ` (${pin.aliases.join(", ")})` : ""}`,
      );
    } catch (error) {
      out[element] = [`(error) ${(error as Error).message}`];
    }
  }
  await loader.close();
  say(`  pins: ${elements.length} elements compiled`);
  return out;
}

function cli(): SiteSnapshot["cli"] {
  const snapshot = readSnapshot();
  return {
    version: snapshot.version,
    commands: Object.fromEntries(
      snapshot.commands.map((command) => [
        command.name,
        command.options.map((option) => option.flags).sort(),
      ]),
    ),
  };
}

function footprints(): SiteSnapshot["footprints"] {
  const declared = readDeclaredKeys();
  const schemas = readPackageSchemas();
  const names = new Set([...declared.byFunction.keys()]);
  const out: SiteSnapshot["footprints"] = {};
  for (const name of [...names].sort()) {
    // A name the types declare but the bundle does not export has no schema.
    let schemaKeys: string[] = [];
    try {
      schemaKeys = [...schemas.keysOf(name).keys()];
    } catch {}
    const keys = new Set([
      ...(declared.byFunction.get(name) ?? []),
      ...schemaKeys,
    ]);
    // Options every function takes (and schema fields no string writes)
    // would repeat under every function; the catalogue lists them apart.
    keys.delete(name);
    for (const key of [...declared.common, ...internalKeys]) keys.delete(key);
    out[name] = [...keys].sort();
  }
  say(`  footprints: ${names.size} functions read`);
  return out;
}

/**
 * Which props the installed core ignores: the committed probe file when it
 * was made with the installed core and props (the snapshot before an
 * upgrade), else a probe run (after; it takes a while, one compile at a
 * time). The run's file is kept beside the snapshot for upgrade.mts.
 */
async function propEffects(
  outFile: string,
  versions: Record<string, string>,
): Promise<SiteSnapshot["propEffects"]> {
  const committed = readEffects(effectsFile(siteDir));
  if (
    committed &&
    committed.core === versions["@tscircuit/core"] &&
    committed.props === versions["@tscircuit/props"]
  ) {
    say(`  prop effects: ${effectsFileName} matches the installed packages`);
    return committed;
  }
  say("  prop effects: probing every element (npm run probe:props; long)");
  const out = `${outFile.replace(/\.json$/, "")}.prop-effects.json`;
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "scripts/probe-prop-effects.mts", "--out", out],
      { cwd: siteDir, stdio: ["ignore", "pipe", "pipe"] },
    );
    let log = "";
    const take = (chunk: Buffer) => {
      log = (log + chunk).slice(-4000);
    };
    child.stdout.on("data", take);
    child.stderr.on("data", take);
    child.on("close", (code) => {
      const file = code === 0 ? readEffects(out) : undefined;
      resolve(
        file ?? {
          error: log.trim().split("\n").slice(-3).join(" / ") || `exit ${code}`,
        },
      );
    });
  });
}

/** Failing facts tests, from the TAP report of the facts runner. */
function facts(): Promise<SiteSnapshot["facts"]> {
  say("  facts tests: running (a few minutes)");
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        "--test",
        "--test-reporter=tap",
        "--test-concurrency=2",
        "tests/facts/run-shard-1.ts",
        "tests/facts/run-shard-2.ts",
      ],
      { cwd: siteDir, stdio: ["ignore", "pipe", "pipe"] },
    );
    let out = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
    });
    child.stderr.on("data", (chunk) => {
      out += chunk;
    });
    child.on("close", () => {
      const failures = parseTapFailures(out, siteDir);
      const started = /^# tests \d+/m.test(out);
      resolve({
        ran: started,
        ...(started
          ? {}
          : { startError: out.trim().split("\n").slice(-8).join("\n") }),
        failures,
      });
    });
  });
}

async function main() {
  const [outFile, ...flags] = process.argv.slice(2);
  if (!outFile) throw new Error("usage: snapshot.mts <out.json> [--no-facts]");
  const documented = documentedElements(siteDir);
  const versions = Object.fromEntries(
    [
      "@tscircuit/core",
      "@tscircuit/props",
      "@tscircuit/footprinter",
      "circuit-to-svg",
      "circuit-json",
    ].map((name) => [
      name,
      (
        JSON.parse(
          readFileSync(
            path.join(siteDir, "node_modules", name, "package.json"),
            "utf8",
          ),
        ) as { version: string }
      ).version,
    ]),
  );
  const snapshot: SiteSnapshot = {
    versions,
    examples: await examples(),
    props: props(documented.props),
    pins: await pins(documented.pins),
    cli: cli(),
    footprints: footprints(),
    intrinsicElements: coreIntrinsicElements(siteDir),
    documentedElements: documented.pages,
    ...(flags.includes("--no-probe")
      ? {}
      : { propEffects: await propEffects(outFile, versions) }),
    facts: flags.includes("--no-facts")
      ? { ran: false, skipped: true, failures: [] }
      : await facts(),
  };
  writeFileSync(outFile, `${JSON.stringify(snapshot, null, 2)}\n`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
