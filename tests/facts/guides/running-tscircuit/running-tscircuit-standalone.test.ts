import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { after, describe, it } from "node:test";
import {
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../../support/circuit-json";

after(closeCircuitCompiler);

const page = join(
  import.meta.dirname,
  "../../../../docs/guides/running-tscircuit/_code/standalone.html",
);

describe("/guides/running-tscircuit/running-tscircuit-standalone", () => {
  it("loads the pinned runframe bundle as a module after defining process", async () => {
    const html = await readFile(page, "utf8");
    const src = html.match(/<script\s+type="module"\s+src="([^"]+)"/)?.[1];
    assert.equal(
      src,
      "https://cdn.jsdelivr.net/npm/@tscircuit/runframe@0.0.3138/dist/standalone.min.js",
    );
    assert.ok(
      html.indexOf("globalThis.process") < html.indexOf("standalone.min.js"),
    );
    assert.match(html, /<div id="root" style="height: [^"]+"><\/div>/);
  });

  it("the tscircuit-tsx script compiles to a board with no errors", async () => {
    const html = await readFile(page, "utf8");
    const body = html.match(
      /<script type="tscircuit-tsx" data-path="index\.tsx">([\s\S]*?)<\/script>/,
    )?.[1];
    assert.ok(body);
    const inner = body.trim().match(/^circuit\.add\(([\s\S]*)\)$/)?.[1];
    assert.ok(inner, "the script is one circuit.add(...) call");
    const json = await circuitJsonOf(`export default () => (${inner})`);
    assert.equal(json.filter((e) => e.type.endsWith("_error")).length, 0);
    const names = json
      .filter((e) => e.type === "source_component")
      .map((e) => e.name);
    assert.deepEqual(names, ["R1", "D1"]);
  });
});
