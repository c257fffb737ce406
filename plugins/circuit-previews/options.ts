/**
 * The circuit previews' options, checked once when the config is read: a
 * bad value stops the build with what was expected, instead of a pool of
 * zero workers that waits forever.
 */
import os from "node:os";

export interface CircuitPreviewsOptions {
  siteDir: string;
  /** Parallel render processes (`CIRCUIT_RENDER_WORKERS`). */
  workers: number;
  /** Longest one example may take, in ms (`CIRCUIT_RENDER_TIMEOUT_MS`). */
  timeoutMs: number;
  /** Turns an example's code into highlighted HTML (plugins/code-highlight). */
  highlight?: (code: string, language: string) => string;
}

export interface RawCircuitPreviewsOptions {
  siteDir: string;
  workers?: string | number;
  timeoutMs?: string | number;
  highlight?: (code: string, language: string) => string;
}

/**
 * Each render process holds the tscircuit packages (~250 MB) and keeps a
 * core busy; on two cores one process beat two in measurements.
 */
export const defaultWorkers = (): number =>
  Math.max(1, Math.floor(os.availableParallelism() / 2));

function wholeNumber(
  value: string | number | undefined,
  name: string,
  min: number,
  max: number,
  fallback: number,
): number {
  if (value === undefined || value === "") return fallback;
  const number = typeof value === "number" ? value : Number(value.trim());
  if (!Number.isInteger(number) || number < min || number > max)
    throw new Error(
      `circuit-previews: ${name} must be a whole number from ${min} to ${max}; got ${JSON.stringify(value)}.`,
    );
  return number;
}

export function validateCircuitPreviewsOptions(
  raw: RawCircuitPreviewsOptions,
): CircuitPreviewsOptions {
  if (typeof raw.siteDir !== "string" || raw.siteDir === "")
    throw new Error("circuit-previews: siteDir must be the site's directory.");
  if (raw.highlight !== undefined && typeof raw.highlight !== "function")
    throw new Error("circuit-previews: highlight must be a function.");
  return {
    siteDir: raw.siteDir,
    highlight: raw.highlight,
    workers: wholeNumber(
      raw.workers,
      "workers (CIRCUIT_RENDER_WORKERS)",
      1,
      64,
      defaultWorkers(),
    ),
    timeoutMs: wholeNumber(
      raw.timeoutMs,
      "timeoutMs (CIRCUIT_RENDER_TIMEOUT_MS)",
      1000,
      3_600_000,
      // The largest routed boards (a keyboard tutorial) take ~30 s on a
      // busy two-core machine; the limit is there for runaway code.
      180_000,
    ),
  };
}
