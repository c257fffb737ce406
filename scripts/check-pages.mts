/**
 * Checks docs pages the way the build and the content test will, without a
 * build: compiles every circuit example, applies the content rules, lists
 * props-table description warnings and links to paths that do not exist.
 *
 *   npm run check:pages -- docs/elements/diode.mdx [more pages]
 *   npm run check:pages            (every page)
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { visit } from "unist-util-visit";
import { errorProblems } from "../plugins/circuit-previews/expected-errors";
import { RenderPool } from "../plugins/circuit-previews/pool";
import {
  describeFailure,
  missingViewProblem,
} from "../plugins/circuit-previews/previews";
import { findExamples, listPages } from "../plugins/circuit-previews/scan";
import { PinsLoader } from "../plugins/pins-tables/load";
import { elementTypes } from "../plugins/props-tables/elements";
import { loadPropsTable } from "../plugins/props-tables/table";
import { parseMdx } from "../plugins/shared/markdown";
import { docsPageFiles, problemsOf, readPage, routeOf } from "./content/rules";

const siteDir = path.resolve(import.meta.dirname, "..");
const docsDir = path.join(siteDir, "docs");
const specRoutes = new Set(
  readFileSync(path.join(siteDir, "spec/routes.txt"), "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#")),
);
const allPages = docsPageFiles(docsDir, listPages(docsDir));
const builtRoutes = new Set(allPages.map(routeOf));

const requested = process.argv.slice(2);
const pages =
  requested.length > 0
    ? docsPageFiles(
        docsDir,
        requested.map((file) => path.resolve(file)),
      )
    : allPages;

const pool = new RenderPool({ size: 1, timeoutMs: 120_000 });
const pins = new PinsLoader();
let failures = 0;

function fail(line: string): void {
  failures += 1;
  console.log(`  ✗ ${line}`);
}

for (const page of pages) {
  const file = path.join(docsDir, page);
  const relative = path.relative(siteDir, file);
  console.log(`\n${relative}`);
  let source: string;
  try {
    source = readFileSync(file, "utf8");
  } catch {
    fail("no such file");
    continue;
  }
  try {
    const facts = readPage(page, source);
    const pinned = new Map<string, boolean>();
    // Namespace members (`assembly.bolt`) have no pins of their own.
    for (const element of facts.propsTables.filter((name) =>
      Object.hasOwn(elementTypes, name),
    )) {
      try {
        pinned.set(element, (await pins.load(element)).pins.length > 0);
      } catch (error) {
        fail((error as Error).message);
      }
    }
    const problems = problemsOf(facts, {
      hasPins: (element) => pinned.get(element) ?? false,
    });
    console.log(
      `  ${facts.proseWords} words of prose, ${facts.circuitExamples} circuit examples, props tables: ${facts.propsTables.join(", ") || "none"}, pins tables: ${facts.pinsTables.join(", ") || "none"}`,
    );
    for (const problem of problems) fail(problem);

    // Namespace members (`assembly.bolt`) have no pins of their own.
    for (const element of facts.propsTables.filter((name) =>
      Object.hasOwn(elementTypes, name),
    )) {
      try {
        const { warnings } = loadPropsTable(element, { siteDir });
        for (const warning of warnings) fail(warning);
      } catch (error) {
        fail((error as Error).message);
      }
    }
    for (const element of facts.pinsTables) {
      try {
        const table = await pins.load(element);
        console.log(
          `  pins of <${element}>: ${table.pins.map((pin) => `${pin.name} (${pin.aliases.join(", ")})`).join("; ") || "none"}`,
        );
        if (table.pins.length === 0)
          fail(`<PinsTable element="${element}">: the element has no pins`);
      } catch (error) {
        fail((error as Error).message);
      }
    }

    visit(parseMdx(source, relative), "link", (node) => {
      const url = node.url;
      if (!url.startsWith("/") || url.startsWith("//")) return;
      const route = url.split("#")[0].replace(/\/$/, "") || "/";
      if (builtRoutes.has(route)) return;
      if (specRoutes.has(route))
        console.log(`  · link to ${route}: in the spec, not written yet`);
      else fail(`link to ${url}: no such page in docs/ or the spec`);
    });

    for (const example of findExamples(source, relative)) {
      const result = await pool.render({
        code: example.code,
        filename: `${page}:${example.line}.tsx`,
        views: example.views,
      });
      const where = `${relative}:${example.line}`;
      if (!result.ok) {
        // The page's line, as the build reports it.
        fail(describeFailure(example, result));
        continue;
      }
      const simulated = result.simulation
        ? `, simulated in ${result.simulation.ms.toFixed(0)} ms (+ ${result.simulation.engineStartMs.toFixed(0)} ms starting the engine)`
        : "";
      console.log(
        `  example ${where}: compiled in ${result.ms.toFixed(0)} ms${simulated}, ${result.circuitErrors.length} errors, ${result.circuitWarnings?.length ?? 0} warnings`,
      );
      for (const problem of errorProblems(example, result.circuitErrors))
        fail(problem);
      const missing = missingViewProblem(example, result);
      if (missing) fail(missing);
      // Warnings every small example gets are counted, the rest shown.
      const routine =
        /^(schematic_component_styling_warning|schematic_missing_sheet_warning|source_missing_manufacturer_part_number_warning|source_unnamed_trace_warning|source_component_pins_underspecified_warning|source_no_(power|ground)_pin_defined_warning)/;
      for (const warning of result.circuitWarnings ?? [])
        if (!routine.test(warning)) console.log(`    warning: ${warning}`);
    }
  } catch (error) {
    fail((error as Error).message);
  }
}

await pool.close();
await pins.close();
console.log(
  `\n${pages.length} page${pages.length === 1 ? "" : "s"} checked, ${failures} problem${failures === 1 ? "" : "s"}`,
);
process.exitCode = failures > 0 ? 1 : 0;
