import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  findPackages,
  resolveRelease,
  versionsOf,
} from "../../../docs/web-apis/_code/finding-package-releases";
import {
  assertEndpointAndSource,
  loadFixture,
  type RouteFixture,
  readPage,
  tableAfter,
  tableRows,
  withFakeFetch,
} from "./field-tables";

interface RouteFact {
  name: string;
  methods: string[];
  send: string[];
  read: string[];
}
interface Accepts {
  fixture: string;
  latest_suffix: boolean;
  newest_by_name: string | null;
}
const fixture = loadFixture("finding-package-releases") as RouteFixture & {
  routes: RouteFact[];
  accepts: Record<string, Accepts>;
};
const { source, tree } = readPage(fixture);

describe("/web-apis/finding-package-releases", () => {
  it("cites the routes it relies on and the commit", () => {
    assertEndpointAndSource(source, fixture);
  });

  it("the route table gives each route's methods, what to send and what comes back", () => {
    const rows = tableRows(tableAfter(tree, "Which route gives what"));
    assert.deepEqual(
      rows.map((r) => r.name),
      fixture.routes.map((r) => r.name),
    );
    rows.forEach((row, i) => {
      const fact = fixture.routes[i] as RouteFact;
      assert.deepEqual(
        row.cells.Method?.split(", "),
        fact.methods,
        `${fact.name} methods`,
      );
      for (const field of [...fact.send, ...fact.read])
        assert.ok(row.code.includes(field), `${fact.name} names ${field}`);
    });
  });

  it("the 'what each route accepts' matrix agrees with each route's own facts", () => {
    const rows = tableRows(tableAfter(tree, "What each route accepts"));
    assert.deepEqual(
      rows.map((r) => r.name),
      Object.keys(fixture.accepts),
    );
    for (const row of rows) {
      const fact = fixture.accepts[row.name] as Accepts;
      const request = loadFixture(fact.fixture).tables["Request fields"] ?? [];
      const has = (field: string) => request.some((f) => f.name === field);
      for (const field of ["package_release_id", "package_name_with_version"])
        assert.equal(
          row.cells[field],
          has(field) ? "yes" : "no",
          `${row.name} ${field}`,
        );
      assert.equal(row.cells["@latest"], fact.latest_suffix ? "yes" : "no");
      if (fact.newest_by_name) {
        assert.ok(
          has(fact.newest_by_name),
          `${row.name} reads ${fact.newest_by_name}`,
        );
        assert.ok(row.code.includes(fact.newest_by_name));
      } else assert.equal(row.cells["Newest by name"], "no");
    }
  });

  it("the example client uses the documented bodies and builds author/name@version", async () => {
    const calls = await withFakeFetch(
      (call) => {
        if (call.path === "/packages/search")
          return { ok: true, packages: [{ name: "alice/led-matrix" }] };
        if (call.path === "/package_releases/get")
          return {
            ok: true,
            package_release: { package_release_id: "r2", version: "1.0.1" },
          };
        return {
          ok: true,
          package_releases: [
            { version: "1.0.1", created_at: "2026-02-01T00:00:00.000Z" },
            { version: "1.0.0", created_at: "2026-01-01T00:00:00.000Z" },
          ],
        };
      },
      async () => {
        assert.deepEqual(await findPackages("led matrix"), [
          "alice/led-matrix",
        ]);
        assert.deepEqual(await resolveRelease("alice/led-matrix"), {
          package_release_id: "r2",
          package_name_with_version: "alice/led-matrix@1.0.1",
        });
        await resolveRelease("alice/led-matrix", "1.0.1");
        assert.deepEqual(await versionsOf("alice/led-matrix"), [
          "1.0.0",
          "1.0.1",
        ]);
      },
    );
    const byRoute = (name: string) =>
      fixture.routes.find((r) => r.name === name);
    for (const call of calls) {
      const fact = byRoute(call.path);
      assert.ok(fact, `${call.path} is in the route table`);
      assert.ok(fact.methods.includes(call.method));
    }
    assert.deepEqual(calls[1]?.body, {
      package_name: "alice/led-matrix",
      is_latest: true,
    });
    assert.deepEqual(calls[2]?.body, {
      package_name_with_version: "alice/led-matrix@1.0.1",
    });
  });
});
