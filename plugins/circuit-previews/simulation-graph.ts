/**
 * The Simulation tab's picture: circuit-to-svg's graph of a simulation's
 * results (`convertCircuitJsonToSimulationGraphSvg`: time or sweep axis
 * with its unit, value axis with its unit, one coloured trace and legend
 * entry per probe), drawn at build for the light and the dark colour mode,
 * with an alt text that says what is graphed.
 */
import { darkBackground, lightenForDark } from "./dark-colors";

type Element = { type: string } & Record<string, unknown>;

/**
 * Width and height the graph is drawn at: near the width it is shown at
 * (the page's column is ~700 px beside a desktop's sidebars, ~356 px on a
 * 390 px phone), so its text is scaled little.
 */
export const graphSize = { width: 640, height: 400 };

/**
 * The graph's smallest text, in its own px (circuit-to-svg draws 11-14 px
 * labels, for a graph 1200 px wide): shown 700 px wide that is ~18 px on
 * screen, a little above the page's small text; on a 390 px phone ~9 px,
 * and the picture opens in the zoomable viewer.
 */
export const graphMinTextPx = 16.5;

/** The width an SVG says it is drawn at. */
function drawnWidth(svg: string): number {
  return Number(svg.match(/^<svg\b[^>]*?\bwidth="([\d.]+)"/)?.[1] ?? 0);
}

/** Width of a legend character, in em, on the wide side (DejaVu Sans). */
const charEm = 0.66;

/**
 * The graph with its text at least `minPx`: every font size in its style
 * sheet and attributes raised to it, the legend's lines spaced to match,
 * and the picture widened on the right where the larger legend would be
 * cut off (circuit-to-svg leaves the legend a fixed 90 px).
 */
export function largerGraphText(
  svg: string,
  minPx: number = graphMinTextPx,
): string {
  const raise = (px: string) => String(Math.max(minPx, Number(px)));
  let out = svg
    .replace(/<style>([\s\S]*?)<\/style>/, (_, css: string) => {
      const larger = css.replace(
        /font-size:\s*([\d.]+)px/g,
        (_m, px: string) => `font-size: ${raise(px)}px`,
      );
      return `<style>${larger}</style>`;
    })
    .replace(
      /\bfont-size="([\d.]+)(px)?"/g,
      (_m, px: string, unit = "") => `font-size="${raise(px)}${unit}"`,
    );
  // Legend lines: circuit-to-svg steps them 16 px apart, for 11 px text.
  const legendLine = Math.ceil(minPx * 1.2);
  out = out.replace(
    /(<text class="legend-label"[\s\S]*?<\/text>)/g,
    (text: string) => text.replace(/dy="16"/g, `dy="${legendLine}"`),
  );
  // The right edge the legend needs.
  const size = out.match(
    /^<svg\b[^>]*?\bwidth="([\d.]+)"[^>]*?\bviewBox="0 0 ([\d.]+) [\d.]+"/,
  );
  if (!size) return out;
  const width = Number(size[2]);
  let right = 0;
  for (const item of out.matchAll(
    /<g class="legend-item" transform="translate\(([\d.-]+) [\d.-]+\)">([\s\S]*?)<\/g>/g,
  )) {
    const x = Number(item[1]);
    for (const line of item[2].matchAll(/<tspan\b[^>]*>([^<]*)<\/tspan>/g)) {
      right = Math.max(right, x + 20 + line[1].length * charEm * minPx + 8);
    }
  }
  if (right <= width) return out;
  const wider = Math.ceil(right);
  return out
    .replace(
      /^(<svg\b[^>]*?\bwidth=")[\d.]+("[^>]*?\bviewBox="0 0 )[\d.]+/,
      `$1${wider}$2${wider}`,
    )
    .replace(
      /(<rect class="background" x="0" y="0" width=")[\d.]+(" height="[\d.]+")/,
      `$1${wider}$2`,
    )
    .replace(
      /(<text class="chart-title" x=")[\d.]+/,
      (_m, start: string) => `${start}${Math.round((wider / 2) * 100) / 100}`,
    );
}

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
  // Drawn, then drawn again narrower by what a long legend widened it,
  // so the picture keeps the width its text was sized for.
  const drawAt = (width: number) =>
    largerGraphText(
      draw({
        circuitJson: named,
        simulation_experiment_id: id,
        width,
        height: graphSize.height,
      }),
    );
  let light = drawAt(graphSize.width);
  const widened = drawnWidth(light) - graphSize.width;
  if (widened > 0)
    light = drawAt(Math.max(graphSize.width * 0.7, graphSize.width - widened));
  return {
    light,
    dark: darkGraph(light),
    alt: simulationAltText(experiment, results),
  };
}
