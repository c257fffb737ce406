import "../../../../plugins/shared/node22-polyfills";
import assert from "node:assert/strict";
import { describe, it } from "node:test";

interface Element {
  type: string;
  name?: string;
  resistance?: number;
  message?: string;
}

describe("/guides/running-tscircuit/using-tscircuit-without-react", () => {
  it("element classes build the same kind of circuit JSON as JSX", async () => {
    const { buildIndicator } = await import(
      "../../../../docs/guides/running-tscircuit/_code/build-without-react"
    );
    const json = (await buildIndicator()) as Element[];
    const parts = json.filter((e) => e.type === "source_component");
    assert.deepEqual(
      parts.map((p) => p.name),
      ["R1", "D1"],
    );
    assert.equal(parts[0]?.resistance, 330);
    assert.equal(json.filter((e) => e.type.endsWith("_error")).length, 0);
    assert.ok(json.some((e) => e.type === "pcb_trace"));
  });

  it("a missing required prop throws when the element is constructed", async () => {
    const { Resistor } = await import("@tscircuit/core");
    assert.throws(
      () => new Resistor({ name: "R1", footprint: "0603" } as never),
      /Invalid props for resistor "R1": resistance \(Required\)/,
    );
  });
});
