/**
 * Client module: link prefetching in small idle slices.
 *
 * Docusaurus's `<Link>` calls `window.docusaurus.prefetch(path)` for every
 * internal link that scrolls into view. Each call matches the path against
 * every route and adds `<link rel="prefetch">` tags, and the links visible on
 * first load (navbar, sidebar, page) all call it in one observer callback:
 * on a 4× slower phone that was a single main-thread task of 300–400 ms right
 * after hydration. Here the calls are queued and run while the browser is
 * idle, one route at a time, so prefetching still happens but never blocks
 * a tap. It is also capped: Docusaurus remembers routes, not files, so every
 * route re-adds the chunks all routes share (536 `<link>` tags for the
 * links an element page shows on a phone). The first routes seen are
 * prefetched; any other link still loads its route on hover (`preload`,
 * left as it is) or on click.
 */
import type { ClientModule } from "@docusaurus/types";

type Prefetch = (routePath: string) => unknown;
type DocusaurusGlobal = { prefetch: Prefetch; preload: Prefetch };

/** Routes prefetched per page load, in the order their links were seen. */
export const prefetchLimit = 12;

const queue: string[] = [];
const seen = new Set<string>();
let scheduled = false;

function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === "function")
    window.requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 50);
}

function drain(prefetch: Prefetch): void {
  scheduled = false;
  const routePath = queue.shift();
  if (routePath !== undefined) prefetch(routePath);
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
    if (seen.has(routePath) || seen.size >= prefetchLimit) return false;
    seen.add(routePath);
    queue.push(routePath);
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
    // Each page gets its own allowance.
    seen.clear();
    const host = window as { docusaurus?: DocusaurusGlobal };
    if (host.docusaurus)
      host.docusaurus = withDeferredPrefetch(host.docusaurus);
  },
};

export default clientModule;
