import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, it } from "node:test";

const workflow = join(
  import.meta.dirname,
  "../../../../docs/guides/running-tscircuit/_code/check-boards.yml",
);

describe("/guides/running-tscircuit/connecting-to-github", () => {
  it("runs on pull requests and pushes to main, on Node 22", async () => {
    const yml = await readFile(workflow, "utf8");
    assert.match(
      yml,
      /^on:\n {2}pull_request:\n {2}push:\n {4}branches: \[main\]\n/m,
    );
    assert.match(yml, /node-version: 22\n/);
    assert.doesNotMatch(yml, /\t/, "YAML must be indented with spaces");
  });

  it("builds, then compares snapshots with --ci, and uploads diffs only on failure", async () => {
    const yml = await readFile(workflow, "utf8");
    const runs = [...yml.matchAll(/- run: (.+)\n/g)].map((m) => m[1]);
    assert.deepEqual(runs, [
      "npm ci",
      "npx tsci build",
      "npx tsci snapshot --ci",
    ]);
    assert.match(
      yml,
      /- if: failure\(\)\n\s+uses: actions\/upload-artifact@v4\n[\s\S]*path: "\*\*\/\*\.diff\.svg"\n$/,
    );
  });
});
