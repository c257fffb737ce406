import assert from "node:assert/strict";
import path from "node:path";
import { test } from "node:test";
import config from "../../docusaurus.config";

// Docusaurus writes JSON.stringify(siteConfig) into main.js, so every page
// downloads and evaluates whatever the config serializes to.
const shipped = JSON.stringify(config);
const siteDir = path.resolve(__dirname, "../..");

test("no build-only plugin option reaches the browser bundle", () => {
  assert.ok(
    !shipped.includes(siteDir),
    "a path on the build machine is in the client config",
  );
  assert.ok(
    !shipped.includes('"@lume/kiwi"'),
    "the render cache's package versions are in the client config",
  );
  assert.ok(
    shipped.length < 12_000,
    `client config is ${shipped.length} characters`,
  );
});

test("what the browser needs of the config is still there", () => {
  const parsed = JSON.parse(shipped);
  assert.equal(parsed.customFields.search.indexName, "tscircuit");
  assert.equal(parsed.themeConfig.colorMode.defaultMode, "light");
});
