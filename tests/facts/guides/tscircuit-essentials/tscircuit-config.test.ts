import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";

/**
 * The subset of JSON Schema that the CLI's tscircuit.config.schema.json
 * uses (draft 2020-12): type, properties, additionalProperties: false,
 * required, items, enum, minLength, minimum, multipleOf, pattern, and
 * format "uri" (checked as "parses as a URL").
 */
interface Schema {
  type?: "object" | "array" | "string" | "number" | "boolean";
  properties?: Record<string, Schema>;
  additionalProperties?: boolean;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  minLength?: number;
  minimum?: number;
  multipleOf?: number;
  pattern?: string;
  format?: string;
}

const KNOWN_KEYWORDS = new Set([
  "$schema",
  "$id",
  "title",
  "description",
  "type",
  "properties",
  "additionalProperties",
  "required",
  "items",
  "enum",
  "minLength",
  "minimum",
  "multipleOf",
  "pattern",
  "format",
]);

/** Every keyword of the schema, so that a new keyword cannot be skipped silently. */
function keywordsOf(schema: Schema, found = new Set<string>()): Set<string> {
  for (const key of Object.keys(schema)) found.add(key);
  for (const child of Object.values(schema.properties ?? {}))
    keywordsOf(child, found);
  if (schema.items) keywordsOf(schema.items, found);
  return found;
}

function typeOf(value: unknown): string {
  if (Array.isArray(value)) return "array";
  if (value === null) return "null";
  return typeof value;
}

function validate(schema: Schema, value: unknown, at = "$"): string[] {
  const problems: string[] = [];
  if (schema.enum && !schema.enum.includes(value))
    problems.push(`${at}: not one of ${JSON.stringify(schema.enum)}`);
  if (schema.type && typeOf(value) !== schema.type) {
    problems.push(`${at}: expected ${schema.type}, got ${typeOf(value)}`);
    return problems;
  }
  if (typeof value === "string") {
    if (schema.minLength !== undefined && value.length < schema.minLength)
      problems.push(`${at}: shorter than ${schema.minLength}`);
    if (schema.pattern && !new RegExp(schema.pattern, "u").test(value))
      problems.push(`${at}: does not match ${schema.pattern}`);
    if (schema.format === "uri" && !URL.canParse(value))
      problems.push(`${at}: not a URI`);
  }
  if (typeof value === "number") {
    if (schema.minimum !== undefined && value < schema.minimum)
      problems.push(`${at}: below ${schema.minimum}`);
    if (schema.multipleOf !== undefined && value % schema.multipleOf !== 0)
      problems.push(`${at}: not a multiple of ${schema.multipleOf}`);
  }
  if (Array.isArray(value) && schema.items) {
    const items = schema.items;
    value.forEach((item, i) => {
      problems.push(...validate(items, item, `${at}[${i}]`));
    });
  }
  if (typeOf(value) === "object") {
    const object = value as Record<string, unknown>;
    for (const key of schema.required ?? [])
      if (!(key in object)) problems.push(`${at}: missing ${key}`);
    for (const [key, child] of Object.entries(object)) {
      const childSchema = schema.properties?.[key];
      if (childSchema)
        problems.push(...validate(childSchema, child, `${at}.${key}`));
      else if (schema.additionalProperties === false)
        problems.push(`${at}: unknown field ${key}`);
    }
  }
  return problems;
}

const root = path.resolve(import.meta.dirname, "../../../..");
const readJson = (file: string): unknown =>
  JSON.parse(readFileSync(path.join(root, file), "utf8"));

const schema = readJson(
  "tests/fixtures/cli/tscircuit.config.schema.json",
) as Schema;
const example = readJson(
  "docs/guides/tscircuit-essentials/_code/tscircuit.config.json",
) as Record<string, unknown>;
const cliSnapshot = readJson("plugins/cli-reference/cli-snapshot.json") as {
  commands: { name: string; options: { long?: string }[] }[];
};
const page = readFileSync(
  path.join(root, "docs/guides/tscircuit-essentials/tscircuit-config.mdx"),
  "utf8",
);

describe("/guides/tscircuit-essentials/tscircuit-config", () => {
  it("the validator understands every keyword the schema uses", () => {
    const unknown = [...keywordsOf(schema)].filter(
      (k) => !KNOWN_KEYWORDS.has(k),
    );
    assert.deepEqual(unknown, []);
  });

  it("the validator rejects what the schema forbids", () => {
    assert.notDeepEqual(validate(schema, { snapshotsDir: 3 }), []);
    assert.notDeepEqual(validate(schema, { mainEntrypoints: "x.tsx" }), []);
    assert.notDeepEqual(
      validate(schema, { build: { workerTimeoutMs: 0 } }),
      [],
    );
    assert.notDeepEqual(
      validate(schema, { kicadPcm: { schemaVersion: 3 } }),
      [],
    );
    assert.notDeepEqual(
      validate(schema, {
        extraRunFrameTabs: [{ tabName: "x", iframeUrl: "ftp://example.com" }],
      }),
      [],
    );
    assert.deepEqual(validate(schema, {}), []);
  });

  it("the page's example config is valid against the CLI schema", () => {
    assert.deepEqual(validate(schema, example), []);
  });

  it("the page describes every field of the schema", () => {
    const fields: string[] = [];
    for (const [key, child] of Object.entries(schema.properties ?? {})) {
      fields.push(key);
      for (const sub of Object.keys(child.properties ?? {}))
        fields.push(`${key}.${sub}`);
    }
    const missing = fields.filter(
      (f) =>
        !page.includes(`\`${f}\``) &&
        !(
          f.startsWith("extraRunFrameTabs") &&
          page.includes("extraRunFrameTabs")
        ),
    );
    assert.deepEqual(missing, []);
  });

  it("the example's $schema is the URL the page says the CLI writes", () => {
    assert.equal(
      example.$schema,
      "https://cdn.jsdelivr.net/npm/@tscircuit/cli/types/tscircuit.config.schema.json",
    );
    assert.ok(page.includes(String(example.$schema)));
  });

  it("every build.* row names a real `tsci build` flag, except the two the CLI has none for", () => {
    const build = cliSnapshot.commands.find((c) => c.name === "build");
    assert.ok(build);
    const flags = new Set(build.options.map((o) => o.long));
    const rows = page
      .split("\n")
      .filter((line) => line.startsWith("| `build."));
    assert.ok(rows.length >= 10);
    const withoutFlag: string[] = [];
    for (const row of rows) {
      const field = /`build\.(\w+)`/.exec(row)?.[1] ?? "";
      const named = [...row.matchAll(/`(--[a-z-]+)/g)].map((m) => m[1]);
      if (named.length === 0) withoutFlag.push(field);
      for (const flag of named)
        assert.ok(flags.has(flag), `${flag} (${field})`);
    }
    assert.deepEqual(withoutFlag.sort(), ["circuitJson", "workerTimeoutMs"]);
    assert.ok(flags.has("--ignore-config"));
  });
});
