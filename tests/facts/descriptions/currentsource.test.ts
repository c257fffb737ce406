import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { circuitJsonToSpice } from "circuit-json-to-spice";
import { closeCircuitCompiler } from "../../support/circuit-json";
import { assertNoErrors, board, compiled, ofComponent } from "./_compile";

after(closeCircuitCompiler);

/** Each source feeds its own 1 kΩ load from GND (pin1) into the load (pin2). */
const load = (n: number, source: string) => `
  ${source}
  <resistor name="R${n}" resistance="1k" footprint="0402" connections={{ pin1: ".I${n} > .pin2", pin2: "net.GND" }} />
  <trace from=".I${n} > .pin1" to="net.GND" />`;

const circuit = compiled(
  board(
    `${load(1, '<currentsource name="I1" current="2mA" />')}
    ${load(2, '<currentsource name="I2" waveShape="square" peakToPeakCurrent={0.001} frequency="1kHz" dutyCycle="25%" />')}
    ${load(3, '<currentsource name="I3" waveShape="sinewave" peakToPeakCurrent="2mA" frequency="1kHz" phase={90} />')}
    ${load(4, '<currentsource name="I4" waveShape="square" peakToPeakCurrent={0.001} frequency="1kHz" />')}
    ${load(5, '<currentsource name="I5" current="5mA" waveShape="square" frequency="1kHz" peakToPeakCurrent="1mA" />')}
    <analogsimulation duration="0.1ms" />`,
    'width="30mm" height="20mm" routingDisabled',
  ),
);

/** The netlist line of a source: `I<id> <node of pin1> <node of pin2> <value>`. */
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
      e.type === "simulation_current_source" &&
      ports.has(
        (e.terminal1_source_port_id ?? e.positive_source_port_id) as string,
      ),
  );
  assert.ok(sim, `simulation_current_source of ${name}`);
  const netlist = circuitJsonToSpice(
    json.filter((e) => !/_graph$|_error$/.test(e.type)) as Parameters<
      typeof circuitJsonToSpice
    >[0],
  ).toSpiceString();
  const line = netlist
    .split("\n")
    .find((l) => l.startsWith(`I${sim.simulation_current_source_id} `));
  assert.ok(line, `netlist line of ${name}`);
  return line;
}
const pulse = (line: string) => {
  const m = line.match(/PULSE\(([^)]*)\)/);
  assert.ok(m, line);
  return m[1].split(" ").map(Number);
};

describe("docs/_descriptions/props/currentsource.json", () => {
  it('current: amperes, "2mA" = 0.002, a DC source from GND (pin1) into the load at pin2; ignored once an AC prop is set', async () => {
    assertNoErrors(await circuit());
    assert.equal(ofComponent(await circuit(), "I1").current, 0.002);
    // SPICE "I n+ n- DC x" pushes x amperes out of the source at n-.
    assert.match(await spiceLine("I1"), /^I\S+ 0 (\S+) DC 0\.002$/);
    assert.notEqual((await spiceLine("I1")).split(" ")[2], "0");
    const ac = await spiceLine("I5");
    assert.deepEqual(pulse(ac).slice(0, 2), [0, 0.001]);
    assert.doesNotMatch(ac, /0\.005/);
  });

  it('peakToPeakCurrent: amperes ("2mA" = 0.002); a sine peaks at half of it, a square wave is high at all of it', async () => {
    assert.equal(
      ofComponent(await circuit(), "I3").peak_to_peak_current,
      0.002,
    );
    assert.match(await spiceLine("I3"), /SIN\(0 0\.001 1000 /);
    assert.deepEqual(pulse(await spiceLine("I2")).slice(0, 2), [0, 0.001]);
  });

  it("phase: degrees, written as the SIN phase (90)", async () => {
    assert.equal(ofComponent(await circuit(), "I3").phase, 90);
    assert.match(await spiceLine("I3"), /SIN\(0 0\.001 1000 0 0 90\)$/);
  });

  it('dutyCycle: 0.5 by default (0.5 ms of a 1 ms period high); "25%" = 0.25', async () => {
    assert.equal(ofComponent(await circuit(), "I4").duty_cycle, undefined);
    assert.deepEqual(pulse(await spiceLine("I4")).slice(5), [0.0005, 0.001]);
    assert.equal(ofComponent(await circuit(), "I2").duty_cycle, 0.25);
    assert.deepEqual(pulse(await spiceLine("I2")).slice(5), [0.00025, 0.001]);
  });
});
