import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { after, describe, it } from "node:test";
import { circuitJsonToSpice } from "circuit-json-to-spice";
import { repoRoot } from "../../../lib/build-output";
import {
  findCommand,
  readSnapshot,
} from "../../../plugins/cli-reference/table";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

const pageText = readFileSync(
  path.join(repoRoot, "docs/command-line/tsci-simulate.mdx"),
  "utf8",
);
const circuit = readFileSync(
  path.join(repoRoot, "docs/command-line/_code/rc-step.tsx"),
  "utf8",
);

/** formatSimTime of @tscircuit/cli 0.1.2430 (lib/shared/get-spice-with-sim.ts), for times below 1 s. */
function simTime(seconds: number): string {
  if (seconds === 0) return "0";
  if (seconds >= 0.001) return `${(seconds * 1000).toPrecision(4)}m`;
  return `${(seconds * 1e6).toPrecision(4)}u`;
}

/**
 * What `tsci simulate` of @tscircuit/cli 0.1.2430 hands to the engine
 * (getSpiceWithPaddedSim): the converter's netlist, plus `.ic V(n)=0` for
 * capacitor nodes when there is no `.ic`, a `.probe` of every node voltage
 * and voltage-source current when there is no `.probe`/`.plot`/`wrdata`, and
 * a 20 ms `.tran` in 50 steps when there is no analysis line; all before `.END`.
 */
function paddedNetlist(json: CircuitJsonElement[]): string {
  const base = circuitJsonToSpice(json as never).toSpiceString();
  const hasAnalysis = /\.tran|\.ac|\.dc|\.op/i.test(base);
  const hasOutput = /\.probe|\.plot|wrdata/i.test(base);
  const lines = base.split("\n").filter((l) => l.trim() !== "");
  const nodes = new Set<string>();
  const capacitorNodes = new Set<string>();
  const sources: string[] = [];
  for (const line of lines) {
    if (line.startsWith("*") || line.startsWith(".")) continue;
    const parts = line.trim().split(/\s+/);
    const kind = parts[0][0].toUpperCase();
    if (!"RCLVID".includes(kind)) continue;
    for (const node of parts.slice(1, 3)) {
      nodes.add(node);
      if (kind === "C") capacitorNodes.add(node);
    }
    if (kind === "V") sources.push(parts[0]);
  }
  nodes.delete("0");
  capacitorNodes.delete("0");
  const injected = [
    ...(/\.ic/i.test(base)
      ? []
      : [...capacitorNodes].map((n) => `.ic V(${n})=0`)),
    hasOutput
      ? ""
      : `.probe ${[...[...nodes].map((n) => `V(${n})`), ...sources.map((s) => `I(${s})`)].join(" ")}`,
    hasAnalysis ? "" : `.tran ${simTime(0.02 / 50)} ${simTime(0.02)} 0 UIC`,
  ].filter(Boolean);
  const all = base.split("\n");
  let end = all.length;
  for (let i = all.length - 1; i >= 0; i--)
    if (all[i].trim().toLowerCase().startsWith(".end")) {
      end = i;
      break;
    }
  return [...all.slice(0, end), ...injected, ...all.slice(end)].join("\n");
}

/** The first ```text block inside the page's ngspice section. */
function shownNetlist(): string {
  const section = pageText.slice(
    pageText.indexOf("## SPICE simulation with ngspice"),
  );
  const match = /```text\n([\s\S]*?)\n\s*```/.exec(section);
  assert.ok(match, "a netlist block");
  return match[1]
    .split("\n")
    .map((line) => line.trim())
    .join("\n");
}

describe("/command-line/tsci-simulate", () => {
  it("the example declares a 10 ms transient in 0.1 ms steps, with no engine named", async () => {
    const json = await circuitJsonOf(circuit);
    const experiments = json.filter((e) => e.type === "simulation_experiment");
    assert.equal(experiments.length, 1);
    assert.equal(experiments[0].experiment_type, "spice_transient_analysis");
    assert.equal(experiments[0].end_time_ms, 10);
    assert.equal(experiments[0].time_per_step, 0.1);
    assert.equal(experiments[0].spice_engine, undefined);
  });

  it("shows the netlist the engine receives for the example, line for line", async () => {
    const json = await circuitJsonOf(circuit);
    assert.equal(shownNetlist(), paddedNetlist(json));
  });

  it("without an analysis of its own, a circuit gets the 20 ms run the page states", async () => {
    const withoutSimulation = circuit.replace(
      /\s*<analogsimulation[^>]*\/>/,
      "",
    );
    assert.notEqual(withoutSimulation, circuit);
    const padded = paddedNetlist(await circuitJsonOf(withoutSimulation));
    const stated = /`(\.tran [^`]+)`/.exec(pageText)?.[1];
    assert.ok(stated);
    assert.equal(
      padded
        .split("\n")
        .filter((l) => l.startsWith(".tran"))
        .join(),
      stated,
    );
  });

  it('naming spiceEngine="ngspice" stops the pinned core\'s compile without a platform engine', () => {
    // The compiler these tests use gives the core an ngspice engine (as the
    // CLI's platform does), so the bare core's refusal is read from its
    // source: an engine name missing from the platform's spiceEngineMap
    // throws this message.
    const core = readFileSync(
      path.join(repoRoot, "node_modules/@tscircuit/core/dist/index.js"),
      "utf8",
    );
    assert.match(
      core,
      /const spiceEngine = spiceEngineMap\[engineName\];\s*if \(!spiceEngine\) \{\s*throw new Error\(\s*`SPICE engine "\$\{engineName\}" not found in platform config\./,
    );
    assert.match(
      pageText,
      /SPICE engine\s+"ngspice" not found in platform config/,
    );
  });

  it("the return-current options are the CLI's: a generated table, and every flag the prose names", () => {
    const command = findCommand(readSnapshot(), "simulate return-current");
    // The table is generated from the snapshot (its rows are checked against
    // it by the cli-reference tests), so the page must ask for it…
    assert.match(pageText, /<CliOptions command="simulate return-current" \/>/);
    // …and each flag the prose names must be one of the command's.
    const named = new Set(
      [
        ...pageText.matchAll(/`tsci simulate return-current[^`]*?(--[\w-]+)/g),
      ].map((match) => match[1] as string),
    );
    assert.ok(named.size >= 3, [...named].join());
    for (const flag of named)
      assert.ok(
        command.options.some((option) => option.long === flag),
        `${flag} is not an option of tsci simulate return-current`,
      );
  });
});
