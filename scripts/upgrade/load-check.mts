/**
 * Loads the installed tscircuit packages and compiles one small routed
 * board, so that every module they import on the way (the autorouter, the
 * 3D converters) is loaded. Prints `ok`, or the error; `npm run upgrade`
 * reads a missing package's name from it.
 */
import "../../plugins/shared/node22-polyfills";

const code = `
  <board width="20mm" height="15mm">
    <resistor name="R1" resistance="1k" footprint="0402" pcbX={-4} />
    <capacitor name="C1" capacitance="1uF" footprint="0402" pcbX={4} />
    <trace from=".R1 > .pin2" to=".C1 > .pin1" />
    <trace from=".R1 > .pin1" to=".C1 > .pin2" />
  </board>`;

async function main() {
  for (const name of [
    "@tscircuit/props",
    "@tscircuit/footprinter",
    "circuit-to-svg",
    "circuit-json-to-simple-3d",
  ])
    await import(name);
  const core = await import("@tscircuit/core");
  const ts = (await import("typescript")).default;
  const React = await import("react");
  const js = ts.transpileModule(`export default () => (${code})`, {
    compilerOptions: { jsx: ts.JsxEmit.React, module: ts.ModuleKind.CommonJS },
  }).outputText;
  const module = { exports: {} as { default?: () => unknown } };
  new Function("exports", "module", "React", js)(module.exports, module, React);
  const circuit = new core.RootCircuit();
  circuit.add(React.createElement(module.exports.default as () => null));
  await circuit.renderUntilSettled();
  const errors = circuit
    .getCircuitJson()
    .filter((element: { type: string }) => element.type.endsWith("_error"));
  if (errors.length > 0)
    throw new Error(
      `the test board has errors: ${JSON.stringify(errors).slice(0, 500)}`,
    );
}

for (const level of ["log", "info", "warn", "debug"] as const)
  console[level] = () => {};
main().then(
  () => {
    process.stdout.write("ok\n");
    process.exit(0);
  },
  (error: unknown) => {
    process.stdout.write(
      `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  },
);
