/**
 * Compiles one example file (the body of a ```tsx circuit fence) with the
 * pinned core and prints its circuit JSON, for proving what a page states.
 *
 *   npm run circuit:inspect -- /tmp/x.tsx [--type source_port,pcb_smtpad]
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import {
  circuitJsonOf,
  closeCircuitCompiler,
} from "../tests/support/circuit-json";

const usage = "usage: npm run circuit:inspect -- FILE.tsx [--type a,b]";
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { type: { type: "string" }, help: { type: "boolean", short: "h" } },
});
const file = positionals[0];
if (values.help) {
  console.log(usage);
  process.exit(0);
}
if (!file) {
  console.error(usage);
  process.exit(2);
}
const types = values.type?.split(",").map((type) => type.trim());

try {
  const json = await circuitJsonOf(readFileSync(file, "utf8"));
  const shown = types ? json.filter((e) => types.includes(e.type)) : json;
  console.log(JSON.stringify(shown, null, 2));
  const errors = json.filter((e) => e.type.endsWith("_error"));
  const warnings = json.filter((e) => e.type.endsWith("_warning"));
  console.error(
    `${json.length} elements, ${errors.length} errors, ${warnings.length} warnings`,
  );
  for (const e of [...errors, ...warnings])
    console.error(`  ${e.type}: ${String(e.message ?? "")}`);
} catch (error) {
  console.error(`${file}: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await closeCircuitCompiler();
}
