/**
 * Resolves a `tscircuit` release to exact package versions, through the
 * registry (`npm view`), the way npm resolved it on the day it was
 * published: for each range, the newest satisfying version published no
 * later than the release. Where the registry has no satisfying version (it
 * can lag the public one), the newest version it has is taken and noted.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import semver from "semver";
import {
  movesWithRelease,
  type ReleaseRecord,
} from "../../lib/tscircuit-release";

const run = promisify(execFile);

export async function npmView(
  spec: string,
  fields: string[],
): Promise<unknown> {
  try {
    const { stdout } = await run("npm", ["view", spec, ...fields, "--json"], {
      maxBuffer: 64 * 1024 * 1024,
    });
    return JSON.parse(stdout || "null");
  } catch (error) {
    const text = String((error as { stderr?: string }).stderr ?? error);
    throw new Error(
      `npm view ${spec} failed: ${text.split("\n").find((line) => /ERR|error/i.test(line)) ?? text.slice(0, 300)}`,
    );
  }
}

export interface Release {
  version: string;
  published: string;
  dependencies: Record<string, string>;
}

export async function viewRelease(wanted: string): Promise<Release> {
  const info = (await npmView(`tscircuit@${wanted}`, [
    "version",
    "dependencies",
    "time",
  ])) as
    | {
        version: string;
        dependencies: Record<string, string>;
        time: Record<string, string>;
      }
    | {
        version: string;
        dependencies: Record<string, string>;
        time: Record<string, string>;
      }[];
  // A range can match several versions; npm then lists each, oldest first.
  const one = Array.isArray(info) ? info.at(-1) : info;
  if (!one) throw new Error(`the registry has no tscircuit@${wanted}`);
  return {
    version: one.version,
    published: one.time[one.version] ?? "",
    dependencies: one.dependencies,
  };
}

export interface Resolved {
  version: string;
  /** Set when the registry had no version in range by the release day. */
  substitute?: { asked: string; why: string };
}

/**
 * The version of one package a release resolves to, from the package's
 * publish times (`npm view name time`).
 */
export function pickVersion(
  name: string,
  range: string,
  times: Record<string, string>,
  releasedAt: string,
): Resolved {
  const published = Object.entries(times)
    .filter(([version]) => semver.valid(version) && !semver.prerelease(version))
    .map(([version, time]) => ({ version, time }));
  const byDay = published.filter(({ time }) => time <= releasedAt);
  const inRange = (list: typeof published) =>
    semver.maxSatisfying(
      list.map(({ version }) => version),
      range,
    );
  const found = inRange(byDay) ?? inRange(published);
  if (found) return { version: found };
  const newest = semver.maxSatisfying(
    published.map(({ version }) => version),
    "*",
  );
  if (!newest) throw new Error(`${name}: the registry lists no versions`);
  return {
    version: newest,
    substitute: {
      asked: range,
      why: `the registry this site builds from has no version of ${name} in ${range}; ${newest} is the newest it has`,
    },
  };
}

export async function resolvePackage(
  name: string,
  range: string,
  releasedAt: string,
): Promise<Resolved> {
  const times = (await npmView(name, ["time"])) as Record<string, string>;
  return pickVersion(name, range, times, releasedAt);
}

/**
 * The record for `release`: the packages of the current record (or, with
 * none, the site's dependencies) that the release names, plus `extra`
 * names the release lists that are needed to load them.
 */
export async function resolveRecord(
  release: Release,
  current: { record?: ReleaseRecord; dependencies: Record<string, string> },
  extra: readonly string[] = [],
  onProgress: (line: string) => void = () => {},
): Promise<ReleaseRecord> {
  const wanted = new Set<string>(extra);
  for (const name of Object.keys(current.record?.packages ?? {}))
    wanted.add(name);
  for (const name of Object.keys(current.dependencies)) {
    const range = release.dependencies[name];
    if (range && movesWithRelease(name, range)) wanted.add(name);
  }
  const companions: Record<string, string> = { ...current.record?.companions };
  for (const [name, spec] of Object.entries(current.dependencies)) {
    if (name.startsWith("@tscircuit/") && !(name in release.dependencies))
      companions[name] = spec;
  }
  const packages: Record<string, string> = {};
  const packed: Record<string, string> = {};
  const substituted: ReleaseRecord["substituted"] = {};
  const names = [...wanted, "@tscircuit/cli"].filter(
    (name, index, all) => all.indexOf(name) === index,
  );
  for (const [index, name] of names.entries()) {
    const range = release.dependencies[name];
    if (!range) {
      // Dropped by the release: keep it as a companion rather than guess.
      const kept = current.record?.packages[name] ?? current.dependencies[name];
      if (kept) companions[name] = kept;
      continue;
    }
    onProgress(`resolving ${index + 1} of ${names.length}: ${name}@${range}`);
    const resolved = await resolvePackage(name, range, release.published);
    if (name === "@tscircuit/cli") packed[name] = resolved.version;
    else packages[name] = resolved.version;
    if (resolved.substitute) substituted[name] = resolved.substitute;
  }
  for (const name of Object.keys(packages)) delete companions[name];
  return {
    tscircuit: release.version,
    published: release.published,
    releaseDependencies: release.dependencies,
    packages: sortKeys(packages),
    packed,
    substituted,
    companions: sortKeys(companions),
  };
}

function sortKeys<T>(object: Record<string, T>): Record<string, T> {
  return Object.fromEntries(
    Object.entries(object).sort(([a], [b]) => a.localeCompare(b)),
  );
}
