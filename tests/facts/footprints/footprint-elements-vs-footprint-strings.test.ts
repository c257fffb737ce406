import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

interface Pad extends CircuitJsonElement {
  port_hints?: string[];
  pcb_port_id?: string;
}
interface Text extends CircuitJsonElement {
  text: string;
}
interface Port extends CircuitJsonElement {
  name: string;
  port_hints?: string[];
}

const ofType = <T extends CircuitJsonElement>(
  json: CircuitJsonElement[],
  type: string,
) => json.filter((e): e is T => e.type === type);

const board = (chip: string) => `
export default () => (
  <board width="18mm" height="10mm">
    ${chip}
  </board>
)`;

describe("/footprints/footprint-elements-vs-footprint-strings", () => {
  it("a footprinter string prints the part name for you", async () => {
    const json = await circuitJsonOf(
      board(`<chip name="U1" footprint="sot23" />`),
    );
    assert.equal(ofType<Pad>(json, "pcb_smtpad").length, 3);
    assert.ok(
      ofType<Text>(json, "pcb_silkscreen_text").some((t) => t.text === "U1"),
    );
  });

  it("a <footprint> prints no name unless asked and warns without a courtyard", async () => {
    const json = await circuitJsonOf(
      board(`<chip name="U1" footprint={<footprint>
        <smtpad shape="rect" width="1mm" height="1mm" portHints={["pin1"]} />
      </footprint>} />`),
    );
    assert.equal(ofType<Text>(json, "pcb_silkscreen_text").length, 0);
    assert.ok(
      json.some((e) => e.type === "pcb_component_missing_courtyard_warning"),
    );
  });

  it("an unknown footprinter string reports an error and gives no pads", async () => {
    const json = await circuitJsonOf(
      board(`<chip name="U1" footprint="notafootprint9" />`),
    );
    assert.equal(ofType<Pad>(json, "pcb_smtpad").length, 0);
    assert.ok(
      json.some((e) => e.type === "source_invalid_component_property_error"),
    );
  });

  it("a KiCad footprint's pad 1 becomes pin1, named by pinLabels", async () => {
    const json = await circuitJsonOf(
      board(
        `<chip name="U1" footprint="kicad:SOT-23_Example" pinLabels={{ pin1: "GND", pin2: "VOUT", pin3: "VIN" }} />`,
      ),
    );
    const gnd = ofType<Port>(json, "source_port").find((p) => p.name === "GND");
    assert.ok(gnd?.port_hints?.includes("pin1"));
    assert.equal(ofType<Pad>(json, "pcb_smtpad").length, 3);
  });
});
