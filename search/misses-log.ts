import { existsSync, readFileSync } from "node:fs";
import { writeFileAtomic } from "../lib/atomic-write";

export interface MissesLogOptions {
  /** The TSV file: one `query<TAB>count` line per query, most frequent first. */
  file: string;
  /** Least time between two writes; 1000 ms unless given. */
  intervalMs?: number;
  /** Distinct queries kept; later new queries are not counted. */
  maxQueries?: number;
  onError?: (error: unknown) => void;
}

/**
 * Counts searches that found nothing, to show which words the docs lack.
 * Counts already in the file are carried on, so a restart keeps them.
 */
export class MissesLog {
  readonly file: string;
  private readonly intervalMs: number;
  private readonly maxQueries: number;
  private readonly onError: (error: unknown) => void;
  private readonly counts = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  private lastWrite = 0;
  private dirty = false;
  private closed = false;
  private writing: Promise<void> = Promise.resolve();

  constructor(options: MissesLogOptions) {
    this.file = options.file;
    this.intervalMs = options.intervalMs ?? 1000;
    this.maxQueries = options.maxQueries ?? 10_000;
    this.onError = options.onError ?? ((error) => console.error(error));
    this.loadExisting();
  }

  /** Trimmed, lowercased, inner whitespace collapsed: one line of TSV. */
  static normalize(query: string): string {
    return query.trim().replace(/\s+/g, " ").toLowerCase();
  }

  record(query: string): void {
    const key = MissesLog.normalize(query);
    if (!key || this.closed) return;
    const count = this.counts.get(key);
    if (count === undefined && this.counts.size >= this.maxQueries) return;
    this.counts.set(key, (count ?? 0) + 1);
    this.dirty = true;
    this.schedule();
  }

  /** Queries and counts, most frequent first, then alphabetically. */
  entries(): [string, number][] {
    return [...this.counts].sort(
      ([queryA, countA], [queryB, countB]) =>
        countB - countA || (queryA < queryB ? -1 : queryA > queryB ? 1 : 0),
    );
  }

  /** Writes now if anything changed since the last write. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.writing = this.writing.then(() => this.write());
    return this.writing;
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.flush();
  }

  private schedule(): void {
    if (this.timer) return;
    const wait = Math.max(0, this.lastWrite + this.intervalMs - Date.now());
    this.timer = setTimeout(() => {
      this.flush();
    }, wait);
    this.timer.unref();
  }

  private async write(): Promise<void> {
    if (!this.dirty) return;
    this.dirty = false;
    this.lastWrite = Date.now();
    const lines = this.entries().map(
      ([query, count]) => `${query}\t${count}\n`,
    );
    try {
      await writeFileAtomic(this.file, lines.join(""));
    } catch (error) {
      this.dirty = true;
      this.onError(error);
    }
  }

  private loadExisting(): void {
    if (!existsSync(this.file)) return;
    try {
      for (const line of readFileSync(this.file, "utf8").split("\n")) {
        const [query, count] = line.split("\t");
        const key = MissesLog.normalize(query ?? "");
        const value = Number(count);
        if (key && Number.isSafeInteger(value) && value > 0) {
          this.counts.set(key, (this.counts.get(key) ?? 0) + value);
        }
      }
    } catch (error) {
      this.onError(error);
    }
  }
}
