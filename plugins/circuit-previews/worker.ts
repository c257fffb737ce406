/**
 * A child process that compiles and renders circuit examples, one at a time,
 * on request from the pool (pool.ts). Examples arrive from pull requests, so
 * they run here, where the pool can kill them on a timeout, never in the
 * build process itself.
 */
import "../shared/node22-polyfills";
import "./dagre-cjs";
import { readFile } from "node:fs/promises";
import { SourceMap } from "node:module";
import path from "node:path";
import vm from "node:vm";
import { altText, describeCircuit } from "./alt-text";
import {
  darkBackground,
  darkSchematicColors,
  withColorsForDark,
} from "./dark-colors";
import { drawSimulation, simulationExperiments } from "./simulation-graph";
import { spiceEngineMap, spiceTimings } from "./spice-engine";
import { orient3d, smallestTextPx, svgSize } from "./svg";
import type { RenderFailure, RenderJob, RenderResult, View } from "./types";

type CircuitJson = ({ type: string; message?: string } & Record<
  string,
  unknown
>)[];

async function loadToolchain() {
  const [ts, React, core, svg, simple3d, kicad] = await Promise.all([
    import("typescript"),
    import("react"),
    import("@tscircuit/core"),
    import("circuit-to-svg"),
    import("circuit-json-to-simple-3d"),
    import("kicad-component-converter"),
  ]);
  return { ts: ts.default ?? ts, React, core, svg, simple3d, kicad };
}

/**
 * KiCad footprints kept in the repository. `footprint="kicad:Name"` loads
 * `docs/footprints/_kicad/Name.kicad_mod` the way a platform config's
 * `footprintLibraryMap` does, so examples compile offline.
 */
export const kicadFootprintDir = path.resolve(
  __dirname,
  "../../docs/footprints/_kicad",
);

async function loadKicadFootprint(name: string) {
  const { kicad } = await toolchain;
  const file = path.join(kicadFootprintDir, `${path.basename(name)}.kicad_mod`);
  const source = await readFile(file, "utf8").catch(() => {
    throw new Error(
      `kicad:${name}: no file ${path.relative(process.cwd(), file)}; the docs build loads KiCad footprints from docs/footprints/_kicad/`,
    );
  });
  return {
    footprintCircuitJson: await kicad.parseKicadModToCircuitJson(source),
  };
}
const toolchain = loadToolchain();

class ExampleError extends Error {
  constructor(readonly failure: RenderFailure) {
    super(failure.message);
  }
}

/** Modules an example may import, and what they resolve to. */
const importable: Record<string, string> = {
  tscircuit: "@tscircuit/core",
  "@tscircuit/core": "@tscircuit/core",
  react: "react",
};

async function evaluate(
  job: RenderJob,
): Promise<{ element: unknown; map: SourceMap }> {
  const { ts, React } = await toolchain;
  const output = ts.transpileModule(job.code, {
    fileName: job.filename,
    reportDiagnostics: true,
    compilerOptions: {
      jsx: ts.JsxEmit.ReactJSX,
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
      esModuleInterop: true,
      sourceMap: true,
    },
  });
  const diagnostic = output.diagnostics?.[0];
  if (diagnostic) {
    const at =
      diagnostic.file && diagnostic.start !== undefined
        ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start)
        : undefined;
    throw new ExampleError({
      phase: "syntax",
      message: ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"),
      line: at ? at.line + 1 : undefined,
      column: at ? at.character + 1 : undefined,
    });
  }
  const map = new SourceMap(JSON.parse(output.sourceMapText ?? "{}"));
  const modules = new Map<string, unknown>();
  for (const [, specifier] of output.outputText.matchAll(
    /\brequire\("([^"]+)"\)/g,
  )) {
    const target = importable[specifier];
    if (!target && specifier !== "react/jsx-runtime") {
      throw new ExampleError({
        phase: "runtime",
        message: `examples can import only ${Object.keys(importable).join(", ")}; found "${specifier}"`,
      });
    }
    modules.set(specifier, await import(target ?? specifier));
  }
  const module = { exports: {} as Record<string, unknown> };
  const requireModule = (specifier: string) => modules.get(specifier);
  const run = vm.runInThisContext(
    `(function (exports, require, module) {\n${output.outputText}\n})`,
    { filename: job.filename },
  );
  run(module.exports, requireModule, module);
  const exported = module.exports.default;
  if (React.isValidElement(exported)) return { element: exported, map };
  if (typeof exported === "function") {
    return {
      element: React.createElement(exported as () => null),
      map,
    };
  }
  throw new ExampleError({
    phase: "runtime",
    message:
      "an example must `export default` a component, e.g. export default () => (<board …>…</board>)",
  });
}

