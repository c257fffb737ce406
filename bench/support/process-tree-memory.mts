/**
 * Peak resident memory of a process and all its descendants (the docusaurus
 * build forks render workers and SSG threads), sampled from /proc on Linux.
 */
import { readdirSync, readFileSync } from "node:fs";

function children(pid: number): number[] {
  const found: number[] = [];
  let tasks: string[] = [];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return found;
  }
  for (const task of tasks) {
    try {
      const list = readFileSync(`/proc/${pid}/task/${task}/children`, "utf8");
      for (const child of list.split(/\s+/))
        if (child) found.push(Number(child));
    } catch {
      // The task ended between listing and reading.
    }
  }
  return found;
}

function residentKb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** Sum of resident memory over the tree rooted at pid, in kB. */
export function treeResidentKb(pid: number): number {
  let total = 0;
  const pending = [pid];
  const seen = new Set<number>();
  while (pending.length > 0) {
    const next = pending.pop() as number;
    if (seen.has(next)) continue;
    seen.add(next);
    total += residentKb(next);
    pending.push(...children(next));
  }
  return total;
}

/** Samples the tree every `everyMs` until stopped; returns the peak in MB. */
export function watchPeakMemory(pid: number, everyMs = 200): () => number {
  let peakKb = treeResidentKb(pid);
  const timer = setInterval(() => {
    peakKb = Math.max(peakKb, treeResidentKb(pid));
  }, everyMs);
  return () => {
    clearInterval(timer);
    return peakKb / 1024;
  };
}
