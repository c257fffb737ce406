/**
 * What the server derives from the build on disk (the pages' security
 * headers with the hashes of their inline scripts, the moved-page
 * redirects, the search index), kept in step with it: when the build is
 * rebuilt under a running server, the next request after the change sees
 * the new build instead of blocking its new inline scripts.
 */
import { statSync } from "node:fs";
import path from "node:path";

/** Files every build writes; a change to any of them means a new build. */
const markers = [
  "index.html",
  "404.html",
  ".serve.json",
  "search-records.json",
];

/** A stamp of the build on disk: the markers' modification times and sizes. */
export function buildStamp(root: string): string {
  return markers
    .map((name) => {
      try {
        const stats = statSync(path.join(root, name));
        return `${stats.mtimeMs}:${stats.size}`;
      } catch {
        return "-";
      }
    })
    .join("|");
}

/**
 * A value computed from the build, recomputed when the build's stamp
 * changes; the stamp is read at most every `recheckMs` milliseconds, so a
 * busy server stats a few files a few times a second at most.
 */
export class FollowsBuild<T> {
  private stamp: string;
  private checkedAt = 0;
  private current: T;

  constructor(
    private readonly root: string,
    private readonly compute: () => T,
    private readonly recheckMs = 500,
    private readonly onChange?: (value: T) => void,
  ) {
    this.stamp = buildStamp(root);
    this.current = compute();
  }

  get value(): T {
    const now = Date.now();
    if (now - this.checkedAt >= this.recheckMs) {
      this.checkedAt = now;
      const stamp = buildStamp(this.root);
      if (stamp !== this.stamp) {
        this.stamp = stamp;
        try {
          this.current = this.compute();
          this.onChange?.(this.current);
        } catch {
          // A build half-written: keep what we had and look again next time.
          this.stamp = "";
        }
      }
    }
    return this.current;
  }
}
