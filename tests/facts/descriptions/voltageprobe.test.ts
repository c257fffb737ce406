import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { closeCircuitCompiler } from "../../support/circuit-json";
import { assertNoErrors, board, compiled } from "./_compile";

after(closeCircuitCompiler);

/** A 3.3 V source on 1 kΩ, probed twice: P1 given unit strings, P2 numbers. */
const circuit = compiled(
  board(
    `<voltagesource name="V1" voltage="3.3V" />
    <resistor name="R1" resistance="1k" footprint="0402" connections={{ pin1: ".V1 > .pin1", pin2: "net.GND" }} />
    <trace from=".V1 > .pin2" to="net.GND" />
    <voltageprobe name="P1" connectsTo=".R1 > .pin1" graphCenter={1.65} graphVoltagePerDiv="500mV" graphVerticalOffset="1V" />
    <voltageprobe name="P2" connectsTo=".R1 > .pin1" graphCenter={1.65} graphVoltagePerDiv={0.5} graphVerticalOffset={1} />
    <analogsimulation duration="0.1ms" />`,
    'width="20mm" height="15mm" routingDisabled',
  ),
);

/** The oscilloscope-trace record the probe's graph props write. */
const scope = async (name: string) => {
  const json = await circuit();
  const probe = json.find(
    (e) => e.type === "simulation_voltage_probe" && e.name === name,
  );
  assert.ok(probe, `probe ${name}`);
  const trace = json.find(
    (e) =>
      e.type === "simulation_oscilloscope_trace" &&
      e.simulation_voltage_probe_id === probe.simulation_voltage_probe_id,
  );
  assert.ok(trace, `oscilloscope trace of ${name}`);
  return trace;
};

describe("docs/_descriptions/props/voltageprobe.json", () => {
  it("graphCenter: volts, recorded as the display centre value (1.65 V)", async () => {
    assertNoErrors(await circuit());
    assert.equal((await scope("P1")).display_center_value, 1.65);
  });

  it('graphVerticalOffset: volts ("1V" = 1), recorded as 2 divisions of 0.5 V', async () => {
    assert.equal((await scope("P1")).display_center_offset_divs, 2);
    assert.equal((await scope("P2")).display_center_offset_divs, 2);
  });

  it('graphVoltagePerDiv: volts per division ("500mV" = 0.5)', async () => {
    assert.equal((await scope("P1")).volts_per_div, 0.5);
    assert.equal((await scope("P2")).volts_per_div, 0.5);
  });
});
