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

/** Longest run of tag additions in one idle callback, in ms of wall time. */
export const sliceMs = 6;

interface Pending {
  url: string;
  done: () => void;
}

const pending: Pending[] = [];
const requested = new Set<string>();
let scheduled = false;

function linkPrefetchSupported(): boolean {
  try {
    return document.createElement("link").relList.supports("prefetch");
  } catch {
    return false;
  }
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

type IdleDeadlineLike = { timeRemaining: () => number };

function whenIdle(run: (deadline: IdleDeadlineLike) => void): void {
  if (typeof window.requestIdleCallback === "function")
    window.requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(() => run({ timeRemaining: () => sliceMs }), 50);
}

/** Starts queued requests until the slice or the idle period is used up. */
export function runSlice(
  deadline: IdleDeadlineLike,
  now: () => number = () => performance.now(),
): void {
  scheduled = false;
  const began = now();
  do {
    const next = pending.shift();
    if (!next) break;
    start(next);
  } while (deadline.timeRemaining() > 1 && now() - began < sliceMs);
  if (pending.length > 0) schedule();
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  whenIdle((deadline) => runSlice(deadline));
}

/** Files queued and not started yet (for tests). */
export function queuedFiles(): readonly string[] {
  return pending.map((item) => item.url);
}

export default function prefetch(url: string): Promise<void> {
  if (typeof document === "undefined" || requested.has(url))
    return Promise.resolve();
  requested.add(url);
  return new Promise((resolve) => {
    pending.push({ url, done: () => resolve() });
    schedule();
  });
}
