/**
 * The probe's committed output, `docs/_generated/prop-effects.json`: for
 * each element with a props table, the props the pinned core ignores
 * (written by scripts/probe-prop-effects.mts, read by the props tables).
 *
 *   { core: "0.0.2261", props: "0.0.717",
 *     elements: { resistor: { noEffect: [...], probed: 40, ... } } }
 *
 * It is keyed by the versions it was probed with; a unit test fails when
 * they are not the pinned ones, so an upgrade has to run the probe again.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { ElementEffects } from "./probe";

export type { ElementEffects } from "./probe";

export interface PropEffectsFile {
  /** `@tscircuit/core` version the props were probed with. */
  core: string;
  /** `@tscircuit/props` version the props and their schemas came from. */
  props: string;
  elements: Record<string, ElementEffects>;
}

export const effectsFileName = "docs/_generated/prop-effects.json";

export function effectsFile(siteDir: string): string {
  return path.join(siteDir, effectsFileName);
}

export function readEffects(file: string): PropEffectsFile | undefined {
  if (!existsSync(file)) return undefined;
  const value = JSON.parse(readFileSync(file, "utf8")) as PropEffectsFile;
  if (
    typeof value?.core !== "string" ||
    typeof value?.props !== "string" ||
    typeof value?.elements !== "object"
  )
    throw new Error(
      `${file}: not a prop-effects file (core, props, elements).`,
    );
  return value;
}

/** What is wrong with the file's versions, or undefined when they are the pinned ones. */
export function versionMismatch(
  effects: Pick<PropEffectsFile, "core" | "props">,
  pinned: Record<string, string>,
): string | undefined {
  const wrong = [
    ["@tscircuit/core", effects.core],
    ["@tscircuit/props", effects.props],
  ].filter(([name, version]) => pinned[name as string] !== version);
  if (wrong.length === 0) return undefined;
  return `${effectsFileName} was probed with ${wrong.map(([name, version]) => `${name} ${version}`).join(" and ")}, but the site pins ${wrong.map(([name]) => `${name} ${pinned[name as string] ?? "(none)"}`).join(" and ")}: run npm run probe:props.`;
}

export { noEffectNote } from "./note";

/** Props that started or stopped having an effect between two probe files. */
export interface EffectChange {
  element: string;
  /** Had no effect before, have one now. */
  started: string[];
  /** Had an effect (probed, not marked) before, have none now. */
  stopped: string[];
}

/**
 * The difference for the drift report. Only props probed both times count:
 * one that is new, gone or was not probed in one of the files is left out.
 */
export function diffEffects(
  before: PropEffectsFile,
  after: PropEffectsFile,
): EffectChange[] {
  const changes: EffectChange[] = [];
  const elements = [
    ...new Set([
      ...Object.keys(before.elements),
      ...Object.keys(after.elements),
    ]),
  ].sort();
  const hadEffect = (entry: ElementEffects, name: string, known: Set<string>) =>
    known.has(name) && !entry.noEffect.includes(name);
  for (const element of elements) {
    const a = before.elements[element];
    const b = after.elements[element];
    if (!a || !b) continue;
    const probedA = probedNames(a);
    const probedB = probedNames(b);
    const started = a.noEffect.filter((name) => hadEffect(b, name, probedB));
    const stopped = b.noEffect.filter((name) => hadEffect(a, name, probedA));
    if (started.length || stopped.length)
      changes.push({
        element,
        started: started.sort(),
        stopped: stopped.sort(),
      });
  }
  return changes;
}

/**
 * Props a probe file shows a verdict for: marked, or probed with an effect.
 */
function probedNames(entry: ElementEffects): Set<string> {
  return new Set([...entry.noEffect, ...entry.effect]);
}
