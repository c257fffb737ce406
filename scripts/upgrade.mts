/**
 * Moves the site to another `tscircuit` release and reports what changed.
 *
 *   npm run upgrade -- <tscircuit version | latest> [--no-facts] [--no-probe]
 *
 * 1. Resolves the release's packages (scripts/upgrade/resolve.ts).
 * 2. Takes a snapshot of the site with the packages installed now.
 * 3. Installs the new versions exactly (package.json, lockfile), adding any
 *    package the release lists that the new ones need to load.
 * 4. Writes tscircuit-release.json and re-reads the CLI snapshot.
 * 5. Takes the snapshot again and writes the drift report to
 *    docs/_releases/<version>.md and .json (the "What changed" page is built
 *    from the .json files), printing its summary. The second snapshot runs
 *    the props probe on the new core (plugins/prop-effects; the longest
 *    step, skipped by --no-probe): the report lists props that start or
 *    stop having an effect, and docs/_generated/prop-effects.json is
 *    replaced by the new probe.
 *
 * When a step fails it names the package or file, puts package.json, the
 * lockfile, the record and the CLI snapshot back, and reinstalls, so the
 * checkout is as it was.
 */
import { execFile, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { type ReleaseRecord, recordFile } from "../lib/tscircuit-release";
import { effectsFile, effectsFileName } from "../plugins/prop-effects/effects";
import {
  type DriftReport,
  diffSnapshots,
  reportMarkdown,
  type SiteSnapshot,
  summaryLines,
} from "./upgrade/drift";
import { resolveRecord, viewRelease } from "./upgrade/resolve";

const siteDir = path.resolve(import.meta.dirname, "..");
const run = promisify(execFile);
const releasesDir = path.join(siteDir, "docs/_releases");
const kept = [
  "package.json",
  "package-lock.json",
  "tscircuit-release.json",
  "plugins/cli-reference/cli-snapshot.json",
];

let step = 0;
const steps = 6;
const say = (line: string) => console.log(`[${step}/${steps}] ${line}`);
const next = (line: string) => {
  step += 1;
  say(line);
};

class UpgradeError extends Error {}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, "utf8")) as T;
}

/** Runs a command with its output passed through, or captured for the error. */
function runLogged(
  command: string,
  args: string[],
  capture = false,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: siteDir,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const take = (chunk: Buffer) => {
      output += chunk;
      if (!capture)
        process.stderr.write(chunk.toString().replace(/^/gm, "    "));
    };
    child.stdout.on("data", take);
    child.stderr.on("data", take);
    child.on("close", (code) =>
      code === 0 ? resolve(output) : reject(new UpgradeError(output)),
    );
  });
}

/**
 * What a snapshot depends on besides the installed packages' code: the
 * lockfile, the pages, the facts tests and the snapshot's own code. A failed
 * upgrade keeps its first snapshot under this key, so the next try need not
 * take it again.
 */
function snapshotInputs(facts: boolean): string {
  const hash = createHash("sha256").update(String(facts));
  const add = (dir: string) => {
    const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    );
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) add(full);
      else if (/\.(mdx?|json|ts|tsx|mts)$/.test(entry.name))
        hash.update(full).update(readFileSync(full));
    }
  };
  hash.update(readFileSync(path.join(siteDir, "package-lock.json")));
  for (const dir of ["docs", "tests/facts", "scripts/upgrade"])
    add(path.join(siteDir, dir));
  return hash.digest("hex").slice(0, 16);
}

async function takeSnapshot(
  file: string,
  facts: boolean,
  cacheAs?: string,
  probe = true,
): Promise<SiteSnapshot> {
  const cached = cacheAs
    ? path.join(siteDir, ".generated/upgrade", `snapshot-${cacheAs}.json`)
    : undefined;
  if (cached && existsSync(cached)) {
    say(
      `  using the snapshot kept from an earlier run (${path.relative(siteDir, cached)})`,
    );
    return readJson<SiteSnapshot>(cached);
  }
  await runLogged("npx", [
    "tsx",
    "scripts/upgrade/snapshot.mts",
    file,
    ...(facts ? [] : ["--no-facts"]),
    ...(probe ? [] : ["--no-probe"]),
  ]).catch((error: Error) => {
    throw new UpgradeError(
      `the snapshot failed: ${error.message.split("\n").filter(Boolean).slice(-3).join(" / ")}`,
    );
  });
  if (cached) {
    mkdirSync(path.dirname(cached), { recursive: true });
    copyFileSync(file, cached);
  }
  return readJson<SiteSnapshot>(file);
}

/** The package npm could not install, from its error output. */
function failedPackage(output: string): string {
  return (
    output.match(/No matching version found for (\S+)/)?.[1] ??
    output.match(/'(\S+@\S+)' is not in this registry/)?.[1] ??
    output.match(/404 Not Found - GET \S+\/(\S+) /)?.[1] ??
    "(see npm's output above)"
  );
}

