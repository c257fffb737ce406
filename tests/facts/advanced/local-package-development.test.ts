import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

const root = path.resolve(import.meta.dirname, "../../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");
const page = read("docs/advanced/local-package-development.mdx");
const library = read("docs/advanced/_code/status-led-library.tsx");
const board = read("docs/advanced/_code/status-led-board.tsx");

/**
 * What `tsci dev` uploads from node_modules, as read in the packed
 * @tscircuit/cli 0.1.2430 (lib/dependency-analysis/getNodeModuleDependencies.ts:
 * RUNTIME_PROVIDED_PACKAGES, collectLocalPackageFiles and
 * EXCLUDED_PACKAGE_DIRECTORIES). Re-read them when the pinned CLI changes;
 * the version check below fails first.
 */
const readFromCli = {
  version: "0.1.2430",
  runtimeProvided: [
    "react",
    "react-dom",
    "react/jsx-runtime",
    "tscircuit",
    "@tscircuit/core",
    "@tscircuit/props",
    "tslib",
  ],
  buildFolders: ["dist", "build"],
  excludedFolders: [
    "node_modules",
    ".git",
    ".next",
    "dist",
    "build",
    ".turbo",
    "coverage",
    ".cache",
    "tmp",
    "temp",
  ],
  startMessages: [
    "Analyzing node_modules dependencies",
    "Found N node_modules files to upload",
  ],
};

/** The code spans of the page paragraph or list item that contains `marker`. */
function spansNear(marker: string): string[] {
  const block = page
    .split(/\n\s*\n|\n(?=\d\. )/)
    .find((b) => b.includes(marker));
  assert.ok(block, `page mentions ${marker}`);
  return [...block.matchAll(/`([^`]+)`/g)].map((m) => m[1] as string);
}

const part = (json: CircuitJsonElement[], name: string) =>
  json.find((e) => e.type === "source_component" && e.name === name);

describe("/advanced/local-package-development", () => {
  it("the pinned CLI is the one these facts were read from", () => {
    const snapshot = JSON.parse(
      read("plugins/cli-reference/cli-snapshot.json"),
    ) as {
      version: string;
      commands: {
        name: string;
        options: { long?: string; default?: string }[];
      }[];
    };
    assert.equal(snapshot.version, readFromCli.version);
    assert.ok(snapshot.commands.some((c) => c.name === "dev"));
  });

  it("lists exactly the packages tsci dev skips", () => {
    const spans = spansNear("already provides");
    assert.deepEqual(spans, readFromCli.runtimeProvided);
  });

  it("names the build folders it prefers and exactly the folders it leaves out otherwise", () => {
    const spans = spansNear("uploads the `dist` folder");
    assert.deepEqual(spans, [
      ...readFromCli.buildFolders,
      "package.json",
      ...readFromCli.excludedFolders,
    ]);
  });

  it("quotes the start-up messages", () => {
    for (const message of readFromCli.startMessages)
      assert.ok(page.includes(message), message);
  });

  it("the board imports the library by package name, and the library exports the component", () => {
    assert.match(board, /^import \{ StatusLed \} from "@alice\/status-led";$/m);
    assert.match(library, /^export const StatusLed = /m);
  });

  it("library and board compile together: two LEDs with their own resistors, no errors", async () => {
    const code = `${library}\n${board.replace(/^import .*$/m, "")}`;
    const json = await circuitJsonOf(code);
    assert.deepEqual(
      json.filter((e) => e.type.endsWith("_error")).map((e) => e.message),
      [],
    );
    assert.equal(part(json, "R_POWER")?.resistance, 330);
    assert.equal(part(json, "D_POWER")?.color, "green");
    assert.equal(part(json, "R_FAULT")?.resistance, 470);
    assert.equal(part(json, "D_FAULT")?.color, "red");
    assert.ok(page.includes("green 330 Ω") && page.includes("red 470 Ω"));
  });
});
