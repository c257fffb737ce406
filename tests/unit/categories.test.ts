import assert from "node:assert/strict";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import { repoRoot, specRoutes } from "../../lib/build-output";

interface Category {
  label: string;
  position: number;
  link: { type: string; slug: string; description: string };
}

function categoryFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return categoryFiles(full);
    return name === "_category_.json" ? [full] : [];
  });
}

describe("docs sections", () => {
  const files = categoryFiles(path.join(repoRoot, "docs"));
  const categories = files.map(
    (file) => JSON.parse(readFileSync(file, "utf8")) as Category,
  );

  it("have one folder for each /category/ page of the spec", () => {
    const expected = specRoutes()
      .filter((route) => route.startsWith("/category/"))
      .sort();
    const slugs = categories.map((category) => category.link.slug).sort();
    assert.deepEqual(slugs, expected);
  });

  it("each have a label, a position and a generated index with a description", () => {
    for (const [index, category] of categories.entries()) {
      const where = files[index];
      assert.ok(category.label, `${where}: label`);
      assert.equal(typeof category.position, "number", `${where}: position`);
      assert.equal(
        category.link.type,
        "generated-index",
        `${where}: link.type`,
      );
      assert.ok(category.link.description.length > 20, `${where}: description`);
    }
  });

  it("keep their siblings' positions distinct", () => {
    const byParent = new Map<string, number[]>();
    for (const [index, file] of files.entries()) {
      const parent = path.dirname(path.dirname(file));
      byParent.set(parent, [
        ...(byParent.get(parent) ?? []),
        categories[index].position,
      ]);
    }
    for (const [parent, positions] of byParent) {
      assert.equal(new Set(positions).size, positions.length, parent);
    }
  });
});
