import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { join } from "node:path";
import { describe, it } from "node:test";
import { promisify } from "node:util";
import ts from "typescript";

const project = join(
  import.meta.dirname,
  "../../../../docs/guides/typescript-guide/_code/aliases",
);
const board = join(project, "boards/indicator.circuit.tsx");

/** Type-checks the example project, optionally with edited files or options. */
function diagnostics(
  edit: { boardSource?: string; dropPaths?: boolean } = {},
): string[] {
  const config = ts.readConfigFile(join(project, "tsconfig.json"), (p) =>
    ts.sys.readFile(p),
  );
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, project);
  assert.deepEqual(parsed.errors, []);
  const options = { ...parsed.options };
  if (edit.dropPaths) delete options.paths;
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (name, lang) =>
    edit.boardSource !== undefined && name === board
      ? ts.createSourceFile(name, edit.boardSource, lang)
      : read(name, lang);
  const program = ts.createProgram(parsed.fileNames, options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
}

describe("/guides/typescript-guide/using-typescript-path-aliases", () => {
  it("the project with @/* and @parts/* aliases type-checks cleanly", () => {
    assert.deepEqual(diagnostics(), []);
  });

  it("an alias that points nowhere is a compile error", async () => {
    const { readFile } = await import("node:fs/promises");
    const source = (await readFile(board, "utf8")).replace(
      "@parts/StatusLed",
      "@parts/StatusLight",
    );
    const messages = diagnostics({ boardSource: source });
    assert.ok(
      messages.some((m) =>
        m.includes("Cannot find module '@parts/StatusLight'"),
      ),
      messages.join("\n"),
    );
  });

  it("without paths the aliased imports do not resolve", () => {
    const messages = diagnostics({ dropPaths: true });
    assert.ok(
      messages.some((m) => m.includes("Cannot find module '@parts/StatusLed'")),
      messages.join("\n"),
    );
  });

  it("tsx honours the same paths at run time: the board builds with 4 parts", async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        "--import",
        "tsx",
        "--import",
        join(
          import.meta.dirname,
          "../../../../plugins/shared/node22-polyfills.ts",
        ),
        "build.ts",
      ],
      { cwd: project },
    );
    assert.equal(stdout.trim(), "4 parts");
  });
});
