/**
 * The pictures every example shows unless hidden, in tab order. The
 * simulation graph is drawn only for a circuit with an `<analogsimulation>`.
 */
export const allViews = ["pcb", "schematic", "3d", "simulation"] as const;
/** Pictures drawn only when a fence asks for them with `view="…"`. */
export const optionalViews = ["pinout"] as const;
export type View = (typeof allViews)[number] | (typeof optionalViews)[number];

/** One ```tsx circuit fence found in a docs page. */
export interface CircuitExample {
  /** Page file, relative to the site directory. */
  file: string;
  /** Line of the opening fence in that file (1-based). */
  line: number;
  code: string;
  views: View[];
  defaultView: View;
  title?: string;
  /** Error codes the page shows on purpose (the fence's `errors="…"`). */
  expectedErrors: string[];
}

export interface RenderJob {
  id: number;
  code: string;
  /** Name used in compiler and stack messages. */
  filename: string;
  views: View[];
  /** Also return the whole circuit JSON (for tools that inspect ports). */
  withCircuitJson?: boolean;
  /**
   * Also run `module`'s export `exportName` on the circuit JSON, in the
   * render process, and return what it resolves to as `transformed` (for
   * ES-module converters the build process cannot load).
   */
  transform?: { module: string; exportName: string };
}

export interface RenderFailure {
  phase: "syntax" | "runtime" | "simulation" | "timeout" | "worker";
  message: string;
  /** Line and column inside the example code, when known (1-based). */
  line?: number;
  column?: number;
}

export interface RenderedPicture {
  view: View;
  svg: string;
  /** The same picture drawn for the dark colour mode, where it differs. */
  dark?: string;
  width: number;
  height: number;
  /** What the picture shows, in words (alt-text.ts). */
  alt: string;
  /** Its smallest text in CSS pixels at `width` (svg.ts); absent if none. */
  minTextPx?: number;
}

export type RenderResult =
  | {
      ok: true;
      pictures: RenderedPicture[];
      /** Errors the circuit itself reports (`*_error` elements of its JSON). */
      circuitErrors: string[];
      /** Warnings the circuit reports (`*_warning` elements). */
      circuitWarnings?: string[];
      /** Present when the job asked for it. */
      circuitJson?: unknown[];
      /** What the job's `transform` made of the circuit JSON. */
      transformed?: unknown;
      ms: number;
      /**
       * Time in SPICE engines, when the circuit simulates: the runs, and
       * starting the engine (the first ngspice run of a process).
       */
      simulation?: { ms: number; engineStartMs: number };
    }
  | { ok: false; error: RenderFailure; ms: number };
