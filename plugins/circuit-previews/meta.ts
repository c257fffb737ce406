import { allViews, optionalViews, type View } from "./types";

/** What a fence's meta string (after `tsx`) asks of the preview. */
export interface PreviewOptions {
  views: View[];
  defaultView: View;
  title?: string;
  /**
   * Circuit error codes the page shows on purpose (`errors="a_error,b_error"`).
   * Any other error the circuit reports fails the build.
   */
  expectedErrors: string[];
}

/** Is this fence a circuit example? (` ```tsx circuit … `) */
export function isCircuitFence(
  lang: string | null | undefined,
  meta: string | null | undefined,
): boolean {
  return lang === "tsx" && /^circuit(\s|$)/.test(meta ?? "");
}

const knownViews: readonly string[] = [...allViews, ...optionalViews];

function isView(value: string): value is View {
  return knownViews.includes(value);
}

/**
 * Reads `circuit view="schematic" hide="3d" title="…"`. Throws a message
 * that lists the allowed values when an option is wrong.
 */
export function parsePreviewOptions(meta: string): PreviewOptions {
  const options = new Map<string, string>();
  for (const [, key, value] of meta.matchAll(/(\w+)="([^"]*)"/g)) {
    options.set(key, value);
  }
  const unknown = [...options.keys()].filter(
    (key) => !["view", "hide", "title", "errors"].includes(key),
  );
  if (unknown.length > 0) {
    throw new Error(
      `unknown option ${unknown.map((k) => `"${k}"`).join(", ")}; a circuit fence takes view, hide, title and errors`,
    );
  }
  const hidden = (options.get("hide") ?? "")
    .split(",")
    .map((view) => view.trim())
    .filter(Boolean);
  for (const view of hidden) {
    if (!isView(view)) {
      throw new Error(
        `hide="${view}" is not a view; use ${knownViews.join(", ")}`,
      );
    }
  }
  const requested = options.get("view");
  if (requested !== undefined && !isView(requested)) {
    throw new Error(
      `view="${requested}" is not a view; use ${knownViews.join(", ")}`,
    );
  }
  const views: View[] = allViews.filter((view) => !hidden.includes(view));
  if (
    requested &&
    (optionalViews as readonly string[]).includes(requested) &&
    !hidden.includes(requested)
  )
    views.push(requested);
  // The simulation graph exists only for a circuit that simulates, so it
  // counts as the one view left only when the fence asks for it.
  if (
    views.every((view) => view === "simulation") &&
    requested !== "simulation"
  )
    throw new Error("hide leaves no view to show");
  if (requested && !views.includes(requested)) {
    throw new Error(`view="${requested}" is also hidden`);
  }
  const expectedErrors = (options.get("errors") ?? "")
    .split(",")
    .map((code) => code.trim())
    .filter(Boolean);
  for (const code of expectedErrors) {
    if (!/^\w+_error$/.test(code)) {
      throw new Error(
        `errors="${code}" is not an error code; name circuit error types such as pcb_trace_error`,
      );
    }
  }
  return {
    views,
    defaultView: requested ?? views[0],
    title: options.get("title"),
    expectedErrors,
  };
}
