/**
 * Client module: link prefetching in small idle slices.
 *
 * Docusaurus's `<Link>` calls `window.docusaurus.prefetch(path)` for every
 * internal link that scrolls into view. Each call matches the path against
 * every route and adds `<link rel="prefetch">` tags, and the links visible on
 * first load (navbar, sidebar, page) all call it in one observer callback:
 * on a 4× slower phone that was a single main-thread task of 300–400 ms right
 * after hydration. Here the calls are queued and run while the browser is
 * idle, a few milliseconds at a time, so prefetching still happens but never
 * blocks a tap. Hover preloading (`preload`) is left as it is.
 */
import type { ClientModule } from "@docusaurus/types";

type Prefetch = (routePath: string) => unknown;
type DocusaurusGlobal = { prefetch: Prefetch; preload: Prefetch };

/** Longest run of prefetch calls in one slice, in ms of this device's time. */
const sliceBudgetMs = 6;

const queue: string[] = [];
let scheduled = false;

function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === "function")
    window.requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 50);
}

function drain(prefetch: Prefetch): void {
  scheduled = false;
  const started = performance.now();
  while (queue.length > 0 && performance.now() - started < sliceBudgetMs) {
    const routePath = queue.shift();
    if (routePath !== undefined) prefetch(routePath);
  }
  if (queue.length > 0) schedule(prefetch);
}

function schedule(prefetch: Prefetch): void {
  if (scheduled) return;
  scheduled = true;
  whenIdle(() => drain(prefetch));
}

/**
 * The global with its prefetch queued; the same object if it already is.
 * (Docusaurus's object is read-only, so a new one takes its place.)
 */
export function withDeferredPrefetch(
  docusaurus: DocusaurusGlobal,
): DocusaurusGlobal {
  const original = docusaurus.prefetch as Prefetch & { queued?: true };
  if (original.queued) return docusaurus;
  const queued: Prefetch & { queued?: true } = (routePath) => {
    if (!queue.includes(routePath)) queue.push(routePath);
    schedule(original);
    return true;
  };
  queued.queued = true;
  return { ...docusaurus, prefetch: queued };
}

const clientModule: ClientModule = {
  // Runs on the first load too, after `window.docusaurus` is set and before
  // any link has been seen by its intersection observer.
  onRouteDidUpdate() {
    const host = window as { docusaurus?: DocusaurusGlobal };
    if (host.docusaurus)
      host.docusaurus = withDeferredPrefetch(host.docusaurus);
  },
};

export default clientModule;
