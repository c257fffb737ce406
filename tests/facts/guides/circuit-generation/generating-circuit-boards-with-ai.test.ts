import "../../../../plugins/shared/node22-polyfills";
import assert from "node:assert/strict";
import { join } from "node:path";
import { describe, it } from "node:test";
import ts from "typescript";

const dir = join(
  import.meta.dirname,
  "../../../../docs/guides/circuit-generation/_code",
);
const code = "../../../../docs/guides/circuit-generation/_code/generate-board";

const broken = `export default () => (
  <board width="12mm" height="10mm">
    <resistor name="R1" resistance="330" footprint="0603" pcbX={-3} />
    <led name="D1" color="red" footprint="0603" pcbX={3} />
    <trace from=".R1 > .pin2" to=".D1 > .plus" />
  </board>
)`;
const fixed = broken.replace(".D1 > .plus", ".D1 > .anode");

describe("/guides/circuit-generation/generating-circuit-boards-with-ai", () => {
  it("extractCode takes the first fenced block, or the whole unfenced reply", async () => {
    const { extractCode } = await import(code);
    assert.equal(
      extractCode("Here you go:\n```tsx\nexport default 1\n```\nEnjoy"),
      "export default 1",
    );
    assert.equal(extractCode("  export default 2  "), "export default 2");
  });

  it("compileBoard lists the error of a wrong pin name, and none once fixed", async () => {
    const { compileBoard } = await import(code);
    const bad = await compileBoard(broken);
    assert.equal(bad.errors.length, 1);
    assert.match(bad.errors[0], /does not have pin "plus"/);
    const good = await compileBoard(fixed);
    assert.deepEqual(good.errors, []);
  });

  it("compileBoard refuses imports other than react", async () => {
    const { compileBoard } = await import(code);
    await assert.rejects(
      compileBoard(
        `import { sel } from "tscircuit"\nexport default () => <board width={sel ? "5mm" : "6mm"} height="5mm" />`,
      ),
      /import of "tscircuit" is not allowed/,
    );
  });

  it("generateBoard feeds the error back and returns the second answer", async () => {
    const { generateBoard, INSTRUCTIONS } = await import(code);
    const prompts: string[] = [];
    const replies = [`Sure!\n\`\`\`tsx\n${broken}\n\`\`\``, fixed];
    const model = async (prompt: string) => {
      prompts.push(prompt);
      return replies[prompts.length - 1] ?? "";
    };
    const result = await generateBoard(
      model,
      "a red LED with a 330 Ω resistor",
    );
    assert.equal(result.attempts, 2);
    assert.equal(result.code, fixed);
    assert.ok(prompts[0].startsWith(INSTRUCTIONS));
    assert.match(prompts[1], /does not have pin "plus"/);
    assert.ok(prompts[1].includes(broken));
  });

  it("generateBoard gives up after maxAttempts", async () => {
    const { generateBoard } = await import(code);
    let calls = 0;
    const model = async () => {
      calls++;
      return broken;
    };
    await assert.rejects(
      generateBoard(model, "anything", 2),
      /no board without errors after 2 attempts/,
    );
    assert.equal(calls, 2);
  });

  it("the network model and the loop type-check", () => {
    const options: ts.CompilerOptions = {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      jsx: ts.JsxEmit.React,
      esModuleInterop: true,
      skipLibCheck: true,
      types: ["node"],
    };
    const program = ts.createProgram(
      [join(dir, "chat-model.ts"), join(dir, "generate-board.ts")],
      options,
    );
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
    assert.deepEqual(problems, []);
  });
});
