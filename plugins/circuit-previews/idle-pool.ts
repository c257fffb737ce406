/**
 * One render process started on first use and stopped once no job has
 * arrived for `idleMs`: the pins tables and the fabrication files compile a
 * few circuits each, and a process left running would keep the build from
 * exiting.
 */
import { RenderPool } from "./pool";
import type { RenderJob, RenderResult } from "./types";

export interface IdleRenderPoolOptions {
  /** How long one job may take before its process is killed. */
  timeoutMs: number;
  /** How long the process waits for another job before it stops. */
  idleMs: number;
}

export class IdleRenderPool {
  private pool: RenderPool | undefined;
  private inFlight = 0;
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(private readonly options: IdleRenderPoolOptions) {}

  async render(job: Omit<RenderJob, "id">): Promise<RenderResult> {
    clearTimeout(this.idleTimer);
    this.inFlight += 1;
    this.pool ??= new RenderPool({
      size: 1,
      timeoutMs: this.options.timeoutMs,
    });
    try {
      return await this.pool.render(job);
    } finally {
      this.inFlight -= 1;
      if (this.inFlight === 0) {
        this.idleTimer = setTimeout(
          () => void this.close(),
          this.options.idleMs,
        );
      }
    }
  }

  /** Stops the process now; a later job starts a new one. */
  async close(): Promise<void> {
    clearTimeout(this.idleTimer);
    const current = this.pool;
    this.pool = undefined;
    await current?.close();
  }

  /** Whether a render process is running (for tests). */
  get running(): boolean {
    return this.pool !== undefined;
  }
}
