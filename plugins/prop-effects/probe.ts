/**
 * Which props of an element change nothing in the pinned core: the
 * element's base circuit (circuits.ts) is compiled as it is, and once per
 * sample value (samples.ts) of each prop with that prop appended; a prop
 * none of whose samples changes the circuit JSON has no effect.
 *
 * The pictures of a circuit (PCB, schematic, 3D, pinout) are drawn from
 * its circuit JSON alone (plugins/circuit-previews/worker.ts), so equal
 * JSON means equal pictures: they are not drawn here.
 *
 * Conservative by construction. A prop is marked only when every sample
 * compiled, none changed the JSON, the element's base really puts the
 * element in the JSON (compared with the base without it), the base
 * compiles the same twice, the prop's schema was probed whole, the prop
 * is not on the reviewed list (reviewed.ts), and the core's code does not
 * name it anywhere (core-source.ts). Anything else leaves the prop
 * unmarked, with the reason.
 */

import type { ZodLike } from "../props-tables/zod";
import {
  baseCircuit,
  tagAttributes,
  withoutElement,
  withProp,
} from "./circuits";
import { reviewedReason } from "./reviewed";
import { type Sample, sampleValues } from "./samples";

export type Compiled =
  | { ok: true; circuitJson: readonly unknown[] }
  | { ok: false; message: string };

export type Compile = (code: string) => Promise<Compiled>;

export interface ElementEffects {
  /** Where the base circuit comes from (a page fence or circuits.ts). */
  base?: string;
  /** Props compiled with at least one sample. */
  probed: number;
  /** Props no sample changed anything for: shown as "No effect". */
  noEffect: string[];
  /** Props a sample changed the circuit JSON for. */
  effect: string[];
  /** Props left unmarked without a probe, with the reason. */
  notProbed: Record<string, string>;
  /** Props probed whose result proves nothing (a sample failed...), with the reason. */
  inconclusive: Record<string, string>;
  /** Props on the reviewed list (never marked). */
  reviewed: string[];
}

/**
 * Circuit JSON as compared: the text of its elements, less what
 * differs between two compiles of the same code. Messages name an element
 * by a process-wide instance counter (`<battery#22 name=".X1" />`), which
 * is dropped; so is the random tail of ids some elements get
 * (`cad_explosion_collision_check_warning_hHASwzLioK`), ten letters and
 * digits with a capital among them, where counted ids end in a number.
 * The order of the elements is ignored: boards routed side by side (a
 * panel) finish in either order.
 */
