import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { analogSimulationProps } from "@tscircuit/props";
import { closeCircuitCompiler } from "../../support/circuit-json";
import {
  assertNoErrors,
  board,
  type CircuitJsonElement,
  compiled,
} from "./_compile";

after(closeCircuitCompiler);

/**
 * One 1 kHz square wave on a 1 kΩ load and three transient simulations:
 * one with the props omitted (startTime only), one with unit strings, one
 * with bare numbers.
 */
const circuit = compiled(
  board(
    `<voltagesource name="V1" waveShape="square" voltage={1} frequency="1kHz" />
    <resistor name="R1" resistance="1k" footprint="0402" connections={{ pin1: ".V1 > .pin1", pin2: "net.GND" }} />
    <trace from=".V1 > .pin2" to="net.GND" />
    <voltageprobe name="OUT" connectsTo=".R1 > .pin1" />
    <analogsimulation startTime="1ms" />
    <analogsimulation name="short" duration="0.002s" timePerStep="5us" />
    <analogsimulation name="tiny" duration={1} timePerStep={0.02} />`,
    'width="20mm" height="15mm" routingDisabled',
  ),
);

type Experiment = CircuitJsonElement & {
  simulation_experiment_id: string;
  name: string;
};
const experiment = async (name: string) => {
  const found = (await circuit()).find(
    (e) => e.type === "simulation_experiment" && e.name === name,
  ) as Experiment | undefined;
  assert.ok(found, `experiment ${name}`);
  return found;
};
/** The times (ms) of the OUT curve of one experiment. */
const times = async (name: string) => {
  const { simulation_experiment_id } = await experiment(name);
  const graph = (await circuit()).find(
    (e) =>
      e.type === "simulation_transient_voltage_graph" &&
      e.simulation_experiment_id === simulation_experiment_id,
  );
  assert.ok(graph, `a curve of ${name}`);
  return graph.timestamps_ms as number[];
};
const DEFAULT = "spice_transient_analysis";

describe("docs/_descriptions/props/analogsimulation.json", () => {
  it("simulationType: spice_transient_analysis when omitted, and no other value parses", async () => {
    assertNoErrors(await circuit());
    assert.equal((await experiment(DEFAULT)).experiment_type, DEFAULT);
    assert.equal(analogSimulationProps.parse({}).simulationType, DEFAULT);
    assert.throws(() =>
      analogSimulationProps.parse({ simulationType: "spice_ac_analysis" }),
    );
  });

  it('duration: 10 ms by default; a number is ms (1 = 1 ms), "0.002s" = 2 ms', async () => {
    assert.equal((await experiment(DEFAULT)).end_time_ms, 10);
    assert.equal((await times(DEFAULT)).at(-1), 10);
    assert.equal((await experiment("tiny")).end_time_ms, 1);
    assert.equal((await times("tiny")).at(-1), 1);
    assert.equal((await experiment("short")).end_time_ms, 2);
    assert.equal((await times("short")).at(-1), 2);
  });

  it('startTime: ms ("1ms" = 1) in the record, but the default engine records from 0 ms', async () => {
    assert.equal((await experiment(DEFAULT)).start_time_ms, 1);
    assert.equal((await times(DEFAULT))[0], 0);
  });

  it('timePerStep: 0.01 ms by default; a number is ms (0.02), "5us" = 0.005 ms', async () => {
    assert.equal((await experiment(DEFAULT)).time_per_step, 0.01);
    assert.equal((await times(DEFAULT))[1], 0.01);
    assert.equal((await experiment("tiny")).time_per_step, 0.02);
    assert.equal((await times("tiny"))[1], 0.02);
    assert.equal((await experiment("short")).time_per_step, 0.005);
    assert.equal((await times("short"))[1], 0.005);
  });

  it("spiceEngine: when omitted no engine is recorded and the built-in spicey runs the transient", async () => {
    const record = await experiment(DEFAULT);
    assert.equal(record.spice_engine, undefined);
    assert.equal((await times(DEFAULT)).length, 1001);
  });
});
