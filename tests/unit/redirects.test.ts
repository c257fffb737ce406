import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { readSpecLines } from "../../lib/build-output";
import { liveRedirects, redirects } from "../../src/config/redirects";

describe("redirects", () => {
  it("are exactly the pairs of spec/redirects.txt", () => {
    const spec = readSpecLines("redirects.txt").map((line) => {
      const [from, to] = line.split(/\s+/);
      return { from, to };
    });
    assert.deepEqual(
      [...redirects].sort((a, b) => a.from.localeCompare(b.from)),
      spec.sort((a, b) => a.from.localeCompare(b.from)),
    );
  });

  it("go live only when their target page exists", () => {
    const existing = new Set(["/guides/tscircuit-essentials/manual-edits"]);
    const live = liveRedirects(redirects, (route) => existing.has(route));
    assert.deepEqual(live, [
      {
        from: "/guides/manual-edits",
        to: "/guides/tscircuit-essentials/manual-edits",
      },
    ]);
  });
});
