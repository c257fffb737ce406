/**
 * Prints an element's props table and its warnings, for maintainers:
 *
 *   npx tsx plugins/props-tables/print.ts resistor [more elements...]
 *   npx tsx plugins/props-tables/print.ts --json resistor
 *   npx tsx plugins/props-tables/print.ts --list
 *
 * Exits with 1 when a table cannot be built (unknown element, stale
 * description file).
 */
import path from "node:path";
import { knownElements } from "./elements";
import { loadPropsTable } from "./table";
import type { PropRow } from "./types";

const siteDir = path.resolve(__dirname, "../..");

function rowLine(row: PropRow): string {
  const head = `  ${row.name}${row.required ? "" : "?"}: ${row.type}${row.default !== undefined ? ` = ${row.default}` : ""}`;
  const source = row.source === "docs" ? " [docs]" : "";
  return `${head}\n      ${row.description ?? "(no description)"}${source}`;
}

function main(args: string[]): number {
  if (args.includes("--list")) {
    console.log(knownElements().join("\n"));
    return 0;
  }
  const json = args.includes("--json");
  const elements = args.filter((arg) => !arg.startsWith("--"));
  if (elements.length === 0) {
    console.error(
      "Usage: npx tsx plugins/props-tables/print.ts [--json] <element>... | --list",
    );
    return 2;
  }
  let failed = false;
  for (const element of elements) {
    try {
      const { table, warnings } = loadPropsTable(element, { siteDir });
      if (json) {
        console.log(JSON.stringify({ table, warnings }, null, 2));
        continue;
      }
      const inherited = table.inherited.reduce(
        (sum, group) => sum + group.props.length,
        0,
      );
      console.log(
        `<${element}> ${table.interfaceName}: ${table.own.length} own, ${inherited} inherited props`,
      );
      for (const row of table.own) console.log(rowLine(row));
      for (const group of table.inherited) {
        console.log(
          `\n Inherited from ${group.title} (${group.interfaceName}), ${group.props.length} props`,
        );
        for (const row of group.props) console.log(rowLine(row));
      }
      console.log(
        `\n${warnings.length} warning${warnings.length === 1 ? "" : "s"}`,
      );
      for (const warning of warnings) console.log(`  - ${warning}`);
      console.log();
    } catch (error) {
      console.error((error as Error).message);
      failed = true;
    }
  }
  return failed ? 1 : 0;
}

process.exitCode = main(process.argv.slice(2));
