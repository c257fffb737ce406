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

/**
 * The elements of one type that belong to a component (`pcb_component`,
 * `schematic_component`, …), by the name of their source component: the
 * way a test looks up "where did R1 go".
 */
export function byComponentName(
  json: readonly CircuitJsonElement[],
  type: string,
): Map<string, CircuitJsonElement> {
  const names = new Map(
    json
      .filter((e) => e.type === "source_component")
      .map((e) => [e.source_component_id, String(e.name)]),
  );
  return new Map(
    json
      .filter((e) => e.type === type)
      .map((e) => [names.get(e.source_component_id) ?? "?", e]),
  );
}

/** A position in circuit JSON (mm on the PCB, units on the schematic). */
export interface Point {
  x: number;
  y: number;
}

/**
 * The centre of each component of `type` by its name; with `decimals`,
 * rounded to that many places (0.001 mm at 3) so sums such as 0.1 + 0.2
 * compare equal.
 */
export function centresByName(
  json: readonly CircuitJsonElement[],
  type = "pcb_component",
  decimals?: number,
): Record<string, Point> {
  const round = (n: number) =>
    decimals === undefined
      ? n
      : Math.round(n * 10 ** decimals) / 10 ** decimals;
  const out: Record<string, Point> = {};
  for (const [name, e] of byComponentName(json, type)) {
    const c = e.center as Point;
    out[name] = { x: round(c.x), y: round(c.y) };
  }
  return out;
}

/** Stops the render process; call it from `after()`. */
export async function closeCircuitCompiler(): Promise<void> {
  await pool?.close();
  pool = undefined;
}
