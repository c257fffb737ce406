import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { after, describe, it } from "node:test";
import { repoRoot } from "../../../lib/build-output";
import { exampleCode } from "../../support/board-facts";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

const page = path.join(repoRoot, "docs/command-line/tsci-check.mdx");
const text = readFileSync(page, "utf8");

/**
 * What `tsci check` prints for a circuit, as @tscircuit/cli 0.1.2430 formats
 * it (lib/shared/circuit-json-diagnostics.ts: analyzeCircuitJson and
 * formatCircuitJsonDiagnostics): an entry is a warning when its type ends in
 * `_warning` or it has a `warning_type`, else an error when its type ends in
 * `_error` or it has an `error_type`; errors are listed before warnings.
 */
function checkReport(json: CircuitJsonElement[]): string {
  const errors: CircuitJsonElement[] = [];
  const warnings: CircuitJsonElement[] = [];
  for (const item of json) {
    const type = item.type;
    if (typeof item.warning_type === "string" || type.endsWith("_warning"))
      warnings.push(item);
    else if (typeof item.error_type === "string" || type.endsWith("_error"))
      errors.push(item);
  }
  return [
    `Errors: ${errors.length}`,
    `Warnings: ${warnings.length}`,
    ...[...errors, ...warnings].map(
      (issue) =>
        `- ${String(issue.warning_type ?? issue.error_type ?? issue.type)}: ${String(issue.message ?? "")}`,
    ),
  ].join("\n");
}

/** The body of the first ```text fence after the example. */
function shownReport(): string {
  const after = text.slice(text.indexOf('title="index.circuit.tsx"'));
  const match = /```text\n([\s\S]*?)\n```/.exec(after);
  assert.ok(match, "a ```text report after the example");
  return match[1];
}

describe("/command-line/tsci-check", () => {
  const code = exampleCode(page, "index.circuit.tsx");

  it("shows the report the example's circuit gives, line for line", async () => {
    const json = await circuitJsonOf(code);
    assert.equal(shownReport(), checkReport(json));
  });

  it("the error and the J1 warning both go away once J1 pin2 is on GND", async () => {
    const fixed = code.replace(
      'connections={{ pin1: "net.V5" }}',
      'connections={{ pin1: "net.V5", pin2: "net.GND" }}',
    );
    assert.notEqual(fixed, code);
    const report = checkReport(await circuitJsonOf(fixed));
    assert.match(report, /^Errors: 0$/m);
    assert.doesNotMatch(report, /pcb_port_not_connected_error/);
    assert.doesNotMatch(report, /source_pin_missing_trace_warning/);
  });
});
