/**
 * Finds the props the pinned core never reads, for every element with a
 * props table, and writes docs/_generated/prop-effects.json (see
 * plugins/prop-effects/README.md).
 *
 *   npm run probe:props                       all elements, writes the file
 *   npm run probe:props -- resistor led       only these, merged into the file
 *   npm run probe:props -- --out x.json       write elsewhere (the upgrade's second run)
 *   npm run probe:props -- --resume           go on with a stopped run
 *   npm run probe:props -- --reclassify       no compiling: apply the reviewed
 *                                             list and the core-source check again
 *
 * One render process (the build's, plugins/circuit-previews/worker.ts),
 * one compile at a time. Prints a line per element and, at the end, the
 * count of props marked per element.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { readRecord } from "../lib/tscircuit-release";
import { RenderPool } from "../plugins/circuit-previews/pool";
import { codeNames } from "../plugins/prop-effects/core-source";
import {
  effectsFile,
  type PropEffectsFile,
  readEffects,
} from "../plugins/prop-effects/effects";
import {
  type Compile,
  probeElement,
  reclassify,
} from "../plugins/prop-effects/probe";
import { extractProps, propSchemas } from "../plugins/props-tables/extract";
import { documentedElements } from "./upgrade/site-facts";

const siteDir = path.resolve(import.meta.dirname, "..");

function installedVersion(name: string): string {
  const file = path.join(siteDir, "node_modules", name, "package.json");
  return (JSON.parse(readFileSync(file, "utf8")) as { version: string })
    .version;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const outAt = args.indexOf("--out");
  const out =
    outAt >= 0 ? path.resolve(args[outAt + 1] as string) : effectsFile(siteDir);
  const named = args.filter(
    (arg, index) => !arg.startsWith("--") && (outAt < 0 || index !== outAt + 1),
  );
  const elements = named.length ? named : documentedElements(siteDir).props;
  const versions = {
    core: installedVersion("@tscircuit/core"),
    props: installedVersion("@tscircuit/props"),
  };
  const pinned = readRecord().packages;
  if (
    pinned["@tscircuit/core"] !== versions.core ||
    pinned["@tscircuit/props"] !== versions.props
  )
    console.warn(
      `note: installed core ${versions.core} / props ${versions.props} are not the pinned ${pinned["@tscircuit/core"]} / ${pinned["@tscircuit/props"]}`,
    );

  const resume = args.includes("--resume");
  const reuse = named.length > 0 || resume || args.includes("--reclassify");
  const previous = reuse ? readEffects(out) : undefined;
  const file: PropEffectsFile = {
    ...versions,
    elements:
      previous &&
      previous.core === versions.core &&
      previous.props === versions.props
        ? { ...previous.elements }
        : {},
  };

  const save = () => {
    file.elements = Object.fromEntries(
      Object.entries(file.elements).sort(([a], [b]) =>
        a.localeCompare(b, "en"),
      ),
    );
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, `${JSON.stringify(file, null, 2)}\n`);
  };

  if (args.includes("--reclassify")) {
    // No compiling: the reviewed list and the core-source check, again.
    for (const [element, result] of Object.entries(file.elements))
      file.elements[element] = reclassify(element, result, codeNames);
    save();
    printCounts(file, Object.keys(file.elements), out);
    return;
  }

  const pool = new RenderPool({ size: 1, timeoutMs: 120_000 });
  let compiles = 0;
  const compile: Compile = async (code) => {
    compiles += 1;
    const result = await pool.render({
      code,
      filename: "probe.tsx",
      views: [],
      withCircuitJson: true,
    });
    return result.ok
      ? { ok: true, circuitJson: result.circuitJson ?? [] }
      : {
          ok: false,
          message: `${result.error.phase}: ${result.error.message}`,
        };
  };

  const started = performance.now();
  console.log(
    `Probing ${elements.length} element${elements.length === 1 ? "" : "s"} with core ${versions.core}, props ${versions.props}`,
  );
  try {
    for (const [index, element] of elements.entries()) {
      const t = performance.now();
      const schemas = propSchemas(element);
      const props = new Map(
        extractProps(element).props.map((prop) => [
          prop.name,
          schemas.get(prop.name),
        ]),
      );
      if (resume && file.elements[element]) {
        console.log(
          `[${index + 1}/${elements.length}] <${element}>: kept from ${path.relative(siteDir, out)}`,
        );
        continue;
      }
      const before = compiles;
      const result = await probeElement(element, props, compile, {
        siteDir,
        coreNames: codeNames,
      });
      file.elements[element] = result;
      // Written after each element, so a stopped run can go on (--resume).
      save();
      const skipped = Object.keys(result.notProbed).length;
      console.log(
        `[${index + 1}/${elements.length}] <${element}>: ${result.noEffect.length} no effect, ${result.effect.length} effect, ${Object.keys(result.inconclusive).length} inconclusive, ${skipped} not probed, ${result.reviewed.length} reviewed (${compiles - before} compiles, ${((performance.now() - t) / 1000).toFixed(1)} s)${skipped === props.size && props.size > 0 ? `: ${Object.values(result.notProbed)[0]}` : ""}`,
      );
    }
  } finally {
    await pool.close();
  }

  save();
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `\n${compiles} compiles in ${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s.`,
  );
  printCounts(file, elements, out);
}

function printCounts(
  file: PropEffectsFile,
  elements: readonly string[],
  out: string,
): void {
  console.log('Props marked "no effect" per element:');
  let total = 0;
  for (const element of elements) {
    const marked = file.elements[element]?.noEffect.length ?? 0;
    total += marked;
    console.log(`  ${element.padEnd(30)} ${marked}`);
  }
  console.log(`  ${"total".padEnd(30)} ${total}`);
  console.log(`Wrote ${path.relative(siteDir, out)}.`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(
      error instanceof Error ? (error.stack ?? error.message) : error,
    );
    process.exit(1);
  },
);
