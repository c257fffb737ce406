import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { circuitJsonToSpice } from "circuit-json-to-spice";
import { closeCircuitCompiler } from "../../support/circuit-json";
import {
  assertNoErrors,
  board,
  type CircuitJsonElement,
  compiled,
  ofComponent,
} from "./_compile";

after(closeCircuitCompiler);

/** Each source across its own 1 kΩ load, probed as P<n>; spicey runs 1 ms. */
const load = (n: number, source: string) => `
  ${source}
  <resistor name="R${n}" resistance="1k" footprint="0402" connections={{ pin1: ".V${n} > .pin1", pin2: "net.GND" }} />
  <trace from=".V${n} > .pin2" to="net.GND" />
  <voltageprobe name="P${n}" connectsTo=".R${n} > .pin1" />`;

const circuit = compiled(
  board(
    `${load(1, '<voltagesource name="V1" waveShape="square" voltage="3.3V" frequency="1kHz" />')}
    ${load(2, '<voltagesource name="V2" waveShape="square" voltage={5} frequency={1000} dutyCycle="25%" pulseDelay={0.2} riseTime={0.01} fallTime={0.02} />')}
    ${load(3, '<voltagesource name="V3" waveShape="sinewave" voltage={1} frequency="1kHz" phase={90} />')}
    <analogsimulation duration="1ms" timePerStep="0.01ms" />`,
    'width="30mm" height="20mm" routingDisabled',
  ),
);

/** The netlist line the core hands the engine for the source named `name`. */
async function spiceLine(name: string): Promise<string> {
  const json = await circuit();
  const source = ofComponent(json, name);
  const ports = new Set(
    json
      .filter(
        (e) =>
          e.type === "source_port" &&
          e.source_component_id === source.source_component_id,
      )
      .map((e) => e.source_port_id),
  );
  const sim = json.find(
    (e) =>
      e.type === "simulation_voltage_source" &&
      ports.has(e.terminal1_source_port_id),
  );
  assert.ok(sim, `simulation_voltage_source of ${name}`);
  const netlist = circuitJsonToSpice(
    json.filter((e) => !/_graph$|_error$/.test(e.type)) as Parameters<
      typeof circuitJsonToSpice
    >[0],
  ).toSpiceString();
  const line = netlist
    .split("\n")
    .find((l) => l.startsWith(`V${sim.simulation_voltage_source_id} `));
  assert.ok(line, `netlist line of ${name}`);
  return line;
}
/** PULSE(low high delay rise fall width period) → its seven fields. */
const pulse = (line: string) => {
  const m = line.match(/PULSE\(([^)]*)\)/);
  assert.ok(m, line);
  return m[1].split(" ");
};
/** The probe's voltage at the sample nearest `t` ms. */
async function voltageAt(probe: string, t: number): Promise<number> {
  const graph = (await circuit()).find(
    (e) => e.type === "simulation_transient_voltage_graph" && e.name === probe,
  ) as
    | (CircuitJsonElement & {
        timestamps_ms: number[];
        voltage_levels: number[];
      })
    | undefined;
  assert.ok(graph, `graph ${probe}`);
  const i = graph.timestamps_ms.findIndex((x) => x >= t - 1e-9);
  return graph.voltage_levels[i];
}

describe("docs/_descriptions/props/voltagesource.json", () => {
  it('voltage: volts, "3.3V" = 3.3; the high level of a square wave and the peak of a sine', async () => {
    assertNoErrors(await circuit());
    assert.equal(ofComponent(await circuit(), "V1").voltage, 3.3);
    assert.equal(ofComponent(await circuit(), "V2").voltage, 5);
    assert.equal(pulse(await spiceLine("V1"))[1], "3.3");
    assert.equal(pulse(await spiceLine("V2"))[1], "5");
    assert.equal(await voltageAt("P1", 0.2), 3.3);
    assert.match(await spiceLine("V3"), /SIN\(0 1 1000 /);
  });

  it('frequency: Hz, "1kHz" = 1000, a 1 ms period', async () => {
    assert.equal(ofComponent(await circuit(), "V1").frequency, 1000);
    assert.equal(ofComponent(await circuit(), "V2").frequency, 1000);
    assert.equal(pulse(await spiceLine("V1"))[6], "1m");
    assert.equal(await voltageAt("P1", 0.7), 0, "low in the second half");
  });

  it("phase: degrees; 90 starts the sine at its peak (SPICE SIN phase 90)", async () => {
    assert.equal(ofComponent(await circuit(), "V3").phase, 90);
    assert.match(await spiceLine("V3"), /SIN\(0 1 1000 0 0 90\)$/);
  });

  it('dutyCycle: 0.5 by default (500 µs of 1 ms high); "25%" = 0.25', async () => {
    assert.equal(ofComponent(await circuit(), "V1").duty_cycle, undefined);
    assert.equal(pulse(await spiceLine("V1"))[5], "500u");
    assert.equal(ofComponent(await circuit(), "V2").duty_cycle, 0.25);
    assert.equal(pulse(await spiceLine("V2"))[5], "250u");
  });

  it("pulseDelay: ms; 0.2 holds the wave at 0 V for 200 µs", async () => {
    assert.equal(pulse(await spiceLine("V2"))[2], "200u");
    assert.equal(pulse(await spiceLine("V1"))[2], "0");
    assert.equal(await voltageAt("P2", 0.1), 0);
    assert.equal(await voltageAt("P2", 0.3), 5);
  });

  it("riseTime: ms (0.01 = 10 µs); 1 ns when not set", async () => {
    assert.equal(pulse(await spiceLine("V2"))[3], "10u");
    assert.equal(pulse(await spiceLine("V1"))[3], "1n");
  });

  it("fallTime: ms (0.02 = 20 µs); 1 ns when not set", async () => {
    assert.equal(pulse(await spiceLine("V2"))[4], "20u");
    assert.equal(pulse(await spiceLine("V1"))[4], "1n");
  });
});
