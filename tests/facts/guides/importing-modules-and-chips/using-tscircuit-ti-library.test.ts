import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { after, before, describe, it } from "node:test";
import { findExamples } from "../../../../plugins/circuit-previews/scan";
import { Connectivity } from "../../../support/board-facts";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../../support/circuit-json";

after(closeCircuitCompiler);

const page =
  "docs/guides/importing-modules-and-chips/using-tscircuit-ti-library.mdx";

describe("/guides/importing-modules-and-chips/using-tscircuit-ti-library", () => {
  let json: CircuitJsonElement[] = [];
  let net: Connectivity;
  before(async () => {
    const [example] = findExamples(readFileSync(page, "utf8"), page);
    json = await circuitJsonOf(example.code);
    net = new Connectivity(json);
  });

  it("the example compiles with no errors", () => {
    assert.deepEqual(
      json.filter((e) => e.type.endsWith("_error")),
      [],
    );
  });

  it('".SENSOR .J1 .SCL" reaches the SCL pin of the connector inside the subcircuit', () => {
    assert.ok(net.joined("R11.pin1", "J1.SCL"));
    assert.ok(net.joined("R11.pin1", "R1.pin1"), "the block's own pull-up");
    assert.ok(net.joined("R11.pin2", "J1.SDA"));
    assert.ok(!net.joined("R11.pin1", "R11.pin2"));
  });

  it("SENSOR is a subcircuit holding J1 and R1, and R11 sits outside it", () => {
    const group = json.find(
      (e) => e.type === "source_group" && e.name === "SENSOR",
    );
    assert.ok(group);
    assert.equal(group.is_subcircuit, true);
    const inside = json
      .filter(
        (e) =>
          e.type === "source_component" &&
          e.source_group_id === group.source_group_id,
      )
      .map((e) => e.name)
      .sort();
    assert.deepEqual(inside, ["J1", "R1"]);
  });
});
