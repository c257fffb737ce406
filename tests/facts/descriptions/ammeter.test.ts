import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { closeCircuitCompiler } from "../../support/circuit-json";
import { assertNoErrors, board, compiled, ofComponent } from "./_compile";

after(closeCircuitCompiler);

/** A 1 V source through two ammeters into 1 kΩ: A1 given unit strings, A2 numbers. */
const circuit = compiled(
  board(
    `<voltagesource name="V1" voltage={1} />
    <ammeter name="A1" graphCenter={0.002} graphCurrentPerDiv="1mA" graphVerticalOffset="2mA" connections={{ pos: ".V1 > .pin1", neg: "net.MID" }} />
    <ammeter name="A2" graphCenter={0.002} graphCurrentPerDiv={0.001} graphVerticalOffset={0.002} connections={{ pos: "net.MID", neg: "net.LOAD" }} />
    <resistor name="R1" resistance="1k" footprint="0402" connections={{ pin1: "net.LOAD", pin2: "net.GND" }} />
    <trace from=".V1 > .pin2" to="net.GND" />
    <analogsimulation duration="0.1ms" />`,
    'width="20mm" height="15mm" routingDisabled',
  ),
);

/** The oscilloscope-trace record the ammeter's graph props write. */
const scope = async (name: string) => {
  const json = await circuit();
  const { source_component_id } = ofComponent(json, name);
  const probe = json.find(
    (e) =>
      e.type === "simulation_current_probe" &&
      e.source_component_id === source_component_id,
  );
  assert.ok(probe, `current probe of ${name}`);
  const trace = json.find(
    (e) =>
      e.type === "simulation_oscilloscope_trace" &&
      e.simulation_current_probe_id === probe.simulation_current_probe_id,
  );
  assert.ok(trace, `oscilloscope trace of ${name}`);
  return trace;
};

describe("docs/_descriptions/props/ammeter.json", () => {
  it("graphCenter: amperes, recorded as the display centre value (0.002 A)", async () => {
    assertNoErrors(await circuit());
    assert.equal((await scope("A1")).display_center_value, 0.002);
  });

  it('graphVerticalOffset: amperes ("2mA" = 0.002), recorded as 2 divisions of 1 mA', async () => {
    assert.equal((await scope("A1")).display_center_offset_divs, 2);
    assert.equal((await scope("A2")).display_center_offset_divs, 2);
  });

  it('graphCurrentPerDiv: amperes per division ("1mA" = 0.001)', async () => {
    assert.equal((await scope("A1")).amps_per_div, 0.001);
    assert.equal((await scope("A2")).amps_per_div, 0.001);
  });
});
