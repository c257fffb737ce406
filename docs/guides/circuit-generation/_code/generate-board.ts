import { RootCircuit } from "@tscircuit/core";
import React from "react";
import ts from "typescript";

/** Any language model: takes a prompt, resolves to the model's reply. */
export type Model = (prompt: string) => Promise<string>;

export const INSTRUCTIONS = `You write tscircuit boards in TypeScript/React.
Answer with one tsx code block and nothing else.
The file must \`export default\` a component that returns one <board>.
Import only from "react". Give every part a name, a footprint and pcbX/pcbY in mm.
Connect parts with <trace from=".R1 > .pin1" to=".D1 > .anode" /> or to nets such as "net.GND".`;

/** Takes the code out of a Markdown reply (or the whole reply if unfenced). */
export function extractCode(reply: string): string {
  const fenced = reply.match(/```(?:tsx|ts|jsx|js)?\s*\n([\s\S]*?)```/);
  return (fenced ? fenced[1] : reply).trim();
}

/**
 * Compiles board code and lists the errors the circuit reports.
 * WARNING: this runs the code. Only run model output in a sandbox you trust.
 */
export async function compileBoard(code: string) {
  const js = ts.transpileModule(code, {
    compilerOptions: {
      jsx: ts.JsxEmit.React,
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
      esModuleInterop: true,
    },
  }).outputText;
  const mod: { exports: { default?: unknown } } = { exports: {} };
  const require = (name: string) => {
    if (name === "react") return React;
    throw new Error(`import of "${name}" is not allowed`);
  };
  new Function("module", "exports", "require", "React", js)(
    mod,
    mod.exports,
    require,
    React,
  );
  const Board = mod.exports.default;
  if (typeof Board !== "function") {
    throw new Error("the file has no default export component");
  }
  const circuit = new RootCircuit();
  circuit.add(React.createElement(Board as React.FC));
  await circuit.renderUntilSettled();
  const circuitJson = circuit.getCircuitJson();
  const errors = circuitJson
    .filter((e) => e.type.endsWith("_error"))
    .map((e) => ("message" in e ? String(e.message) : e.type));
  return { circuitJson, errors };
}

/** Asks the model, compiles the answer, and sends errors back until it compiles. */
export async function generateBoard(
  model: Model,
  request: string,
  maxAttempts = 3,
) {
  let prompt = `${INSTRUCTIONS}\n\nTask: ${request}`;
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    const code = extractCode(await model(prompt));
    let errors: string[];
    try {
      const result = await compileBoard(code);
      if (result.errors.length === 0) {
        return { code, circuitJson: result.circuitJson, attempts: attempt };
      }
      errors = result.errors;
    } catch (error) {
      errors = [error instanceof Error ? error.message : String(error)];
    }
    prompt =
      `${prompt}\n\nYour previous answer:\n\`\`\`tsx\n${code}\n\`\`\`\n` +
      `It failed with:\n- ${errors.join("\n- ")}\nReturn the corrected file.`;
  }
  throw new Error(`no board without errors after ${maxAttempts} attempts`);
}
