/**
 * The drift report: what moving the tscircuit packages changed for the
 * site, from two snapshots (snapshot.mts) taken before and after. Pure
 * functions, so the report is tested on small made-up snapshots.
 */
import {
  diffEffects,
  type EffectChange,
  type PropEffectsFile,
} from "../../plugins/prop-effects/effects";
import type { FactFailure } from "./site-facts";

export interface ExampleState {
  errors: string[];
  warnings: string[];
  /** The example did not compile or threw. */
  failure?: string;
}

export interface SiteSnapshot {
  versions: Record<string, string>;
  /** By `file:line` of the fence. */
  examples: Record<string, ExampleState>;
  /** Element → prop name → type text. */
  props: Record<string, Record<string, string>>;
  /** Element → one line per pin. */
  pins: Record<string, string[]>;
  cli: { version: string; commands: Record<string, string[]> };
  /** Footprint function → parameter names. */
  footprints: Record<string, string[]>;
  intrinsicElements: string[];
  documentedElements: string[];
  /**
   * Which props the core ignores (plugins/prop-effects): the committed
   * probe file when it was made with these packages, else a probe run;
   * `error` when the probe could not run, absent when it was not asked for.
   */
  propEffects?: PropEffectsFile | { error: string };
  facts: {
    ran: boolean;
    skipped?: boolean;
    startError?: string;
    failures: FactFailure[];
  };
}

export interface Change<T> {
  before: T;
  after: T;
}

