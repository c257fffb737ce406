import assert from "node:assert/strict";
import { test } from "node:test";
import { remember } from "../../src/navigation/idlePrefetch";

test("a remembered chunk lookup runs once per chunk and gives the same answers", () => {
  const calls: string[] = [];
  const lookup = remember((chunk: string) => {
    calls.push(chunk);
    return chunk === "missing" ? undefined : `/assets/js/${chunk}.js`;
  });
  for (const chunk of ["a", "b", "a", "missing", "a", "missing"]) lookup(chunk);
  assert.deepEqual(calls, ["a", "b", "missing"]);
  assert.equal(lookup("b"), "/assets/js/b.js");
  assert.equal(lookup("missing"), undefined);
});
