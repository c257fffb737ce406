/**
 * Shared checks for the registry route pages under docs/web-apis/: the facts
 * read from the cited source (endpoint, methods, each request field and
 * where it is read from, each response field, error codes) are kept as
 * names-only JSON in tests/fixtures/registry-api/<page>.json, and a page's
 * tables must list exactly those. A client from the page's _code file is run
 * against a stand-in fetch so its requests can be held against the same
 * facts. Not a test file itself (no `.test.ts`), so the facts runner skips it.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Root, RootContent, Table, TableCell } from "mdast";
import { toString as nodeText } from "mdast-util-to-string";
import { parseMdx } from "../../../plugins/shared/markdown";

export const repoRoot = path.resolve(import.meta.dirname, "../../..");

export interface FieldFact {
  name: string;
  /** Where the route reads a request field: "query", "body", "query or body". */
  in?: string;
  type?: string;
  default?: string | number | boolean;
}

export interface RouteFixture {
  page: string;
  source: {
    repository: string;
    commit: string;
    date: string;
    paths: string[];
  };
  endpoint?: string;
  methods?: string[];
  auth?: string;
  tables: Record<string, FieldFact[]>;
  errors?: { status: number; error_code: string }[];
  cli?: Record<string, string>;
}

export function loadFixture(name: string): RouteFixture {
  const file = path.join(
    repoRoot,
    "tests/fixtures/registry-api",
    `${name}.json`,
  );
  return JSON.parse(readFileSync(file, "utf8")) as RouteFixture;
}

export function readPage(fixture: RouteFixture): {
  source: string;
  tree: Root;
} {
  const source = readFileSync(path.join(repoRoot, fixture.page), "utf8");
  return { source, tree: parseMdx(source, fixture.page) };
}

/** The first table after the heading whose text is `heading`. */
export function tableAfter(tree: Root, heading: string): Table {
  const nodes = tree.children;
  const at = nodes.findIndex(
    (node) => node.type === "heading" && nodeText(node) === heading,
  );
  assert.ok(at >= 0, `no heading "${heading}"`);
  for (const node of nodes.slice(at + 1)) {
    if (node.type === "heading") break;
    if (node.type === "table") return node;
  }
  assert.fail(`no table under "${heading}"`);
}

function cellCode(cell: TableCell): string[] {
  const found: string[] = [];
  const walk = (node: RootContent | TableCell) => {
    if (node.type === "inlineCode") found.push(node.value);
    if ("children" in node) for (const child of node.children) walk(child);
  };
  walk(cell);
  return found;
}

export interface TableRow {
  name: string;
  cells: Record<string, string>;
  code: string[];
}

/** Rows keyed by header text; a row's name is the code span of its `nameColumn` cell. */
export function tableRows(table: Table, nameColumn = 0): TableRow[] {
  const [head, ...body] = table.children;
  assert.ok(head, "table without a header row");
  const headers = head.children.map((cell) => nodeText(cell));
  return body.map((row) => {
    const first = row.children[nameColumn];
    assert.ok(first, "empty row");
    const names = cellCode(first);
    assert.equal(names.length, 1, `row "${nodeText(first)}" names one field`);
    const cells: Record<string, string> = {};
    row.children.forEach((cell, i) => {
      cells[headers[i] ?? String(i)] = nodeText(cell);
    });
    return {
      name: names[0] as string,
      cells,
      code: row.children.filter((_, i) => i !== nameColumn).flatMap(cellCode),
    };
  });
}

/** Each table of the fixture is on the page with exactly its fields. */
export function assertTables(tree: Root, fixture: RouteFixture): void {
  for (const [heading, facts] of Object.entries(fixture.tables)) {
    const rows = tableRows(tableAfter(tree, heading));
    assert.deepEqual(
      rows.map((row) => row.name),
      facts.map((fact) => fact.name),
      `fields of "${heading}"`,
    );
    rows.forEach((row, i) => {
      const fact = facts[i] as FieldFact;
      if (fact.in !== undefined)
        assert.equal(
          row.cells.In,
          fact.in,
          `${heading}: ${fact.name} is read from`,
        );
      if (fact.type !== undefined)
        assert.equal(
          row.cells.Type,
          fact.type,
          `${heading}: type of ${fact.name}`,
        );
      if (fact.default !== undefined)
        assert.ok(
          row.code.includes(String(fact.default)),
          `${heading}: ${fact.name} names its default ${fact.default}`,
        );
    });
  }
}

/** The error table lists exactly the fixture's status and error_code pairs. */
export function assertErrors(tree: Root, fixture: RouteFixture): void {
  if (!fixture.errors) return;
  const rows = tableRows(tableAfter(tree, "Errors"), 1);
  assert.deepEqual(
    rows.map((row) => [Number(row.cells.Status), row.name]),
    fixture.errors.map((e) => [e.status, e.error_code]),
  );
}

/** The page names the endpoint with each method, and cites its source. */
export function assertEndpointAndSource(
  source: string,
  fixture: RouteFixture,
): void {
  if (fixture.endpoint)
    for (const method of fixture.methods ?? [])
      assert.ok(
        source.includes(`\`${method} ${fixture.endpoint}\``),
        `the page shows \`${method} ${fixture.endpoint}\``,
      );
  assert.ok(source.includes(fixture.source.repository), "names the repository");
  assert.ok(
    source.includes(`\`${fixture.source.commit.slice(0, 7)}\``),
    "states the commit",
  );
  for (const file of fixture.source.paths)
    assert.ok(source.includes(file), `names the source file ${file}`);
}

export interface RecordedCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, unknown> | undefined;
  headers: Record<string, string>;
}

/**
 * Replaces fetch while `run` runs: every request is recorded and answered by
 * `answer` (JSON, status 200 unless it returns a Response).
 */
export async function withFakeFetch(
  answer: (call: RecordedCall) => unknown,
  run: () => Promise<unknown>,
): Promise<RecordedCall[]> {
  const calls: RecordedCall[] = [];
  const real = globalThis.fetch;
  globalThis.fetch = (async (
    input: string | URL | Request,
    init?: RequestInit,
  ) => {
    const url = new URL(String(input));
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const call: RecordedCall = {
      method: (init?.method ?? "GET").toUpperCase(),
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body:
        typeof init?.body === "string"
          ? (JSON.parse(init.body) as Record<string, unknown>)
          : undefined,
      headers,
    };
    calls.push(call);
    const reply = answer(call);
    if (reply instanceof Response) return reply;
    return new Response(JSON.stringify(reply), {
      status: 200,
      headers: { "Content-Type": "application/json" },
    });
  }) as typeof fetch;
  try {
    await run();
  } finally {
    globalThis.fetch = real;
  }
  return calls;
}

/** A recorded call uses a documented method and reads fields where the route does. */
export function assertCallMatches(
  call: RecordedCall,
  fixture: RouteFixture,
  table = "Request fields",
): void {
  assert.equal(call.path, fixture.endpoint);
  assert.ok(
    fixture.methods?.includes(call.method),
    `${call.method} is accepted`,
  );
  const facts = fixture.tables[table] ?? [];
  const where = new Map(facts.map((fact) => [fact.name, fact.in ?? ""]));
  for (const key of Object.keys(call.query))
    assert.match(
      where.get(key) ?? "(not a field)",
      /query/,
      `${key} in the query string`,
    );
  for (const key of Object.keys(call.body ?? {}))
    assert.match(
      where.get(key) ?? "(not a field)",
      /body/,
      `${key} in the JSON body`,
    );
  if (call.body) assert.equal(call.headers["content-type"], "application/json");
}
