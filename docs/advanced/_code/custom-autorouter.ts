import type {
  AutorouterCompleteEvent,
  AutorouterErrorEvent,
  AutorouterProgressEvent,
  GenericLocalAutorouter,
  SimpleRouteJson,
  SimplifiedPcbTrace,
} from "@tscircuit/core";
import type { PlatformConfig } from "@tscircuit/props";

type Wire = {
  route_type: "wire";
  x: number;
  y: number;
  width: number;
  layer: string;
};

type Listeners = {
  complete: ((event: AutorouterCompleteEvent) => void)[];
  error: ((event: AutorouterErrorEvent) => void)[];
  progress: ((event: AutorouterProgressEvent) => void)[];
};

/**
 * A dogleg router: every connection becomes one wire per pair of points,
 * across to the halfway x, up or down, then across. It ignores obstacles,
 * so it only suits boards where such paths are free.
 */
export class DoglegAutorouter implements GenericLocalAutorouter {
  isRouting = false;
  private listeners: Listeners = { complete: [], error: [], progress: [] };

  constructor(readonly input: SimpleRouteJson) {}

  on(event: "complete", callback: (ev: AutorouterCompleteEvent) => void): void;
  on(event: "error", callback: (ev: AutorouterErrorEvent) => void): void;
  on(event: "progress", callback: (ev: AutorouterProgressEvent) => void): void;
  on(
    event: keyof Listeners,
    callback: Listeners[keyof Listeners][number],
  ): void {
    if (event === "complete")
      this.listeners.complete.push(callback as Listeners["complete"][number]);
    else if (event === "error")
      this.listeners.error.push(callback as Listeners["error"][number]);
    else
      this.listeners.progress.push(callback as Listeners["progress"][number]);
  }

  solveSync(): SimplifiedPcbTrace[] {
    const width = this.input.nominalTraceWidth ?? this.input.minTraceWidth;
    return this.input.connections.map((connection, index) => {
      const route: Wire[] = [];
      const points = connection.pointsToConnect;
      for (let i = 0; i + 1 < points.length; i++) {
        const a = points[i];
        const b = points[i + 1];
        if (!a || !b) continue;
        const midX = (a.x + b.x) / 2;
        const corners: [number, number][] = [
          [a.x, a.y],
          [midX, a.y],
          [midX, b.y],
          [b.x, b.y],
        ];
        for (const [x, y] of corners) {
          const last = route[route.length - 1];
          if (last && last.x === x && last.y === y) continue; // no zero-length wires
          route.push({ route_type: "wire", x, y, width, layer: a.layer });
        }
      }
      return {
        type: "pcb_trace",
        pcb_trace_id: `dogleg_${index}`,
        connection_name: connection.name,
        route,
      };
    });
  }

  start(): void {
    this.isRouting = true;
    try {
      const traces = this.solveSync();
      for (const listener of this.listeners.progress)
        listener({ type: "progress", steps: traces.length, progress: 1 });
      for (const listener of this.listeners.complete)
        listener({ type: "complete", traces });
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      for (const listener of this.listeners.error)
        listener({ type: "error", error: failure });
    } finally {
      this.isRouting = false;
    }
  }

  stop(): void {
    this.isRouting = false;
  }
}

/** Use it on one board: <board autorouter={{ algorithmFn: doglegAlgorithm }} /> */
export const doglegAlgorithm = async (srj: SimpleRouteJson) =>
  new DoglegAutorouter(srj);

/**
 * Or register it under a name for every board of a project:
 * <board autorouter="dogleg" />. The PlatformConfig type describes
 * createAutorouter's result as { run, getOutputSimpleRouteJson }, but the
 * pinned core drives it exactly like algorithmFn's result (on, start), so
 * return a GenericLocalAutorouter and cast.
 */
export const platform: PlatformConfig = {
  autorouterMap: {
    dogleg: {
      createAutorouter: (srj) =>
        new DoglegAutorouter(srj) as unknown as ReturnType<
          NonNullable<
            PlatformConfig["autorouterMap"]
          >[string]["createAutorouter"]
        >,
    },
  },
};