/** The line of the example's first simulation element (1-based), if any. */
export function simulationLine(code: string): number | undefined {
  const at = code.search(/<analog\w*simulation\b/);
  return at === -1 ? undefined : code.slice(0, at).split("\n").length;
}

/**
 * A simulation that failed: the core records why in a
 * `simulation_unknown_experiment_error` (an engine that threw, a circuit
 * SPICE cannot take, ngspice's "Timestep too small"). It fails the example
 * at its `<analogsimulation>`; a graph of a failed run would show zeros.
 */
function simulationFailure(
  circuitJson: CircuitJson,
  code: string,
): RenderFailure | undefined {
  const errors = circuitJson.filter(
    (element) =>
      element.type.startsWith("simulation_") && element.type.endsWith("_error"),
  );
  if (errors.length === 0) return undefined;
  return {
    phase: "simulation",
    message: [...new Set(errors.map((e) => `${e.type}: ${e.message ?? ""}`))]
      .join("; ")
      .trim(),
    line: simulationLine(code),
  };
}

/** Where in the example a runtime error was thrown, from its stack. */
function locate(
  error: unknown,
  job: RenderJob,
  map: SourceMap | undefined,
): Pick<RenderFailure, "line" | "column"> {
  const stack = error instanceof Error ? (error.stack ?? "") : "";
  const escaped = job.filename.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const match = stack.match(new RegExp(`${escaped}:(\\d+):(\\d+)`));
  if (!match || !map) return {};
  // The wrapper function adds one line before the compiled code.
  const entry = map.findEntry(Number(match[1]) - 2, Number(match[2]) - 1);
  if (!entry || !("originalLine" in entry)) return {};
  return { line: entry.originalLine + 1, column: entry.originalColumn + 1 };
}

