import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { ibisModelProps } from "@tscircuit/props";
import { closeCircuitCompiler } from "../../support/circuit-json";
import { assertNoErrors, compiled } from "./_compile";

after(closeCircuitCompiler);

const ioModel = {
  url: "https://example.com/models/io_driver.ibs",
  project_relative_path: "models/io_driver.ibs",
  mimetype: "text/plain",
};
const circuit = compiled(`
export default () => (
  <board width="30mm" height="16mm">
    <chip name="U1" footprint="soic8" pcbX={-9} pinLabels={{ pin1: "TX", pin4: "GND", pin8: "VCC" }} />
    <chip name="U2" footprint="soic8" pcbX={9} pinLabels={{ pin1: "RX", pin4: "GND", pin8: "VCC" }} />
    <trace name="T1" from=".U1 > .TX" to=".U2 > .RX" />
    <trace name="T2" from=".U1 > .VCC" to=".U2 > .VCC" />
    <trace name="T3" from=".U1 > .GND" to=".U2 > .GND" />
    <ibismodel componentRef=".U1" ibisModelAsset={${JSON.stringify(ioModel)}} ibisComponentName="IO_DRIVER"
      ibisPinNameToPortLabel={{ "1": "TX", "4": "GND", "8": "VCC" }}
      modelValueCorner="typical" includePackageParasitics={false} />
    <analogtransientsimulation name="link" spiceEngine="pcb_spice" duration="200ns" timePerStep="0.01ns"
      ibisPinStates={{ ".U1 > .TX": { isOutput: true, isOutputEnabled: true } }} />
  </board>
)`);

describe("docs/_descriptions/props/ibismodel.json", () => {
  it("includePackageParasitics: recorded as given (false); the props schema refuses it left out (no default)", async () => {
    const json = await circuit();
    assertNoErrors(json);
    const model = json.find((e) => e.type === "simulation_ibis_model");
    assert.equal(model?.include_package_parasitics, false);
    const given = {
      componentRef: ".U1",
      ibisModelAsset: ioModel,
      ibisComponentName: "IO_DRIVER",
      ibisPinNameToPortLabel: { "1": "TX" },
      modelValueCorner: "typical",
    };
    assert.ok(
      ibisModelProps.safeParse({ ...given, includePackageParasitics: true })
        .success,
    );
    assert.equal(ibisModelProps.safeParse(given).success, false);
  });
});
