import assert from "node:assert/strict";
import path from "node:path";
import { describe, it } from "node:test";
import type { LoadContext, Plugin } from "@docusaurus/types";
import { propsTables } from "../../plugins/props-tables";

const siteDir = path.resolve(__dirname, "../..");

/** The props-tables plugin as Docusaurus instantiates it. */
function plugin(): Plugin {
  const [module, options] = propsTables({ siteDir }).plugin as [
    (context: LoadContext, options: unknown) => Plugin,
    unknown,
  ];
  return module({ siteDir } as LoadContext, options);
}

function configure(config: object): unknown {
  const configureWebpack = plugin().configureWebpack as unknown as (
    config: object,
  ) => unknown;
  return configureWebpack(config);
}

describe("bundler cache and the files the remark plugins read", () => {
  it("makes every description file and the probe's output a build dependency of the persistent cache", () => {
    const result = configure({
      experiments: { cache: { type: "persistent" } },
    }) as { experiments: { cache: { buildDependencies: string[] } } };
    const files = result.experiments.cache.buildDependencies.map((file) =>
      path.relative(siteDir, file),
    );
    for (const file of [
      "docs/_descriptions/props/port.json",
      "docs/_descriptions/props/_shared.json",
      "docs/_descriptions/cli/build.json",
      "docs/_generated/prop-effects.json",
    ]) {
      assert.ok(files.includes(file), `${file} is not a build dependency`);
    }
    assert.ok(files.every((file) => file.endsWith(".json")));
  });

  it("adds nothing when the persistent cache is off", () => {
    assert.deepEqual(configure({}), {});
  });
});