async function render(job: RenderJob): Promise<RenderResult> {
  const started = performance.now();
  let map: SourceMap | undefined;
  try {
    const { core, svg, simple3d } = await toolchain;
    const evaluated = await evaluate(job);
    map = evaluated.map;
    const circuit = new core.RootCircuit({
      platform: {
        footprintLibraryMap: { kicad: loadKicadFootprint },
        spiceEngineMap,
      },
    });
    const spiceBefore = { ...spiceTimings };
    circuit.add(evaluated.element as Parameters<typeof circuit.add>[0]);
    await circuit.renderUntilSettled();
    const circuitJson = circuit.getCircuitJson() as unknown as CircuitJson;
    const failed = simulationFailure(circuitJson, job.code);
    if (failed) throw new ExampleError(failed);
    const simulates = simulationExperiments(circuitJson).length > 0;
    type Json<F extends (json: never, ...rest: never[]) => unknown> =
      Parameters<F>[0];
    // 3D models referenced by URL would be fetched over the network.
    const offline3d = circuitJson.map((element) =>
      element.type === "cad_component"
        ? { ...element, model_obj_url: undefined, model_stl_url: undefined }
        : element,
    ) as Json<typeof simple3d.convertCircuitJsonToSimple3dSvg>;
    const draw3d = async (background?: string) =>
      orient3d(
        await simple3d.convertCircuitJsonToSimple3dSvg(
          offline3d,
          background ? { background: { color: background } } : {},
        ),
      );
    const schematic = (dark: boolean) =>
      svg.convertCircuitJsonToSchematicSvg(
        (dark ? withColorsForDark(circuitJson) : circuitJson) as Json<
          typeof svg.convertCircuitJsonToSchematicSvg
        >,
        dark ? { colorOverrides: { schematic: darkSchematicColors } } : {},
      );
    /** Each view's picture, and its dark-mode variant where it has one. */
    type Drawn = { light: string; dark?: string; alt?: string };
    const draw: Record<View, () => Promise<Drawn> | Drawn> = {
      pcb: () => ({
        light: svg.convertCircuitJsonToPcbSvg(
          circuitJson as Json<typeof svg.convertCircuitJsonToPcbSvg>,
        ),
      }),
      schematic: () => ({ light: schematic(false), dark: schematic(true) }),
      pinout: () => ({
        light: svg.convertCircuitJsonToPinoutSvg(
          circuitJson as Json<typeof svg.convertCircuitJsonToPinoutSvg>,
        ),
      }),
      "3d": async () => ({
        light: await draw3d(),
        dark: await draw3d(darkBackground),
      }),
      simulation: () => {
        try {
          return drawSimulation(circuitJson, (params) =>
            svg.convertCircuitJsonToSimulationGraphSvg(
              params as Parameters<
                typeof svg.convertCircuitJsonToSimulationGraphSvg
              >[0],
            ),
          );
        } catch (error) {
          throw new ExampleError({
            phase: "simulation",
            message: error instanceof Error ? error.message : String(error),
            line: simulationLine(job.code),
          });
        }
      },
    };
    const description = describeCircuit(circuitJson);
    const pictures = [];
    for (const view of job.views) {
      // Only a circuit that simulates has a graph to draw.
      if (view === "simulation" && !simulates) continue;
      const { light, dark, alt } = await draw[view]();
      const minTextPx = smallestTextPx(light);
      pictures.push({
        view,
        svg: light,
        ...(dark ? { dark } : {}),
        ...svgSize(light),
        alt: alt ?? altText(view, description),
        ...(minTextPx ? { minTextPx } : {}),
      });
    }
    const circuitErrors = circuitJson
      .filter((element) => element.type.endsWith("_error"))
      .map((element) => `${element.type}: ${element.message ?? ""}`.trim());
    const circuitWarnings = circuitJson
      .filter((element) => element.type.endsWith("_warning"))
      .map((element) => `${element.type}: ${element.message ?? ""}`.trim());
    let transformed: unknown;
    if (job.transform) {
      const module = (await import(job.transform.module)) as Record<
        string,
        unknown
      >;
      const run = module[job.transform.exportName];
      if (typeof run !== "function")
        throw new Error(
          `${job.transform.module} has no function ${job.transform.exportName}`,
        );
      transformed = await run(circuitJson);
    }
    return {
      ok: true,
      pictures,
      circuitErrors,
      circuitWarnings,
      ...(job.withCircuitJson ? { circuitJson } : {}),
      ...(job.transform ? { transformed } : {}),
      ms: performance.now() - started,
      ...(simulates
        ? {
            simulation: {
              ms: spiceTimings.simulateMs - spiceBefore.simulateMs,
              engineStartMs:
                spiceTimings.engineStartMs - spiceBefore.engineStartMs,
            },
          }
        : {}),
    };
  } catch (error) {
    const failure =
      error instanceof ExampleError
        ? error.failure
        : {
            phase: "runtime" as const,
            message: error instanceof Error ? error.message : String(error),
            ...locate(error, job, map),
          };
    return { ok: false, error: failure, ms: performance.now() - started };
  }
}

// The circuit engine logs freely; keep the build output for our progress.
for (const level of ["log", "info", "warn", "debug"] as const) {
  console[level] = () => {};
}

process.on("message", async (job: RenderJob) => {
  const result = await render(job);
  process.send?.({ id: job.id, result });
});
toolchain.then(
  () => process.send?.({ ready: true }),
  (error: unknown) => {
    process.send?.({ fatal: String(error) });
    process.exit(1);
  },
);
