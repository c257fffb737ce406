import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import { repoRoot } from "../../../lib/build-output";
import {
  findCommand,
  readSnapshot,
} from "../../../plugins/cli-reference/table";

const text = readFileSync(
  path.join(repoRoot, "docs/command-line/tsci-config.mdx"),
  "utf8",
);
/** The config schema shipped in the pinned @tscircuit/cli (see its README). */
const schema = JSON.parse(
  readFileSync(
    path.join(repoRoot, "tests/fixtures/cli/tscircuit.config.schema.json"),
    "utf8",
  ),
) as {
  $id: string;
  additionalProperties: boolean;
  properties: Record<string, { type?: string }>;
};

/** Rows of the page's key table: key and where it is stored. */
const rows = [
  ...text.matchAll(
    /^\| `(\w+)` \| (your user settings|`tscircuit\.config\.json`) \|/gm,
  ),
].map((m) => ({ key: m[1], project: m[2] !== "your user settings" }));

describe("/command-line/tsci-config", () => {
  it("lists exactly the keys `tsci config set` names in its help", () => {
    const help = findCommand(readSnapshot(), "config set").arguments[0]
      ?.description;
    const keys = /\(e\.g\., ([^)]+)\)/.exec(help ?? "")?.[1]?.split(/,\s*/);
    assert.ok(keys && keys.length === 7, help);
    assert.deepEqual(rows.map((r) => r.key).sort(), [...keys].sort());
  });

  it("project keys are text settings of tscircuit.config.json; the user key is not one", () => {
    assert.equal(schema.additionalProperties, false);
    for (const { key, project } of rows) {
      if (project) assert.equal(schema.properties[key]?.type, "string", key);
      else assert.equal(schema.properties[key], undefined, key);
    }
    assert.equal(rows.filter((r) => r.project).length, 6);
  });

  it("the file shown is a valid config whose $schema is the schema's own address", () => {
    const json =
      /```json title="tscircuit\.config\.json"\n([\s\S]*?)\n```/.exec(
        text,
      )?.[1];
    assert.ok(json);
    const config = JSON.parse(json) as Record<string, unknown>;
    assert.equal(Object.keys(config)[0], "$schema");
    assert.equal(config.$schema, schema.$id);
    for (const [key, value] of Object.entries(config)) {
      assert.ok(schema.properties[key], key);
      assert.equal(typeof value, schema.properties[key]?.type ?? "string", key);
    }
    assert.equal(json, JSON.stringify(config, null, 2));
  });
});
