/**
 * Reading the transient curves of a simulated example, for the facts tests
 * of pages that state what a simulation shows.
 */
import assert from "node:assert/strict";
import type { CircuitJsonElement } from "./circuit-json";

/** Within 1 % (at least 0.01) of the value the page states. */
export function near(actual: number, stated: number, what: string): void {
  const tolerance = Math.max(Math.abs(stated) * 0.01, 0.01);
  assert.ok(
    Math.abs(actual - stated) <= tolerance,
    `${what}: simulated ${actual.toFixed(4)}, the page says ${stated} (± ${tolerance.toFixed(3)})`,
  );
}

/** A probe's transient voltage curve: times in ms, voltages in V. */
export interface Curve {
  t: number[];
  v: number[];
}

/** The transient voltage curve of the probe `name`. */
export function curve(json: CircuitJsonElement[], name: string): Curve {
  const g = json.find(
    (e) =>
      e.type === "simulation_transient_voltage_graph" &&
      (e as { name?: string }).name === name,
  ) as { timestamps_ms: number[]; voltage_levels: number[] } | undefined;
  assert.ok(g, `a transient graph named ${name}`);
  return { t: g.timestamps_ms, v: g.voltage_levels };
}

/** The samples of a curve with from ≤ t < to. */
export function between(c: Curve, from: number, to: number): number[] {
  return c.v.filter((_, i) => c.t[i] >= from && c.t[i] < to);
}

/** The time of the highest sample with from ≤ t < to. */
export function timeOfMax(c: Curve, from: number, to: number): number {
  let best = -1;
  for (let i = 0; i < c.t.length; i++)
    if (c.t[i] >= from && c.t[i] < to && (best < 0 || c.v[i] > c.v[best]))
      best = i;
  return c.t[best];
}
