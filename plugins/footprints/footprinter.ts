/**
 * Loads @tscircuit/footprinter and circuit-to-svg, behind the polyfills they
 * need on Node 20 (Map.groupBy, iterator helpers and the new Set methods
 * arrived in Node 22).
 *
 * Both are ES modules whose dependencies export only an `import` condition.
 * The loaders this code runs under (Docusaurus loads its config and plugins
 * with jiti; the tests run with tsx) turn a static `import` of them into a
 * `require` that cannot resolve those dependencies, so they are loaded once,
 * asynchronously, by Node itself: native `import()` where the host allows it
 * (tsx, plain Node), else Node's own `require` of ES modules (jiti, whose
 * sandbox has no dynamic-import hook). Call `await loadFootprintLibraries()`
 * before the synchronous functions of this folder.
 */
import "core-js/actual/map/group-by.js";
import "core-js/actual/iterator/index.js";
import "core-js/actual/set/index.js";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";

export interface FootprintLibraries {
  footprinter: typeof import("@tscircuit/footprinter");
  circuitToSvg: typeof import("circuit-to-svg");
}

const nodeRequire = createRequire(__filename);

// `import()` written inside a Function body, where no transpiler rewrites it.
const nativeImport = new Function("url", "return import(url)") as (
  url: string,
) => Promise<unknown>;

async function load<T>(specifier: string): Promise<T> {
  const file = nodeRequire.resolve(specifier);
  try {
    return (await nativeImport(pathToFileURL(file).href)) as T;
  } catch (importError) {
    try {
      return nodeRequire(specifier) as T;
    } catch {
      throw importError;
    }
  }
}

let loading: Promise<FootprintLibraries> | undefined;
let loaded: FootprintLibraries | undefined;

/** Loads both libraries once per process. */
export function loadFootprintLibraries(): Promise<FootprintLibraries> {
  loading ??= Promise.all([
    load<FootprintLibraries["footprinter"]>("@tscircuit/footprinter"),
    load<FootprintLibraries["circuitToSvg"]>("circuit-to-svg"),
  ]).then(([footprinter, circuitToSvg]) => {
    loaded = { footprinter, circuitToSvg };
    return loaded;
  });
  return loading;
}

/** The loaded libraries; throws if `loadFootprintLibraries()` has not run. */
export function footprintLibraries(): FootprintLibraries {
  if (!loaded) {
    throw new Error(
      "The footprint libraries are not loaded yet: await loadFootprintLibraries() from plugins/footprints/footprinter.ts first.",
    );
  }
  return loaded;
}
