import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { batteryProps } from "@tscircuit/props";
import {
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";
import { assertNoErrors, board, compiled, ofComponent } from "./_compile";

after(closeCircuitCompiler);

const circuit = compiled(
  board(`
    <battery name="B1" voltage="3V" standard="CR2032" footprint="pinrow2" pcbX={-9} />
    <battery name="B2" voltage={3} footprint="pinrow2" pcbX={0} />
    <battery name="B3" voltage="three" footprint="pinrow2" pcbX={9} />
    <trace from=".B1 > .pin2" to=".B2 > .pin1" />
    <trace from=".B2 > .pin2" to=".B3 > .pin1" />`),
);

describe("docs/_descriptions/props/battery.json", () => {
  it('voltage: volts, "3V" is read as 3; not recorded; unreadable text passes without an error', async () => {
    const json = await circuit();
    assertNoErrors(json);
    assert.equal(batteryProps.parse({ name: "B", voltage: "3V" }).voltage, 3);
    assert.equal(
      batteryProps.parse({ name: "B", voltage: "3mV" }).voltage,
      0.003,
    );
    for (const name of ["B1", "B2", "B3"]) {
      assert.equal(ofComponent(json, name).voltage, undefined);
      assert.equal(ofComponent(json, name).ftype, "simple_power_source");
    }
  });

  it("standard: accepted, not recorded, and it does not choose a footprint", async () => {
    const json = await circuit();
    assert.ok(!JSON.stringify(ofComponent(json, "B1")).includes("CR2032"));
    const bare = await circuitJsonOf(
      board(`<battery name="B1" standard="CR2032" />`),
    );
    assert.ok(bare.some((e) => e.type === "pcb_missing_footprint_error"));
  });
});
