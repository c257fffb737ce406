import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { after, describe, it } from "node:test";
import { codeBlocks, parseMdx } from "../../../plugins/shared/markdown";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

const root = path.resolve(import.meta.dirname, "../../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");
const page = read("docs/guides/distributing-tscircuit-libraries.mdx");
const library = codeBlocks(parseMdx(page)).find((c) =>
  c.meta?.includes('title="index.tsx"'),
);
assert.ok(library, "the page shows index.tsx");

interface CliOption {
  long?: string;
  description: string;
}
interface CliCommand {
  name: string;
  options: CliOption[];
}
const snapshot = JSON.parse(
  read("plugins/cli-reference/cli-snapshot.json"),
) as {
  version: string;
  commands: CliCommand[];
};
const command = (name: string) => {
  const found = snapshot.commands.find((c) => c.name === name);
  assert.ok(found, `tsci ${name} exists`);
  return found;
};

/**
 * Read in the packed @tscircuit/cli 0.1.2430: cli/auth/setup-npmrc (the two
 * .npmrc lines it writes), cli/build/transpile (the three files in dist/ and
 * the warning about main), and the registry reference implementation
 * (tscircuit/tscircuit.com 0f7b08a, packageSchema: public_dist_enabled
 * defaults to false; /packages/update accepts it).
 */
const facts = {
  cliVersion: "0.1.2430",
  npmrcLines: [
    "//npm.tscircuit.com/:_authToken=",
    "@tsci:registry=https://npm.tscircuit.com",
  ],
  transpileOutputs: ["index.js", "index.cjs", "index.d.ts"],
  registryField: "public_dist_enabled",
};

const part = (json: CircuitJsonElement[], name: string) =>
  json.find((e) => e.type === "source_component" && e.name === name);

describe("/guides/distributing-tscircuit-libraries", () => {
  it("the library file compiles with its preview board: two 4.7 kΩ pull-ups, no errors", async () => {
    const json = await circuitJsonOf(library.value);
    assert.deepEqual(
      json.filter((e) => e.type.endsWith("_error")),
      [],
    );
    assert.equal(part(json, "RP_SDA")?.resistance, 4700);
    assert.equal(part(json, "RP_SCL")?.resistance, 4700);
    assert.match(library.value, /^export const I2cPullups = /m);
    assert.match(library.value, /^export default /m);
  });

  it("the facts were read from the pinned CLI", () => {
    assert.equal(snapshot.version, facts.cliVersion);
  });

  it("the commands and options the page names exist in the pinned CLI", () => {
    assert.ok(command("build").options.some((o) => o.long === "--transpile"));
    command("transpile");
    command("auth setup-npmrc");
    command("push");
    command("add");
    const update = command("registry packages update").options.map(
      (o) => o.long,
    );
    for (const option of [
      "--enable-public-dist",
      "--disable-public-dist",
      "--package-name",
    ]) {
      assert.ok(update.includes(option), option);
      assert.ok(
        page.includes(`\`${option}\``) || page.includes(option),
        `page names ${option}`,
      );
    }
  });

  it("states the .npmrc lines, the transpiled files and the registry field", () => {
    for (const line of facts.npmrcLines) assert.ok(page.includes(line), line);
    for (const file of facts.transpileOutputs)
      assert.ok(page.includes(`\`${file}\``), file);
    assert.ok(page.includes(`\`${facts.registryField}\``));
  });

  it("the import line uses the @tsci/author.name form tsci add installs", () => {
    assert.match(page, /tsci add alice\/i2c-pullups/);
    assert.match(
      page,
      /import \{ I2cPullups \} from "@tsci\/alice\.i2c-pullups"/,
    );
  });
});
