/**
 * A pool of render processes (worker.ts). Each job has a time limit; a
 * process that overruns it is killed and replaced, and the job fails with a
 * timeout. Processes stay up between jobs, since loading the tscircuit
 * packages costs over a second.
 */
import { type ChildProcess, fork } from "node:child_process";
import path from "node:path";
import type { RenderJob, RenderResult } from "./types";

export interface PoolOptions {
  /** Parallel render processes; each holds its own copy of the packages. */
  size: number;
  /** Longest one example may take, in milliseconds. */
  timeoutMs: number;
}

type Reply =
  | { ready: true }
  | { fatal: string }
  | { id: number; result: RenderResult };

interface Slot {
  child: ChildProcess;
  ready: Promise<void>;
}

const workerFile = path.join(__dirname, "worker.ts");

export class RenderPool {
  private readonly idle: Slot[] = [];
  private readonly waiting: ((slot: Slot) => void)[] = [];
  private started = 0;
  private nextId = 1;

  constructor(private readonly options: PoolOptions) {}

  render(job: Omit<RenderJob, "id">): Promise<RenderResult> {
    return this.acquire().then((slot) => this.run(slot, job));
  }

  async close(): Promise<void> {
    for (const slot of this.idle.splice(0)) slot.child.kill();
    this.started = 0;
  }

  private spawn(): Slot {
    const child = fork(workerFile, [], {
      execArgv: ["--import", "tsx"],
      stdio: ["ignore", "ignore", "pipe", "ipc"],
      serialization: "advanced",
    });
    let stderr = "";
    child.stderr?.on("data", (chunk) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    const ready = new Promise<void>((resolve, reject) => {
      child.once("message", (reply: Reply) => {
        if ("ready" in reply) resolve();
        else
          reject(
            new Error(
              `render process failed to start: ${JSON.stringify(reply)}`,
            ),
          );
      });
      child.once("exit", (code) =>
        reject(
          new Error(`render process exited (${code}) on start:\n${stderr}`),
        ),
      );
    });
    return { child, ready };
  }

  private acquire(): Promise<Slot> {
    const slot = this.idle.pop();
    if (slot) return Promise.resolve(slot);
    if (this.started < this.options.size) {
      this.started += 1;
      return Promise.resolve(this.spawn());
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(slot: Slot): void {
    const next = this.waiting.shift();
    if (next) next(slot);
    else this.idle.push(slot);
  }

  private replace(slot: Slot): void {
    slot.child.kill("SIGKILL");
    this.started -= 1;
    const next = this.waiting.shift();
    if (next) {
      this.started += 1;
      next(this.spawn());
    }
  }

  private async run(
    slot: Slot,
    job: Omit<RenderJob, "id">,
  ): Promise<RenderResult> {
    await slot.ready;
    const id = this.nextId++;
    const started = performance.now();
    return new Promise<RenderResult>((resolve) => {
      const finish = (result: RenderResult, healthy: boolean) => {
        clearTimeout(timer);
        slot.child.off("message", onMessage);
        slot.child.off("exit", onExit);
        if (healthy) this.release(slot);
        else this.replace(slot);
        resolve(result);
      };
      const onMessage = (reply: Reply) => {
        if ("id" in reply && reply.id === id) finish(reply.result, true);
      };
      const onExit = (code: number | null) =>
        finish(
          {
            ok: false,
            error: {
              phase: "worker",
              message: `the render process exited (code ${code}) while rendering`,
            },
            ms: performance.now() - started,
          },
          false,
        );
      const timer = setTimeout(
        () =>
          finish(
            {
              ok: false,
              error: {
                phase: "timeout",
                message: `rendering took longer than ${this.options.timeoutMs} ms and was stopped`,
              },
              ms: performance.now() - started,
            },
            false,
          ),
        this.options.timeoutMs,
      );
      slot.child.on("message", onMessage);
      slot.child.on("exit", onExit);
      slot.child.send({ ...job, id });
    });
  }
}
