import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

interface Pad {
  type: "pcb_smtpad";
  x: number;
  layer: string;
  port_hints?: string[];
}

describe("/elements/footprint", () => {
  it("without pinLabels, a chip's pins are named after the pads' portHints", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="10mm" height="10mm">
        <chip name="U1" footprint={<footprint>
          <smtpad shape="rect" width="1mm" height="1.4mm" pcbX={-1.5} pcbY={0} portHints={["pin1"]} />
          <smtpad shape="rect" width="1mm" height="1.4mm" pcbX={1.5} pcbY={0} portHints={["pin2"]} />
        </footprint>} />
      </board>)`);
    const names = json
      .filter((e) => e.type === "source_port")
      .map((e) => e.name)
      .sort();
    assert.deepEqual(names, ["pin1", "pin2"]);
  });

  it("portHints matching pinLabels connect pads to the labelled pins, whatever their order", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="10mm" height="10mm">
        <chip name="U1" pinLabels={{ pin1: "VDD", pin2: "GND" }} footprint={<footprint>
          <smtpad shape="rect" width="1mm" height="1mm" pcbX={1.5} pcbY={0} portHints={["GND"]} />
          <smtpad shape="rect" width="1mm" height="1mm" pcbX={-1.5} pcbY={0} portHints={["VDD"]} />
        </footprint>} />
      </board>)`);
    const pads = json.filter(
      (e) => e.type === "pcb_smtpad",
    ) as unknown as Pad[];
    assert.equal(pads.length, 2);
    const ports = json.filter((e) => e.type === "pcb_port");
    assert.equal(ports.length, 2);
    const xs = ports.map((p) => Number(p.x)).sort((a, b) => a - b);
    assert.deepEqual(xs, [-1.5, 1.5]);
  });

  it("a footprint drawn for the top layer is mirrored to the bottom with the part", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="10mm" height="10mm">
        <chip name="U1" layer="bottom" footprint={<footprint>
          <smtpad shape="rect" width="1mm" height="1mm" pcbX={-1.5} pcbY={0} portHints={["pin1"]} />
          <smtpad shape="rect" width="1mm" height="1mm" pcbX={1.5} pcbY={0} portHints={["pin2"]} />
        </footprint>} />
      </board>)`);
    const pads = json.filter(
      (e) => e.type === "pcb_smtpad",
    ) as unknown as Pad[];
    for (const p of pads) assert.equal(p.layer, "bottom");
    // pin1 was drawn at x = -1.5 mm; mirrored, it lands at +1.5 mm.
    const pin1 = pads.find((p) => p.port_hints?.includes("pin1"));
    assert.equal(pin1?.x, 1.5);
  });
});
