/**
 * The SPICE engines the render processes give the core (its platform
 * config's `spiceEngineMap`), all offline.
 *
 * - `spicey`: the core's own JavaScript engine, used when an
 *   `<analogsimulation>` names none (the core's adapter, timed).
 * - `ngspice` (`spiceEngine="ngspice"`): the release's
 *   `@tscircuit/ngspice-spice-engine`. Its own `simulate` downloads the
 *   ngspice WebAssembly build from a CDN at run time and imports it from a
 *   `blob:` URL, which Node cannot do and a build must not need. So the
 *   same steps run here with the engine loaded from the `eecircuit-engine`
 *   npm package (ngspice compiled to WebAssembly, the module inlined in its
 *   JavaScript): the package's own converters rewrite the netlist and turn
 *   ngspice's vectors into `simulation_*` records.
 *
 * ngspice does not throw when a run fails: it prints "Timestep too small"
 * or "singular matrix" and "run simulation(s) aborted", and the vectors it
 * returns are zeros. Those messages make `simulate` throw, so the core
 * records a `simulation_unknown_experiment_error` and the build fails on it
 * like on any circuit error.
 */

/** What the core calls (`SpiceEngine` of @tscircuit/props). */
export interface SpiceEngine {
  simulate(
    spiceString: string,
  ): Promise<{ simulationResultCircuitJson: unknown[] }>;
}

interface EecircuitSimulation {
  start(): Promise<void>;
  setNetList(netlist: string): void;
  runSim(): Promise<unknown>;
  getError(): string[];
}

/** ngspice output lines that mean the run failed or its results are void. */
const failureLine =
  /abort|timestep too small|singular matrix|no convergence|not converge|gmin stepping failed|source stepping failed|error/i;

/** The lines of ngspice's error output that say the run failed, once each. */
export function ngspiceFailures(errorLines: readonly string[]): string[] {
  return [
    ...new Set(
      errorLines
        .map((line) => line.trim())
        .filter((line) => line && failureLine.test(line)),
    ),
  ];
}

/** Time spent in SPICE engines by this process, for the render's timings. */
export const spiceTimings = { engineStartMs: 0, simulateMs: 0 };

let simulation: Promise<EecircuitSimulation> | null = null;

async function startNgspice(): Promise<EecircuitSimulation> {
  const started = performance.now();
  const { Simulation } = (await import("eecircuit-engine")) as unknown as {
    Simulation: new (options?: object) => EecircuitSimulation;
  };
  // The options @tscircuit/ngspice-spice-engine starts it with.
  const instance = new Simulation({ ngBehavior: "psa" });
  await instance.start();
  spiceTimings.engineStartMs += performance.now() - started;
  return instance;
}

/** One ngspice per process, started on the first simulation that needs it. */
function ngspice(): Promise<EecircuitSimulation> {
  simulation ??= startNgspice().catch((error: unknown) => {
    simulation = null;
    throw error;
  });
  return simulation;
}

/** Runs are one at a time: the engine holds one netlist. */
let queue: Promise<unknown> = Promise.resolve();

export const offlineNgspiceEngine: SpiceEngine = {
  simulate(spiceString) {
    const run = queue.then(async () => {
      const engine = await import("@tscircuit/ngspice-spice-engine");
      const instance = await ngspice();
      const started = performance.now();
      try {
        const netlist = engine.rewritePspiceCompatibilitySyntax(spiceString);
        instance.setNetList(netlist);
        const result = await instance.runSim();
        const failures = ngspiceFailures(instance.getError());
        if (failures.length > 0)
          throw new Error(`ngspice: ${failures.join("; ")}`);
        if (!result) throw new Error("ngspice returned no results");
        const graphs = engine.eecircuitResultToSimulationGraphs(
          result as Parameters<
            typeof engine.eecircuitResultToSimulationGraphs
          >[0],
          netlist,
        );
        return {
          simulationResultCircuitJson: engine.simulationGraphsToCircuitJson(
            graphs,
            netlist,
          ) as unknown[],
        };
      } finally {
        spiceTimings.simulateMs += performance.now() - started;
      }
    });
    queue = run.catch(() => {});
    return run;
  },
};

/**
 * The core's own `spicey` engine (its lib/spice/get-spicey-engine.ts, the
 * same calls), given here only so its runs are timed like ngspice's.
 */
export const timedSpiceyEngine: SpiceEngine = {
  async simulate(spiceString) {
    const { simulate, spiceyTranToVGraphs } = await import("spicey");
    const started = performance.now();
    try {
      const { circuit, tran } = simulate(spiceString);
      return {
        simulationResultCircuitJson: spiceyTranToVGraphs(
          tran,
          circuit,
          "spice-experiment-1",
        ) as unknown[],
      };
    } finally {
      spiceTimings.simulateMs += performance.now() - started;
    }
  },
};

/** The platform's `spiceEngineMap` for the render processes. */
export const spiceEngineMap: Record<string, SpiceEngine> = {
  spicey: timedSpiceyEngine,
  ngspice: offlineNgspiceEngine,
};
