import os from "node:os";
import path from "node:path";
import { CircuitPreviews } from "./previews";

const instances = new Map<string, CircuitPreviews>();

/** One renderer per site, shared by the Docusaurus plugin and the remark plugin. */
export function previewsFor(siteDir: string): CircuitPreviews {
  let previews = instances.get(siteDir);
  if (!previews) {
    previews = new CircuitPreviews({
      siteDir,
      cacheDir: path.join(siteDir, ".generated/cache/circuits"),
      staticDir: path.join(siteDir, ".generated/static"),
      // Each render process holds the tscircuit packages (~250 MB) and keeps
      // a core busy; on two cores one process beat two in measurements.
      workers: Number(
        process.env.CIRCUIT_RENDER_WORKERS ??
          Math.max(1, Math.floor(os.availableParallelism() / 2)),
      ),
      timeoutMs: Number(process.env.CIRCUIT_RENDER_TIMEOUT_MS ?? 60_000),
    });
    instances.set(siteDir, previews);
  }
  return previews;
}
