/**
 * Examples that simulate: the fence options of the Simulation tab, the
 * graph's colours and alt text, the cache key's engine versions, the
 * offline ngspice engine, and the render process simulating a good example
 * and failing a broken one at its page's file and line.
 */
import assert from "node:assert/strict";
import { existsSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import { repoRoot } from "../../lib/build-output";
import {
  cacheKey,
  renderingVersions,
} from "../../plugins/circuit-previews/cache";
import { parsePreviewOptions } from "../../plugins/circuit-previews/meta";
import { RenderPool } from "../../plugins/circuit-previews/pool";
import {
  CircuitPreviews,
  describeFailure,
  missingViewProblem,
} from "../../plugins/circuit-previews/previews";
import {
  darkGraph,
  graphMinTextPx,
  largerGraphText,
  simulationAltText,
} from "../../plugins/circuit-previews/simulation-graph";
import {
  ngspiceFailures,
  offlineNgspiceEngine,
} from "../../plugins/circuit-previews/spice-engine";
import { smallestTextPx, svgSize } from "../../plugins/circuit-previews/svg";

/** The page's column beside a desktop's sidebars, and on a 390 px phone. */
const desktopColumnPx = 700;
const phoneColumnPx = 356;

/** An RC filter driven by a 5 V step, simulated with `engine`. */
const rcExample = (engine: string, returnPath = true) => `export default () => (
  <board width="30mm" height="20mm" routingDisabled>
    <voltagesource name="V1" voltage="5V" waveShape="square" frequency="100Hz" dutyCycle={0.5} />
    <resistor name="R1" resistance="1k" footprint="0603" />
    <capacitor name="C1" capacitance="1uF" footprint="0603" />
    <trace from=".V1 > .pin1" to=".R1 > .pin1" />
    <trace from=".R1 > .pin2" to=".C1 > .pin1" />
    ${returnPath ? '<trace from=".C1 > .pin2" to=".V1 > .pin2" />' : ""}
    <voltageprobe name="VIN" connectsTo=".R1 > .pin1" />
    <voltageprobe name="VOUT" connectsTo=".C1 > .pin1" />
    <analogsimulation duration="10ms" timePerStep="10us" spiceEngine="${engine}" />
  </board>
)`;

describe("the Simulation tab's fence options", () => {
  it("is a view after 3D, selectable and hideable", () => {
    assert.equal(parsePreviewOptions("circuit").views.at(-1), "simulation");
    const first = parsePreviewOptions('circuit view="simulation"');
    assert.equal(first.defaultView, "simulation");
    assert.equal(
      parsePreviewOptions('circuit hide="simulation"').views.includes(
        "simulation",
      ),
      false,
    );
  });

  it("is not the only view left unless the fence asks for it", () => {
    assert.throws(
      () => parsePreviewOptions('circuit hide="pcb,schematic,3d"'),
      /no view/,
    );
    assert.deepEqual(
      parsePreviewOptions('circuit view="simulation" hide="pcb,schematic,3d"')
        .views,
      ["simulation"],
    );
  });

  it('fails view="simulation" on a circuit that does not simulate, naming file and line', () => {
    const example = {
      file: "docs/a.mdx",
      line: 30,
      defaultView: "simulation" as const,
    };
    assert.match(
      missingViewProblem(example, { pictures: [{ view: "pcb" }] }) ?? "",
      /^docs\/a\.mdx:30: .*no <analogsimulation>/,
    );
    assert.equal(
      missingViewProblem(example, { pictures: [{ view: "simulation" }] }),
      undefined,
    );
  });
});

describe("the graph", () => {
  const light = `<svg><style>
:root { color-scheme: light; }
.background { fill: rgb(245, 241, 237); }
.plot-background { fill: #ffffff; }
.axis-label { fill: rgba(0, 0, 0, 0.75); font-size: 12px; }
</style><path class="simulation-line" stroke="rgb(0, 0, 220)"/><rect fill="rgb(0, 150, 0)"/><text class="axis-label">Time (ms)</text></svg>`;

  it("is drawn for dark mode with a dark sheet, light ink and lightened traces", () => {
    const dark = darkGraph(light);
    assert.match(dark, /color-scheme: dark/);
    assert.match(dark, /\.background \{ fill: #242526; \}/);
    assert.match(dark, /\.plot-background \{ fill: #1b1b1d; \}/);
    assert.match(dark, /\.axis-label \{ fill: rgba\(255, 255, 255, 0\.91\)/);
    assert.doesNotMatch(dark, /rgba\(0, 0, 0/);
    assert.match(
      dark,
      /stroke="hsl\(240, 100%, 75%\)"/,
      "blue trace lightened",
    );
    assert.match(
      dark,
      /fill="hsl\(120, 100%, 75%\)"/,
      "green legend lightened",
    );
    assert.match(dark, /Time \(ms\)/, "text unchanged");
  });

  it("raises its text to a size legible in the page's column, widening for the legend", () => {
    const drawn = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400"><style>
.axis-label { fill: rgba(0, 0, 0, 0.75); font-size: 12px; }
.legend-label { fill: rgba(0, 0, 0, 0.75); font-size: 11px; }
.chart-title { fill: rgba(0, 0, 0, 0.85); font-size: 18px; font-weight: 600; }
</style><rect class="background" x="0" y="0" width="640" height="400"/><g class="legend"><g class="legend-item" transform="translate(550 64)"><line class="legend-line" x1="0" y1="0" x2="16" y2="0" stroke="rgb(0, 150, 0)"/><text class="legend-label" x="20" y="0" dominant-baseline="middle"><tspan x="20" dy="0">V(VOUT_FILTERED</tspan><tspan x="20" dy="16">SIGNAL)</tspan></text></g></g><text class="chart-title" x="320" y="24" text-anchor="middle">Transient analysis</text></svg>`;
    const larger = largerGraphText(drawn);
    assert.equal(smallestTextPx(larger), graphMinTextPx);
    assert.match(
      larger,
      /\.chart-title \{[^}]*font-size: 18px/,
      "larger text kept",
    );
    assert.match(larger, /dy="20"/, "legend lines spaced for the larger text");
    // "V(VOUT_FILTERED" (15 characters) at 16.5 px does not fit in 90 px.
    const width = Number(larger.match(/^<svg[^>]*? width="([\d.]+)"/)?.[1]);
    assert.ok(width > 640, `widened (${width})`);
    assert.match(larger, new RegExp(`viewBox="0 0 ${width} 400"`));
    assert.match(
      larger,
      new RegExp(`<rect class="background" x="0" y="0" width="${width}"`),
    );
    assert.match(larger, new RegExp(`class="chart-title" x="${width / 2}"`));
    // A short legend leaves the picture as drawn.
    const short = drawn
      .replace("V(VOUT_FILTERED", "VIN")
      .replace('<tspan x="20" dy="16">SIGNAL)</tspan>', "");
    assert.match(largerGraphText(short), /^<svg[^>]*? width="640"/);
  });

  it("has its smallest text found through the classes of its <style>", () => {
    // The viewer opens at a zoom where this text is body-sized.
    assert.equal(
      smallestTextPx(
        `<svg width="800" height="450" viewBox="0 0 800 450"><style>.axis-label, .x { fill: red; }
.axis-label { font-size: 12px; }
.legend-label { fill: blue; font-size: 11px; }</style><text class="axis-label">1</text><text class="legend-label">VOUT</text></svg>`,
      ),
      11,
    );
  });

  it("has an alt text naming the analysis, its span and every probe", () => {
    const results = [
      { type: "simulation_transient_voltage_graph", name: "VIN" },
      { type: "simulation_transient_voltage_graph", name: "VOUT" },
    ];
    assert.equal(
      simulationAltText(
        {
          type: "simulation_experiment",
          experiment_type: "spice_transient_analysis",
          end_time_ms: 10,
        },
        results,
      ),
      "Graph of a transient analysis, 0 to 10 ms: voltage at VIN and VOUT against time",
    );
    assert.equal(
      simulationAltText(
        {
          type: "simulation_experiment",
          experiment_type: "spice_ac_analysis",
          ac_start_frequency_hz: 10,
          ac_stop_frequency_hz: 10_000,
        },
        [{ type: "simulation_ac_sweep_voltage_graph", name: "VOUT" }],
      ),
      "Graph of an AC sweep, 10 Hz to 10 kHz: amplitude of the voltage at VOUT against frequency",
    );
  });
});

describe("the cache key", () => {
  const versions = renderingVersions(path.join(repoRoot, "package-lock.json"));

  it("holds the SPICE engines' versions", () => {
    assert.match(versions["@tscircuit/ngspice-spice-engine"] ?? "", /^\d/);
    assert.match(versions["eecircuit-engine"] ?? "", /^\d/);
    assert.match(versions.spicey ?? "", /^\d/);
  });

  it("changes when the engine's version does", () => {
    const environment = { versions, renderer: "r" };
    const bumped = {
      versions: { ...versions, "@tscircuit/ngspice-spice-engine": "9.9.9" },
      renderer: "r",
    };
    const code = rcExample("ngspice");
    assert.notEqual(
      cacheKey(code, ["simulation"], environment),
      cacheKey(code, ["simulation"], bumped),
    );
  });
});

describe("ngspice's messages", () => {
  it("fail a run that did not converge, once each", () => {
    assert.deepEqual(
      ngspiceFailures([
        "Warning: singular matrix:  check node vout",
        "",
        "Warning: singular matrix:  check node vout",
        "doAnalyses: TRAN:  Timestep too small; time = 6.4e-10, timestep = 1.25e-17: cause unrecorded.",
        "run simulation(s) aborted",
      ]),
      [
        "Warning: singular matrix:  check node vout",
        "doAnalyses: TRAN:  Timestep too small; time = 6.4e-10, timestep = 1.25e-17: cause unrecorded.",
        "run simulation(s) aborted",
      ],
    );
  });

  it("let a clean run through", () => {
    assert.deepEqual(ngspiceFailures(["", "Note: Starting dynamic gmin"]), []);
  });
});

describe("the ngspice engine", () => {
  it("simulates from the local WebAssembly build, fetching nothing over the network", async () => {
    // The WebAssembly module is inlined as a data: URL, which fetch reads
    // without a network; anything else would be a download.
    const fetched: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = ((input: Parameters<typeof fetch>[0], init) => {
      const url = input instanceof Request ? input.url : String(input);
      fetched.push(url.slice(0, 40));
      if (!url.startsWith("data:"))
        return Promise.reject(new Error(`network: ${url}`));
      return realFetch(input, init);
    }) as typeof fetch;
    try {
      const { simulationResultCircuitJson } =
        await offlineNgspiceEngine.simulate(
          "* divider\nV1 IN 0 DC 10\nR1 IN OUT 1k\nR2 OUT 0 1k\n.tran 0.1m 1m\n.PRINT TRAN V(OUT)\n.SAVE V(OUT)\n.END",
        );
      const out = simulationResultCircuitJson.find((e) =>
        (e as { name?: string }).name?.toUpperCase().includes("OUT"),
      ) as { voltage_levels?: number[] } | undefined;
      assert.ok(out?.voltage_levels?.length, "a voltage graph of OUT");
      for (const level of out.voltage_levels)
        assert.ok(Math.abs(level - 5) < 1e-6, `divider output ${level}`);
    } finally {
      globalThis.fetch = realFetch;
    }
    assert.deepEqual(
      fetched.filter((url) => !url.startsWith("data:")),
      [],
      "nothing fetched over the network",
    );
  });
});

describe("simulating in the render process", () => {
  const pool = new RenderPool({ size: 1, timeoutMs: 120_000 });
  after(() => pool.close());

  it("draws a Simulation picture, light and dark, with its timing", async () => {
    const result = await pool.render({
      code: rcExample("ngspice"),
      filename: "rc.tsx",
      views: ["schematic", "simulation"],
    });
    assert.ok(result.ok, JSON.stringify(!result.ok && result.error));
    const graph = result.pictures.find((p) => p.view === "simulation");
    assert.ok(graph, "a simulation picture");
    assert.match(graph.svg, /Time \(ms\)/);
    assert.match(graph.svg, /Voltage \(V\)/);
    assert.match(graph.svg, /VIN/);
    assert.match(graph.svg, /VOUT/);
    assert.match(graph.dark ?? "", /color-scheme: dark/);
    assert.match(graph.alt, /^Graph of a transient analysis, 0 to 10 ms/);
    // Shown the column's width, its smallest text is at least the page's
    // small text (12 px) on a desktop and 9 px on a phone.
    const minText = smallestTextPx(graph.svg) ?? 0;
    const { width } = svgSize(graph.svg);
    assert.ok(
      (minText * desktopColumnPx) / width >= 12,
      `${minText} px text in a ${width} px graph shown ${desktopColumnPx} px wide`,
    );
    assert.ok(
      (minText * phoneColumnPx) / width >= 9,
      `${minText} px text in a ${width} px graph shown ${phoneColumnPx} px wide`,
    );
    assert.ok((result.simulation?.ms ?? 0) > 0, "simulation time measured");
  });

  it("skips the Simulation picture of a circuit that does not simulate", async () => {
    const result = await pool.render({
      code: `export default () => (
  <board width="10mm" height="10mm">
    <resistor name="R1" resistance="1k" footprint="0402" />
  </board>
)`,
      filename: "plain.tsx",
      views: ["pcb", "simulation"],
    });
    assert.ok(result.ok);
    assert.deepEqual(
      result.pictures.map((p) => p.view),
      ["pcb"],
    );
    assert.equal(result.simulation, undefined);
  });

  for (const engine of ["ngspice", "spicey"]) {
    it(`fails a broken simulation (${engine}) at its page's file and <analogsimulation> line`, async () => {
      // C1's second pin is left open: no path back to the source.
      const result = await pool.render({
        code: rcExample(engine, false),
        filename: "broken.tsx",
        views: ["simulation"],
      });
      assert.equal(result.ok, false, "the broken simulation must fail");
      if (result.ok) return;
      assert.equal(result.error.phase, "simulation");
      assert.equal(result.error.line, 11, "the <analogsimulation> line");
      const message = describeFailure(
        { file: "docs/guides/x.mdx", line: 20 },
        result,
      );
      assert.match(message, /^docs\/guides\/x\.mdx:31: simulation error/);
    });
  }
});

describe("the build", () => {
  it("fails on a broken simulation, naming the page and the <analogsimulation> line, and caches nothing", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "previews-sim-"));
    const lines: string[] = [];
    const previews = new CircuitPreviews({
      siteDir: repoRoot,
      cacheDir: path.join(dir, "cache"),
      staticDir: path.join(dir, "static"),
      workers: 1,
      timeoutMs: 120_000,
      log: (line) => lines.push(line),
    });
    const example = {
      file: "docs/guides/broken.mdx",
      line: 40,
      code: rcExample("spicey", false),
      ...parsePreviewOptions('circuit view="simulation"'),
    };
    await assert.rejects(
      previews.renderAll([example]),
      /docs\/guides\/broken\.mdx:51: simulation error in the circuit example at line 40: simulation_unknown_experiment_error/,
    );
    const cacheDir = path.join(dir, "cache");
    assert.equal(
      existsSync(cacheDir) &&
        readdirSync(cacheDir, { recursive: true }).some((file) =>
          String(file).endsWith("preview.json"),
        ),
      false,
      "a failed simulation is not cached",
    );
    assert.ok(
      lines.some((line) => /FAILED {2}docs\/guides\/broken\.mdx:40/.test(line)),
    );
  });
});
