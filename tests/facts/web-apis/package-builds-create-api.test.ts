import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { buildVariant } from "../../../docs/web-apis/_code/package-builds-create-api";
import { codeBlocks } from "../../../plugins/shared/markdown";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";
import {
  assertCallMatches,
  assertEndpointAndSource,
  assertTables,
  loadFixture,
  readPage,
  withFakeFetch,
} from "./field-tables";

after(closeCircuitCompiler);

const fixture = loadFixture("package-builds-create-api");
const { source, tree } = readPage(fixture);
const getFixture = loadFixture("package-builds-get-api");

const fence = codeBlocks(tree).find((c) =>
  c.meta?.includes('title="index.tsx"'),
);
assert.ok(fence, "the page shows index.tsx");

/** What the CLI does with injected props: render the default export with them. */
const withProps = (props: Record<string, string>) =>
  `${fence.value.replace("export default", "const Package =")}
export default () => <Package {...${JSON.stringify(props)}} />`;

const part = (json: CircuitJsonElement[], name: string) =>
  json.find((e) => e.type === "source_component" && e.name === name);

describe("/web-apis/package-builds-create-api", () => {
  it("cites the public page and commit it follows, and shows POST /package_builds/create", () => {
    assertEndpointAndSource(source, fixture);
    assert.ok(
      source.includes("`0f7b08a`"),
      "says which reference commit lacks the route",
    );
    assert.ok(
      source.includes(fixture.cli?.build_option ?? "(no option in fixture)"),
    );
  });

  it("lists exactly the request, response and error fields of the source", () => {
    assertTables(tree, fixture);
  });

  it("the example package builds a red LED and 1 kΩ without props", async () => {
    const json = await circuitJsonOf(fence.value);
    assert.equal(part(json, "R1")?.resistance, 1000);
    assert.equal(part(json, "D1")?.color, "red");
  });

  it("injected props reach the default export: 4.7 kΩ and green", async () => {
    const json = await circuitJsonOf(
      withProps({ resistance: "4.7k", ledColor: "green" }),
    );
    assert.equal(part(json, "R1")?.resistance, 4700);
    assert.equal(part(json, "D1")?.color, "green");
  });

  it("the example client posts the release and props with a token, then polls the build", async () => {
    let polls = 0;
    const calls = await withFakeFetch(
      (call) =>
        call.path === "/package_builds/create"
          ? { ok: true, package_build_id: "b9" }
          : {
              package_build: {
                package_build_id: "b9",
                package_release_id: "r1",
                created_at: "2026-08-01T00:00:00.000Z",
                build_in_progress: ++polls < 2,
              },
            },
      async () => {
        const build = await buildVariant("r1", "tok", { ledColor: "green" });
        assert.equal(build.package_build_id, "b9");
      },
    );
    const [create, ...gets] = calls;
    assert.ok(create);
    assertCallMatches(create, fixture);
    assert.deepEqual(create.body, {
      package_release_id: "r1",
      props_to_inject: { ledColor: "green" },
    });
    assert.equal(create.headers.authorization, "Bearer tok");
    for (const call of gets) assertCallMatches(call, getFixture);
  });
});