export function circuitText(json: readonly unknown[]): string {
  return json
    .map((element) =>
      JSON.stringify(element)
        .replace(/<([\w.]+)#\d+/g, "<$1#")
        .replace(
          /"([a-z][a-z0-9_]*)_(?=[a-z0-9]*[A-Z])[A-Za-z0-9]{10}"/g,
          '"$1_*"',
        ),
    )
    .sort()
    .join("\n");
}

/** The first element (by index) where two circuits differ, for messages. */
export function firstDifference(
  a: readonly unknown[],
  b: readonly unknown[],
): string | undefined {
  const length = Math.max(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const x = JSON.stringify(a[i]);
    const y = JSON.stringify(b[i]);
    if (x !== y) {
      const type =
        (b[i] as { type?: string } | undefined)?.type ??
        (a[i] as { type?: string } | undefined)?.type;
      return `${type ?? "element"} #${i}`;
    }
  }
  return undefined;
}

export interface ProbeOptions {
  siteDir: string;
  /**
   * Whether the core's code names the prop (core-source.ts). A prop it
   * names is never marked: no change in the probe's circuit may only mean
   * the circuit lacks the context the core reads it in.
   */
  coreNames?: (prop: string) => boolean;
  /** Called once per compiled prop, for progress lines. */
  onProp?: (prop: string, verdict: string) => void;
}

/** Why a prop no sample changed anything for is not marked, when the core names it. */
export const namedByCore =
  "no change in the probe's circuit, but the core's code names it: it may need a context the probe lacks";

/**
 * Applies the reviewed list and the core-source check again to a probe's
 * result, without compiling: for a result made before either changed.
 */
export function reclassify(
  element: string,
  result: ElementEffects,
  coreNames: (prop: string) => boolean,
): ElementEffects {
  const next = structuredClone(result);
  next.noEffect = [];
  for (const name of result.noEffect) {
    if (reviewedReason(element, name) !== undefined) next.reviewed.push(name);
    else if (coreNames(name)) next.inconclusive[name] = namedByCore;
    else next.noEffect.push(name);
  }
  next.reviewed.sort((a, b) => a.localeCompare(b, "en"));
  next.inconclusive = sortedRecord(next.inconclusive);
  return next;
}

const sortedRecord = (record: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(record).sort(([a], [b]) => a.localeCompare(b, "en")),
  );

/**
 * Probes every prop of `props` (name → zod schema) on the element. Pure
 * but for `compile`, so tests plant a compiler.
 */
export async function probeElement(
  element: string,
  props: ReadonlyMap<string, ZodLike | undefined>,
  compile: Compile,
  options: ProbeOptions,
): Promise<ElementEffects> {
  const result: ElementEffects = {
    probed: 0,
    noEffect: [],
    effect: [],
    notProbed: {},
    inconclusive: {},
    reviewed: [],
  };
  const names = [...props.keys()].sort((a, b) => a.localeCompare(b, "en"));
  const all = (reason: string) => {
    for (const name of names) result.notProbed[name] = reason;
    return result;
  };
  const base = baseCircuit(options.siteDir, element);
  if (base.kind === "none") return all(base.reason);
  result.base = base.from;

  const first = await compile(base.code);
  if (!first.ok)
    return all(`the base circuit does not compile: ${first.message}`);
  const again = await compile(base.code);
  if (
    !again.ok ||
    circuitText(again.circuitJson) !== circuitText(first.circuitJson)
  )
    return all("the base circuit does not compile the same twice");
  const control = await compile(withoutElement(base.code, element));
  if (
    control.ok &&
    circuitText(control.circuitJson) === circuitText(first.circuitJson)
  )
    return all("the base circuit is the same without the element");
  const baseText = circuitText(first.circuitJson);
  const setByBase = tagAttributes(base.code, element);

  for (const name of names) {
    const reviewed = reviewedReason(element, name);
    if (reviewed !== undefined) {
      result.reviewed.push(name);
      continue;
    }
    const schema = props.get(name);
    if (!schema) {
      result.notProbed[name] = "no runtime schema";
      continue;
    }
    const samples = sampleValues(name, schema);
    if (samples.kind === "skip") {
      result.notProbed[name] = samples.reason;
      continue;
    }
    const already = setByBase.get(name);
    const values = samples.values.filter((value) => value !== already);
    if (values.length === 0) {
      result.notProbed[name] =
        "the base circuit already sets it to every sample";
      continue;
    }
    result.probed += 1;
    let verdict: "effect" | "none" | string = "none";
    const tried: Sample[] = [];
    for (const value of values) {
      const compiled = await compile(withProp(base.code, element, name, value));
      tried.push(value);
      if (!compiled.ok) {
        verdict = `${JSON.stringify(value)} did not compile: ${compiled.message.split("\n")[0]?.slice(0, 160)}`;
        break;
      }
      if (circuitText(compiled.circuitJson) !== baseText) {
        verdict = "effect";
        break;
      }
    }
    if (verdict === "none") {
      if (samples.partial)
        result.inconclusive[name] =
          `no change with ${tried.map((v) => JSON.stringify(v)).join(", ")}, but it ${samples.partial}`;
      else if (already !== undefined || setByBase.has(name))
        result.inconclusive[name] =
          "the base circuit sets it, so leaving it out was not tried";
      else if (options.coreNames?.(name))
        result.inconclusive[name] = namedByCore;
      else result.noEffect.push(name);
    } else if (verdict === "effect") result.effect.push(name);
    else result.inconclusive[name] = verdict;
    options.onProp?.(
      name,
      verdict === "none"
        ? "no effect"
        : verdict === "effect"
          ? "effect"
          : "inconclusive",
    );
  }
  result.notProbed = sortedRecord(result.notProbed);
  result.inconclusive = sortedRecord(result.inconclusive);
  return result;
}
