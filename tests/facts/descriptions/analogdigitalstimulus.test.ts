import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";
import { assertNoErrors, compiled } from "./_compile";

after(closeCircuitCompiler);

/** A 200 ns pcb_spice link driving two pins: TX with unit strings, TX2 with bare numbers. */
const link = (stimuli: string) => `
const ioModel = {
  url: "https://example.com/models/io_driver.ibs",
  project_relative_path: "models/io_driver.ibs",
  mimetype: "text/plain",
}
export default () => (
  <board width="30mm" height="16mm">
    <chip name="U1" footprint="soic8" pcbX={-9} pinLabels={{ pin1: "TX", pin2: "TX2", pin4: "GND", pin8: "VCC" }} />
    <chip name="U2" footprint="soic8" pcbX={9} pinLabels={{ pin1: "RX", pin2: "RX2", pin4: "GND", pin8: "VCC" }} />
    <trace name="T1" from=".U1 > .TX" to=".U2 > .RX" />
    <trace name="T2" from=".U1 > .TX2" to=".U2 > .RX2" />
    <trace name="T3" from=".U1 > .VCC" to=".U2 > .VCC" />
    <trace name="T4" from=".U1 > .GND" to=".U2 > .GND" />
    <ibismodel componentRef=".U1" ibisModelAsset={ioModel} ibisComponentName="IO_DRIVER"
      ibisPinNameToPortLabel={{ "1": "TX", "2": "TX2", "4": "GND", "8": "VCC" }}
      modelValueCorner="typical" includePackageParasitics={true} />
    <analogtransientsimulation name="link" spiceEngine="pcb_spice" duration="200ns" timePerStep="0.01ns"
      ibisPinStates={{ ".U1 > .TX": { isOutput: true, isOutputEnabled: true }, ".U1 > .TX2": { isOutput: true, isOutputEnabled: true } }} />
    ${stimuli}
  </board>
)`;
const bits = `transmittedData={{ transmissionType: "bits", bits: "1011", repeat: true }}`;
const circuit = compiled(
  link(`
    <analogdigitalstimulus name="strings" simulationRef=".link" sourcePinRef=".U1 > .TX" bitDuration="10ns" startTime="5ns" initialState={0} ${bits} />
    <analogdigitalstimulus name="numbers" simulationRef=".link" sourcePinRef=".U1 > .TX2" bitDuration={0.00001} startTime={0.000005} initialState={0} ${bits} />`),
);

const stimulus = async (name: string) => {
  const found = (await circuit()).find(
    (e) => e.type === "simulation_digital_stimulus" && e.name === name,
  );
  assert.ok(found, `stimulus ${name}`);
  return found;
};
const near = (actual: unknown, expected: number) =>
  assert.ok(
    Math.abs(Number(actual) - expected) < 1e-12,
    `${actual} is not ${expected}`,
  );

describe("docs/_descriptions/props/analogdigitalstimulus.json", () => {
  it('bitDuration: "10ns" is stored as 0.00001 ms; a bare number is ms', async () => {
    assertNoErrors(await circuit());
    near((await stimulus("strings")).bit_duration_ms, 0.00001);
    near((await stimulus("numbers")).bit_duration_ms, 0.00001);
  });

  it('startTime: "5ns" = 0.000005 ms, a bare number is ms; at or after the 200 ns duration fails the render', async () => {
    near((await stimulus("strings")).start_time_ms, 0.000005);
    near((await stimulus("numbers")).start_time_ms, 0.000005);
    await assert.rejects(
      circuitJsonOf(
        link(
          `<analogdigitalstimulus name="late" simulationRef=".link" sourcePinRef=".U1 > .TX" bitDuration="10ns" startTime="200ns" initialState={0} ${bits} />`,
        ),
      ),
      /Stimulus "late" starts outside its simulation/,
    );
  });
});
