import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

const count = (json: CircuitJsonElement[], type: string) =>
  json.filter((e) => e.type === type).length;

const chip = (footprint: string) =>
  `export default () => (<board width="20mm" height="20mm"><chip name="U1" footprint="${footprint}" /></board>)`;

describe("/elements/chip", () => {
  it("trailing digits of soic8, qfn16 and pinrow4 are the pin count", async () => {
    for (const [fp, pins] of [
      ["soic8", 8],
      ["qfn16", 16],
      ["pinrow4", 4],
    ] as const) {
      const json = await circuitJsonOf(chip(fp));
      assert.equal(count(json, "source_port"), pins, fp);
    }
  });

  it("<bug> is another name for <chip>: the same simple_chip records", async () => {
    const of = async (tag: string) =>
      (
        await circuitJsonOf(
          `export default () => (<board width="20mm" height="20mm"><${tag} name="U1" footprint="soic8" pinLabels={{ pin1: "SDA" }} /></board>)`,
        )
      ).filter((e) => e.type === "source_component" || e.type === "pcb_smtpad");
    const bug = await of("bug");
    assert.equal(
      bug.find((e) => e.type === "source_component")?.ftype,
      "simple_chip",
    );
    assert.deepEqual(bug, await of("chip"));
  });

  it("sot23 is a package name: 3 pads, not 23", async () => {
    const json = await circuitJsonOf(chip("sot23"));
    assert.equal(count(json, "pcb_smtpad"), 3);
    assert.equal(count(json, "source_port"), 3);
  });

  it("a chip without a footprint reports pcb_missing_footprint_error", async () => {
    const json = await circuitJsonOf(
      `export default () => (<board width="20mm" height="20mm"><chip name="U1" pinLabels={{ pin1: "A", pin2: "B" }} /></board>)`,
    );
    const err = json.find((e) => e.type === "pcb_missing_footprint_error");
    assert.match(String(err?.message), /No footprint specified for component/);
  });

  it("a selector naming a missing pin reports source_trace_not_connected_error", async () => {
    const json = await circuitJsonOf(
      `export default () => (<board width="20mm" height="20mm"><chip name="U1" footprint="soic8" pinLabels={{ pin1: "SDA" }} /><resistor name="R1" resistance="1k" footprint="0402" pcbX={6} /><trace from=".U1 > .SDAX" to=".R1 > .pin1" /></board>)`,
    );
    const err = json.find((e) => e.type === "source_trace_not_connected_error");
    assert.match(
      String(err?.message),
      /^Could not find port for selector "\.U1 > \.SDAX"/,
    );
  });
});
