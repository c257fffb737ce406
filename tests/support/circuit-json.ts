/**
 * Compiles fence-style example code (`export default () => <board …/>`) with
 * the pinned core, in the same render process the build uses, and returns
 * its circuit JSON. For tests that prove what a page states.
 */
import { RenderPool } from "../../plugins/circuit-previews/pool";

export interface CircuitJsonElement {
  type: string;
  [key: string]: unknown;
}

let pool: RenderPool | undefined;

export async function circuitJsonOf(
  code: string,
): Promise<CircuitJsonElement[]> {
  pool ??= new RenderPool({ size: 1, timeoutMs: 120_000 });
  const result = await pool.render({
    code,
    filename: "fact.tsx",
    views: [],
    withCircuitJson: true,
  });
  if (!result.ok) {
    const at = result.error.line ? ` (line ${result.error.line})` : "";
    throw new Error(
      `${result.error.phase} error${at}: ${result.error.message}`,
    );
  }
  return (result.circuitJson ?? []) as CircuitJsonElement[];
}

/** Stops the render process; call it from `after()`. */
export async function closeCircuitCompiler(): Promise<void> {
  await pool?.close();
  pool = undefined;
}
