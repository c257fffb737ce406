import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  closestPages,
  editDistance,
} from "../../src/theme/NotFound/Content/closestPages";

const pages = [
  "/",
  "/elements/resistor",
  "/elements/capacitor",
  "/elements/led",
  "/intro/quickstart-cli",
  "/intro/quickstart-web",
  "/intro/installation",
  "/footprints/smtpad",
];

describe("the not-found page's suggestions", () => {
  it("measures edit distance", () => {
    assert.equal(editDistance("kitten", "sitting"), 3);
    assert.equal(editDistance("", "abc"), 3);
    assert.equal(editDistance("same", "same"), 0);
  });

  it("finds a misspelt page first", () => {
    assert.equal(
      closestPages("/elements/resistors", pages)[0],
      "/elements/resistor",
    );
    assert.equal(
      closestPages("/elements/capacitr", pages)[0],
      "/elements/capacitor",
    );
  });

  it("finds a page moved to another folder", () => {
    assert.equal(closestPages("/resistor", pages)[0], "/elements/resistor");
    assert.equal(
      closestPages("/docs/smtpad.html", pages)[0],
      "/footprints/smtpad",
    );
  });

  it("finds the pages a shortened name starts", () => {
    assert.deepEqual(closestPages("/quickstart", pages), [
      "/intro/quickstart-cli",
      "/intro/quickstart-web",
    ]);
  });

  it("suggests nothing for a name like no page, nor the home page", () => {
    assert.deepEqual(closestPages("/xyzzy-plugh", pages), []);
    assert.deepEqual(closestPages("/", pages), []);
  });
});
