/**
 * A queue worked off while the browser is idle, a few items at a time, so
 * background work (prefetching) never holds the main thread long enough to
 * delay a tap. Shared by the route queue (idlePrefetch.ts) and the file
 * queue (prefetchFiles.ts).
 */

export type IdleDeadlineLike = { timeRemaining: () => number };

export interface IdleQueueOptions {
  /** Longest run of items in one idle callback, in ms of wall time. */
  sliceMs: number;
  /** Most items per idle callback. */
  perSlice?: number;
}

export interface IdleQueue<Item> {
  push(item: Item): void;
  /** Items queued and not run yet. */
  pending(): readonly Item[];
  /** Runs items until the slice, its item count or the idle period is used up. */
  runSlice(deadline: IdleDeadlineLike, now?: () => number): void;
}

export function idleQueue<Item>(
  run: (item: Item) => void,
  { sliceMs, perSlice = Number.POSITIVE_INFINITY }: IdleQueueOptions,
): IdleQueue<Item> {
  const items: Item[] = [];
  let scheduled = false;

  function whenIdle(next: (deadline: IdleDeadlineLike) => void): void {
    // The timeout keeps a page that is never idle (an animation) prefetching.
    if (typeof window.requestIdleCallback === "function")
      window.requestIdleCallback(next, { timeout: 3000 });
    else setTimeout(() => next({ timeRemaining: () => sliceMs }), 50);
  }

  function schedule(): void {
    if (scheduled) return;
    scheduled = true;
    whenIdle((deadline) => queue.runSlice(deadline));
  }

  const queue: IdleQueue<Item> = {
    push(item) {
      items.push(item);
      schedule();
    },
    pending: () => items,
    runSlice(deadline, now = () => performance.now()) {
      scheduled = false;
      const began = now();
      let ran = 0;
      do {
        const next = items.shift();
        if (next === undefined) break;
        run(next);
        ran++;
      } while (
        ran < perSlice &&
        deadline.timeRemaining() > 1 &&
        now() - began < sliceMs
      );
      if (items.length > 0) schedule();
    },
  };
  return queue;
}
