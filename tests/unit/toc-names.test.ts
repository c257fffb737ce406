import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { breakableNames } from "../../src/theme/TOC/breakable-names";

describe("TOC entries", () => {
  it("may wrap a dotted name in code at its dots only", () => {
    assert.equal(
      breakableNames("<code>&lt;assembly.drawing.titleblock&gt;</code>"),
      "<code>&lt;assembly.<wbr>drawing.<wbr>titleblock&gt;</code>",
    );
  });

  it("leaves text outside code, and dots ending a name, as they are", () => {
    assert.equal(
      breakableNames("Step 2. Use <code>a.b</code> or <code>x.</code>"),
      "Step 2. Use <code>a.<wbr>b</code> or <code>x.</code>",
    );
  });
});
