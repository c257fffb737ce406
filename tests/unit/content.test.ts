/**
 * Every page of docs/ meets the bar of scripts/content/rules.ts. Pages the
 * spec lists but docs/ lacks are reported as missing, not failed, so every
 * run shows how many are left.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { readSpecLines, repoRoot } from "../../lib/build-output";
import { renderingVersions } from "../../plugins/circuit-previews/cache";
import { listPages } from "../../plugins/circuit-previews/scan";
import { PinsLoader } from "../../plugins/pins-tables/load";
import { elementTypes } from "../../plugins/props-tables/elements";
import {
  docsPageFiles,
  documentedElement,
  type PageFacts,
  problemsOf,
  readPage,
  routeOf,
} from "../../scripts/content/rules";

const docsDir = path.join(repoRoot, "docs");
const pages = docsPageFiles(docsDir, listPages(docsDir));
const facts: PageFacts[] = pages.map((page) =>
  readPage(page, readFileSync(path.join(docsDir, page), "utf8")),
);
const loader = new PinsLoader({
  cacheDir: path.join(repoRoot, ".generated/cache/pins"),
  cacheKey: JSON.stringify(
    renderingVersions(path.join(repoRoot, "package-lock.json")),
  ),
});
const hasPins = new Map<string, boolean>();

before(async () => {
  const elements = new Set(
    facts
      .filter((page) => documentedElement(page.page))
      .flatMap((page) => page.propsTables)
      // Namespace members (`assembly.bolt`) are not intrinsic elements and
      // have no pins of their own.
      .filter((element) => Object.hasOwn(elementTypes, element)),
  );
  for (const element of elements)
    hasPins.set(element, (await loader.load(element)).pins.length > 0);
});
after(() => loader.close());

describe("content of every docs page", () => {
  it("lists the spec's pages that are not written yet", () => {
    const written = new Set(pages.map(routeOf));
    const missing = readSpecLines("routes.txt").filter(
      (route) =>
        !written.has(route) &&
        !route.startsWith("/category/") &&
        route !== "/search",
    );
    console.log(
      `${written.size} pages written, ${missing.length} spec pages missing${missing.length ? `:\n  ${missing.join("\n  ")}` : ""}`,
    );
    assert.ok(written.size > 0);
  });

  for (const page of facts) {
    it(`docs/${page.page}`, () => {
      const problems = problemsOf(page, {
        hasPins: (element) => hasPins.get(element) ?? false,
      });
      assert.deepEqual(
        problems,
        [],
        `docs/${page.page}: ${problems.join("; ")}`,
      );
    });
  }
});
