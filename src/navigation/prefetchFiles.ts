/**
 * Docusaurus's prefetch helper (`@docusaurus/core/lib/client/prefetch.js`),
 * replaced at build by plugins/short-tasks.
 *
 * Docusaurus adds a `<link rel="prefetch">` for every file of a route the
 * moment the route is prefetched, and asks again for files it already
 * asked for with an earlier route (the chunks all pages share). Adding a
 * tag starts a request, about a millisecond of main-thread work each; a
 * route of ten files was one 55–90 ms task at 4x CPU. Here each file is
 * asked for once a visit, and the tags are added in idle slices that end
 * after a few milliseconds, so prefetching never holds the main thread
 * long enough to delay a tap.
 */

import { type IdleDeadlineLike, idleQueue } from "./idleQueue";

/** Longest run of tag additions in one idle callback, in ms of wall time. */
export const sliceMs = 6;

interface Pending {
  url: string;
  done: () => void;
}

const requested = new Set<string>();
let linkPrefetch: boolean | undefined;

/** Asked once: Safari answers no. */
function linkPrefetchSupported(): boolean {
  if (linkPrefetch === undefined) {
    try {
      linkPrefetch = document
        .createElement("link")
        .relList.supports("prefetch");
    } catch {
      linkPrefetch = false;
    }
  }
  return linkPrefetch;
}

function start({ url, done }: Pending): void {
  if (!linkPrefetchSupported()) {
    // Safari has no link prefetch; a plain request fills the HTTP cache.
    fetch(url, { credentials: "same-origin" }).then(done, done);
    return;
  }
  const link = document.createElement("link");
  link.rel = "prefetch";
  link.href = url;
  link.onload = done;
  link.onerror = done;
  document.head.appendChild(link);
}

const queue = idleQueue(start, { sliceMs });

/** Starts queued requests until the slice or the idle period is used up. */
export function runSlice(deadline: IdleDeadlineLike, now?: () => number): void {
  queue.runSlice(deadline, now);
}

/** Files queued and not started yet (for tests). */
export function queuedFiles(): readonly string[] {
  return queue.pending().map((item) => item.url);
}

export default function prefetch(url: string): Promise<void> {
  if (typeof document === "undefined" || requested.has(url))
    return Promise.resolve();
  requested.add(url);
  return new Promise((resolve) => {
    queue.push({ url, done: () => resolve() });
  });
}
