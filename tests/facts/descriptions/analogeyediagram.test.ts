import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { closeCircuitCompiler } from "../../support/circuit-json";
import { assertNoErrors, compiled } from "./_compile";

after(closeCircuitCompiler);

/** A 200 ns pcb_spice link with two eye diagrams: unit strings, and bare numbers with no endTime. */
const circuit = compiled(`
const ioModel = {
  url: "https://example.com/models/io_driver.ibs",
  project_relative_path: "models/io_driver.ibs",
  mimetype: "text/plain",
}
export default () => (
  <board width="30mm" height="16mm">
    <chip name="U1" footprint="soic8" pcbX={-9} pinLabels={{ pin1: "TX", pin4: "GND", pin8: "VCC" }} />
    <chip name="U2" footprint="soic8" pcbX={9} pinLabels={{ pin1: "RX", pin4: "GND", pin8: "VCC" }} />
    <trace name="T1" from=".U1 > .TX" to=".U2 > .RX" />
    <trace name="T2" from=".U1 > .VCC" to=".U2 > .VCC" />
    <trace name="T3" from=".U1 > .GND" to=".U2 > .GND" />
    <ibismodel componentRef=".U1" ibisModelAsset={ioModel} ibisComponentName="IO_DRIVER"
      ibisPinNameToPortLabel={{ "1": "TX", "4": "GND", "8": "VCC" }}
      modelValueCorner="typical" includePackageParasitics={true} />
    <voltageprobe name="VRX" connectsTo=".U2 > .RX" />
    <analogtransientsimulation name="link" spiceEngine="pcb_spice" duration="200ns" timePerStep="0.01ns"
      ibisPinStates={{ ".U1 > .TX": { isOutput: true, isOutputEnabled: true } }} />
    <analogdigitalstimulus name="pattern" simulationRef=".link" sourcePinRef=".U1 > .TX" bitDuration="10ns"
      startTime="0ns" initialState={0} transmittedData={{ transmissionType: "bits", bits: "10110010", repeat: true }} />
    <analogeyediagram name="strings" simulationRef=".link" probeRef=".VRX" unitInterval="10ns" timeOrigin="0ns" endTime="195ns" />
    <analogeyediagram name="numbers" simulationRef=".link" probeRef=".VRX" unitInterval={0.00001} timeOrigin={0.000002} />
  </board>
)`);

const eye = async (name: string) => {
  const found = (await circuit()).find(
    (e) => e.type === "simulation_eye_diagram" && e.name === name,
  );
  assert.ok(found, `eye diagram ${name}`);
  return found;
};
/** Equal to 1e-12 ms (a femtosecond): "10ns" parses to 0.000009999999999999999. */
const near = (actual: unknown, expected: number) =>
  assert.ok(
    Math.abs(Number(actual) - expected) < 1e-12,
    `${actual} is not ${expected}`,
  );

describe("docs/_descriptions/props/analogeyediagram.json", () => {
  it('unitInterval: "10ns" = 0.00001 ms; a bare number is ms', async () => {
    assertNoErrors(await circuit());
    near((await eye("strings")).unit_interval_ms, 0.00001);
    near((await eye("numbers")).unit_interval_ms, 0.00001);
  });

  it('timeOrigin: "0ns" = 0 ms; a bare number is ms (0.000002 = 2 ns)', async () => {
    near((await eye("strings")).time_origin_ms, 0);
    near((await eye("numbers")).time_origin_ms, 0.000002);
  });

  it('endTime: "195ns" = 0.000195 ms; left out, the simulation\'s 200 ns duration', async () => {
    near((await eye("strings")).end_time_ms, 0.000195);
    near((await eye("numbers")).end_time_ms, 0.0002);
  });
});
