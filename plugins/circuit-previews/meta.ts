import { allViews, optionalViews, type View } from "./types";

/** What a fence's meta string (after `tsx`) asks of the preview. */
export interface PreviewOptions {
  views: View[];
  defaultView: View;
  title?: string;
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
    (key) => !["view", "hide", "title"].includes(key),
  );
  if (unknown.length > 0) {
    throw new Error(
      `unknown option ${unknown.map((k) => `"${k}"`).join(", ")}; a circuit fence takes view, hide and title`,
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
  if (views.length === 0) throw new Error("hide leaves no view to show");
  if (requested && !views.includes(requested)) {
    throw new Error(`view="${requested}" is also hidden`);
  }
  return {
    views,
    defaultView: requested ?? views[0],
    title: options.get("title"),
  };
}
