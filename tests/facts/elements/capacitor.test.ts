import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

interface SourcePort {
  type: "source_port";
  name: string;
  pin_number?: number;
  port_hints?: string[];
}

const ports = (json: CircuitJsonElement[]) =>
  (
    json.filter((e) => e.type === "source_port") as unknown as SourcePort[]
  ).sort((a, b) => (a.pin_number ?? 0) - (b.pin_number ?? 0));

const component = (json: CircuitJsonElement[]) =>
  json.find((e) => e.type === "source_component");

const board = (inner: string) =>
  `export default () => (<board width="20mm" height="12mm">${inner}</board>)`;

const decoupling = (cap: string) =>
  board(`<chip name="U1" footprint="soic8" pinLabels={{ pin7: "GND", pin8: "VCC" }} pcbX={-4} />
    <capacitor name="C1" capacitance="100nF" footprint="0402" pcbX={5} decouplingFor=".U1 > .VCC" ${cap} />
    <trace from=".U1 > .VCC" to="net.V3_3" />
    <trace from=".U1 > .GND" to="net.GND" />`);

describe("/elements/capacitor", () => {
  it("pin1 is pos and pin2 is neg", async () => {
    const [p1, p2] = ports(
      await circuitJsonOf(
        board(`<capacitor name="C1" capacitance="100nF" footprint="0402" />`),
      ),
    );
    assert.equal(p1?.name, "pin1");
    assert.ok(p1?.port_hints?.includes("pos"));
    assert.equal(p2?.name, "pin2");
    assert.ok(p2?.port_hints?.includes("neg"));
  });

  it("polarized makes the pins not interchangeable", async () => {
    const plain = component(
      await circuitJsonOf(
        board(`<capacitor name="C1" capacitance="10uF" footprint="0805" />`),
      ),
    );
    const polar = component(
      await circuitJsonOf(
        board(
          `<capacitor name="C1" capacitance="10uF" footprint="0805" polarized />`,
        ),
      ),
    );
    assert.notEqual(plain?.are_pins_interchangeable, false);
    assert.equal(polar?.are_pins_interchangeable, false);
  });

  it('"4.7u" is 4.7 µF and "100n" is 100 nF', async () => {
    const a = component(
      await circuitJsonOf(
        board(`<capacitor name="C1" capacitance="4.7u" footprint="0805" />`),
      ),
    );
    assert.ok(Math.abs(Number(a?.capacitance) - 4.7e-6) < 1e-12);
    const b = component(
      await circuitJsonOf(
        board(`<capacitor name="C1" capacitance="100n" footprint="0402" />`),
      ),
    );
    assert.ok(Math.abs(Number(b?.capacitance) - 1e-7) < 1e-15);
  });

  it("a bare number is farads", async () => {
    const c = component(
      await circuitJsonOf(
        board(`<capacitor name="C1" capacitance={100} footprint="0402" />`),
      ),
    );
    assert.equal(c?.capacitance, 100);
  });

  it("a decoupling capacitor too far away skips autorouting with the 1mm limit message", async () => {
    const json = await circuitJsonOf(decoupling(`decouplingTo="net.GND"`));
    const err = json.find((e) => e.type === "pcb_autorouting_error");
    assert.match(
      String(err?.message),
      /Autorouting was skipped because the 1mm maximum length for .*\.VCC.* cannot be satisfied: its endpoints are [\d.]+mm apart/,
    );
  });

  it("decouplingFor without decouplingTo creates no traces", async () => {
    const json = await circuitJsonOf(decoupling(""));
    const fromCap = json.filter(
      (e) =>
        e.type === "source_trace" && String(e.display_name).includes(".C1"),
    );
    assert.deepEqual(fromCap, []);
  });
});