export interface DriftReport {
  from: { tscircuit?: string; versions: Record<string, string> };
  to: { tscircuit?: string; versions: Record<string, string> };
  examples: {
    at: string;
    before: ExampleState | null;
    after: ExampleState | null;
  }[];
  /** Examples with a circuit error or failure after the move. */
  examplesWithErrors: number;
  props: {
    element: string;
    added: { name: string; type: string }[];
    removed: string[];
    retyped: { name: string; before: string; after: string }[];
  }[];
  pins: { element: string; before: string[]; after: string[] }[];
  cli: {
    commandsAdded: string[];
    commandsRemoved: string[];
    options: { command: string; added: string[]; removed: string[] }[];
  };
  footprints: {
    functionsAdded: string[];
    functionsRemoved: string[];
    params: { name: string; added: string[]; removed: string[] }[];
  };
  elementsAdded: string[];
  elementsRemoved: string[];
  elementsWithoutPage: string[];
  /** Props that start or stop having an effect (the probe, both sides). */
  propEffects?: {
    compared: boolean;
    /** Why they were not compared. */
    note?: string;
    changes: EffectChange[];
  };
  facts: {
    ran: boolean;
    startError?: string;
    newlyFailing: FactFailure[];
    fixed: FactFailure[];
  };
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

const minus = (a: readonly string[], b: readonly string[]) => {
  const set = new Set(b);
  return a.filter((item) => !set.has(item));
};

function changedExample(
  a: ExampleState | undefined,
  b: ExampleState | undefined,
) {
  if (!a || !b) return true;
  return (
    (a.failure ?? "") !== (b.failure ?? "") ||
    !sameList(a.errors, b.errors) ||
    !sameList(a.warnings, b.warnings)
  );
}

const factKey = (failure: FactFailure) => `${failure.at}\0${failure.test}`;

export function diffSnapshots(
  before: SiteSnapshot,
  after: SiteSnapshot,
  releases: { from?: string; to?: string } = {},
): DriftReport {
  const exampleKeys = [
    ...new Set([
      ...Object.keys(before.examples),
      ...Object.keys(after.examples),
    ]),
  ].sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
  const examples = exampleKeys
    .filter((at) => changedExample(before.examples[at], after.examples[at]))
    .map((at) => ({
      at,
      before: before.examples[at] ?? null,
      after: after.examples[at] ?? null,
    }));

  const props: DriftReport["props"] = [];
  for (const element of Object.keys(after.props).sort()) {
    const a = before.props[element] ?? {};
    const b = after.props[element] ?? {};
    const added = Object.keys(b)
      .filter((name) => !(name in a))
      .map((name) => ({ name, type: b[name] as string }));
    const removed = Object.keys(a).filter((name) => !(name in b));
    const retyped = Object.keys(b)
      .filter((name) => name in a && a[name] !== b[name])
      .map((name) => ({
        name,
        before: a[name] as string,
        after: b[name] as string,
      }));
    if (added.length || removed.length || retyped.length)
      props.push({ element, added, removed, retyped });
  }

  const pins = Object.keys(after.pins)
    .sort()
    .filter(
      (element) =>
        !sameList(before.pins[element] ?? [], after.pins[element] ?? []),
    )
    .map((element) => ({
      element,
      before: before.pins[element] ?? [],
      after: after.pins[element] ?? [],
    }));

  const commandsBefore = Object.keys(before.cli.commands);
  const commandsAfter = Object.keys(after.cli.commands);
  const cliOptions = commandsAfter
    .filter((command) => command in before.cli.commands)
    .map((command) => ({
      command,
      added: minus(
        after.cli.commands[command] ?? [],
        before.cli.commands[command] ?? [],
      ),
      removed: minus(
        before.cli.commands[command] ?? [],
        after.cli.commands[command] ?? [],
      ),
    }))
    .filter((entry) => entry.added.length || entry.removed.length);

  const fnBefore = Object.keys(before.footprints);
  const fnAfter = Object.keys(after.footprints);
  const params = fnAfter
    .filter((name) => name in before.footprints)
    .map((name) => ({
      name,
      added: minus(after.footprints[name] ?? [], before.footprints[name] ?? []),
      removed: minus(
        before.footprints[name] ?? [],
        after.footprints[name] ?? [],
      ),
    }))
    .filter((entry) => entry.added.length || entry.removed.length);

  const probeFile = (
    side: SiteSnapshot["propEffects"],
    name: string,
  ): PropEffectsFile | string =>
    !side
      ? `the ${name} snapshot has no probe`
      : "error" in side
        ? `the probe failed on the ${name} snapshot: ${side.error}`
        : side;
  const effectsBefore = probeFile(before.propEffects, "first");
  const effectsAfter = probeFile(after.propEffects, "second");
  const propEffects: DriftReport["propEffects"] =
    typeof effectsBefore === "string" || typeof effectsAfter === "string"
      ? {
          compared: false,
          note: [effectsBefore, effectsAfter]
            .filter((side) => typeof side === "string")
            .join("; "),
          changes: [],
        }
      : { compared: true, changes: diffEffects(effectsBefore, effectsAfter) };

  const failedBefore = new Set(before.facts.failures.map(factKey));
  const failedAfter = new Set(after.facts.failures.map(factKey));
  return {
    from: { tscircuit: releases.from, versions: before.versions },
    to: { tscircuit: releases.to, versions: after.versions },
    examples,
    examplesWithErrors: Object.values(after.examples).filter(
      (state) => state.failure || state.errors.length > 0,
    ).length,
    props,
    pins,
    cli: {
      commandsAdded: minus(commandsAfter, commandsBefore),
      commandsRemoved: minus(commandsBefore, commandsAfter),
      options: cliOptions,
    },
    footprints: {
      functionsAdded: minus(fnAfter, fnBefore),
      functionsRemoved: minus(fnBefore, fnAfter),
      params,
    },
    elementsAdded: minus(after.intrinsicElements, before.intrinsicElements),
    elementsRemoved: minus(before.intrinsicElements, after.intrinsicElements),
    elementsWithoutPage: minus(
      after.intrinsicElements,
      after.documentedElements,
    ),
    propEffects,
    facts: {
      ran: after.facts.ran,
      ...(after.facts.startError ? { startError: after.facts.startError } : {}),
      newlyFailing: after.facts.failures.filter(
        (f) => !failedBefore.has(factKey(f)),
      ),
      fixed: before.facts.failures.filter((f) => !failedAfter.has(factKey(f))),
    },
  };
}

/** The counts, one line each: what `npm run upgrade` prints. */
export function summaryLines(report: DriftReport): string[] {
  const count = (list: { length: number }) => list.length;
  const propChanges = report.props.reduce(
    (sum, p) => sum + p.added.length + p.removed.length + p.retyped.length,
    0,
  );
  return [
    `tscircuit ${report.from.tscircuit ?? "?"} -> ${report.to.tscircuit ?? "?"} (core ${report.from.versions["@tscircuit/core"]} -> ${report.to.versions["@tscircuit/core"]})`,
    `examples whose errors or warnings changed: ${count(report.examples)}; with a circuit error now: ${report.examplesWithErrors}`,
    `props: ${propChanges} changes on ${count(report.props)} elements (added ${report.props.reduce((s, p) => s + p.added.length, 0)}, removed ${report.props.reduce((s, p) => s + p.removed.length, 0)}, retyped ${report.props.reduce((s, p) => s + p.retyped.length, 0)})`,
    `pins tables changed: ${count(report.pins)}`,
    `CLI: commands +${count(report.cli.commandsAdded)} -${count(report.cli.commandsRemoved)}, options changed on ${count(report.cli.options)} commands`,
    `footprinter: functions +${count(report.footprints.functionsAdded)} -${count(report.footprints.functionsRemoved)}, parameters changed on ${count(report.footprints.params)} functions`,
    `intrinsic elements: +${count(report.elementsAdded)} -${count(report.elementsRemoved)}; with no page: ${count(report.elementsWithoutPage)}`,
    ...(report.propEffects
      ? [
          report.propEffects.compared
            ? `props that start having an effect: ${report.propEffects.changes.reduce((s, c) => s + c.started.length, 0)}, that stop: ${report.propEffects.changes.reduce((s, c) => s + c.stopped.length, 0)}`
            : `props with and without effect: not compared (${report.propEffects.note ?? "no probe"})`,
        ]
      : []),
    report.facts.ran
      ? `facts tests newly failing: ${count(report.facts.newlyFailing)} (fixed: ${count(report.facts.fixed)})`
      : `facts tests: did not run${report.facts.startError ? ` (${report.facts.startError.split("\n").at(-1)})` : ""}`,
  ];
}

const code = (text: string) => `\`${text.replace(/`/g, "'")}\``;
const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\n/g, " ");

