/**
 * The one record of which tscircuit the site documents: a `tscircuit`
 * release and the exact versions of its packages that the site installs
 * (`tscircuit-release.json`). `npm run upgrade` writes it; a unit test
 * holds package.json and the lockfile to it; `<PinnedVersion>` and the CLI
 * snapshot read it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

export interface ReleaseRecord {
  /** The `tscircuit` version the site documents. */
  tscircuit: string;
  /** When npm published it (ISO time). */
  published: string;
  /**
   * The release's own dependency ranges, as `npm view tscircuit@x
   * dependencies` gives them: what the versions below were resolved from.
   */
  releaseDependencies: Record<string, string>;
  /**
   * Exact versions of the tscircuit packages the site installs: each the
   * newest version published by the release day that satisfies the release's
   * range, unless `substituted` says otherwise.
   */
  packages: Record<string, string>;
  /** Packages read but not installed (the CLI is packed and read, see scripts/cli-snapshot.ts). */
  packed: Record<string, string>;
  /** Where the registry this site builds from lacks the version the release asks for. */
  substituted: Record<string, { asked: string; why: string }>;
  /**
   * tscircuit packages the site uses that the release does not list (the
   * fabrication-file converters), pinned by us and left alone by upgrades.
   */
  companions: Record<string, string>;
}

export const recordFile = path.resolve(__dirname, "../tscircuit-release.json");

export function readRecord(file = recordFile): ReleaseRecord {
  return JSON.parse(readFileSync(file, "utf8")) as ReleaseRecord;
}

/** Every package the record pins in package.json, with its version. */
export function installedPins(record: ReleaseRecord): Record<string, string> {
  return { ...record.packages, ...record.companions };
}

/**
 * A dependency the release names that upgrades move with it: every
 * `@tscircuit/` package and every package the release pins to one 0.0.x
 * version (npm reads `^0.0.5` as exactly 0.0.5). Libraries the release asks
 * for by a wider range (react, flatbush) stay ours to choose within it.
 */
export function movesWithRelease(name: string, range: string): boolean {
  return name.startsWith("@tscircuit/") || /^[\^~=]?0\.0\.\d+$/.test(range);
}

/** Versions of the lockfile's top-level packages, by name. */
export function lockfileVersions(lockfile: string): Map<string, string> {
  const lock = JSON.parse(readFileSync(lockfile, "utf8")) as {
    packages: Record<string, { version?: string }>;
  };
  const versions = new Map<string, string>();
  for (const [key, entry] of Object.entries(lock.packages)) {
    const name = key.match(/^node_modules\/((?:@[^/]+\/)?[^/]+)$/)?.[1];
    if (name && entry.version) versions.set(name, entry.version);
  }
  return versions;
}

export interface Disagreement {
  name: string;
  where: "package.json" | "package-lock.json" | "tscircuit-release.json";
  found: string | undefined;
  expected: string;
}

/**
 * Where package.json or the lockfile disagrees with the record: a pinned
 * package at another version or missing, a tscircuit dependency the record
 * does not know, a shared library outside the release's range.
 */
export function disagreements(
  record: ReleaseRecord,
  dependencies: Record<string, string>,
  locked: Map<string, string>,
  satisfies: (version: string, range: string) => boolean,
): Disagreement[] {
  const found: Disagreement[] = [];
  const pins = installedPins(record);
  for (const [name, version] of Object.entries(pins)) {
    if (dependencies[name] !== version)
      found.push({
        name,
        where: "package.json",
        found: dependencies[name],
        expected: version,
      });
    if (locked.get(name) !== version)
      found.push({
        name,
        where: "package-lock.json",
        found: locked.get(name),
        expected: version,
      });
  }
  for (const [name, spec] of Object.entries(dependencies)) {
    if (name in pins) continue;
    const range = record.releaseDependencies[name];
    if (
      name.startsWith("@tscircuit/") ||
      (range && movesWithRelease(name, range))
    )
      found.push({
        name,
        where: "tscircuit-release.json",
        found: spec,
        expected: "an entry in packages or companions",
      });
    else if (range && !satisfies(locked.get(name) ?? spec, range))
      found.push({
        name,
        where: "package-lock.json",
        found: locked.get(name) ?? spec,
        expected: `a version in the release's range ${range}`,
      });
  }
  return found;
}
