import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import ts from "typescript";
import {
  findExamples,
  listPages,
} from "../../../plugins/circuit-previews/scan";

const siteDir = path.resolve(import.meta.dirname, "../../..");
const page = readFileSync(
  path.join(siteDir, "docs/intro/installation.mdx"),
  "utf8",
);

/** The tsconfig.json the page tells readers to write. */
function recommendedOptions(): Record<string, unknown> {
  const section = page.slice(page.indexOf("## Configure TypeScript"));
  const json = /```json\n([\s\S]*?)\n```/.exec(section)?.[1];
  assert.ok(json, "the page shows a tsconfig.json");
  return (JSON.parse(json) as { compilerOptions: Record<string, unknown> })
    .compilerOptions;
}

/**
 * Type-checks every circuit example of the docs as a reader's project with
 * these compiler options would: `tscircuit`'s types are core's (the
 * `tscircuit` package re-exports them), so both names resolve to core.
 */
function diagnostics(
  options: Record<string, unknown>,
): readonly ts.Diagnostic[] {
  const examples = listPages(path.join(siteDir, "docs")).flatMap((file) =>
    findExamples(readFileSync(file, "utf8"), path.relative(siteDir, file)),
  );
  const files = new Map(
    examples.map((example) => [
      path.join(
        siteDir,
        ".virtual",
        `${example.file}-line-${example.line}.tsx`,
      ),
      example.code,
    ]),
  );
  const { options: parsed, errors } = ts.convertCompilerOptionsFromJson(
    {
      ...options,
      types: ["@tscircuit/core"],
      noEmit: true,
      strict: true,
      moduleResolution: "bundler",
      module: "esnext",
      paths: { tscircuit: ["./node_modules/@tscircuit/core"] },
      baseUrl: siteDir,
    },
    siteDir,
  );
  assert.deepEqual(errors, []);
  const host = ts.createCompilerHost(parsed);
  const readFile = host.readFile;
  host.readFile = (file) => files.get(file) ?? readFile(file);
  const fileExists = host.fileExists;
  host.fileExists = (file) => files.has(file) || fileExists(file);
  const program = ts.createProgram([...files.keys()], parsed, host);
  return ts.getPreEmitDiagnostics(program);
}

const where = (d: ts.Diagnostic) =>
  `${d.file ? path.relative(siteDir, d.file.fileName) : "?"}: ${ts.flattenDiagnosticMessageText(d.messageText, " ")}`;

describe("/intro/installation", () => {
  it("recommends ES2022 and every example type-checks with its tsconfig", () => {
    const options = recommendedOptions();
    assert.equal(String(options.target).toLowerCase(), "es2022");
    assert.equal(options.skipLibCheck, true);
    assert.deepEqual(diagnostics(options).map(where).slice(0, 10), []);
  });
});
