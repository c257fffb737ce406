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
import { type IdleQueue, idleQueue } from "./idleQueue";

type Prefetch = (routePath: string) => unknown;
type DocusaurusGlobal = { prefetch: Prefetch; preload: Prefetch };

/** Routes prefetched per page load, in the order their links were seen. */
export const prefetchLimit = 12;

/**
 * The bundler runtime's chunk lookups, as Docusaurus's prefetch calls them:
 * `gca` (a chunk name to its file, injected by Docusaurus) and `u` (a chunk
 * id to its file name) each rebuild a map with an entry for every chunk of
 * the site on every call, and a prefetch calls them once per chunk of the
 * route. Their answers never change during a visit, so they are remembered.
 */
interface BundlerRuntime {
  gca?: (chunkName: string) => string;
  u?: (chunkId: string | number) => string;
}
declare const __webpack_require__: BundlerRuntime | undefined;

export function remember<Key, Value>(
  lookup: (key: Key) => Value,
): (key: Key) => Value {
  const answers = new Map<Key, Value>();
  return (key) => {
    if (!answers.has(key)) answers.set(key, lookup(key));
    return answers.get(key) as Value;
  };
}

function rememberChunkLookups(runtime: BundlerRuntime): void {
  const marked = runtime as BundlerRuntime & { remembered?: true };
  if (marked.remembered) return;
  marked.remembered = true;
  if (runtime.gca) runtime.gca = remember(runtime.gca);
  if (runtime.u) runtime.u = remember(runtime.u);
}

if (typeof window !== "undefined" && typeof __webpack_require__ !== "undefined")
  rememberChunkLookups(__webpack_require__);

const seen = new Set<string>();
let routeQueue: IdleQueue<string> | undefined;

/** One route per idle callback: a route's lookup is the long part. */
function queueFor(prefetch: Prefetch): IdleQueue<string> {
  routeQueue ??= idleQueue((routePath: string) => prefetch(routePath), {
    sliceMs: 50,
    perSlice: 1,
  });
  return routeQueue;
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
    queueFor(original).push(routePath);
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
