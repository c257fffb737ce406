import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);

/** A module of @docusaurus/theme-common that the package's exports do not list. */
export function themeCommonModule(file: string): string {
  const lib = path.dirname(require.resolve("@docusaurus/theme-common"));
  const module = path.join(lib, file);
  assert.ok(existsSync(module), `${module} is missing`);
  return module;
}
