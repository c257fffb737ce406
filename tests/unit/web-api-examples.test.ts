import assert from "node:assert/strict";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import ts from "typescript";
import { repoRoot } from "../../lib/build-output";

/**
 * The TypeScript examples shown on the Web API pages live in
 * docs/web-apis/_code/ and are included into the pages at build. This test
 * type-checks each of them (strict, DOM lib for fetch, no emit) so a page
 * never shows code that does not compile. Nothing is run and no request is
 * made: the compiler only reads the files.
 */
const codeDir = path.join(repoRoot, "docs", "web-apis", "_code");

function exampleFiles(): string[] {
  if (!existsSync(codeDir)) return [];
  return readdirSync(codeDir)
    .filter((name) => /\.(ts|tsx)$/.test(name) && !name.endsWith(".d.ts"))
    .sort()
    .map((name) => path.join(codeDir, name));
}

const compilerOptions: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ["lib.es2022.d.ts", "lib.dom.d.ts", "lib.dom.iterable.d.ts"],
  types: [],
  skipLibCheck: true,
  noUnusedLocals: false,
  isolatedModules: true,
  moduleDetection: ts.ModuleDetectionKind.Force,
};

function describeDiagnostic(diagnostic: ts.Diagnostic): string {
  const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n");
  if (!diagnostic.file || diagnostic.start === undefined) return message;
  const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(
    diagnostic.start,
  );
  const file = path.relative(repoRoot, diagnostic.file.fileName);
  return `${file}:${line + 1}:${character + 1}: ${message}`;
}

describe("docs/web-apis/_code examples", () => {
  const files = exampleFiles();

  it("exist", () => {
    assert.ok(files.length > 0, `no examples found in ${codeDir}`);
  });

  // One program for all files keeps the run short; each file is a module
  // (moduleDetection: force), so their top-level names never collide.
  const program = ts.createProgram(files, compilerOptions);

  for (const file of files) {
    it(`${path.basename(file)} type-checks`, () => {
      const source = program.getSourceFile(file);
      assert.ok(source, `${file} was not read by the compiler`);
      const diagnostics = [
        ...program.getSyntacticDiagnostics(source),
        ...program.getSemanticDiagnostics(source),
      ];
      assert.deepEqual(
        diagnostics.map(describeDiagnostic),
        [],
        `type errors in ${path.relative(repoRoot, file)}`,
      );
    });
  }
});
