import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../../support/circuit-json";

after(closeCircuitCompiler);

const sensor = (attrs: string, rest: string) => `export default () => (
  <board width="24mm" height="16mm" routingDisabled>
    <chip name="U1" footprint="soic8"
      pinLabels={{ pin1: "VDD", pin2: "GND", pin3: "SDA", pin4: "SCL", pin5: "INT", pin6: "ADDR", pin7: "NC1", pin8: "NC2" }}
      ${attrs} />
    ${rest}
  </board>
)`;

/** source_port records of U1 by name. */
const portsOf = (json: CircuitJsonElement[], component = "U1") => {
  const id = json.find(
    (e) => e.type === "source_component" && e.name === component,
  )?.source_component_id;
  return new Map(
    json
      .filter((e) => e.type === "source_port" && e.source_component_id === id)
      .map((e) => [String(e.name), e]),
  );
};

const messages = (json: CircuitJsonElement[], type: string) =>
  json.filter((e) => e.type === type).map((e) => String(e.message));

const pinProblems = (json: CircuitJsonElement[]) =>
  json
    .filter(
      (e) =>
        /pin|must_be_connected/.test(e.type) &&
        /_(warning|error)$/.test(e.type),
    )
    .map((e) => e.type);

describe("/guides/tscircuit-essentials/pin-attributes", () => {
  it("the described sensor compiles with no pin warning; attributes land on source_port in snake case", async () => {
    const json = await circuitJsonOf(
      sensor(
        `pinAttributes={{
          VDD: { requiresPower: true }, GND: { requiresGround: true },
          SDA: { capabilities: ["i2c_sda"], needsExternalPullup: true },
          SCL: { capabilities: ["i2c_scl"], needsExternalPullup: true },
          ADDR: { mustBeConnected: true } }}
        noConnect={["NC1", "NC2"]}
        connections={{ VDD: "net.V3_3", GND: "net.GND", ADDR: "net.GND" }}`,
        `<resistor name="R1" resistance="4.7k" footprint="0603" connections={{ pin1: "net.V3_3", pin2: "U1.SDA" }} />
         <resistor name="R2" resistance="4.7k" footprint="0603" connections={{ pin1: "net.V3_3", pin2: "U1.SCL" }} />`,
      ),
    );
    assert.deepEqual(pinProblems(json), []);
    assert.deepEqual(
      json.filter((e) => e.type.endsWith("_error")),
      [],
    );
    const p = portsOf(json);
    assert.equal(p.get("VDD")?.requires_power, true);
    assert.equal(p.get("GND")?.requires_ground, true);
    assert.equal(p.get("SDA")?.supports_i2c_sda, true);
    assert.equal(p.get("SDA")?.needs_external_pullup, true);
    assert.equal(p.get("SCL")?.supports_i2c_scl, true);
    assert.equal(p.get("ADDR")?.must_be_connected, true);
    assert.equal(
      p.get("NC1")?.do_not_connect,
      true,
      "noConnect = doNotConnect",
    );
    assert.equal(p.get("NC2")?.do_not_connect, true);
  });

  it("mustBeConnected floating is an error; requires* without a trace is a warning; unmarked and doNotConnect pins raise nothing", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="16mm" height="12mm" routingDisabled>
        <chip name="U1" footprint="soic8"
          pinLabels={{ pin1: "VDD", pin2: "GND", pin3: "SDA", pin4: "SCL", pin5: "INT", pin6: "ADDR", pin7: "NC1", pin8: "VREF" }}
          pinAttributes={{ VDD: { requiresPower: true }, GND: { requiresGround: true },
            ADDR: { mustBeConnected: true }, NC1: { doNotConnect: true }, VREF: { requiresVoltage: 1.2 } }}
          connections={{ GND: "net.GND" }} />
        <capacitor name="C1" capacitance="100nF" footprint="0603" connections={{ pin1: "U1.SDA", pin2: "net.GND" }} />
      </board>
    )`);
    assert.deepEqual(messages(json, "source_pin_must_be_connected_error"), [
      "Port ADDR on U1 must be connected but is floating",
    ]);
    assert.deepEqual(
      messages(json, "source_pin_missing_trace_warning").sort(),
      [
        "Port VDD on U1 is missing a trace",
        "Port VREF on U1 is missing a trace",
      ],
    );
    assert.equal(portsOf(json).get("VREF")?.requires_voltage, 1.2);
    const errors = json
      .filter((e) => e.type.endsWith("_error"))
      .map((e) => e.type);
    assert.deepEqual(errors, ["source_pin_must_be_connected_error"]);
  });

  it("a chip without attributes gets the no-power, no-ground and underspecified warnings; pin-number keys and the other attributes are recorded", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="20mm" height="12mm" routingDisabled>
        <chip name="U1" footprint="soic8" pcbX={-5} />
        <chip name="U2" footprint="soic8" pcbX={5}
          pinLabels={{ pin1: "VOUT", pin2: "GND", pin3: "IO" }}
          pinAttributes={{
            pin1: { providesPower: true, providesVoltage: 3.3, includeInBoardPinout: true },
            GND: { providesGround: true },
            IO: { activeCapability: "uart_tx", canUseOpenDrain: true, canUseInternalPulldown: true,
              shouldHaveDecouplingCapacitor: true } }} />
      </board>
    )`);
    const onU1 = (type: string) =>
      messages(json, type).filter((m) => m.startsWith("U1 "));
    assert.deepEqual(onU1("source_no_power_pin_defined_warning"), [
      "U1 has no pin with requires_power=true",
    ]);
    assert.deepEqual(onU1("source_no_ground_pin_defined_warning"), [
      "U1 has no pin with requires_ground=true",
    ]);
    assert.ok(
      messages(json, "source_component_pins_underspecified_warning").some((m) =>
        m.startsWith("All pins on U1 are underspecified"),
      ),
    );
    const p = portsOf(json, "U2");
    assert.equal(p.get("VOUT")?.provides_power, true, "key pin1 reaches VOUT");
    assert.equal(p.get("VOUT")?.provides_voltage, 3.3);
    assert.equal(p.get("VOUT")?.include_in_board_pinout, true);
    assert.equal(p.get("GND")?.provides_ground, true);
    assert.equal(p.get("IO")?.is_configured_for_uart_tx, true);
    assert.equal(p.get("IO")?.can_use_open_drain, true);
    assert.equal(p.get("IO")?.can_use_internal_pulldown, true);
    assert.equal(p.get("IO")?.should_have_decoupling_capacitor, true);
  });

  it("requiresVoltage is compared with a providesVoltage pin on the same net: a mismatch is an error", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="30mm" height="16mm" routingDisabled>
        <chip name="U1" footprint="soic8" pcbX={-6} pinLabels={{ pin1: "VDD", pin2: "GND" }}
          pinAttributes={{ VDD: { requiresVoltage: 3.3 }, GND: { requiresGround: true } }}
          connections={{ VDD: "net.V5", GND: "net.GND" }} />
        <chip name="U2" footprint="soic8" pcbX={6} pinLabels={{ pin1: "VOUT", pin2: "GND" }}
          pinAttributes={{ VOUT: { providesVoltage: 5, providesPower: true }, GND: { providesGround: true } }}
          connections={{ VOUT: "net.V5", GND: "net.GND" }} />
      </board>
    )`);
    assert.deepEqual(messages(json, "source_component_misconfigured_error"), [
      "U1.VDD requires 3.3 V, but is connected to U2.VOUT, which provides 5 V.",
    ]);
  });
});