function exampleText(state: ExampleState | null): string {
  if (!state) return "(no example)";
  if (state.failure) return `fails: ${state.failure}`;
  const parts = [
    ...state.errors.map((e) => `error ${e.split(":")[0]}`),
    ...state.warnings.map((w) => `warning ${w.split(":")[0]}`),
  ];
  return parts.length ? parts.join(", ") : "clean";
}

export function reportMarkdown(report: DriftReport): string {
  const out: string[] = [
    `# Drift report: tscircuit ${report.from.tscircuit ?? "?"} → ${report.to.tscircuit ?? "?"}`,
    "",
    "| package | before | after |",
    "| --- | --- | --- |",
    ...Object.keys(report.to.versions).map(
      (name) =>
        `| ${name} | ${report.from.versions[name] ?? "—"} | ${report.to.versions[name]} |`,
    ),
    "",
    "## Summary",
    "",
    ...summaryLines(report).map((line) => `- ${line}`),
    "",
    "## Examples whose errors or warnings changed",
    "",
  ];
  if (report.examples.length === 0) out.push("None.");
  else {
    out.push("| example | before | after |", "| --- | --- | --- |");
    for (const example of report.examples)
      out.push(
        `| ${example.at} | ${cell(exampleText(example.before))} | ${cell(exampleText(example.after))} |`,
      );
    out.push("", "First message of each new error:", "");
    for (const example of report.examples) {
      const previous = new Set(example.before?.errors ?? []);
      const fresh = (example.after?.errors ?? []).filter(
        (e) => !previous.has(e),
      );
      if (example.after?.failure)
        out.push(`- ${example.at}: ${cell(example.after.failure)}`);
      else if (fresh[0])
        out.push(
          `- ${example.at}: ${cell(fresh[0])}${fresh.length > 1 ? ` (+${fresh.length - 1} more)` : ""}`,
        );
    }
  }
  out.push("", "## Props", "");
  if (report.props.length === 0) out.push("No documented element changed.");
  for (const entry of report.props) {
    out.push(`### <${entry.element}>`, "");
    for (const prop of entry.added)
      out.push(`- added ${code(prop.name)}: ${code(prop.type)}`);
    for (const name of entry.removed) out.push(`- removed ${code(name)}`);
    for (const prop of entry.retyped)
      out.push(
        `- retyped ${code(prop.name)}: ${code(prop.before)} → ${code(prop.after)}`,
      );
    out.push("");
  }
  out.push("## Pins tables", "");
  if (report.pins.length === 0) out.push("None changed.");
  for (const entry of report.pins)
    out.push(
      `- <${entry.element}>: ${entry.before.join("; ") || "(none)"} → ${entry.after.join("; ") || "(none)"}`,
    );
  out.push("", "## CLI", "");
  out.push(
    `- commands added: ${report.cli.commandsAdded.map(code).join(", ") || "none"}`,
  );
  out.push(
    `- commands removed: ${report.cli.commandsRemoved.map(code).join(", ") || "none"}`,
  );
  for (const entry of report.cli.options)
    out.push(
      `- ${code(`tsci ${entry.command}`)}: ${[...entry.added.map((o) => `+${code(o)}`), ...entry.removed.map((o) => `−${code(o)}`)].join(", ")}`,
    );
  out.push("", "## Footprinter", "");
  out.push(
    `- functions added: ${report.footprints.functionsAdded.map(code).join(", ") || "none"}`,
  );
  out.push(
    `- functions removed: ${report.footprints.functionsRemoved.map(code).join(", ") || "none"}`,
  );
  for (const entry of report.footprints.params)
    out.push(
      `- ${code(entry.name)}: ${[...entry.added.map((p) => `+${code(p)}`), ...entry.removed.map((p) => `−${code(p)}`)].join(", ")}`,
    );
  out.push("", "## Intrinsic elements", "");
  out.push(
    `- added: ${report.elementsAdded.map((e) => code(`<${e}>`)).join(", ") || "none"}`,
  );
  out.push(
    `- removed: ${report.elementsRemoved.map((e) => code(`<${e}>`)).join(", ") || "none"}`,
  );
  out.push(
    `- with no page (${report.elementsWithoutPage.length}): ${report.elementsWithoutPage.map((e) => code(`<${e}>`)).join(", ") || "none"}`,
  );
  if (report.propEffects) {
    out.push("", "## Props with and without effect", "");
    const { compared, note, changes } = report.propEffects;
    if (!compared) out.push(`Not compared: ${note ?? "no probe"}.`);
    else if (changes.length === 0)
      out.push(
        "No prop starts or stops having an effect (plugins/prop-effects).",
      );
    else {
      out.push(
        "Props tables mark the props with no effect from the new probe; pages that say a prop does nothing, or what it does, may need a look:",
        "",
      );
      for (const change of changes)
        out.push(
          `- <${change.element}>: ${[
            ...change.started.map((name) => `${code(name)} now has an effect`),
            ...change.stopped.map(
              (name) => `${code(name)} no longer has an effect`,
            ),
          ].join(", ")}`,
        );
    }
  }
  out.push("", "## Facts tests", "");
  if (!report.facts.ran)
    out.push(
      `The facts tests did not run.${report.facts.startError ? `\n\n\`\`\`\n${report.facts.startError}\n\`\`\`` : ""}`,
    );
  else {
    out.push(`Newly failing: ${report.facts.newlyFailing.length}.`, "");
    for (const failure of report.facts.newlyFailing)
      out.push(
        `- ${failure.at}: ${cell(failure.test)} — ${cell(failure.message)}`,
      );
  }
  return `${out.join("\n")}\n`;
}