async function install(record: ReleaseRecord): Promise<void> {
  const file = path.join(siteDir, "package.json");
  const pkg = readJson<{
    dependencies: Record<string, string>;
    overrides?: Record<string, unknown>;
  }>(file);
  for (const [name, version] of Object.entries(record.packages))
    pkg.dependencies[name] = version;
  pkg.dependencies = Object.fromEntries(
    Object.entries(pkg.dependencies).sort(([a], [b]) => a.localeCompare(b)),
  );
  // circuit-json-to-gerber asks for `tscircuit` as a peer; it gets the core.
  const gerber = pkg.overrides?.["circuit-json-to-gerber"] as
    | Record<string, string>
    | undefined;
  if (gerber?.tscircuit && record.packages["@tscircuit/core"])
    gerber.tscircuit = `npm:@tscircuit/core@${record.packages["@tscircuit/core"]}`;
  writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`);
  try {
    await runLogged("npm", ["install", "--no-audit", "--no-fund"], true);
  } catch (error) {
    const output = (error as Error).message;
    throw new UpgradeError(
      `npm could not install ${failedPackage(output)}:\n${output
        .split("\n")
        .filter((l) => /ERR/.test(l))
        .slice(0, 6)
        .join("\n")}`,
    );
  }
}

/** The package a load failure names, if the release lists it. */
async function loadCheck(): Promise<
  { ok: true } | { ok: false; missing?: string; message: string }
> {
  const output = await run("npx", ["tsx", "scripts/upgrade/load-check.mts"], {
    cwd: siteDir,
  }).then(
    (result) => result.stdout,
    (error: { stdout?: string; stderr?: string }) =>
      `${error.stdout ?? ""}${error.stderr ?? ""}`,
  );
  if (output.trim().endsWith("ok")) return { ok: true };
  const missing = output.match(
    /Cannot find (?:package|module) '((?:@[^/']+\/)?[^/']+)/,
  )?.[1];
  return {
    ok: false,
    missing,
    message: output.trim().split("\n").slice(0, 4).join("\n"),
  };
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const wanted = args.find((arg) => !arg.startsWith("--"));
  if (!wanted)
    throw new UpgradeError(
      "usage: npm run upgrade -- <tscircuit version | latest> [--no-facts] [--no-probe]",
    );
  const facts = !args.includes("--no-facts");
  const probe = !args.includes("--no-probe");
  const work = mkdtempSync(path.join(tmpdir(), "tscircuit-upgrade-"));
  const current = existsSync(recordFile)
    ? readJson<ReleaseRecord>(recordFile)
    : undefined;

  next(`looking up tscircuit@${wanted}`);
  const release = await viewRelease(wanted);
  say(
    `tscircuit ${release.version}, published ${release.published.slice(0, 10)}${current ? ` (the site documents ${current.tscircuit})` : ""}`,
  );

  next("snapshot of the site with the packages installed now");
  const before = await takeSnapshot(
    path.join(work, "before.json"),
    facts,
    snapshotInputs(facts) + (probe ? "" : "-no-probe"),
    probe,
  );

  for (const file of kept)
    if (existsSync(path.join(siteDir, file)))
      copyFileSync(
        path.join(siteDir, file),
        path.join(work, file.replace(/\//g, "__")),
      );
  let changed = false;
  try {
    next("resolving and installing the release's packages");
    const dependencies = readJson<{ dependencies: Record<string, string> }>(
      path.join(siteDir, "package.json"),
    ).dependencies;
    const extra: string[] = [];
    let record: ReleaseRecord | undefined;
    for (let attempt = 0; ; attempt++) {
      record = await resolveRecord(
        release,
        { record: current, dependencies },
        extra,
        (line) => say(`  ${line}`),
      );
      for (const note of Object.values(record.substituted))
        say(`  note: ${note.why}`);
      changed = true;
      await install(record);
      const loaded = await loadCheck();
      if (loaded.ok) break;
      if (
        loaded.missing &&
        release.dependencies[loaded.missing] &&
        !extra.includes(loaded.missing) &&
        attempt < 8
      ) {
        say(
          `  the packages import ${loaded.missing} without declaring it; the release lists it: installing it too`,
        );
        extra.push(loaded.missing);
        continue;
      }
      throw new UpgradeError(
        `the new packages do not load${loaded.missing ? ` (missing ${loaded.missing})` : ""}:\n${loaded.message}`,
      );
    }
    writeFileSync(recordFile, `${JSON.stringify(record, null, 2)}\n`);

    next(`reading @tscircuit/cli ${record.packed["@tscircuit/cli"]}`);
    await runLogged("npx", ["tsx", "scripts/cli-snapshot.ts"]).catch(
      (error: Error) => {
        throw new UpgradeError(
          `the CLI snapshot failed: ${error.message.split("\n").slice(-3).join(" / ")}`,
        );
      },
    );

    next("snapshot of the site with the new packages");
    const after = await takeSnapshot(
      path.join(work, "after.json"),
      facts,
      undefined,
      probe,
    );

    next("drift report");
    const report: DriftReport = diffSnapshots(before, after, {
      from: current?.tscircuit,
      to: release.version,
    });
    mkdirSync(releasesDir, { recursive: true });
    const base = path.join(releasesDir, release.version);
    writeFileSync(`${base}.json`, `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(`${base}.md`, reportMarkdown(report));
    // The new probe is what the props tables mark from now on.
    if (after.propEffects && !("error" in after.propEffects)) {
      writeFileSync(
        effectsFile(siteDir),
        `${JSON.stringify(after.propEffects, null, 2)}\n`,
      );
      say(`  ${effectsFileName} now holds the probe of the new core`);
    }
    console.log("");
    for (const line of summaryLines(report)) console.log(`  ${line}`);
    console.log(
      `\nReport: ${path.relative(siteDir, `${base}.md`)}. Next: mend what it lists, then npm test.`,
    );
    rmSync(work, { recursive: true, force: true });
  } catch (error) {
    if (changed) {
      console.error(
        "\nPutting package.json, the lockfile, the record and the CLI snapshot back, and reinstalling…",
      );
      for (const file of kept) {
        const saved = path.join(work, file.replace(/\//g, "__"));
        if (existsSync(saved)) copyFileSync(saved, path.join(siteDir, file));
        else rmSync(path.join(siteDir, file), { force: true });
      }
      await runLogged("npm", ["ci", "--no-audit", "--no-fund"], true).catch(
        () => console.error("npm ci failed too: run it by hand."),
      );
    }
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(
    `\nupgrade stopped: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
