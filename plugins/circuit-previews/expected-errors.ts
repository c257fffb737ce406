/**
 * Examples are complete circuits: one that reports a circuit error fails the
 * build, unless its fence names that error as shown on purpose
 * (` ```tsx circuit errors="pcb_trace_error" `). A named error that the
 * circuit no longer reports fails too, so a page never explains an error
 * its picture does not show.
 */
import type { CircuitExample } from "./types";

/** "code: message" lines, as the worker reports them. */
function codeOf(line: string): string {
  return line.match(/^(\w+):/)?.[1] ?? line;
}

/** The problems of one example, each a sentence naming its file and line. */
export function errorProblems(
  example: Pick<CircuitExample, "file" | "line" | "expectedErrors">,
  circuitErrors: readonly string[],
): string[] {
  const where = `${example.file}:${example.line}`;
  const expected = new Set(example.expectedErrors);
  const problems = circuitErrors
    .filter((line) => !expected.has(codeOf(line)))
    .map(
      (line) =>
        `${where}: the circuit reports ${line} (complete the circuit, or name the code in the fence's errors="…" if the page shows it on purpose)`,
    );
  const reported = new Set(circuitErrors.map(codeOf));
  for (const code of expected) {
    if (!reported.has(code)) {
      problems.push(
        `${where}: the fence names ${code} in errors="…", but the circuit no longer reports it`,
      );
    }
  }
  return problems;
}
