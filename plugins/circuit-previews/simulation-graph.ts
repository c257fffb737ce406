/**
 * The Simulation tab's picture: circuit-to-svg's graph of a simulation's
 * results (`convertCircuitJsonToSimulationGraphSvg`: time or sweep axis
 * with its unit, value axis with its unit, one coloured trace and legend
 * entry per probe), drawn at build for the light and the dark colour mode,
 * with an alt text that says what is graphed.
 */
import { darkBackground, lightenForDark } from "./dark-colors";

type Element = { type: string } & Record<string, unknown>;

/** Width and height the graph is drawn at (text 11-18 px at this size). */
export const graphSize = { width: 800, height: 450 };

/** Result records of the core's simulations that a graph can draw. */
const resultTypes = new Set([
  "simulation_transient_voltage_graph",
  "simulation_transient_current_graph",
  "simulation_dc_operating_point_voltage",
  "simulation_dc_operating_point_current",
  "simulation_dc_sweep_voltage_graph",
  "simulation_dc_sweep_current_graph",
  "simulation_ac_sweep_voltage_graph",
  "simulation_ac_sweep_current_graph",
]);

export function isSimulationResult(element: Element): boolean {
  return resultTypes.has(element.type);
}

/** The experiments an example declares (one per `<analogsimulation>`). */
export function simulationExperiments(circuitJson: readonly Element[]) {
  return circuitJson.filter((e) => e.type === "simulation_experiment");
}

/** The result records of one experiment. */
export function resultsOf(
  circuitJson: readonly Element[],
  experimentId: string,
): Element[] {
  return circuitJson.filter(
    (e) => isSimulationResult(e) && e.simulation_experiment_id === experimentId,
  );
}

const analysisNames: Record<string, string> = {
  spice_transient_analysis: "Transient analysis",
  spice_dc_sweep: "DC sweep",
  spice_dc_operating_point: "DC operating point",
  spice_ac_analysis: "AC sweep",
};

/** "spice_transient_analysis" → "Transient analysis"; other names stay. */
export function analysisName(experiment: Element): string {
  const type = String(experiment.experiment_type ?? "");
  const name = String(experiment.name ?? "");
  if (name && name !== type) return name;
  return analysisNames[type] ?? type.replace(/^spice_/, "").replace(/_/g, " ");
}

function joinList(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

function trim(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

/** How the alt text names each analysis, with its article. */
const analysisPhrases: Record<string, string> = {
  spice_transient_analysis: "a transient analysis",
  spice_dc_sweep: "a DC sweep",
  spice_dc_operating_point: "a DC operating point",
  spice_ac_analysis: "an AC sweep",
};

/** 10 → "10 Hz", 10000 → "10 kHz". */
function hertz(value: number): string {
  if (value >= 1e6) return `${trim(value / 1e6)} MHz`;
  if (value >= 1e3) return `${trim(value / 1e3)} kHz`;
  return `${trim(value)} Hz`;
}

/**
 * What the graph shows, in words: "Graph of a transient analysis, 0 to 10
 * ms: voltage at VIN and VOUT against time".
 */
export function simulationAltText(
  experiment: Element,
  results: readonly Element[],
): string {
  const names = (kind: "voltage" | "current") =>
    results
      .filter((r) => r.type.includes(`_${kind}`))
      .map((r) => String(r.name ?? "?"));
  const type = String(experiment.experiment_type ?? "");
  const ac = type === "spice_ac_analysis";
  const parts = [];
  const voltages = names("voltage");
  const currents = names("current");
  if (voltages.length > 0)
    parts.push(
      `${ac ? "amplitude of the " : ""}voltage at ${joinList(voltages)}`,
    );
  if (currents.length > 0)
    parts.push(
      `${ac ? "amplitude of the " : ""}current through ${joinList(currents)}`,
    );
  const against =
    type === "spice_transient_analysis"
      ? " against time"
      : ac
        ? " against frequency"
        : type === "spice_dc_sweep"
          ? " against the swept source"
          : "";
  let span = "";
  if (type === "spice_transient_analysis") {
    const end = Number(experiment.end_time_ms);
    if (Number.isFinite(end))
      span = `, ${trim(Number(experiment.start_time_ms ?? 0))} to ${trim(end)} ms`;
  } else if (ac) {
    const start = Number(experiment.ac_start_frequency_hz);
    const stop = Number(experiment.ac_stop_frequency_hz);
    if (Number.isFinite(start) && Number.isFinite(stop))
      span = `, ${hertz(start)} to ${hertz(stop)}`;
  }
  const phrase =
    analysisPhrases[type] ?? `a ${analysisName(experiment).toLowerCase()}`;
  return `Graph of ${phrase}${span}: ${parts.join(" and ") || "no probes"}${against}`;
}

/** The graph's styles for the dark colour mode (same classes, light ink). */
export function darkGraph(svg: string): string {
  const styled = svg.replace(/<style>([\s\S]*?)<\/style>/, (_, css: string) => {
    const dark = css
      .replace("color-scheme: light", "color-scheme: dark")
      .replace(/(\.background \{ fill: )[^;]+;/, `$1${darkBackground};`)
      .replace(/(\.plot-background \{ fill: )[^;]+;/, "$1#1b1b1d;")
      .replace(/(\.scope-channel-card \{ fill: )[^;]+;/, "$1#1b1b1d;")
      .replace(/rgba\(0, 0, 0, ([\d.]+)\)/g, (_m, alpha: string) => {
        // Light ink needs a little more opacity than dark ink on white.
        const raised = Math.min(1, Number(alpha) * 1.15 + 0.05);
        return `rgba(255, 255, 255, ${Math.round(raised * 100) / 100})`;
      });
    return `<style>${dark}</style>`;
  });
  // Trace and legend colours set by the probes: dark ones made light.
  return styled.replace(
    /\b(stroke|fill)="((?:rgba?\([^)]*\))|(?:#[\da-fA-F]{3,6}))"/g,
    (_, attribute: string, color: string) =>
      `${attribute}="${lightenForDark(color)}"`,
  );
}

export interface SimulationPicture {
  light: string;
  dark: string;
  alt: string;
}

/**
 * Draws the one experiment of an example. Throws when there is more than
 * one (a preview has one Simulation tab) or when it produced no results.
 */
export function drawSimulation(
  circuitJson: readonly Element[],
  draw: (params: {
    circuitJson: Element[];
    simulation_experiment_id: string;
    width: number;
    height: number;
  }) => string,
): SimulationPicture {
  const experiments = simulationExperiments(circuitJson);
  if (experiments.length !== 1)
    throw new Error(
      `an example shows one simulation; this one declares ${experiments.length} (split it into one example per <analogsimulation>)`,
    );
  const [experiment] = experiments;
  const id = String(experiment.simulation_experiment_id);
  const results = resultsOf(circuitJson, id);
  if (results.length === 0)
    throw new Error(
      `the simulation produced no results (add a <voltageprobe> or <ammeter>, or check the <analogsimulation>'s duration and timePerStep)`,
    );
  const named = circuitJson.map((element) =>
    element === experiment
      ? { ...element, name: analysisName(experiment) }
      : element,
  );
  const light = draw({
    circuitJson: named,
    simulation_experiment_id: id,
    ...graphSize,
  });
  return {
    light,
    dark: darkGraph(light),
    alt: simulationAltText(experiment, results),
  };
}
