import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { closeCircuitCompiler } from "../../support/circuit-json";
import {
  assertNoErrors,
  board,
  type CircuitJsonElement,
  compiled,
} from "./_compile";

after(closeCircuitCompiler);

const circuit = compiled(
  board(`
    <resistor name="R1" resistance="1k" footprint="0402" pcbX={-6} />
    <resistor name="R2" resistance="1k" footprint="0402" pcbX={6} />
    <net name="GND" connectsTo={[".R1 > .pin1", ".R2 > .pin1"]} />
    <net name="VBUS" nominalTraceWidth="0.4mm" connectsTo={[".R1 > .pin2", ".R2 > .pin2"]} />
    <net name="3V3" />
    <net name="VSS" />
    <net name="AGND" />
    <net name="SIG" />
    <net name="RAIL" isPowerNet />
    <net name="RET" isGroundNet />
    <net name="VREF" isPowerNet={false} />`),
);

const net = (json: CircuitJsonElement[], name: string) => {
  const found = json.find((e) => e.type === "source_net" && e.name === name);
  assert.ok(found, name);
  return found;
};

describe("docs/_descriptions/props/net.json", () => {
  it("isPowerNet: when unset, names starting with V (not VSS) or like 3V3 count as power", async () => {
    const json = await circuit();
    assertNoErrors(json);
    for (const name of ["VBUS", "3V3", "RAIL"])
      assert.equal(net(json, name).is_power, true, name);
    for (const name of ["VSS", "GND", "SIG", "VREF"])
      assert.equal(net(json, name).is_power, false, name);
  });

  it("isGroundNet: when unset, names starting with GND, AGND or VSS count as ground", async () => {
    const json = await circuit();
    for (const name of ["GND", "AGND", "VSS", "RET"])
      assert.equal(net(json, name).is_ground, true, name);
    for (const name of ["VBUS", "SIG"])
      assert.equal(net(json, name).is_ground, false, name);
  });

  it('nominalTraceWidth: mm, "0.4mm" recorded as 0.4 and used for the net\'s routed traces', async () => {
    const json = await circuit();
    assert.equal(net(json, "VBUS").trace_width, 0.4);
    const vbus = net(json, "VBUS").source_net_id;
    const traces = json.filter((e) => e.type === "pcb_trace");
    assert.ok(traces.length > 0);
    const widths = new Set(
      traces.flatMap((t) =>
        (t.route as { route_type: string; width?: number }[])
          .filter((p) => p.route_type === "wire")
          .map((p) => p.width),
      ),
    );
    assert.ok(widths.has(0.4), `widths ${[...widths]} for ${vbus}`);
  });
});
